/**
 * Month-by-month series and the spending trend.
 */
import type { DebitCategory, Kobo, Transaction } from '../contract.ts';
import { expenseAmount, incomeAmount, isoDayNumber, roundTo, savedAmount } from './arithmetic.ts';

export interface MonthPoint {
  /** YYYY-MM */
  month: string;
  /** Days of this month inside the statement period. */
  daysCovered: number;
  daysInMonth: number;
  income: Kobo;
  expenses: Kobo;
  saved: Kobo;
  net: Kobo;
  byCategory: Partial<Record<DebitCategory, Kobo>>;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function monthlySeries(transactions: readonly Transaction[], periodStart: string, periodEnd: string): MonthPoint[] {
  const out = new Map<string, MonthPoint>();
  const start = isoDayNumber(periodStart);
  const end = isoDayNumber(periodEnd);
  let [y, m] = periodStart.split('-').map(Number) as [number, number];
  const [ey, em] = periodEnd.split('-').map(Number) as [number, number];
  while (y < ey || (y === ey && m <= em)) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    const dim = daysInMonth(y, m);
    const first = Date.UTC(y, m - 1, 1) / 86_400_000;
    const last = first + dim - 1;
    const covered = Math.max(0, Math.min(end, last) - Math.max(start, first) + 1);
    out.set(key, { month: key, daysCovered: covered, daysInMonth: dim, income: 0, expenses: 0, saved: 0, net: 0, byCategory: {} });
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
    if (out.size > 600) break;
  }
  for (const t of transactions) {
    const p = out.get(t.date.slice(0, 7));
    if (!p) continue;
    p.net += t.amount;
    p.income += incomeAmount(t);
    const spent = expenseAmount(t);
    if (spent > 0) {
      p.expenses += spent;
      const c = t.category as DebitCategory;
      p.byCategory[c] = (p.byCategory[c] ?? 0) + spent;
    }
    p.saved += savedAmount(t);
  }
  return [...out.values()];
}

/**
 * Trend of month-by-month expenses: each month's expenses are scaled to a full month (partial first/last months
 * count pro rata; months with fewer than 7 days are ignored), then a least-squares line is fitted. The change it
 * predicts across the period, relative to the average month, above +10% is rising, below −10% falling.
 */
export function spendingTrend(series: readonly MonthPoint[]): 'rising' | 'falling' | 'stable' {
  const pts = series.filter((p) => p.daysCovered >= 7).map((p) => (p.expenses * p.daysInMonth) / p.daysCovered);
  if (pts.length < 2) return 'stable';
  const n = pts.length;
  const mx = (n - 1) / 2;
  const my = pts.reduce((a, b) => a + b, 0) / n;
  if (my <= 0) return 'stable';
  let num = 0;
  let den = 0;
  pts.forEach((v, i) => {
    num += (i - mx) * (v - my);
    den += (i - mx) ** 2;
  });
  const change = ((num / den) * (n - 1)) / my;
  if (change > 0.1) return 'rising';
  if (change < -0.1) return 'falling';
  return 'stable';
}

/** Median of full-month (≥ 25 days covered) incomes; falls back to all months scaled pro rata. */
export function robustMonthlyIncome(series: readonly MonthPoint[]): Kobo {
  let vals = series.filter((p) => p.daysCovered >= 25).map((p) => p.income);
  if (vals.length === 0) vals = series.filter((p) => p.daysCovered > 0).map((p) => (p.income * 30.4375) / p.daysCovered);
  if (vals.length === 0) return 0;
  vals.sort((a, b) => a - b);
  const mid = vals.length >> 1;
  return Math.round(vals.length % 2 ? vals[mid]! : (vals[mid - 1]! + vals[mid]!) / 2);
}

/** Coefficient of variation of full-month incomes (0 = perfectly steady), or null with fewer than 2 months. */
export function incomeVariation(series: readonly MonthPoint[]): number | null {
  const vals = series.filter((p) => p.daysCovered >= 25).map((p) => p.income);
  if (vals.length < 2) return null;
  const mean = vals.reduce((a, b) => a + b, 0) / vals.length;
  if (mean <= 0) return null;
  const sd = Math.sqrt(vals.reduce((a, b) => a + (b - mean) ** 2, 0) / vals.length);
  return roundTo(sd / mean, 3);
}
