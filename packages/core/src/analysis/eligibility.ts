/**
 * Loan eligibility: affordable payment = 40% of monthly income minus existing debt service; recommended payment at
 * a 30% DTI (30% of income minus existing debt service); maximum amount = present value of the affordable payment
 * over the term at the top of the rate range (recommended amount likewise with the recommended payment). Amounts are
 * rounded down to the nearest ₦1,000. Rate range by risk (health score): ≥ 7 → 18-30% APR; ≥ 5 → 24-36%;
 * otherwise 30-48%.
 */
import type { Kobo, LoanEligibility } from '../contract.ts';

export const TERM_MONTHS = 12;

export function rateRangeFor(healthScore: number): [number, number] {
  if (healthScore >= 7) return [18, 30];
  if (healthScore >= 5) return [24, 36];
  return [30, 48];
}

/** Present value of `payment` a month for `n` months at `apr` percent a year (monthly compounding). */
export function presentValue(payment: Kobo, apr: number, n: number): number {
  const r = apr / 100 / 12;
  if (r === 0) return payment * n;
  return (payment * (1 - (1 + r) ** -n)) / r;
}

const floorThousandNaira = (k: number): Kobo => Math.max(0, Math.floor(k / 100_000) * 100_000);

export function loanEligibility(monthlyIncome: Kobo, monthlyDebt: Kobo, dti: number, healthScore: number, incomeNote?: string): LoanEligibility {
  const interestRateRange = rateRangeFor(healthScore);
  const none = (reason: string): LoanEligibility => ({ eligible: false, maxAmount: 0, recommendedAmount: 0, interestRateRange, termMonths: TERM_MONTHS, reason });
  if (monthlyIncome <= 0) return none('No income was found on this statement, so no loan can be afforded from it.');
  if (dti > 40) return none(`Loan repayments already take ${dti}% of your income — above the 40% limit.`);
  const affordable = Math.round(0.4 * monthlyIncome) - monthlyDebt;
  if (affordable <= 0) return none('Existing loan repayments already use the 40% of income a lender would allow.');
  const recommendedPayment = Math.max(0, Math.round(0.3 * monthlyIncome) - monthlyDebt);
  const top = interestRateRange[1];
  const maxAmount = floorThousandNaira(presentValue(affordable, top, TERM_MONTHS));
  const recommendedAmount = floorThousandNaira(presentValue(recommendedPayment, top, TERM_MONTHS));
  const out: LoanEligibility = { eligible: maxAmount > 0, maxAmount, recommendedAmount, interestRateRange, termMonths: TERM_MONTHS };
  if (incomeNote) out.reason = incomeNote;
  if (maxAmount <= 0) out.reason = 'The repayment you can afford is too small for a loan.';
  return out;
}
