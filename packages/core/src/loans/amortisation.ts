import type { Kobo } from '../contract.ts';

/**
 * Repayment schedules in integer kobo. Every instalment is rounded to the kobo (half away from zero) and the
 * last instalment absorbs what rounding left over, so the principal column always sums to the principal exactly.
 */

export type InterestBasis = 'reducing' | 'flat';

export interface ScheduleRow {
  /** 1-based instalment number. */
  period: number;
  payment: Kobo;
  interest: Kobo;
  principal: Kobo;
  /** Principal still owed after this payment. */
  balance: Kobo;
}

export interface LoanSchedule {
  basis: InterestBasis;
  /** The regular instalment (every instalment but possibly the last). */
  payment: Kobo;
  /** The last instalment, which absorbs the rounding remainder. */
  lastPayment: Kobo;
  rows: ScheduleRow[];
  totalPayment: Kobo;
  totalInterest: Kobo;
}

const roundKobo = (x: number): Kobo => (x < 0 ? -Math.round(-x) : Math.round(x));

/** PMT / P: the instalment per unit of principal at a periodic rate r over n periods. */
export function paymentFactor(rate: number, periods: number): number {
  if (!(periods > 0)) return 0;
  if (rate === 0) return 1 / periods;
  // expm1/log1p keep full precision for tiny rates, where 1 − (1 + r)^−n cancels catastrophically.
  return rate / -Math.expm1(-periods * Math.log1p(rate));
}

/** The amortising (reducing-balance) instalment as a float of kobo, unrounded. */
export function exactPayment(principal: Kobo, monthlyRate: number, termMonths: number): number {
  if (!(principal > 0) || !(termMonths > 0) || !(monthlyRate > -1)) return 0;
  return principal * paymentFactor(monthlyRate, termMonths);
}

/** PMT = P·r / (1 − (1 + r)^−n), rounded to the kobo. Zero unless principal and term are positive. */
export function amortisingPayment(principal: Kobo, monthlyRate: number, termMonths: number): Kobo {
  return roundKobo(exactPayment(principal, monthlyRate, Math.floor(termMonths)));
}

/** Reducing-balance schedule: interest each month on the balance still owed. */
export function reducingSchedule(principal: Kobo, monthlyRate: number, termMonths: number): LoanSchedule {
  const n = Math.floor(termMonths);
  const rate = Number.isFinite(monthlyRate) && monthlyRate > 0 ? monthlyRate : 0;
  if (!(principal > 0) || !(n > 0)) return emptySchedule('reducing');
  const payment = amortisingPayment(principal, rate, n);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  for (let period = 1; period <= n; period++) {
    const interest = roundKobo(balance * rate);
    const last = period === n;
    // A rounded-up instalment can clear the balance a little early on very long loans; never overpay.
    const principalPart = last ? balance : Math.min(balance, payment - interest);
    balance -= principalPart;
    rows.push({ period, payment: principalPart + interest, interest, principal: principalPart, balance });
  }
  return finish('reducing', payment, rows);
}

/**
 * Flat-rate schedule: interest = principal × flat monthly rate × months, charged on the original principal
 * however much has been repaid, spread evenly over the instalments.
 */
export function flatSchedule(principal: Kobo, flatMonthlyRate: number, termMonths: number): LoanSchedule {
  const n = Math.floor(termMonths);
  const rate = Number.isFinite(flatMonthlyRate) && flatMonthlyRate > 0 ? flatMonthlyRate : 0;
  if (!(principal > 0) || !(n > 0)) return emptySchedule('flat');
  const totalInterest = roundKobo(principal * rate * n);
  const total = principal + totalInterest;
  const payment = roundKobo(total / n);
  const interestEach = roundKobo(totalInterest / n);
  const rows: ScheduleRow[] = [];
  let balance = principal;
  let interestLeft = totalInterest;
  for (let period = 1; period <= n; period++) {
    const last = period === n;
    const interest = last ? interestLeft : Math.min(interestEach, interestLeft);
    const principalPart = last ? balance : Math.min(balance, payment - interest);
    interestLeft -= interest;
    balance -= principalPart;
    rows.push({ period, payment: principalPart + interest, interest, principal: principalPart, balance });
  }
  return finish('flat', payment, rows);
}

export function loanSchedule(
  principal: Kobo,
  monthlyRate: number,
  termMonths: number,
  basis: InterestBasis,
): LoanSchedule {
  return basis === 'flat'
    ? flatSchedule(principal, monthlyRate, termMonths)
    : reducingSchedule(principal, monthlyRate, termMonths);
}

function finish(basis: InterestBasis, payment: Kobo, rows: ScheduleRow[]): LoanSchedule {
  const totalPayment = rows.reduce((s, r) => s + r.payment, 0);
  const totalInterest = rows.reduce((s, r) => s + r.interest, 0);
  return { basis, payment, lastPayment: rows[rows.length - 1].payment, rows, totalPayment, totalInterest };
}

function emptySchedule(basis: InterestBasis): LoanSchedule {
  return { basis, payment: 0, lastPayment: 0, rows: [], totalPayment: 0, totalInterest: 0 };
}

/** The schedule as CSV (naira with two decimals), for the calculator's export. */
export function scheduleToCsv(schedule: LoanSchedule): string {
  const naira = (k: Kobo): string => (k / 100).toFixed(2);
  const lines = ['Month,Payment,Principal,Interest,Balance'];
  for (const r of schedule.rows) {
    lines.push([r.period, naira(r.payment), naira(r.principal), naira(r.interest), naira(r.balance)].join(','));
  }
  return lines.join('\n') + '\n';
}
