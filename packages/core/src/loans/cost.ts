import type { Kobo } from '../contract.ts';
import { loanSchedule, paymentFactor, type InterestBasis, type LoanSchedule } from './amortisation.ts';
import { aprOfMonthly, earOfApr, monthlyRateOf, type RatePeriod } from './rates.ts';
import { periodicIrr } from './solve.ts';

/**
 * The true cost of a loan offer: instalments, fees, the amount actually received, total cost of credit and the
 * effective APR / EAR found by solving for the rate that equates what the borrower receives with what they pay.
 */

export type FeeKind = 'processing' | 'management' | 'insurance' | 'credit_life' | 'other';

/**
 * When a fee is paid. `upfront`: deducted from the disbursement (or paid before it) — the borrower receives less.
 * `financed`: added to the loan and repaid with interest. `per_instalment`: charged on top of each instalment.
 */
export type FeeTiming = 'upfront' | 'financed' | 'per_instalment';

export interface LoanFee {
  kind: FeeKind;
  label?: string;
  /** For `per_instalment`, the amount charged with each instalment; otherwise the one-off amount. */
  amount: Kobo;
  timing: FeeTiming;
}

export interface LoanOffer {
  principal: Kobo;
  /** The rate as quoted, in percent (5 = 5%). */
  ratePercent: number;
  ratePeriod: RatePeriod;
  basis: InterestBasis;
  termMonths: number;
  /** The tenor in days when the contract states it in days: a daily rate then accrues over exactly these days. */
  tenorDays?: number | null;
  fees: LoanFee[];
}

export interface LoanCost {
  /** The quoted rate per month (flat or reducing, as quoted). Fraction. */
  quotedMonthlyRate: number;
  /** Nominal annual rate as quoted (12 × monthly). Fraction. */
  quotedAnnualRate: number;
  schedule: LoanSchedule;
  /** Regular instalment including any per-instalment fee. */
  payment: Kobo;
  lastPayment: Kobo;
  /** Sum of all instalments, per-instalment fees included. */
  totalRepayment: Kobo;
  totalInterest: Kobo;
  totalFees: Kobo;
  /** What reaches the borrower's account. */
  amountReceived: Kobo;
  /** Everything the borrower pays beyond what they received: interest + all fees. */
  totalCostOfCredit: Kobo;
  /** Effective monthly rate: the IRR of (received, instalments). Fraction; null when undefined. */
  effectiveMonthlyRate: number | null;
  /** Effective APR = 12 × effective monthly rate. Fraction. */
  apr: number | null;
  /** EAR = (1 + APR/12)^12 − 1. Fraction. */
  ear: number | null;
}

export function costOfLoan(offer: LoanOffer): LoanCost {
  const termMonths = Math.max(0, Math.floor(offer.termMonths));
  const quotedMonthlyRate = Math.max(0, quotedMonthlyRateOf(offer));
  const fees = offer.fees.filter((f) => f.amount > 0);
  const financed = sum(fees.filter((f) => f.timing === 'financed').map((f) => f.amount));
  const upfront = sum(fees.filter((f) => f.timing === 'upfront').map((f) => f.amount));
  const perInstalment = sum(fees.filter((f) => f.timing === 'per_instalment').map((f) => f.amount));

  const schedule = loanSchedule(offer.principal + financed, quotedMonthlyRate, termMonths, offer.basis);
  const instalments = schedule.rows.map((r) => r.payment + perInstalment);
  const totalRepayment = sum(instalments);
  const amountReceived = Math.max(0, offer.principal - upfront);
  const totalFees = financed + upfront + perInstalment * schedule.rows.length;
  const effectiveMonthlyRate = periodicIrr(amountReceived, instalments);
  const apr = effectiveMonthlyRate === null ? null : aprOfMonthly(effectiveMonthlyRate);
  return {
    quotedMonthlyRate,
    quotedAnnualRate: aprOfMonthly(quotedMonthlyRate),
    schedule,
    payment: schedule.rows.length ? schedule.payment + perInstalment : 0,
    lastPayment: schedule.rows.length ? schedule.lastPayment + perInstalment : 0,
    totalRepayment,
    totalInterest: schedule.totalInterest,
    totalFees,
    amountReceived,
    totalCostOfCredit: totalRepayment - amountReceived,
    effectiveMonthlyRate,
    apr,
    ear: apr === null ? null : earOfApr(apr),
  };
}

/** The quoted rate per month; a daily rate over a tenor in days accrues for exactly those days. */
export function quotedMonthlyRateOf(
  offer: Pick<LoanOffer, 'ratePercent' | 'ratePeriod' | 'termMonths' | 'tenorDays'>,
): number {
  const termMonths = Math.max(0, Math.floor(offer.termMonths));
  if (offer.ratePeriod === 'day' && offer.tenorDays && offer.tenorDays > 0 && termMonths > 0) {
    return ((offer.ratePercent / 100) * offer.tenorDays) / termMonths;
  }
  return monthlyRateOf(offer.ratePercent, offer.ratePeriod, termMonths);
}

/** The effective (reducing-balance) monthly rate equivalent to a flat monthly rate over n months. */
export function flatToEffectiveMonthly(flatMonthlyRate: number, termMonths: number): number | null {
  const n = Math.floor(termMonths);
  if (!(n > 0) || !(flatMonthlyRate >= 0)) return null;
  // Exact (unrounded) instalments per unit of principal: (1 + f·n) / n.
  const payment = (1 + flatMonthlyRate * n) / n;
  return periodicIrr(1, new Array<number>(n).fill(payment));
}

/** The flat monthly rate that costs the same as an effective monthly rate r over n months. */
export function effectiveToFlatMonthly(monthlyRate: number, termMonths: number): number | null {
  const n = Math.floor(termMonths);
  if (!(n > 0) || !(monthlyRate > -1)) return null;
  return (paymentFactor(monthlyRate, n) * n - 1) / n;
}

/** A fee quoted as a percentage of the principal, in kobo. */
export function percentOf(principal: Kobo, percent: number): Kobo {
  return Math.round((principal * percent) / 100);
}

function sum(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0);
}
