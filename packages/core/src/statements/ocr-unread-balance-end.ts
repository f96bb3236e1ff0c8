/**
 * The balance a scan's row with an unreadable amount ends on, as the rows around it prove it: the row below's proof,
 * or the balance as read where the digits in the cell, or the row below's own slip, side with it.
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceConfirmed, follows, misreadOf, oneDigitApart, printedSo } from './ocr-misread-figures.ts';
import type { RowDoubt } from './ocr-running-balance.ts';

/**
 * The balance of row `i` as the row below proves it (its balance less its amount), when that row's amount was read
 * (no doubt that it is some other figure), its balance is confirmed by the row after it (the last row's by the
 * printed closing balance), and the balance read on row `i` is one digit from the proven one; else null.
 */
export function balanceFromBelow(rows: readonly ValueRow[], i: number, opening: Kobo | null, closing: Kobo | null, doubts: Map<ValueRow, RowDoubt>): Kobo | null {
  const [row, next] = [rows[i], rows[i + 1]];
  if (!next || next.balance === null || row.balance === null) return null;
  const doubt = doubts.get(next);
  if (doubt?.unreadAmount !== undefined || doubt?.eitherAmount || doubt?.amountLostPoint) return null;
  const proven = next.balance - next.amount;
  return balanceConfirmed(rows, i + 1, opening, closing) && oneDigitApart(proven, row.balance) ? proven : null;
}

/** The digits read in an unreadable amount cell are `amount`'s, or its digits with one misread, lost or read twice. */
export function unreadDigitsFit(doubt: RowDoubt | undefined, amount: Kobo): boolean {
  const digits = doubt?.unreadDigits;
  if (!digits || digits.length < 4 || amount === 0) return false;
  return digits === String(Math.abs(amount)) || misreadOf(Number(digits), amount);
}

/**
 * The balance row `i` ends on, for a repair of its unreadable amount: the one read where the row below confirms it;
 * else the one the row below proves (`balanceFromBelow`), unless the two are one digit apart and the digits read in
 * the cell give the step to the balance read and not to the proven one. Then the row below's amount is the misread
 * figure, put back in its turn (set 36's dim Fidelity photo: "47,232 0" beside 267,848.15 read right, over 89,400.00
 * read at half confidence for 88,400.00).
 */
export function balanceEndingUnread(rows: readonly ValueRow[], i: number, before: Kobo, opening: Kobo | null, closing: Kobo | null, doubts: Map<ValueRow, RowDoubt>): Kobo | null {
  const row = rows[i];
  if (balanceConfirmed(rows, i, opening, closing)) return row.balance;
  const proven = balanceFromBelow(rows, i, opening, closing, doubts);
  if (proven === null) return row.balance !== null && belowMisreadByDigit(rows, i, opening, closing, doubts) ? row.balance : null;
  if (row.balance === null) return proven;
  const doubt = doubts.get(row);
  return unreadDigitsFit(doubt, row.balance - before) && !unreadDigitsFit(doubt, proven - before) ? row.balance : proven;
}

/**
 * The row below row `i` reaches its own balance, confirmed by the row after it (the last row's by the printed closing
 * balance), from row `i`'s balance as read with an amount one digit from the one read, not read surely: one misread
 * figure, where taking row `i`'s balance for the misread one would need several of its digits misread (set 36's dim
 * Fidelity photo: 95,929.90 under two unreadable rows, then "5,000.00" for 5,000.10 to 100,930.00).
 */
function belowMisreadByDigit(rows: readonly ValueRow[], i: number, opening: Kobo | null, closing: Kobo | null, doubts: Map<ValueRow, RowDoubt>): boolean {
  const [row, next] = [rows[i], rows[i + 1]];
  const doubt = doubts.get(next);
  if (!next || next.balance === null || row.balance === null || doubt?.unreadAmount !== undefined || doubt?.eitherAmount) return false;
  const confirmed = i + 2 < rows.length ? follows(rows, i + 2, opening) : closing !== null && next.balance === closing;
  const wanted = next.balance - row.balance;
  return confirmed && wanted !== 0 && Math.sign(wanted) === Math.sign(next.amount) && misreadOf(next.amount, wanted) && !printedSo(next, wanted);
}
