/**
 * A scan's balances that could not be read, one or several rows in a row, filled in from the balances on both sides:
 * the balance before the rows is settled by the row above, and the row after them prints a balance that their
 * amounts, added to it, must give. Amounts read as bare digits may have lost their point ("75" for 0.75, "1000" for
 * 10.00): where the amounts as read do not reach that balance, exactly one choice of which of them lost it must.
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceBefore, follows, misreadOf, settledBefore } from './ocr-misread-figures.ts';
import type { RowDoubt } from './ocr-running-balance.ts';

/** At most this many amounts of a run are weighed as having lost their point (2^4 choices). */
const MAX_DOUBTFUL = 4;

/**
 * Row `k` does not follow: its balance is one digit off (or one digit more or less) what its amount gives from the
 * settled balance before it.
 */
function misreadBeside(rows: readonly ValueRow[], k: number, opening: Kobo | null): boolean {
  const before = balanceBefore(rows, k, opening);
  const row = rows[k];
  if (before === null || row.balance === null || follows(rows, k, opening) || !settledBefore(rows, k, opening)) return false;
  return misreadOf(row.balance, before + row.amount);
}

/** Fills each run of unread balances that the balances around it prove; returns the dates of the rows filled. */
export function fillUnreadBalances(rows: ValueRow[], opening: Kobo | null, closing: Kobo | null, doubts: Map<ValueRow, RowDoubt>): string[] {
  const repaired: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (rows[i].balance !== null) continue;
    let j = i;
    while (j + 1 < rows.length && rows[j + 1].balance === null) j++;
    // The row above the run may hold the misread balance beside them ("121, 875. 12" for 121,675.12): one digit
    // from what its own amount gives from a settled balance, it is filled with them.
    const start = i > 0 && misreadBeside(rows, i - 1, opening) ? i - 1 : i;
    const before = balanceBefore(rows, start, opening);
    const settled = settledBefore(rows, start, opening);
    // The balance the run leads to: the next row's, through its own amount, or at the foot the closing balance.
    const end = j + 1 < rows.length ? j + 1 : j;
    const target = j + 1 < rows.length ? rows[j + 1].balance : closing;
    if (before === null || !settled || target === null) {
      i = j;
      continue;
    }
    const span = rows.slice(start, end + 1);
    const doubtful = span.filter((r) => doubts.get(r)?.amountLostPoint && r.amount % 100 === 0);
    const fits: Set<ValueRow>[] = [];
    if (doubtful.length <= MAX_DOUBTFUL) {
      for (let mask = 0; mask < 1 << doubtful.length; mask++) {
        const pointLost = new Set(doubtful.filter((_, k) => mask & (1 << k)));
        const moved = span.reduce((n, r) => n + (pointLost.has(r) ? r.amount / 100 : r.amount), 0);
        if (before + moved === target) fits.push(pointLost);
      }
    }
    if (fits.length === 1) {
      let balance = before;
      for (const r of span) {
        if (fits[0].has(r)) {
          r.amount /= 100;
          doubts.set(r, { ...doubts.get(r), amountLostPoint: false });
        }
        balance += r.amount;
        if (r.balance === null || (start < i && r === rows[start])) r.balance = balance;
      }
      repaired.push(...span.filter((r, k) => k <= j - start || fits[0].has(r)).map((r) => r.date));
    }
    i = j;
  }
  return repaired;
}
