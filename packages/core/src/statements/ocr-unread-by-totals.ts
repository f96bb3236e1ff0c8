import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceConfirmed, follows } from './ocr-misread-figures.ts';
import { balanceFromBelow } from './ocr-unread-balance-end.ts';
import type { RowDoubt } from './ocr-running-balance.ts';
import { totalOnSide, type PrintedTotals } from './printed-totals-figures.ts';

/** Rows read between the last settled balance and the unreadable amount, at most: the totals prove no more. */
const MAX_BETWEEN = 2;

/**
 * A scan's amount that could not be read, on a row whose balance was misread too, and the row above it misread as
 * well (set 31's GTBank 7 pt scan: a credit of 90,950.00 read "9.85000", its balance `1,060,989.57`, and the row
 * above's `060,030.57` for 960,039.57). The running balance alone cannot settle two balances and an amount; the
 * printed total of money in (or out) can: it differs from the rows by exactly the amount, when this is the one row of
 * that side left unread. The amount is taken where, from the last settled balance, the amounts read in between and
 * it reach the balance the row below proves (its own as read, or one digit from it); the balances between are put
 * back from the chain. Returns the dates of the rows put back.
 */
export function restoreUnreadByPrintedTotals(
  rows: ValueRow[],
  opening: Kobo | null,
  closing: Kobo | null,
  totals: PrintedTotals,
  doubts: Map<ValueRow, RowDoubt>,
): string[] {
  for (const side of ['in', 'out'] as const) {
    const printed = totals[side];
    const sign = side === 'in' ? 1 : -1;
    if (printed === null) continue;
    const short = printed - totalOnSide(rows, side);
    const unread = rows.filter((r) => {
      const d = doubts.get(r)?.unreadAmount;
      return d !== undefined && (d === 0 || d === sign);
    });
    if (short <= 0 || unread.length !== 1) continue;
    const i = rows.indexOf(unread[0]);
    const row = rows[i];
    const amount = sign * short;
    // Row `i`'s balance confirmed by the row below and that row's by the one after it (the last row's by the closing).
    const confirmed = balanceConfirmed(rows, i, opening, closing) && (i + 2 >= rows.length || follows(rows, i + 2, opening));
    const balance = confirmed ? row.balance : balanceFromBelow(rows, i, opening, closing, doubts);
    if (balance === null) continue;
    // The last settled balance above: the opening balance, or a row that follows from the one above it.
    let s = i - 1;
    while (s >= 0 && s >= i - 1 - MAX_BETWEEN && !follows(rows, s, opening)) s--;
    if (s < i - 1 - MAX_BETWEEN || (s < 0 && opening === null)) continue;
    const between = rows.slice(s + 1, i);
    if (between.some((r) => r.balance === null || doubts.get(r)?.unreadAmount !== undefined)) continue;
    let chain = s < 0 ? opening! : rows[s].balance!;
    const balances = between.map((r) => (chain += r.amount));
    if (chain + amount !== balance) continue;
    between.forEach((r, k) => (r.balance = balances[k]));
    row.amount = amount;
    row.balance = balance;
    doubts.set(row, { balanceLostPoint: doubts.get(row)?.balanceLostPoint });
    return [...between, row].map((r) => r.date);
  }
  return [];
}
