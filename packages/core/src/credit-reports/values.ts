import type { Kobo } from '../contract.ts';
import { parseAmount } from '../statements/parse-amount.ts';
import { parseDate } from '../statements/parse-date.ts';

/** Cell values as bureaus print them; "<>", "-", "N/A" and blanks are empty. */

export function isEmptyCell(s: string | undefined | null): boolean {
  if (s === undefined || s === null) return true;
  const t = s.trim();
  return t === '' || /^(<\s*>|-+|n\/?a|nil|none|null|\.)$/i.test(t);
}

export function text(s: string | undefined | null): string | null {
  if (isEmptyCell(s)) return null;
  return (s as string).replace(/\s+/g, ' ').replace(/^[:\-–\s]+/, '').trim() || null;
}

/** Kobo from "NGN 1,200,000.00", "N120,000", "1200000"; null when empty or not an amount. */
export function amount(s: string | undefined | null, ocr = false): Kobo | null {
  const t = text(s);
  if (t === null) return null;
  // Only the first figure: "NGN 1,000.00 US$ 0.00" is the naira column followed by the dollar one.
  const m = /(?:NGN|N|₦)?\s*\(?-?[\d.,]*\d\)?(?:\s*(?:DR|CR))?/i.exec(t.replace(/^(?:NGN|₦)\s+/i, ''));
  const candidate = m ? m[0] : t;
  const a = parseAmount(candidate, { ocr }) ?? parseAmount(t, { ocr });
  return a ? a.kobo : null;
}

export function integer(s: string | undefined | null): number | null {
  const t = text(s);
  if (t === null) return null;
  const m = /-?\d[\d,]*/.exec(t);
  if (!m) return null;
  const n = Number(m[0].replace(/,/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

export function date(s: string | undefined | null): string | null {
  const t = text(s);
  if (t === null) return null;
  const direct = parseDate(t);
  if (direct) return direct;
  const m = /\d{1,4}[-/. ][A-Za-z0-9]{1,9}[-/. ,]+\d{2,4}/.exec(t);
  return m ? parseDate(m[0]) : null;
}

/** An account number masked to its last four characters: "****5678". */
export function mask(s: string | undefined | null): string | null {
  const t = text(s);
  if (t === null) return null;
  const alnum = t.replace(/[^A-Za-z0-9]/g, '');
  if (alnum.length < 4 || !/\d/.test(alnum)) return null;
  return `****${alnum.slice(-4)}`;
}

/** A BVN (11 digits) masked to its last four: "*******1234". */
export function maskBvn(s: string | undefined | null): string | null {
  const digits = /[\d*Xx]{6,}/.exec((s ?? '').replace(/\s/g, ''))?.[0];
  return digits ? `*******${digits.slice(-4)}` : null;
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};

/** "2025 APR", "APR 2025", "Apr-25", "Apr'25", "2025-04", "04/2025" → "2025-04". */
export const MONTH_LABEL =
  /\b(?:(\d{4})[\s-]*([A-Za-z]{3})[A-Za-z]*|([A-Za-z]{3})[A-Za-z]*[\s\-'’/]*(\d{4}|\d{2})|(\d{4})[-/](\d{1,2})|(\d{1,2})[-/](\d{4}))\b/g;

export function monthOf(label: string): string | null {
  MONTH_LABEL.lastIndex = 0;
  const m = MONTH_LABEL.exec(label.trim());
  if (!m) return null;
  let y: number;
  let mo: number | undefined;
  if (m[1]) {
    y = Number(m[1]);
    mo = MONTHS[m[2].toLowerCase()];
  } else if (m[3]) {
    y = Number(m[4].length === 2 ? `20${m[4]}` : m[4]);
    mo = MONTHS[m[3].toLowerCase()];
  } else if (m[5]) {
    y = Number(m[5]);
    mo = Number(m[6]);
  } else {
    y = Number(m[8]);
    mo = Number(m[7]);
  }
  if (!mo || mo < 1 || mo > 12 || y < 1990 || y > 2100) return null;
  return `${y}-${String(mo).padStart(2, '0')}`;
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}
