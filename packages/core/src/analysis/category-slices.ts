import { CATEGORY_LABELS, type AnalysisSummary } from '../contract.ts';

export interface CategorySlice {
  label: string;
  /** Kobo. */
  amount: number;
  percentage: number;
  count: number;
  /** True for the grouped tail, "Other categories (n)". */
  other: boolean;
}

/**
 * Spending by category for a chart with `slots` distinct colours: the largest categories each get a slot; when there
 * are more categories than slots, the last slot holds the rest as "Other categories (n)". The chart and its legend
 * (on the result page and in the PDF report) are drawn from this one list, so the legend names every slice.
 */
export function categorySlices(categories: AnalysisSummary['categories'], slots: number): CategorySlice[] {
  const sorted = [...categories].sort((a, b) => b.amount - a.amount);
  const own = sorted.length <= slots ? sorted : sorted.slice(0, Math.max(0, slots - 1));
  const slices: CategorySlice[] = own.map((c) => ({
    label: CATEGORY_LABELS[c.category] ?? c.category,
    amount: c.amount,
    percentage: c.percentage,
    count: c.count,
    other: false,
  }));
  const rest = sorted.slice(own.length);
  if (rest.length) {
    slices.push({
      label: `Other categories (${rest.length})`,
      amount: rest.reduce((sum, c) => sum + c.amount, 0),
      percentage: Math.round(rest.reduce((sum, c) => sum + c.percentage, 0) * 100) / 100,
      count: rest.reduce((sum, c) => sum + c.count, 0),
      other: true,
    });
  }
  return slices;
}
