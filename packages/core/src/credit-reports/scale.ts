import type { Bureau, Classification, ScoreBand } from './types.ts';

/** Each bureau's own score range and bands (lower bound of each band), from the bureaus' published scales. */
export interface BureauScale {
  min: number;
  max: number;
  bands: { band: ScoreBand; from: number; name: string }[];
}

const FICO_LIKE: BureauScale['bands'] = [
  { band: 'poor', from: 300, name: 'Poor' },
  { band: 'fair', from: 580, name: 'Fair' },
  { band: 'good', from: 670, name: 'Good' },
  { band: 'very_good', from: 740, name: 'Very Good' },
  { band: 'excellent', from: 800, name: 'Excellent' },
];

export const BUREAU_SCALES: Record<Bureau, BureauScale> = {
  // CRC FICO: its top band is printed "Exceptional"; it is the contract's `excellent`.
  crc: { min: 300, max: 850, bands: FICO_LIKE.map((b) => (b.band === 'excellent' ? { ...b, name: 'Exceptional' } : b)) },
  firstcentral: { min: 300, max: 850, bands: FICO_LIKE },
  // CreditRegistry does not publish its SMARTScore range clearly; a printed range overrides this one.
  creditregistry: { min: 300, max: 850, bands: FICO_LIKE },
};

export function bandOf(bureau: Bureau, value: number, scale: BureauScale = BUREAU_SCALES[bureau]): ScoreBand {
  const span = scale.max - scale.min;
  const base = BUREAU_SCALES[bureau];
  // A printed range other than 300-850 stretches the same band boundaries proportionally.
  const at = (from: number) => scale.min + ((from - base.min) / (base.max - base.min)) * span;
  let band: ScoreBand = 'poor';
  for (const b of base.bands) if (value >= at(b.from)) band = b.band;
  return band;
}

/** Prudential classification by days past due when the report prints none. */
export function classifyByDaysPastDue(days: number): Classification {
  if (days >= 360) return 'lost';
  if (days >= 180) return 'doubtful';
  if (days >= 90) return 'substandard';
  if (days >= 30) return 'watchlist';
  return 'performing';
}
