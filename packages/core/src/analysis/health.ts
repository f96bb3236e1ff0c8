/**
 * Health score out of 10: the weighted sum of component scores (each 0-10), to 1 decimal.
 *
 * | component        | weight | 10 when                         | 0 when                      |
 * |------------------|--------|---------------------------------|-----------------------------|
 * | savings_rate     | 0.20   | saving ≥ 20% of income          | saving ≤ 0                  |
 * | dti              | 0.20   | DTI ≤ 10%                       | DTI ≥ 60%                   |
 * | income_stability | 0.15   | monthly income varies ≤ 10%     | varies ≥ 100%, or no income |
 * | cash_buffer      | 0.15   | average balance ≥ 3 months' spending | no balance             |
 * | betting          | 0.10   | no betting                      | betting ≥ 10% of income     |
 * | bank_charges     | 0.05   | charges ≤ 0.5% of spending      | charges ≥ 3% of spending    |
 * | overdraft        | 0.10   | balance never below zero        | 4 or more days below zero   |
 *   (cash_buffer and overdraft score 5 when the statement prints no balance: it cannot tell.)
 * | loan_stacking    | 0.05   | at most one lender              | 3 or more lenders           |
 */
import type { HealthComponent, Kobo } from '../contract.ts';
import { formatNairaWhole } from '../money/kobo.ts';
import { roundTo } from './arithmetic.ts';

export interface HealthInputs {
  months: number;
  monthlyIncome: Kobo;
  monthlyExpenses: Kobo;
  savingsRate: number;
  dti: number;
  monthlyDebt: Kobo;
  /** Coefficient of variation of monthly income, or null when fewer than 2 full months. */
  incomeVariation: number | null;
  salaryDetected: boolean;
  averageBalance: Kobo | null;
  bettingTotal: Kobo;
  totalIncome: Kobo;
  chargesTotal: Kobo;
  totalExpenses: Kobo;
  negativeBalanceDays: number;
  lenders: string[];
}

const clamp = (x: number): number => Math.max(0, Math.min(10, x));
const lin = (x: number, good: number, bad: number): number => clamp(((x - bad) / (good - bad)) * 10);

export function healthComponents(h: HealthInputs): HealthComponent[] {
  const c: HealthComponent[] = [];
  const push = (name: string, score: number, weight: number, detail: string): void => void c.push({ name, score: roundTo(score, 1), weight, detail });
  push('savings_rate', h.monthlyIncome > 0 ? lin(h.savingsRate, 20, 0) : 0, 0.2,
    h.monthlyIncome <= 0 ? 'No income was found, so nothing could be saved from it.'
      : h.savingsRate >= 0 ? `You keep ${h.savingsRate}% of your income (${formatNairaWhole(h.monthlyIncome - h.monthlyExpenses)} a month); 20% or more scores full marks.`
        : `You spend ${formatNairaWhole(h.monthlyExpenses - h.monthlyIncome)} a month more than you earn.`);
  push('dti', h.monthlyDebt === 0 ? 10 : lin(h.dti, 10, 60), 0.2,
    h.monthlyDebt === 0 ? 'No loan repayments were found.' : `Loan repayments of ${formatNairaWhole(h.monthlyDebt)} a month take ${h.dti}% of your income; 30% or less is healthy.`);
  const cv = h.incomeVariation;
  const stab = h.monthlyIncome <= 0 ? 0 : cv === null ? (h.salaryDetected ? 8 : 5) : lin(cv, 0.1, 1);
  push('income_stability', stab, 0.15,
    h.monthlyIncome <= 0 ? 'No income was found.'
      : cv === null ? `Too few full months to judge how steady your income is${h.salaryDetected ? ', but a regular salary was found' : ''}.`
        : `Your monthly income varies by about ${Math.round(cv * 100)}% from month to month${h.salaryDetected ? ' (a regular salary was found)' : ''}.`);
  const bufMonths = h.averageBalance === null || h.monthlyExpenses <= 0 ? null : Math.max(0, h.averageBalance) / h.monthlyExpenses;
  push('cash_buffer', bufMonths === null ? (h.averageBalance === null ? 5 : 10) : lin(bufMonths, 3, 0), 0.15,
    h.averageBalance === null ? 'The statement has no balances, so your cash buffer could not be measured.'
      // An overdrawn average has no buffer at all: "a balance of -₦83,652 covers 0 days" would hide by how much.
      : h.averageBalance < 0 ? `Your account was overdrawn by ${formatNairaWhole(-h.averageBalance)} on average: there is no cash buffer; 3 months of spending is a safe buffer.`
      : `Your average balance of ${formatNairaWhole(h.averageBalance)} covers ${bufMonths === null ? 'all' : roundTo(bufMonths * 30.4, 0)} days of spending; 3 months is a safe buffer.`);
  const betShare = h.totalIncome > 0 ? (h.bettingTotal / h.totalIncome) * 100 : h.bettingTotal > 0 ? 100 : 0;
  push('betting', lin(betShare, 0, 10), 0.1,
    h.bettingTotal === 0 ? 'No betting was found.' : `Betting took ${formatNairaWhole(h.bettingTotal)} — ${roundTo(betShare, 1)}% of your income.`);
  const chShare = h.totalExpenses > 0 ? (h.chargesTotal / h.totalExpenses) * 100 : 0;
  push('bank_charges', lin(chShare, 0.5, 3), 0.05,
    `Bank charges came to ${formatNairaWhole(h.chargesTotal)} — ${roundTo(chShare, 2)}% of your spending.`);
  // Without a single balance nothing shows whether the account went overdrawn: the line says so and scores the
  // middle, as the cash buffer does, rather than praising a balance nobody saw.
  push('overdraft', h.averageBalance === null ? 5 : clamp(10 - 2.5 * h.negativeBalanceDays), 0.1,
    h.averageBalance === null ? 'The statement has no balances, so whether your balance went below zero could not be checked.'
      : h.negativeBalanceDays === 0 ? 'Your balance never went below zero.' : `Your balance went below zero on ${h.negativeBalanceDays} day${h.negativeBalanceDays === 1 ? '' : 's'}.`);
  // Agrees with the loans found: repayments to lenders we could not name are said, never "no lenders".
  const n = h.lenders.length;
  const unnamed = h.monthlyDebt > 0 && n === 0;
  push('loan_stacking', n <= 1 ? 10 : n === 2 ? 4 : 0, 0.05,
    unnamed ? `Loan repayments of ${formatNairaWhole(h.monthlyDebt)} a month were found, but not which lender they go to; borrowing from one lender at a time scores full marks.`
      : n === 0 ? 'No loan repayments or lenders were found.' : n === 1 ? `One lender (${h.lenders[0]}).` : `${n} lenders at once (${h.lenders.join(', ')}): loan stacking.`);
  return c;
}

export function healthScore(components: readonly HealthComponent[]): number {
  return roundTo(components.reduce((a, c) => a + c.score * c.weight, 0), 1);
}
