import type { Kobo } from '../contract.ts';
import {
  emptyContractTerms,
  type ContractBasis,
  type ContractFeeTerm,
  type ContractTerms,
  type LateChargeTerm,
  type PrintedInstalment,
} from './contract-terms.ts';
import type { FeeKind, FeeTiming } from './cost.ts';
import { allAmounts, firstAmount, percents, wordsToNumber } from './parse-figures.ts';
import type { RatePeriod } from './rates.ts';

/**
 * Finds a loan contract's terms in its extracted text (text-layer PDF or OCR). Works line by line on labelled
 * values ("Loan Amount: N50,000.00", key fact statements, cooperative forms), then on the prose joined into one
 * string for terms lenders write as sentences ("a facility of N2,500,000.00", "cancel within 3 days").
 */
export function extractContractTerms(text: string): ContractTerms {
  const lines = normaliseLines(text);
  const prose = lines.join(' ');
  const terms = emptyContractTerms();

  terms.principal = findPrincipal(lines, prose);
  const rate = findRate(lines);
  if (rate) {
    terms.ratePercent = rate.percent;
    terms.ratePeriod = rate.period;
  }
  terms.basis = findBasis(rate?.line ?? '', prose);
  const tenor = findTenor(lines, prose);
  if (tenor) {
    terms.tenorMonths = tenor.months;
    terms.tenorDays = tenor.days;
  }
  terms.lender = findLender(lines, prose);
  const fees = findFees(lines, terms.principal);
  terms.fees = fees.fees;
  terms.feesDisclosed = fees.disclosed;
  terms.lateCharge = findLateCharge(lines);
  terms.coolingOffDays = findCoolingOff(lines, prose);
  terms.schedule = findSchedule(lines);
  terms.printedInstalment = labelledAmount(lines, INSTALMENT_LABELS);
  terms.printedTotalRepayment = labelledAmount(lines, TOTAL_REPAYMENT_LABELS);
  terms.printedTotalCost = labelledAmount(lines, TOTAL_COST_LABELS);
  terms.printedApr = findPrintedApr(lines);
  if (terms.tenorMonths === null && terms.schedule) terms.tenorMonths = terms.schedule.length;
  return terms;
}

// ---------------------------------------------------------------------------------------------------------------

function normaliseLines(text: string): string[] {
  return (
    text
      .replace(/\r/g, '')
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[–—]/g, '-')
      .split('\n')
      // Several terms in one line of prose ("Tenor: 30 days. Processing fee: ₦0.") are read as separate lines.
      .flatMap((l) => l.split(/(?<=[a-z)]\.)\s+(?=[A-Z][a-z]+[^.]{0,40}:)/))
      .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
      .filter((l) => l.length > 0)
  );
}

/** The text after a label on the same line (labels end with ":" or a run of spaces in tables). */
function valueAfter(line: string, label: RegExp): string | null {
  const m = label.exec(line);
  if (!m) return null;
  // OCR reads a colon as ";" or "." now and then.
  return line.slice((m.index ?? 0) + m[0].length).replace(/^\s*[:;\-=.]?\s*/, '');
}

const LATE_WORDS = /\b(late|overdue|default|penal|penalty|arrears)\b/i;

// --- principal --------------------------------------------------------------------------------------------------

const PRINCIPAL_LABELS: RegExp[] = [
  /\b(?:amount approved|approved (?:loan )?amount|loan amount approved)\b/i,
  /\b(?:loan amount|principal amount|amount of (?:the )?loan|facility amount|loan principal|amount granted|principal sum|loan sum)\b/i,
  /^principal\b/i,
  /\b(?:amount (?:applied for|requested))\b/i,
  /\bamount (?:you )?borrow(?:ed)?\b/i,
];

function findPrincipal(lines: string[], prose: string): Kobo | null {
  for (const label of PRINCIPAL_LABELS) {
    for (const line of lines) {
      if (/\b(?:fee|insurance|premium|charge)\b/i.test(line.split(/[:]/)[0] ?? '')) continue;
      const value = valueAfter(line, label);
      if (value === null) continue;
      const kobo = firstAmount(value);
      if (kobo !== null && kobo > 0) return kobo;
    }
  }
  const m = /(?:facility|loan|sum)\s+of\s+((?:₦|NGN|N)\s?[\d,.\s]+\d)/i.exec(prose);
  if (m) return firstAmount(m[1], false);
  // Sums written out, with or without the figure in brackets: "a facility of Eight Hundred Thousand Naira
  // (N800,000.00)", "the sum of One Million, Two Hundred and Fifty Thousand Naira Only".
  const words =
    /(?:facility|loan|sum)\s+of\s+([A-Za-z][A-Za-z ,-]{2,120}?)\s+Naira\b(?:\s+only\b)?\s*(\(\s*(?:₦|NGN|N)\s?[\d,.\s]+\d\s*\))?/i.exec(
      prose,
    );
  if (!words) return null;
  const bracketed = words[2] ? firstAmount(words[2], false) : null;
  if (bracketed !== null) return bracketed;
  const n = wordsToNumber(words[1]);
  return n !== null && n > 0 ? n * 100 : null;
}

// --- rate --------------------------------------------------------------------------------------------------------

const RATE_LABEL =
  /\b(?:(?:monthly|daily|annual|yearly|flat|nominal|contractual)\s+)?(?:interest rate|rate of interest|interest charge|interest)\b/i;

function periodOf(text: string): RatePeriod | null {
  if (
    /per\s?disburs|per\s?loan|for the (?:whole |entire )?(?:loan )?(?:tenor|tenure|duration|period|term)|one[- ]?off|per\s?cycle/i.test(
      text,
    )
  )
    return 'term';
  if (/\bper\s?day\b|\bdaily\b|\bp\.?\s?d\.?(?=\W|$)|\ba day\b|\/\s?day/i.test(text)) return 'day';
  if (/\bper\s?month\b|\bmonthly\b|\bp\.?\s?m\.?(?=\W|$)|\ba month\b|\/\s?month|\bper\s?mensem\b/i.test(text))
    return 'month';
  if (
    /\bper\s?annum\b|\bp\.?\s?a\.?(?=\W|$)|\bper\s?year\b|\byearly\b|\bannual(?:ly)?\b|\ba year\b|\/\s?year/i.test(text)
  )
    return 'year';
  return null;
}

function findRate(lines: string[]): { percent: number; period: RatePeriod; line: string } | null {
  let fallback: { percent: number; period: RatePeriod; line: string } | null = null;
  for (const line of lines) {
    if (LATE_WORDS.test(line) || /percentage rate|\bAPR\b|effective/i.test(line)) continue;
    const m = RATE_LABEL.exec(line);
    if (!m) continue;
    const after = line.slice((m.index ?? 0) + m[0].length);
    const pct = percents(after)[0];
    if (!pct) continue;
    // The period is in the label ("Monthly interest rate") or right after the figure ("5% per month").
    const period = periodOf(after.slice(pct.end, pct.end + 40)) ?? periodOf(m[0]) ?? periodOf(after);
    if (period) return { percent: pct.value, period, line };
    fallback ??= { percent: pct.value, period: 'year', line };
  }
  return fallback;
}

// --- basis --------------------------------------------------------------------------------------------------------

const FLAT_RE = /\bflat\b/i;
const REDUCING_RE = /reducing|declining|diminishing|amorti[sz]|outstanding (?:principal|balance)/i;

function findBasis(rateLine: string, prose: string): ContractBasis | null {
  const lineFlat = FLAT_RE.test(rateLine);
  const lineReducing = REDUCING_RE.test(rateLine);
  if (lineFlat !== lineReducing) {
    // The rate line is clear; the rest of the document may still contradict it.
    const other = lineFlat ? DOC_REDUCING_RE.test(prose) : DOC_FLAT_RE.test(prose);
    return other ? 'mixed' : lineFlat ? 'flat' : 'reducing';
  }
  if (lineFlat && lineReducing) return 'mixed';
  const flat = DOC_FLAT_RE.test(prose);
  const reducing = DOC_REDUCING_RE.test(prose);
  if (flat && reducing) return 'mixed';
  if (flat) return 'flat';
  if (reducing) return 'reducing';
  return null;
}

const DOC_FLAT_RE = /flat (?:rate|interest|basis)|interest[^.]{0,60}\bflat\b|\bflat\b[^.]{0,30}interest/i;
const DOC_REDUCING_RE = /(?:reducing|declining|diminishing)[- ]balance|amorti[sz]ed (?:basis|loan|repayment)/i;

// --- tenor -------------------------------------------------------------------------------------------------------

const TENOR_LABEL =
  /\b(?:loan tenor|tenor|tenure|loan term|term of (?:the )?loan|duration(?: of (?:the )?loan)?|loan duration|repayment period|loan period|period of (?:the )?loan)\b/i;

function toTenor(n: number, unit: string): { months: number; days: number | null } {
  const u = unit.toLowerCase();
  if (u.startsWith('day')) return { months: Math.max(1, Math.round(n / 30)), days: n };
  if (u.startsWith('week')) return { months: Math.max(1, Math.round((n * 7) / 30)), days: n * 7 };
  if (u.startsWith('year')) return { months: n * 12, days: null };
  return { months: n, days: null };
}

const TENOR_VALUE = /(\d{1,3})\s?\)?\s*(days?|weeks?|months?|years?)\b/i;

function findTenor(lines: string[], prose: string): { months: number; days: number | null } | null {
  for (const line of lines) {
    if (LATE_WORDS.test(line) || /cooling|cancel/i.test(line)) continue;
    const value = valueAfter(line, TENOR_LABEL);
    if (value === null) continue;
    const m = TENOR_VALUE.exec(value);
    if (m) return toTenor(Number(m[1]), m[2]);
  }
  const m =
    /(?:for a (?:period|tenor|term) of|repayable over|repaid over|over a period of|repa(?:id|yable) within)\D{0,40}?(\d{1,3})\s?\)?\s*(days?|weeks?|months?|years?)/i.exec(
      prose,
    );
  return m ? toTenor(Number(m[1]), m[2]) : null;
}

// --- lender ------------------------------------------------------------------------------------------------------

const ORG_RE =
  /\b(bank|microfinance|mfb|co-?operative|society|limited|ltd|plc|credit|finance|capital|lending|lenders?|loans?|fund)\b/i;
const NOT_LENDER_RE =
  /^(?:loan|key fact|offer|agreement|application|terms|schedule|repayment|date|ref|our ref|dear|to:)\b/i;

function cleanName(s: string): string {
  return (
    s
      .replace(/\s*\((?:RC|"|the|hereinafter)[^)]*\)?.*$/i, '')
      .replace(/\s*,?\s*(?:RC|BN)\s?:?\s?\d+.*$/i, '')
      // A letterhead may carry a title after a dash ("SwiftCash Digital Lending Ltd - Loan Terms").
      .replace(/\s+-\s+(?!.*\b(?:ltd|limited|plc|bank)\b).*$/i, '')
      .replace(/[\s,;.:]+$/, '')
      .replace(/^[\s"']+|[\s"']+$/g, '')
      .trim()
  );
}

function findLender(lines: string[], prose: string): string | null {
  for (const line of lines) {
    const value = valueAfter(
      line,
      /^(?:name of (?:the )?lender|lender(?:'s)? name|lender|creditor|lending institution)\s*(?=[:;])/i,
    );
    if (value) {
      const name = cleanName(value);
      if (name.length >= 3 && /[a-z]/i.test(name)) return name;
    }
  }
  const between =
    /between\s+(.{3,100}?)\s*\(\s*(?:hereinafter[^)]*)?"?(?:the )?"?(?:lender|bank|society|cooperative)"?\s*\)/i.exec(
      prose,
    );
  if (between) return cleanName(between[1]);
  // The letterhead: an organisation name among the first lines.
  for (const line of lines.slice(0, 6)) {
    if (NOT_LENDER_RE.test(line) || /\d{3,}/.test(line) || line.length > 80) continue;
    if (ORG_RE.test(line)) return cleanName(line);
  }
  return null;
}

// --- fees --------------------------------------------------------------------------------------------------------

const FEE_KINDS: { kind: FeeKind; re: RegExp }[] = [
  { kind: 'credit_life', re: /credit[- ]life/i },
  { kind: 'insurance', re: /insurance|assurance|risk (?:fund|premium)|premium/i },
  { kind: 'management', re: /management/i },
  { kind: 'processing', re: /processing|administrat|arrangement|origination|application fee|commitment/i },
  {
    kind: 'other',
    re: /(?:legal|form|disbursement|service|documentation|search|valuation|registration|other)\s+(?:fee|charge|levy)s?|\bfees?\b|\bcharges?\b|\blevy\b/i,
  },
];

const NONE_RE = /\b(?:nil|none|waived|not applicable|n\/a|no (?:fees?|charges?))\b/i;

function feeTiming(text: string): FeeTiming {
  if (
    /added to (?:the )?(?:loan|principal)|capitali[sz]ed|financed|spread (?:over|across)|included in (?:the )?(?:loan|principal)/i.test(
      text,
    )
  )
    return 'financed';
  if (/deduct|upfront|up-front|at disbursement|before disbursement|in advance|one[- ]off|at source|once/i.test(text))
    return 'upfront';
  if (/per month|monthly|per instal+ment|each instal+ment|every month|with each repayment/i.test(text))
    return 'per_instalment';
  return 'upfront';
}

function findFees(lines: string[], principal: Kobo | null): { fees: ContractFeeTerm[]; disclosed: boolean } {
  const fees: ContractFeeTerm[] = [];
  let disclosed = false;
  for (const line of lines) {
    if (LATE_WORDS.test(line) || /interest rate|rate of interest|total|APR|percentage rate|cost of credit/i.test(line))
      continue;
    const inProse = proseFees(line, principal);
    if (inProse.length) {
      fees.push(...inProse);
      disclosed = true;
      continue;
    }
    const parts = /^(.{2,60}?)(?:\s*:\s*|\s{2,}|\s+(?=(?:₦|NGN|N\s?\d|\d|nil|none|waived)))(.*)$/i.exec(line);
    if (!parts) continue;
    const [, label, value] = parts;
    const kind = FEE_KINDS.find((k) => k.re.test(label))?.kind;
    if (!kind) continue;
    if (kind === 'other' && !/\b(?:fees?|charges?|levy)\b/i.test(label)) continue;
    if (NONE_RE.test(value) && !/\d/.test(value.replace(/\b0+(?:\.0+)?\b/g, ''))) {
      disclosed = true;
      continue;
    }
    const pct = percents(value)[0] ?? null;
    const naira = firstAmount(value.replace(/\d+(?:\.\d+)?\s?%/g, ''), pct === null);
    if (pct === null && naira === null) continue;
    disclosed = true;
    const amount = naira ?? (principal !== null && pct ? Math.round((principal * pct.value) / 100) : null);
    if (amount === 0) continue;
    fees.push({
      kind,
      label: label.replace(/[\s:]+$/, ''),
      percent: pct?.value ?? null,
      amount,
      timing: feeTiming(value),
    });
  }
  return { fees, disclosed };
}

const PROSE_FEE_RE =
  /\b((?:[a-z-]+\s){0,2}?(?:fee|premium|charge|levy))\s+of\s+(\d+(?:\.\d+)?\s?%|(?:₦|NGN|N)\s?\d[\d,]*(?:\.\d{1,2})?)/gi;

/** Fees written as a sentence: "a management fee of 1% … and an insurance premium of 2% … deducted upfront". */
function proseFees(line: string, principal: Kobo | null): ContractFeeTerm[] {
  const out: ContractFeeTerm[] = [];
  for (const m of line.matchAll(PROSE_FEE_RE)) {
    const label = m[1].replace(/^(?:a|an|the)\s+/i, '').trim();
    const kind = FEE_KINDS.find((k) => k.re.test(label))?.kind;
    if (!kind || out.some((f) => f.kind === kind)) continue;
    const pct = percents(m[2])[0] ?? null;
    const amount = pct
      ? principal !== null
        ? Math.round((principal * pct.value) / 100)
        : null
      : firstAmount(m[2], false);
    if (amount === 0) continue;
    out.push({
      kind,
      label: label.charAt(0).toUpperCase() + label.slice(1),
      percent: pct?.value ?? null,
      amount,
      timing: feeTiming(line.slice(m.index ?? 0)),
    });
  }
  return out;
}

// --- late payment, cooling-off -------------------------------------------------------------------------------------

function findLateCharge(lines: string[]): LateChargeTerm | null {
  for (const [i, first] of lines.entries()) {
    if (!LATE_WORDS.test(first)) continue;
    // A sentence may wrap: read on into the next line unless that one is a new labelled item.
    const next = lines[i + 1] ?? '';
    const line = /^[^:]{2,40}:/.test(next) || /^\d+\.\s/.test(next) ? first : `${first} ${next}`;
    const pct = percents(line)[0] ?? null;
    const amount = pct ? null : firstAmount(line, false);
    if (!pct && amount === null) continue;
    const tail = pct ? line.slice(pct.end) : line;
    const period: LateChargeTerm['period'] = /per day|daily|each day|every day|a day/i.test(tail)
      ? 'day'
      : /per week|weekly/i.test(tail)
        ? 'week'
        : /per month|monthly|each month|a month|p\.?m\b/i.test(tail)
          ? 'month'
          : 'once';
    return { percent: pct?.value ?? null, amount, period };
  }
  return null;
}

function findCoolingOff(lines: string[], prose: string): number | null {
  const unitDays = (n: number, unit: string): number => (/hour/i.test(unit) ? Math.max(1, Math.ceil(n / 24)) : n);
  for (const line of lines) {
    if (!/cooling[- ]?off/i.test(line)) continue;
    const m = /(\d{1,3})\s?\)?\s*(?:\w+\s)?(days?|hours?)/i.exec(line);
    if (m) return unitDays(Number(m[1]), m[2]);
  }
  const m =
    /(?:cooling[- ]?off|cancel|withdraw from|rescind|terminate|decline|reject|change your mind)[^.]{0,120}?within\s+(?:\w+\s+)?\(?(\d{1,3})\)?\s*(?:business |working |calendar )?(days?|hours?)/i.exec(
      prose,
    );
  return m ? unitDays(Number(m[1]), m[2]) : null;
}

// --- printed figures ---------------------------------------------------------------------------------------------

const INSTALMENT_LABELS =
  /\b(?:monthly (?:repayment|instal+ment|payment|deduction)(?: amount)?|instal+ment amount|repayment amount|amount per instal+ment|repayment per month|monthly repayment amount)\b/i;
const TOTAL_REPAYMENT_LABELS =
  /\b(?:total (?:repayment|amount (?:payable|repayable|to be repaid|due))|total payable|amount to (?:be )?repa(?:y|id))\b/i;
const TOTAL_COST_LABELS = /\b(?:total cost of (?:the )?(?:credit|loan|borrowing))\b/i;

function labelledAmount(lines: string[], label: RegExp): Kobo | null {
  for (const line of lines) {
    const value = valueAfter(line, label);
    if (value === null) continue;
    const kobo = firstAmount(value);
    if (kobo !== null && kobo > 0) return kobo;
  }
  return null;
}

function findPrintedApr(lines: string[]): number | null {
  for (const line of lines) {
    const value = valueAfter(line, /\b(?:annual percentage rate|APR)\b(?:\s*\(APR\))?/i);
    if (value === null) continue;
    const pct = percents(value)[0];
    if (pct) return pct.value;
  }
  return null;
}

// --- printed schedule --------------------------------------------------------------------------------------------

const DATE_RE =
  /\b(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2}[- ](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[- ,]\s?\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (?:\d{1,2},? )?\d{4}|\d{4}-\d{2}-\d{2})\b/i;

function findSchedule(lines: string[]): PrintedInstalment[] | null {
  const headerIndex = lines.findIndex(
    (l) =>
      /\b(?:due date|instal+ment|repayment|amount due|s\/?n|no\.?)\b/i.test(l) &&
      /\b(?:date|month)\b/i.test(l) &&
      /\b(?:amount|instal+ment|repayment|principal|payment)\b/i.test(l) &&
      !/:\s*\S/.test(l),
  );
  if (headerIndex < 0) return null;
  const header = lines[headerIndex];
  // Which money column is the instalment: order the money-like headers as printed.
  const moneyHeaders = [
    ...header.matchAll(
      /\b(principal|interest|instal+ment(?: amount)?|repayment(?: amount)?|amount(?: due)?|payment|total(?: due)?|balance|outstanding|fees?)\b/gi,
    ),
  ].map((m) => m[1].toLowerCase());
  let payIndex = moneyHeaders.findIndex((h) => /^(?:instal|repayment|amount|payment|total)/.test(h));
  if (payIndex < 0) payIndex = 0;
  const rows: PrintedInstalment[] = [];
  for (const line of lines.slice(headerIndex + 1)) {
    const m = /^(\d{1,3})[.)]?\s+(.*)$/.exec(line);
    if (!m) {
      if (rows.length && /total/i.test(line)) break;
      if (rows.length) break;
      continue;
    }
    const period = Number(m[1]);
    let rest = m[2];
    const date = DATE_RE.exec(rest);
    if (date) rest = rest.slice(0, date.index) + ' ' + rest.slice((date.index ?? 0) + date[0].length);
    rest = rest.replace(/^\s*month\s+\d+\b/i, ' ');
    const amounts = allAmounts(rest).filter((a) => a.kobo >= 0);
    if (amounts.length === 0) break;
    const pick =
      amounts.length === moneyHeaders.length ? amounts[payIndex] : amounts[Math.min(payIndex, amounts.length - 1)];
    if (period !== rows.length + 1) break;
    rows.push({ period, dueDate: date ? date[0] : null, amount: pick.kobo });
  }
  return rows.length ? rows : null;
}
