import type { ValueRow } from './normalise-rows.ts';

/**
 * A heading line of a table that prints a running balance ("Date  Description  Amount  Balance (NGN)"): no figure on
 * it, so a summary line ("Statement Date: 12/09/2025  Available Balance: ₦4,120.30") is no heading.
 */
const BALANCE_HEADING = /\bdate\b.*\bbal(?:ance|\.)?\b|\bbal(?:ance|\.)?\b.*\bdate\b/i;

/**
 * Whether a scan or photo was read well enough to give figures from. A statement that prints a running balance
 * proves its rows: where fewer than half of the rows read agree with the balance printed beside them (or no balance
 * could be read at all), the dates and amounts are mostly misread too, and the monthly figures, the health score and
 * the advice built on them would be fiction (a 1,150-pixel photo read as 36 months of ₦6,448 income). Such a reading
 * is refused, with what to do instead; the person's tokens come back. A list that prints no balance (an app's
 * history) cannot be checked this way and is read as before.
 *
 * Returns how many rows agree, and of how many, when the reading is refused; null when it may be used.
 */
export function unreliableReading(
  rows: readonly ValueRow[],
  unreconciledCount: number,
  table: { headers: readonly string[]; allText: readonly string[] },
): { agree: number; rows: number } | null {
  const printsBalance = table.headers.some((h) => /\bbal(?:ance|\.)?\b/i.test(h)) || table.allText.some((l) => l.length < 200 && !/\d/.test(l) && BALANCE_HEADING.test(l));
  if (!printsBalance || rows.length === 0) return null;
  const agree = Math.max(0, rows.filter((r) => r.balance !== null).length - unreconciledCount);
  return agree * 2 >= rows.length ? null : { agree, rows: rows.length };
}
