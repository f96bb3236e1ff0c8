/**
 * Interest rates as Nigerian lenders quote them ("0.5% a day", "5% a month flat", "24% per annum",
 * "15% per disbursal") and the conversions between them. Rates here are fractions (0.05 = 5%) unless the
 * name says `Percent`.
 */

/** The period a quoted rate applies to. `term` = once for the whole loan ("15% per disbursal"). */
export type RatePeriod = 'day' | 'month' | 'year' | 'term';

/** A daily rate becomes a monthly one over an average month of 365/12 days (a nominal, not compounded, conversion). */
export const DAYS_PER_YEAR = 365;
export const MONTHS_PER_YEAR = 12;

/**
 * The rate per month of a quoted rate. For `term`, the quoted rate covers the whole tenor, so it is spread over
 * its months (a 15% per disbursal 1-month loan is 15% a month).
 */
export function monthlyRateOf(ratePercent: number, period: RatePeriod, termMonths = 1): number {
  if (!Number.isFinite(ratePercent)) return 0;
  const r = ratePercent / 100;
  switch (period) {
    case 'day':
      return (r * DAYS_PER_YEAR) / MONTHS_PER_YEAR;
    case 'month':
      return r;
    case 'year':
      return r / MONTHS_PER_YEAR;
    case 'term':
      return termMonths > 0 ? r / termMonths : r;
  }
}

/** Nominal annual rate (APR) of a monthly rate: 12 × r. */
export function aprOfMonthly(monthlyRate: number): number {
  return monthlyRate * MONTHS_PER_YEAR;
}

/** Effective annual rate from an APR compounded monthly: EAR = (1 + APR/12)^12 − 1 (docs/product-rules.md, domain facts). */
export function earOfApr(apr: number): number {
  if (!Number.isFinite(apr) || apr <= -MONTHS_PER_YEAR) return -1;
  return Math.pow(1 + apr / MONTHS_PER_YEAR, MONTHS_PER_YEAR) - 1;
}

/** The rate per day, month and year (nominal) of a quoted rate, for display. Fractions. */
export function ratesPerPeriod(
  ratePercent: number,
  period: RatePeriod,
  termMonths = 1,
): { perDay: number; perMonth: number; perYear: number } {
  const perMonth = monthlyRateOf(ratePercent, period, termMonths);
  const perYear = perMonth * MONTHS_PER_YEAR;
  return { perDay: perYear / DAYS_PER_YEAR, perMonth, perYear };
}
