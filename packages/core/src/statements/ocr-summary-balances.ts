/**
 * The opening and closing balances a scan's summary prints, read apart from the table, with a digit misread: put
 * back where the rows' running balance proves the figure.
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { follows, oneDigitApart } from './ocr-misread-figures.ts';
import type { PrintedTotals } from './printed-totals-figures.ts';

/**
 * The closing balance a scan's summary prints, read one digit from the last row's balance (₦584,410.30 for
 * ₦594,410.30), where every row follows from the one above it from the opening balance: the chain proves the last
 * balance, and the summary's figure, read once, is the misread one. Not where the printed totals of money in and out
 * carry the opening balance to the closing balance as printed: the summary agrees with itself, and the rows lack a
 * line the scan lost (set 31's GTBank 7 pt scan: a last stamp duty of ₦50.00). Returns the balance to take, or null.
 */
export function misreadClosing(
  rows: readonly ValueRow[],
  opening: Kobo | null,
  closing: Kobo | null,
  totals?: PrintedTotals,
): Kobo | null {
  const last = rows[rows.length - 1]?.balance ?? null;
  if (closing === null || last === null || last === closing || rows.length < 3 || !oneDigitApart(closing, last)) return null;
  if (opening !== null && totals?.in != null && totals.out != null && opening + totals.in - totals.out === closing) return null;
  return rows.every((_, i) => follows(rows, i, opening)) ? last : null;
}

/**
 * The opening balance a scan's summary prints with its sign read as a digit ("847,350.00" for "₦47,350.00"): the
 * balance before the first row, once the row after it confirms that row's balance, when the figure read is exactly it
 * with one digit before. Returns the balance to take, or null.
 */
export function misreadOpening(rows: readonly ValueRow[], opening: Kobo | null): Kobo | null {
  const [first, second] = rows;
  if (opening === null || first?.balance == null || second?.balance == null) return null;
  const before = first.balance - first.amount;
  const confirmed = first.balance + second.amount === second.balance;
  return confirmed && before !== opening && String(Math.abs(opening)).slice(1) === String(Math.abs(before)) ? before : null;
}

/**
 * The opening balance a scan's summary box prints, read one digit from the balance brought forward in the table
 * (₦162,527.19 in the box, ₦152,527.19 on the table's Opening Balance line), where the first two rows follow from the
 * table's figure: the table's line is proved by the arithmetic, the box's figure is a misreading. Returns the balance
 * to take, or null.
 */
export function misreadBoxOpening(rows: readonly ValueRow[], broughtForward: Kobo | null, box: Kobo | null): Kobo | null {
  const [first, second] = rows;
  if (broughtForward === null || box === null || box === broughtForward || !oneDigitApart(box, broughtForward)) return null;
  if (first?.balance == null || second?.balance == null) return null;
  return broughtForward + first.amount === first.balance && first.balance + second.amount === second.balance ? broughtForward : null;
}
