import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceBefore, follows, leadingDigitsLost, misreadOf, printedSo, settledBefore } from './ocr-misread-figures.ts';
import { balanceEndingUnread } from './ocr-unread-balance-end.ts';
import type { RowDoubt } from './ocr-running-balance.ts';

/**
 * Consecutive rows whose figures were all lost (a stamp across the amount column): the balance before them is
 * settled, the row after them follows from the last one's balance (the last row's is the printed closing balance),
 * so their figures together are proven, and each is the step between two balances as read, of the sign its cell
 * allows. The balances inside the run are trusted as read: each row is reported as a reading doubt.
 *
 * The run may start one row above, on an amount misread by a digit (the stamp's edge: `500,00` for 1,500.00), the
 * balance before it settled, or given by the row above it whose balance alone could not be read (its amount read,
 * its own balance before settled: a Kuda phone page's `15,000.00` for 515,000.00 under an unread balance). The last
 * row's balance may be misread by a digit too, where the row below proves it (set 9's certified Unity scan:
 * `500,00`, `1,504 yg`, nothing, and `30,113.62` for 30,113.02 over a VAT line read right).
 */
export function restoreRuns(rows: ValueRow[], opening: Kobo | null, doubts: Map<ValueRow, RowDoubt>, closing: Kobo | null): string[] {
  const repaired: string[] = [];
  const unread = (k: number) => k < rows.length && doubts.get(rows[k])?.unreadAmount !== undefined && rows[k].balance !== null;
  // The balance of a row that could not be read, from its amount read and the settled balance before it.
  const filled = (k: number): Kobo | null => {
    const before = k >= 0 ? balanceBefore(rows, k, opening) : null;
    if (before === null || rows[k].balance !== null || doubts.get(rows[k])?.unreadAmount !== undefined || !settledBefore(rows, k, opening)) return null;
    return before + rows[k].amount;
  };
  // The balance before row k, settled (as read after a row that follows, or filled), or null.
  const settledAt = (k: number): Kobo | null => filled(k - 1) ?? (settledBefore(rows, k, opening) ? balanceBefore(rows, k, opening) : null);
  // Row k's amount one digit from the step its balances take, of the same sign, the balance before it settled.
  const misreadStep = (k: number) => {
    const [before, row] = [settledAt(k), rows[k]];
    if (before === null || row.balance === null || doubts.get(row)?.unreadAmount !== undefined || follows(rows, k, opening)) return false;
    const step = row.balance - before;
    return step !== 0 && Math.sign(step) === Math.sign(row.amount) && (misreadOf(row.amount, step) || leadingDigitsLost(row.amount, step)) && !printedSo(row, step);
  };
  for (let i = 0; i < rows.length; i++) {
    if (!unread(i)) continue;
    let j = i;
    while (unread(j + 1)) j++;
    const start = i >= 1 && misreadStep(i - 1) ? i - 1 : i;
    const before = settledAt(start);
    const beforeLast = j === start ? before : rows[j - 1].balance;
    const last = beforeLast === null ? null : balanceEndingUnread(rows, j, beforeLast, opening, closing, doubts);
    const balances = rows.slice(start, j + 1).map((r, m) => (start + m === j ? last : r.balance));
    const steps = balances.map((b, m) => (b === null || before === null ? 0 : b - (m === 0 ? before : balances[m - 1]!)));
    // The misread row above the run was checked by misreadStep; each unread row takes a step of the sign its cell allows.
    const allowed = steps.every((step, m) => {
      const sign = doubts.get(rows[start + m])?.unreadAmount;
      return sign === undefined || (step !== 0 && (sign === 0 || Math.sign(step) === sign));
    });
    if (j > i && before !== null && last !== null && allowed) {
      const above = filled(start - 1);
      if (above !== null) {
        rows[start - 1].balance = above;
        repaired.push(rows[start - 1].date);
      }
      steps.forEach((step, m) => {
        const row = rows[start + m];
        if (start + m < i) row.misreadAs ??= row.amount;
        row.amount = step;
        row.balance = balances[m];
        repaired.push(row.date);
        doubts.delete(row);
      });
    }
    i = j;
  }
  return repaired;
}
