/** Percent with one decimal from a fraction (0.971 → "97.1%"); an em dash when unknown. */
export function formatRate(fraction: number | null | undefined, digits = 1): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '—';
  return `${(fraction * 100).toLocaleString('en-NG', { minimumFractionDigits: digits, maximumFractionDigits: digits })}%`;
}

export const RATE_PERIOD_LABELS = {
  year: 'per year',
  month: 'per month',
  day: 'per day',
  term: 'for the whole loan',
} as const;
