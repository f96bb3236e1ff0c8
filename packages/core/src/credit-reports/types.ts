import type { Kobo } from '../contract.ts';

/** The reader's result (docs/CREDIT-REPORTS.md). Money is integer kobo; dates YYYY-MM-DD; months YYYY-MM. */

export const BUREAUS = ['crc', 'firstcentral', 'creditregistry'] as const;
export type Bureau = (typeof BUREAUS)[number];

export const BUREAU_NAMES: Record<Bureau, string> = {
  crc: 'CRC Credit Bureau',
  firstcentral: 'FirstCentral Credit Bureau',
  creditregistry: 'CreditRegistry',
};

export const SCORE_BANDS = ['poor', 'fair', 'good', 'very_good', 'excellent'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export const ACCOUNT_TYPES = [
  'personal_loan',
  'overdraft',
  'credit_card',
  'mortgage',
  'auto_loan',
  'business_loan',
  'other',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const CLASSIFICATIONS = ['performing', 'watchlist', 'substandard', 'doubtful', 'lost'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export type AccountStatus = 'open' | 'closed' | 'written_off';

export type HistoryMonth =
  { month: string; status: 'ok' | 'no_data' | 'closed' } | { month: string; daysPastDue: number };

export interface ReportSubject {
  name: string | null;
  dateOfBirth: string | null;
  bvn: string | null;
}

export interface ReportScore {
  value: number;
  min: number;
  max: number;
  band: ScoreBand;
  label: string | null;
  reasons: string[];
}

export interface ReportSummary {
  totalAccounts: number;
  openAccounts: number;
  performingAccounts: number;
  nonPerformingAccounts: number;
  totalOutstanding: Kobo;
  totalOverdue: Kobo;
  totalMonthlyInstalment: Kobo | null;
  dishonouredCheques: number;
  judgements: number;
}

export interface ReportAccount {
  lender: string;
  accountNumber: string | null;
  type: AccountType;
  openedDate: string | null;
  closedDate: string | null;
  status: AccountStatus;
  classification: Classification;
  creditLimit: Kobo | null;
  balance: Kobo;
  overdue: Kobo;
  instalment: Kobo | null;
  daysPastDue: number;
  history: HistoryMonth[];
}

export interface ReportEnquiry {
  date: string | null;
  institution: string;
  reason: string | null;
}

/** A person who guaranteed one of the subject's facilities, as the bureau lists them. */
export interface ReportGuarantor {
  name: string;
  institution: string | null;
  /** The guaranteed facility's account number, masked. */
  accountNumber: string | null;
  amount: Kobo | null;
}

export interface ReportDishonouredCheque {
  date: string | null;
  /** Masked like an account number. */
  chequeNumber: string | null;
  institution: string | null;
  amount: Kobo | null;
}

/** A court judgement or suit (litigation, legal status) on the report. */
export interface ReportJudgement {
  date: string | null;
  /** The suit or case number as printed (a public court reference). */
  caseNumber: string | null;
  plaintiff: string | null;
  amount: Kobo | null;
}

export interface CreditReport {
  bureau: Bureau;
  reportDate: string | null;
  reference: string | null;
  subject: ReportSubject;
  score: ReportScore | null;
  summary: ReportSummary;
  accounts: ReportAccount[];
  enquiries: ReportEnquiry[];
  guarantors: ReportGuarantor[];
  dishonouredCheques: ReportDishonouredCheque[];
  judgements: ReportJudgement[];
  warnings: string[];
}

export const CREDIT_REPORT_ERROR_CODES = [
  'PASSWORD_REQUIRED',
  'PASSWORD_INCORRECT',
  'UNSUPPORTED_FORMAT',
  'UNREADABLE',
  'NOT_A_CREDIT_REPORT',
  'NO_REPORT_CONTENT',
] as const;
export type CreditReportErrorCode = (typeof CREDIT_REPORT_ERROR_CODES)[number];

export const CREDIT_REPORT_MESSAGES: Record<CreditReportErrorCode, string> = {
  PASSWORD_REQUIRED: 'This PDF is protected with a password; enter the password the bureau sent with the report.',
  PASSWORD_INCORRECT: 'The password for this PDF is incorrect; check it and try again.',
  UNSUPPORTED_FORMAT: 'This file type is not supported; upload the credit report as a PDF, JPG or PNG.',
  UNREADABLE: 'This file is damaged or could not be read; download the report again or upload a clearer copy.',
  NOT_A_CREDIT_REPORT:
    'This is not a credit report from CRC Credit Bureau, FirstCentral or CreditRegistry; upload the report the bureau sent you.',
  NO_REPORT_CONTENT:
    'No credit report details could be read from this file; upload the full report as the bureau sent it.',
};

/** A bank statement uploaded as a credit report: it is read on the statement upload page (parse-report.ts). */
export const STATEMENT_NOT_REPORT =
  'This file is a bank statement, not a credit report. Upload it on the Upload Statement page to have it analysed, and upload here the report the credit bureau sent you.';

/** Exit codes of the command line, as for `analyse`. */
export const CREDIT_REPORT_EXIT: Record<CreditReportErrorCode, number> = {
  PASSWORD_REQUIRED: 3,
  PASSWORD_INCORRECT: 3,
  UNSUPPORTED_FORMAT: 4,
  UNREADABLE: 4,
  NOT_A_CREDIT_REPORT: 4,
  NO_REPORT_CONTENT: 5,
};

export class CreditReportError extends Error {
  readonly code: CreditReportErrorCode;
  constructor(code: CreditReportErrorCode, message: string = CREDIT_REPORT_MESSAGES[code]) {
    super(message);
    this.name = 'CreditReportError';
    this.code = code;
  }
}
