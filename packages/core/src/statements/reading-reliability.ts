import type { Kobo } from '../contract.ts';
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
 * Most rows agreeing is not enough when the few that do not hold the money. A misread figure ("+10,800.00" read
 * "410,800.00", "-41,482.50" read "4,148,250.00") makes income ten times what was paid in, and a health score and a
 * loan estimate built on it would harm. So a reading is refused too where the rows that disagree with their
 * balances carry more than a third of the money read, and the rows together miss the move from the opening to the
 * closing balance by more than a quarter of it. Both are asked: a page missing from a statement misses the move but
 * its rows agree, and a screenshot's overlaps break the chain without moving much money. A second reading (of a page
 * whose first reading was refused, OcrDocument.secondReading) is asked the first only: the page is already known to
 * read poorly, and a "+10,800.00" read "410,800.00" there missed the move by a fifth, not a quarter, while it made
 * the month's income ₦410,800 too high.
 *
 * Returns how many rows agree, and of how many (with the money in doubt and the money read when that is the reason),
 * when the reading is refused; null when it may be used.
 */
export interface UnreliableReading {
  agree: number;
  rows: number;
  /** Set when the rows agree but those that do not carry the money: their amounts, and all amounts read. */
  money?: { misread: Kobo; read: Kobo };
  /** Set when no row's balance was read and the rows add up far from the printed totals: both sides of each. */
  totals?: { rowsIn: Kobo; rowsOut: Kobo; printedIn: Kobo; printedOut: Kobo };
}

export function unreliableReading(
  rows: readonly ValueRow[],
  unreconciled: { count: number; rows: readonly ValueRow[] },
  table: { headers: readonly string[]; allText: readonly string[] },
  balances: { opening: Kobo | null; closing: Kobo | null } = { opening: null, closing: null },
  secondReading = false,
  printed: { in: Kobo | null; out: Kobo | null } = { in: null, out: null },
): UnreliableReading | null {
  // Most rows read with a balance beside them print one, whether or not the heading naming it was read (set 39's page
  // copied from a bound file read 8 of its 11 rows' balances under headings bent out of reading, few of them agreeing).
  const withBalance = rows.filter((r) => r.balance !== null).length;
  const printsBalance =
    table.headers.some((h) => /\bbal(?:ance|\.)?\b/i.test(h)) || table.allText.some((l) => l.length < 200 && !/\d/.test(l) && BALANCE_HEADING.test(l)) || withBalance * 2 > rows.length;
  if (rows.length === 0) return null;
  const agree = Math.max(0, withBalance - unreconciled.count);
  // A second reading, of a page known to read poorly, stands only where three rows in four agree: set 10's Kuda photo
  // read a naira sign as a 4 in an amount and in the balances above it alike, so those rows agreed with each other,
  // and 24 of its 34 rows agreed while its money in and out were read at ₦950,400 and ₦1,597,567 for ₦550,400 and
  // ₦396,221.
  if (printsBalance && agree * (secondReading ? 4 / 3 : 2) < rows.length) return { agree, rows: rows.length };
  const totals = offTotals(rows, printed);
  if (totals) return { agree, rows: rows.length, totals };
  // Rows that disagree with their balances had balances read, whether or not the heading naming them was.
  const money = misreadMoney(rows, unreconciled.rows, balances, secondReading);
  return money ? { agree, rows: rows.length, money } : null;
}

function misreadMoney(
  rows: readonly ValueRow[],
  disagreeing: readonly ValueRow[],
  { opening, closing }: { opening: Kobo | null; closing: Kobo | null },
  secondReading: boolean,
): { misread: Kobo; read: Kobo } | null {
  if (opening === null || closing === null) return null;
  const read = rows.reduce((sum, r) => sum + Math.abs(r.amount), 0);
  const misread = disagreeing.reduce((sum, r) => sum + Math.abs(r.amount), 0);
  const missed = Math.abs(opening + rows.reduce((sum, r) => sum + r.amount, 0) - closing);
  return misread * 3 > read && (secondReading || missed * 4 > read) ? { misread, read } : null;
}

/**
 * A reading with no balance on any row has nothing to check its figures by but the totals the statement prints. Where
 * both are read and the rows miss either by more than a third of it, the figures are not the statement's (set 37's
 * photocopied Wema page: its Balance heading and DR/CR flags lost, every debit read as money in: ₦186,722.88 in and
 * ₦0.00 out where it prints ₦435,000.00 and ₦862,179.91).
 */
function offTotals(rows: readonly ValueRow[], printed: { in: Kobo | null; out: Kobo | null }): UnreliableReading['totals'] | null {
  if (printed.in === null || printed.out === null || rows.some((r) => r.balance !== null)) return null;
  const rowsIn = rows.reduce((sum, r) => sum + Math.max(0, r.amount), 0);
  const rowsOut = rows.reduce((sum, r) => sum + Math.max(0, -r.amount), 0);
  const off = (rowsSum: Kobo, total: Kobo) => Math.abs(rowsSum - total) * 3 > total;
  return off(rowsIn, printed.in) || off(rowsOut, printed.out) ? { rowsIn, rowsOut, printedIn: printed.in, printedOut: printed.out } : null;
}
