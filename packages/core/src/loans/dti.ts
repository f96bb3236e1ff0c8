import type { DtiBand, Kobo } from '../contract.ts';

/**
 * Debt-to-income bands (docs/product-rules.md — the calculator's scale everywhere):
 * Excellent ≤ 30, Good ≤ 40, Fair ≤ 50, Caution ≤ 60, Danger > 60 (percent of monthly income).
 */
export const DTI_BANDS: readonly { band: DtiBand; label: string; upTo: number }[] = [
  { band: 'excellent', label: 'Excellent', upTo: 30 },
  { band: 'good', label: 'Good', upTo: 40 },
  { band: 'fair', label: 'Fair', upTo: 50 },
  { band: 'caution', label: 'Caution', upTo: 60 },
  { band: 'danger', label: 'Danger', upTo: Number.POSITIVE_INFINITY },
];

export function dtiBand(dtiPercent: number): DtiBand {
  for (const b of DTI_BANDS) if (dtiPercent <= b.upTo) return b.band;
  return 'danger';
}

export function dtiBandLabel(band: DtiBand): string {
  return DTI_BANDS.find((b) => b.band === band)?.label ?? 'Danger';
}

/**
 * Post-loan DTI in percent: (new payment + existing monthly debt payments) / monthly income × 100.
 * Null when there is no income to measure against.
 */
export function postLoanDti(payment: Kobo, monthlyIncome: Kobo, existingMonthlyDebt: Kobo = 0): number | null {
  if (!(monthlyIncome > 0)) return null;
  return ((Math.max(0, payment) + Math.max(0, existingMonthlyDebt)) / monthlyIncome) * 100;
}

/**
 * The affordability ticks of docs/product-rules.md: a tick for each band whose upper limit is at or above the DTI, so they
 * accumulate (a DTI of 25 ticks Excellent, Good and Fair; 45 ticks only Fair).
 */
export function affordabilityTicks(
  dtiPercent: number,
): { band: DtiBand; label: string; upTo: number; ticked: boolean }[] {
  return DTI_BANDS.slice(0, 3).map((b) => ({ ...b, ticked: dtiPercent <= b.upTo }));
}
