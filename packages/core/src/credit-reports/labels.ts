/**
 * The labels bureaus print for each field, as regular-expression sources matched case-insensitively on whole
 * words. Real reports differ by bureau, product and year, so fields are found by these labels, never by position.
 */
export type LabelSet = Record<string, string[]>;

export const HEADER_LABELS: LabelSet = {
  reportDate: ['report date', 'date of report', 'report generated on', 'date generated', 'report extracted on', 'date of request', 'report created', 'date(?! of birth| opened| closed)'],
  reference: ['reference number', 'reference no\\.?', 'report reference', 'firstcentral reference(?: number)?', 'order number', 'order no\\.?', 'report number', 'report no\\.?', 'ref(?:erence)?\\.? ?no\\.?', 'ticket id'],
};

export const SUBJECT_LABELS: LabelSet = {
  name: ['full name', 'consumer name', 'subject name', 'customer name', 'name of subject', "(?<!(?:product|report|employer|company|subscriber|lender|institution|bank|creditor|father'?s|mother'?s|maiden|business|guarantor'?s?|next of kin)\\s)name"],
  surname: ['surname', 'last name', 'family name'],
  firstName: ['first name', 'given name', 'forename'],
  otherNames: ['other names?', 'middle names?'],
  dateOfBirth: ['date of birth', 'birth date', 'd\\.?o\\.?b\\.?'],
  bvn: ['bvn', 'bank verification number(?: \\(bvn\\))?', 'bvn number'],
};

export const SCORE_LABELS: LabelSet = {
  score: ['crc fico score', 'fico score', 'x-?score', 'smart ?score', 'credit score', 'total score', 'score'],
  range: ['score range', 'range'],
  label: ['credit rating', 'score rating', 'rating', 'risk grade', 'score band', 'band', 'score description', 'description', 'risk level'],
};

export const SUMMARY_LABELS: LabelSet = {
  totalAccounts: ['total (?:number of )?(?:credit )?(?:accounts|facilities)', 'number of (?:accounts|facilities)', 'total no\\.? of (?:accounts|facilities)', 'facilities count'],
  openAccounts: ['open (?:accounts|facilities)', 'active (?:accounts|facilities)', 'number of open accounts'],
  performingAccounts: ['performing (?:accounts|facilities)', 'accounts in good condition', 'no\\.? of performing(?: accounts)?'],
  nonPerformingAccounts: ['non-? ?performing (?:accounts|facilities)', 'accounts in bad condition', 'delinquent (?:accounts|facilities)', 'no\\.? of non-? ?performing(?: accounts)?'],
  totalOutstanding: ['total outstanding(?: debt| balance| amount)?', 'total (?:account|current) balance', 'outstanding balance', 'total balance'],
  totalOverdue: ['total (?:amount )?overdue(?: amount)?', 'total (?:account )?arrears?', 'total amount in arrears'],
  totalMonthlyInstalment: ['total monthly instal?ments?', 'total instal?ments?', 'monthly instal?ment total'],
  dishonouredCheques: ['(?:number of |total )?dishonou?red cheques?', 'bounced cheques?'],
  judgements: ['(?:number of |total )?judge?ments?', 'litigations?', 'legal cases'],
};

export const ACCOUNT_LABELS: LabelSet = {
  lender: ['lender(?: name)?', 'subscriber(?: name)?', 'creditor(?: name)?', 'institution(?: name)?', 'provider(?: source)?', 'credit provider', 'facility provider'],
  accountNumber: ['account (?:number|no\\.?)', 'acct\\.? no\\.?', 'facility (?:number|no\\.?)', 'loan (?:number|no\\.?|id)', 'account'],
  type: ['(?:loan|facility|credit|account|product) type', 'type of (?:loan|facility|credit)', 'type', 'product'],
  openedDate: ['date (?:account )?opened', 'account opened', 'opened(?: date)?', 'open date', 'disbursed date', 'date disbursed', 'disbursement date', '(?:opened|disbursed) date', 'date of disbursement'],
  closedDate: ['date closed', 'closed date', 'closure date', 'date settled', 'date written off'],
  status: ['account status', 'loan status', 'facility status', 'status'],
  classification: ['performance status', 'asset classification', 'classification', 'performance', 'prudential class(?:ification)?'],
  creditLimit: ['credit limit', 'sanctioned amount', 'approved amount', 'opening balance', 'loan amount', 'amount (?:approved|granted|disbursed)', 'facility amount', 'limit', 'principal'],
  balance: ['current balance', 'outstanding balance', 'account balance', 'balance outstanding', 'balance'],
  overdue: ['amount overdue', 'overdue amount', 'arrears? amount', 'amount in arrears?', 'arrears?', 'overdue'],
  instalment: ['(?:monthly |minimum |min\\.? )?instal?ment(?: amount)?', 'repayment amount', 'emi'],
  daysPastDue: ['days (?:past due|in arrears?|overdue|delinquent)', 'dpd', 'no\\.? of days in arrears'],
  balanceDate: ['balance date', 'date reported', 'last reported', 'as at'],
  profile: ['payment profile', 'repayment profile', '12[- ]month(?:s)? profile', 'payment history string'],
};

export const ENQUIRY_LABELS: LabelSet = {
  date: ['enquiry date', 'inquiry date', 'date of (?:enquiry|inquiry)', 'date'],
  institution: ['subscriber(?: name)?', 'institution(?: name| type)?', 'enquir(?:ing|er)(?: institution)?', 'inquir(?:ing|er)(?: institution)?', 'lender', 'organi[sz]ation', 'company'],
  reason: ['reason(?: for (?:enquiry|inquiry))?', 'enquiry reason', 'inquiry reason', 'purpose', 'facility type'],
};

export interface CompiledLabel {
  field: string;
  re: RegExp;
}

export function compile(set: LabelSet): CompiledLabel[] {
  const out: CompiledLabel[] = [];
  for (const [field, sources] of Object.entries(set))
    for (const src of sources) out.push({ field, re: new RegExp(`(?<![A-Za-z])${src}(?![A-Za-z])`, 'gi') });
  return out;
}

export interface LabelHit {
  field: string;
  start: number;
  end: number;
}

/** Every non-overlapping label in a text, longest first, in reading order. */
export function findLabels(text: string, labels: readonly CompiledLabel[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const l of labels) {
    l.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = l.re.exec(text))) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0) break;
      if (!hits.some((h) => start < h.end && end > h.start)) hits.push({ field: l.field, start, end });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

export const GUARANTOR_LABELS: LabelSet = {
  name: ["guarantor'?s? name", 'name of guarantor', 'guarantor'],
  accountNumber: ['guaranteed facility', 'facility (?:number|no\\.?|account)', 'account (?:number|no\\.?)', 'facility'],
  institution: ['institution(?: name)?', 'lender', 'subscriber(?: name)?', 'creditor', 'bank'],
  amount: ['amount guaranteed', 'guaranteed amount', 'amount(?: \\(ngn\\))?'],
};

export const CHEQUE_LABELS: LabelSet = {
  date: ['date dishonou?red', 'date'],
  chequeNumber: ['cheque (?:number|no\\.?)', 'cheque'],
  institution: ['institution(?: name)?', 'drawee bank', 'bank', 'subscriber(?: name)?'],
  amount: ['cheque amount', 'amount(?: \\(ngn\\))?'],
};

export const JUDGEMENT_LABELS: LabelSet = {
  type: ['type'],
  caseNumber: ['suit (?:number|no\\.?)', 'case (?:number|no\\.?)', 'suit', 'case'],
  plaintiff: ['plaintiff', 'claimant'],
  court: ['court'],
  amount: ['judge?ment amount', 'claim amount', 'amount(?: \\(ngn\\))?'],
  date: ['judge?ment date', 'date of judge?ment', 'date filed', 'date'],
};
