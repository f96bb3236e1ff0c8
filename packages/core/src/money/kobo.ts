import type { Kobo } from '../contract.ts';
import { formatDecimal, formatNairaFigure } from '../text/format-decimal.ts';

/** ₦1,234.50 — for tables and receipts where kobo matter. */
export function formatNaira(kobo: Kobo): string {
  return formatNairaFigure(kobo / 100, 2);
}

/** ₦1,235 — for coaching sentences, where kobo are noise. */
export function formatNairaWhole(kobo: Kobo): string {
  return formatNairaFigure(Math.round(kobo / 100), 0);
}

/**
 * An amount in its account's own currency, from its minor units (kobo, cents, pence): "₦1,234.50", "US$1,318.37",
 * "£240.00". Naira unless said otherwise; a code Intl does not know is written before the figure ("XYZ 12.00").
 */
export function formatMoneyOf(minorUnits: number, currency = 'NGN'): string {
  if (currency === 'NGN') return formatNaira(minorUnits);
  try {
    return new Intl.NumberFormat('en-NG', { style: 'currency', currency }).format(minorUnits / 100);
  } catch {
    return `${currency} ${formatDecimal(minorUnits / 100, 2, 2)}`;
  }
}

/** Naira (possibly fractional) to kobo, rounded half away from zero to the nearest kobo. */
export function nairaToKobo(naira: number): Kobo {
  const k = Math.round(Math.abs(naira) * 100 + Number.EPSILON * 100);
  return naira < 0 ? -k : k;
}

/** Divides kobo and rounds to the nearest kobo (half away from zero). */
export function divideKobo(kobo: Kobo, divisor: number): Kobo {
  if (divisor === 0) return 0;
  const q = kobo / divisor;
  return q < 0 ? -Math.round(-q) : Math.round(q);
}
