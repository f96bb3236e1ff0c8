/**
 * The contract's arithmetic (analysis-contract.md), in one place so tests can recompute every figure.
 */
import type { Category, CategoryTotal, DebitCategory, DtiBand, Kobo, Transaction } from '../contract.ts';
import { dtiBand } from '../loans/dti.ts';
import { DEBIT_CATEGORIES, INCOME_CATEGORIES } from '../contract.ts';
import { divideKobo } from '../money/kobo.ts';

const DAY_MS = 86_400_000;

/** Half away from zero to `digits` decimals. */
export function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  const r = Math.round(Math.abs(x) * f + 1e-9) / f;
  return x < 0 ? -r : r;
}

export function isoDayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / DAY_MS;
}

/** (periodEnd − periodStart + 1 days) / 30.4375, to 1 decimal. */
export function monthsInPeriod(periodStart: string, periodEnd: string): number {
  const days = isoDayNumber(periodEnd) - isoDayNumber(periodStart) + 1;
  return roundTo(Math.max(0, days) / 30.4375, 1);
}

/** Monthly figures divide by max(1, months) as printed. */
export const monthlyDivisor = (months: number): number => Math.max(1, months);

// A row that brings money back (returned-money.ts) is neither income nor spending, and a row whose money came back
// counts only what stayed: a reversed transfer is not spending, a credit sent in error and taken back is not income.
export function isExpense(t: Transaction): boolean {
  return t.amount < 0 && t.category !== 'savings_investment' && t.returnOf === undefined;
}
export function isIncome(t: Transaction): boolean {
  return t.amount > 0 && INCOME_CATEGORIES.has(t.category) && t.returnOf === undefined;
}
/** The kobo a row moved that did not come back. */
export function keptAmount(t: Transaction): Kobo {
  return t.returnOf === undefined ? Math.max(0, Math.abs(t.amount) - (t.returned ?? 0)) : 0;
}
export const expenseAmount = (t: Transaction): Kobo => (isExpense(t) ? keptAmount(t) : 0);
export const incomeAmount = (t: Transaction): Kobo => (isIncome(t) ? keptAmount(t) : 0);
/** A loan repayment's kobo that stayed paid (a failed debit reversed is not a repayment). */
export const debtAmount = (t: Transaction): Kobo => (t.amount < 0 && t.loanRepayment ? keptAmount(t) : 0);
/** Money moved to savings that stayed there. */
export const savedAmount = (t: Transaction): Kobo => (t.amount < 0 && t.category === 'savings_investment' ? keptAmount(t) : 0);

// One DTI scale everywhere (docs/product-rules.md): the calculator's bands, defined with the loan maths.
export { dtiBand };

export interface CoreFigures {
  months: number;
  totalIncome: Kobo;
  totalExpenses: Kobo;
  monthlyIncome: Kobo;
  monthlyExpenses: Kobo;
  monthlySavings: Kobo;
  savingsRate: number;
  totalDebtRepayments: Kobo;
  monthlyDebtRepayments: Kobo;
  dti: number;
  dtiBand: DtiBand;
  categories: CategoryTotal[];
}

export function coreFigures(transactions: readonly Transaction[], periodStart: string, periodEnd: string): CoreFigures {
  const months = monthsInPeriod(periodStart, periodEnd);
  const div = monthlyDivisor(months);
  let totalIncome = 0;
  let totalExpenses = 0;
  let totalDebt = 0;
  const byCat = new Map<Category, { amount: number; count: number }>();
  for (const t of transactions) {
    totalIncome += incomeAmount(t);
    const spent = expenseAmount(t);
    if (spent > 0) {
      totalExpenses += spent;
      const c = byCat.get(t.category) ?? { amount: 0, count: 0 };
      c.amount += spent;
      c.count++;
      byCat.set(t.category, c);
    }
    totalDebt += debtAmount(t);
  }
  const monthlyIncome = divideKobo(totalIncome, div);
  const monthlyExpenses = divideKobo(totalExpenses, div);
  const monthlySavings = monthlyIncome - monthlyExpenses;
  const savingsRate = monthlyIncome > 0 ? roundTo((monthlySavings / monthlyIncome) * 100, 2) : 0;
  const monthlyDebtRepayments = divideKobo(totalDebt, div);
  const dti = monthlyDebtRepayments === 0 ? 0 : monthlyIncome <= 0 ? 100 : roundTo((monthlyDebtRepayments / monthlyIncome) * 100, 2);
  const order = new Map<string, number>(DEBIT_CATEGORIES.map((c, i) => [c, i]));
  const categories: CategoryTotal[] = [...byCat.entries()]
    .filter(([, v]) => v.amount > 0)
    .map(([category, v]) => ({
      category: category as DebitCategory,
      amount: v.amount,
      percentage: totalExpenses > 0 ? roundTo((v.amount / totalExpenses) * 100, 2) : 0,
      count: v.count,
    }))
    .sort((a, b) => b.amount - a.amount || order.get(a.category)! - order.get(b.category)!);
  return { months, totalIncome, totalExpenses, monthlyIncome, monthlyExpenses, monthlySavings, savingsRate, totalDebtRepayments: totalDebt, monthlyDebtRepayments, dti, dtiBand: dtiBand(dti), categories };
}
