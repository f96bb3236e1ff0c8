/**
 * Loan eligibility, from cash flow. An estimate is given only from a positive, steady surplus after existing
 * repayments, on a statement whose figures can be relied on. Otherwise there is no estimate, and the reason says why
 * and what would change it:
 * - the statement's balances do not add up, or it shows signs of alteration;
 * - it covers fewer than two full months: one month cannot show that a surplus repeats (lenders ask for 3-6);
 * - no income; spending at or above income (savings rate ≤ 0); income too irregular to judge (monthly income varies
 *   by more than 50% and no regular salary); loan repayments above 40% of income;
 * - the account ends the statement overdrawn: the overdraft is already a loan;
 * - the statement is a savings app's (PiggyVest, Cowrywise): it holds savings, not income and spending;
 * - the only surplus is money moved to the person's own other accounts or wallets: it counts as saved on this
 *   statement, but nothing shows how it was used there, so it is never proven surplus.
 *
 * Payments: the most a lender would allow is 40% of monthly income minus existing debt service, and never more than
 * the monthly surplus; the recommended payment is 30% of income minus debt service, and never more than half the
 * surplus (so saving goes on). Amounts are the present value of those payments over the term at the top of the rate
 * range, rounded down to the nearest ₦1,000. Rate range by risk (health score): ≥ 7 → 18-30% APR; ≥ 5 → 24-36%;
 * otherwise 30-48%.
 */
import type { Kobo, LoanEligibility } from '../contract.ts';
import { formatNairaWhole as N } from '../money/kobo.ts';

export const TERM_MONTHS = 12;
/** Monthly income varying by more than this (coefficient of variation) is too irregular to lend against. */
export const IRREGULAR_INCOME_CV = 0.5;
/** Fewest full calendar months (≥ 25 days covered) on which a steady surplus can be judged. */
export const MIN_FULL_MONTHS = 2;

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

export interface EligibilityInputs {
  /** Monthly income used for affordability (a business's margin, an irregular earner's typical month). */
  monthlyIncome: Kobo;
  monthlyDebt: Kobo;
  dti: number;
  healthScore: number;
  savingsRate: number;
  /** Monthly income minus monthly spending (existing repayments included). */
  monthlySurplus: Kobo;
  /** Of that surplus, what moved to the person's own other accounts or wallets a month (not proven surplus). */
  monthlyOwnAccount?: Kobo;
  /** Coefficient of variation of monthly income, or null when fewer than 2 full months. */
  incomeVariation: number | null;
  /** Calendar months the statement covers for at least 25 days (absent: not known, not checked). */
  fullMonths?: number;
  /** The statement's length in months, as printed on the result. */
  months?: number;
  salaryDetected: boolean;
  /** The statement's running balance reconciled (null: it has no balances to check). */
  reconciled: boolean | null;
  /** Warnings that the document was altered after the bank produced it. */
  alterations: readonly string[];
  /** The balance the statement ends on (absent: not known); below zero, the account ends overdrawn. */
  closingBalance?: Kobo | null;
  /** The statement is a savings app's: it shows what was put away, not what was earned and spent. */
  savingsWallet?: boolean;
  incomeNote?: string;
}

export interface EligibilityAssessment {
  eligibility: LoanEligibility;
  /** The monthly repayment we suggest staying under (0 when there is no estimate). */
  repaymentCeiling: Kobo;
}

/** Why there is no estimate, with what would change it; null when an estimate can be made. */
function noEstimateReason(x: EligibilityInputs): string | null {
  const reliable = 'What would change it: the original statement downloaded from your bank’s app or internet banking, unedited.';
  if (x.alterations.length > 0) return `No estimate, because this statement shows signs of alteration (${x.alterations[0]!.replace(/^Possible tampering:\s*/i, '').replace(/\.$/, '')}), so its figures cannot be relied on. ${reliable}`;
  if (x.reconciled === false) return `No estimate, because this statement’s running balance does not add up, so its figures cannot be relied on. ${reliable}`;
  if (x.savingsWallet) return 'No estimate from a savings statement: it shows what you put away, not what you earn and spend. What would change it: the statement of the account your income is paid into.';
  if (x.monthlyIncome <= 0) return 'No income was found on this statement, so there is no estimate. What would change it: the statement of the account your income is paid into.';
  if (x.savingsRate <= 0 || x.monthlySurplus <= 0) {
    const gap = -x.monthlySurplus;
    return `No estimate, because ${gap > 0 ? `you spent ${N(gap)} a month more than you earned` : 'you spent all you earned'} (savings rate ${x.savingsRate}%): a new loan would be repaid from money you do not have. What would change it: three months or more in which you spend less than you earn.`;
  }
  // An account that ends overdrawn already carries a loan from the bank: a surplus went to shrinking it, not to
  // money free for a new repayment.
  if (x.closingBalance != null && x.closingBalance < 0) return `No estimate, because your account ends the statement overdrawn by ${N(-x.closingBalance)}: that overdraft is money you already owe the bank. What would change it: clearing the overdraft, or most of it, before taking on a new loan.`;
  const own = x.monthlyOwnAccount ?? 0;
  // Under ₦1,000 a month left is rounding of the monthly figures, not a surplus.
  if (own > 0 && x.monthlySurplus - own < 100_000) {
    return `No estimate, because what you kept (${N(x.monthlySurplus)} a month) all went to your own other accounts or wallets (${N(own)} a month), and this statement cannot see whether it was saved or spent there. What would change it: the statements of those accounts too, or money left to build up in this one.`;
  }
  if (x.fullMonths !== undefined && x.fullMonths < MIN_FULL_MONTHS) {
    const span = x.months !== undefined ? `${x.months} month${x.months === 1 ? '' : 's'}` : 'less than two full months';
    return `No estimate, because this statement covers only ${span} — too short to see whether what you keep repeats month after month. What would change it: a statement covering at least ${MIN_FULL_MONTHS} full months (lenders usually ask for 3 to 6).`;
  }
  if (x.incomeVariation !== null && x.incomeVariation > IRREGULAR_INCOME_CV && !x.salaryDetected) {
    return `No estimate, because your monthly income varies by about ${Math.round(x.incomeVariation * 100)}% from month to month — too irregular to judge what you could repay. What would change it: a longer statement (6 to 12 months) or steadier income, such as regular monthly payments from your main clients.`;
  }
  if (x.dti > 40) return `No estimate, because loan repayments already take ${x.dti}% of your income — above the 40% limit. What would change it: clearing or reducing a loan first.`;
  return null;
}

export function assessEligibility(x: EligibilityInputs): EligibilityAssessment {
  const interestRateRange = rateRangeFor(x.healthScore);
  const none = (reason: string): EligibilityAssessment => ({
    eligibility: { eligible: false, maxAmount: 0, recommendedAmount: 0, interestRateRange, termMonths: TERM_MONTHS, reason },
    repaymentCeiling: 0,
  });
  const why = noEstimateReason(x);
  if (why) return none(why);
  const byIncome = Math.round(0.4 * x.monthlyIncome) - x.monthlyDebt;
  if (byIncome <= 0) return none('No estimate, because existing loan repayments already use the 40% of income a lender would allow. What would change it: clearing or reducing a loan first.');
  // Money moved to one's own accounts is not proven surplus: the payments are capped by what stays visible.
  const own = x.monthlyOwnAccount ?? 0;
  const surplus = x.monthlySurplus - own;
  const maxPayment = Math.min(byIncome, surplus);
  const recommendedPayment = Math.max(0, Math.min(Math.round(0.3 * x.monthlyIncome) - x.monthlyDebt, Math.floor(surplus / 2)));
  const top = interestRateRange[1];
  const maxAmount = floorThousandNaira(presentValue(maxPayment, top, TERM_MONTHS));
  const recommendedAmount = floorThousandNaira(presentValue(recommendedPayment, top, TERM_MONTHS));
  const eligibility: LoanEligibility = { eligible: maxAmount > 0, maxAmount, recommendedAmount, interestRateRange, termMonths: TERM_MONTHS };
  const notes: string[] = [];
  if (x.incomeNote) notes.push(x.incomeNote);
  if (maxPayment < byIncome) notes.push(`Capped by your monthly surplus of ${N(surplus)}, not by your income.`);
  if (own > 0) notes.push(`The ${N(own)} a month you moved to your own other accounts is not counted as surplus: this statement cannot see how it was used.`);
  if (notes.length) eligibility.reason = notes.join(' ');
  if (maxAmount <= 0) eligibility.reason = 'The repayment you can afford is too small for a loan.';
  return { eligibility, repaymentCeiling: maxAmount > 0 ? recommendedPayment : 0 };
}
