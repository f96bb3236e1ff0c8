import type { Kobo } from '../contract.ts';

/**
 * Reading naira amounts and percentages as loan documents print them — and as OCR misreads them:
 * "N2,500,000.00", "NGN 50,000", "₦1,775", "2.500.000,00"-style separators, "N 2, 500,000.00".
 */

const MONEY_RE =
  /(?:₦|\bNGN|\bN(?=\s?\d)|\bNaira\b)?\s?(\d{1,3}(?:[,.]\s?\d{3})+(?:[.,]\d{1,2})?|\d+(?:\.\d{1,2})?)(?!\s?%)(?![.,]?\d)/g;
const CURRENCY_RE =
  /(?:₦|\bNGN|\bN(?=\s?\d))\s?(\d{1,3}(?:[,.]\s?\d{3})+(?:[.,]\d{1,2})?|\d+(?:\.\d{1,2})?)(?!\s?%)(?![.,]?\d)/g;

/** Parses one amount ("2,500,000.00", "2.500.000,00", "50000") into kobo; null if it is not a number. */
export function amountToKobo(raw: string): Kobo | null {
  const s = raw.replace(/\s+/g, '');
  if (!/^\d[\d.,]*$/.test(s)) return null;
  // The last separator followed by exactly 1-2 digits is the decimal point; every other separator groups thousands.
  const m = /^(.*?)[.,](\d{1,2})$/.exec(s);
  const whole = (m ? m[1] : s).replace(/[.,]/g, '');
  const fraction = m ? m[2].padEnd(2, '0') : '00';
  if (!/^\d+$/.test(whole)) return null;
  return Number(whole) * 100 + Number(fraction);
}

export interface FoundAmount {
  kobo: Kobo;
  index: number;
  /** True when a currency marker (₦, N, NGN) preceded it. */
  currency: boolean;
}

/** Every amount in a line with a currency marker, in order. */
export function currencyAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of text.matchAll(CURRENCY_RE)) {
    const kobo = amountToKobo(m[1]);
    if (kobo !== null) out.push({ kobo, index: m.index ?? 0, currency: true });
  }
  return out;
}

/** Every number that looks like an amount (with or without currency), skipping percentages. */
export function allAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const kobo = amountToKobo(m[1]);
    if (kobo !== null) out.push({ kobo, index: m.index ?? 0, currency: /^\s?(?:₦|NGN|N|Naira)/.test(m[0]) });
  }
  return out;
}

/** The first amount: one with a currency marker if any, else (when allowed) a bare grouped number like 400,000.00. */
export function firstAmount(text: string, allowBare = true): Kobo | null {
  const withCurrency = currencyAmounts(text);
  if (withCurrency.length) return withCurrency[0].kobo;
  if (!allowBare) return null;
  const bare = allAmounts(text).filter((a) => a.kobo >= 100);
  return bare.length ? bare[0].kobo : null;
}

/** Percentages in order: "24%", "0.5 %", "24.00 percent". */
export function percents(text: string): { value: number; index: number; end: number }[] {
  const out: { value: number; index: number; end: number }[] = [];
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)\s?(?:%|per\s?cent\b|percent\b)/gi)) {
    const value = Number(m[1].replace(',', '.'));
    if (Number.isFinite(value)) out.push({ value, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/**
 * A whole number written in English words, as contracts spell sums out ("One Million, Two Hundred and Fifty
 * Thousand"); null when any word is not a number word.
 */
export function wordsToNumber(text: string): number | null {
  const words = text
    .toLowerCase()
    .replace(/[,-]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and');
  if (words.length === 0) return null;
  let total = 0;
  let group = 0;
  for (const w of words) {
    if (w in SMALL) group += SMALL[w];
    else if (w === 'hundred') group = (group || 1) * 100;
    else if (w in SCALE) {
      total += (group || 1) * SCALE[w];
      group = 0;
    } else return null;
  }
  return total + group;
}
