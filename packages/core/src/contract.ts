/**
 * The analysis contract as types.
 * Every consumer — web, PDF report, CLI, workspace export — speaks these shapes.
 * Money is integer kobo everywhere (1 naira = 100 kobo). Dates are ISO YYYY-MM-DD (Africa/Lagos).
 */

/** Integer number of kobo. Never a float, never naira. */
export type Kobo = number;

export const BANK_IDS = [
  'gtbank',
  'access',
  'zenith',
  'uba',
  'firstbank',
  'fcmb',
  'fidelity',
  'union',
  'sterling',
  'stanbic',
  'wema',
  'polaris',
  'ecobank',
  'keystone',
  'providus',
  'kuda',
  'opay',
  'moniepoint',
  'palmpay',
  'carbon',
  'vfd',
  'jaiz',
  'globus',
  'premiumtrust',
  'titan',
  'unity',
  'optimus',
  'parallex',
  'lotus',
  'signature',
  'taj',
  'suntrust',
  'fairmoney',
  'paga',
  'citibank',
  'standardchartered',
  'heritage',
  'coronation',
  'nova',
  'rubies',
  'sparkle',
  'piggyvest',
  'cowrywise',
  'lapo',
  'accion',
  'abmfb',
  'baobab',
  'finatrust',
  'renmoney',
  'fsdh',
  'randmerchant',
  'chipper',
  'other',
] as const;
export type BankId = (typeof BANK_IDS)[number];

export const DEBIT_CATEGORIES = [
  'food_groceries',
  'transport',
  'airtime_data',
  'utilities',
  'tv_subscriptions',
  'rent_housing',
  'education',
  'health',
  'shopping',
  'entertainment',
  'betting',
  'bank_charges',
  'loan_repayment',
  'savings_investment',
  'transfers_out',
  'cash_withdrawal',
  'giving',
  'business_expense',
  'tax_government',
  'insurance',
  'other_expense',
] as const;
export const CREDIT_CATEGORIES = [
  'salary',
  'business_income',
  'transfer_in',
  'interest',
  'other_income',
  'loan_disbursement',
  'refund_reversal',
  'own_transfer',
] as const;
export type DebitCategory = (typeof DEBIT_CATEGORIES)[number];
export type CreditCategory = (typeof CREDIT_CATEGORIES)[number];
export type Category = DebitCategory | CreditCategory;

export const CATEGORY_LABELS: Record<Category, string> = {
  food_groceries: 'Food & Groceries',
  transport: 'Transport & Fuel',
  airtime_data: 'Airtime & Data',
  utilities: 'Utilities',
  tv_subscriptions: 'TV & Subscriptions',
  rent_housing: 'Rent & Housing',
  education: 'Education',
  health: 'Health',
  shopping: 'Shopping',
  entertainment: 'Entertainment & Leisure',
  betting: 'Betting & Gambling',
  bank_charges: 'Bank Charges & Levies',
  loan_repayment: 'Loan Repayment',
  savings_investment: 'Savings & Investments',
  transfers_out: 'Transfers to People',
  cash_withdrawal: 'Cash Withdrawal',
  giving: 'Giving & Donations',
  business_expense: 'Business & Stock',
  tax_government: 'Taxes & Government',
  insurance: 'Insurance',
  other_expense: 'Other',
  salary: 'Salary',
  business_income: 'Business & Sales',
  transfer_in: 'Transfers Received',
  interest: 'Interest & Returns',
  other_income: 'Other Income',
  loan_disbursement: 'Loan Received',
  refund_reversal: 'Refunds & Reversals',
  own_transfer: 'Own-Account Transfer',
};

/** Credit categories that count as income (analysis-contract.md). */
export const INCOME_CATEGORIES: ReadonlySet<Category> = new Set<Category>([
  'salary',
  'business_income',
  'transfer_in',
  'interest',
  'other_income',
]);

export const PERSONAS = [
  'salaried',
  'self-employed',
  'sme',
  'pos-agent',
  'gig-worker',
  'student',
  'civil-servant',
  'retiree',
  'diaspora',
  'business',
] as const;
export type Persona = (typeof PERSONAS)[number];

export type DtiBand = 'excellent' | 'good' | 'fair' | 'caution' | 'danger';

export interface StatementInfo {
  bank: BankId | null;
  accountName: string | null;
  /** Masked: only the last 4 digits, e.g. "******1234". */
  accountNumber: string | null;
  currency: string;
  periodStart: string;
  periodEnd: string;
  openingBalance: Kobo | null;
  closingBalance: Kobo | null;
  /** Pages of a PDF/image; null for CSV/XLS(X). */
  pages: number | null;
  reconciled: boolean;
  warnings: string[];
  /**
   * The same warnings with their kind, in the same order: `reading` = the file could not be read clearly (OCR
   * doubts, with the rows); `alteration` = the numbers do not add up or the file shows signs of editing (possible
   * tampering); `other` = anything else (skipped lines, inferred columns). Absent on results stored before it existed.
   */
  warningDetails?: StatementWarning[];
  /** Facts noted but not warned about (the bank's 1-kobo rounding). */
  notes?: string[];
  /** Other account sections of the same file (OPay's OWealth), reported apart; never mixed into `transactions`. */
  otherAccounts?: OtherAccount[];
}

export type StatementWarningKind = 'reading' | 'alteration' | 'other';

export interface StatementWarning {
  kind: StatementWarningKind;
  message: string;
}

export interface OtherAccount {
  name: string;
  /** In the minor units of `currency` (kobo for naira, cents for a US dollar account). */
  openingBalance: Kobo | null;
  closingBalance: Kobo | null;
  rowCount: number;
  /** ISO 4217 code; naira when absent (results saved before it was read). */
  currency?: string;
}

/** A row as the statement engine reads it, before categorisation. */
export interface StatementRow {
  date: string;
  description: string;
  /** credit > 0, debit < 0 */
  amount: Kobo;
  balance: Kobo | null;
  /** The To/From or Counterparty column when the statement prints one (already part of `description`). */
  counterparty?: string | null;
  /** The narration exactly as printed, when the description was cleaned (letter-spaced text); for exports. */
  printedDescription?: string;
}

export interface Transaction extends StatementRow {
  category: Category;
  loanRepayment: boolean;
  lender: string | null;
  /**
   * Set (true) on a debit that moved money to the person's own other account, wallet or savings pot. It is booked as
   * savings_investment, but this statement cannot see whether the money was saved or spent there.
   */
  ownAccount?: boolean;
  /**
   * On a row that brings back the money of an earlier row (a reversal or refund of a debit, a credit sent in error and
   * taken back): that row's index in the same `transactions`. The row is neither income nor spending.
   */
  returnOf?: number;
  /** On a row whose money came back, in part or in full: the kobo that came back. Only the rest counts. */
  returned?: Kobo;
  /**
   * Money passed on: set (true) on a credit that asked to be sent on to someone else and on the payment that sent it
   * (linked as `returnOf`/`returned`). Neither is the person's income or spending.
   */
  passedOn?: true;
}

/** Output of the statement engine: `parseStatement(bytes, options)`. */
export interface ParsedStatement {
  statement: StatementInfo;
  transactions: StatementRow[];
  /** Extra facts for consumers (format detected, OCR confidence, timings); not part of the contract JSON. */
  meta: {
    format: 'pdf' | 'scanned-pdf' | 'image' | 'csv' | 'xls' | 'xlsx';
    ocrConfidence?: number;
    layout?: string;
  };
}

export interface HealthComponent {
  name: string;
  score: number;
  weight: number;
  detail: string;
}

export interface CategoryTotal {
  category: DebitCategory;
  amount: Kobo;
  percentage: number;
  count: number;
}

export interface LoanEligibility {
  eligible: boolean;
  maxAmount: Kobo;
  recommendedAmount: Kobo;
  interestRateRange: [number, number];
  termMonths: number;
  reason?: string;
}

/** Money moved to the person's own other accounts or wallets over the statement (debits with `ownAccount`). */
export interface OwnAccountMoves {
  total: Kobo;
  monthly: Kobo;
  count: number;
  /** Percent of total income, 2 decimals. */
  shareOfIncome: number;
  /** The savings rate without these moves (what this statement can show was kept), 2 decimals. */
  savingsRateWithout: number;
}

/**
 * Money that came back (a reversal, a refund, a credit taken back), linked to the rows it returned. Neither side
 * counts: the spending and income figures hold only what stayed.
 */
export interface MoneyReturned {
  /** Kobo of debits that came back to the person: not spending. */
  spendingReturned: Kobo;
  /** Kobo of credits sent back: not income. */
  incomeReturned: Kobo;
  /** Kobo of credits the person was asked to send on to someone else, and did: not income (passed-on.ts). */
  incomePassedOn?: Kobo;
  /**
   * `from` brought back `amount` kobo of `to` (indexes into `transactions`); a reversal of a payment and its charges is
   * one link each. `passedOn`: `from` sent on the money of `to`, a credit held for someone else.
   */
  links: { from: number; to: number; amount: Kobo; passedOn?: true }[];
}

export interface AnalysisSummary {
  months: number;
  totalIncome: Kobo;
  totalExpenses: Kobo;
  monthlyIncome: Kobo;
  monthlyExpenses: Kobo;
  monthlySavings: Kobo;
  savingsRate: number;
  monthlyDebtRepayments: Kobo;
  dti: number;
  dtiBand: DtiBand;
  healthScore: number;
  healthComponents: HealthComponent[];
  /** Present when the score rests on figures in doubt (signs of alteration, or a scan's figures read unclearly): says so. */
  healthNote?: string;
  categories: CategoryTotal[];
  spendingTrend: 'rising' | 'falling' | 'stable';
  highSpendingCategories: DebitCategory[];
  recommendations: string[];
  loanEligibility: LoanEligibility;
  /** Present when money moved to the person's own accounts: the savings rate counts it, but cannot see how it was used. */
  ownAccountMoves?: OwnAccountMoves;
  /** Present when money came back on this statement (reversals, refunds, credits taken back). */
  moneyReturned?: MoneyReturned;
}

/** The complete contract document (`--json`, and an analysis's `result` in the API). */
export interface AnalysisResult {
  statement: StatementInfo;
  transactions: Transaction[];
  summary: AnalysisSummary;
}

/** Errors the statement engine raises; each maps to one clear sentence and a CLI exit code. */
export const STATEMENT_ERROR_CODES = [
  'PASSWORD_REQUIRED',
  'PASSWORD_INCORRECT',
  'UNSUPPORTED_FORMAT',
  'UNREADABLE',
  'NO_TRANSACTIONS',
  'TOO_LARGE',
  'FOREIGN_CURRENCY',
] as const;
export type StatementErrorCode = (typeof STATEMENT_ERROR_CODES)[number];

export class StatementError extends Error {
  readonly code: StatementErrorCode;
  constructor(code: StatementErrorCode, message: string) {
    super(message);
    this.name = 'StatementError';
    this.code = code;
  }
}
