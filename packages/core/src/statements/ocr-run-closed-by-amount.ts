/**
 * A run of balances misread by a digit each, closed by an amount misread by a digit: a screen's `231,645.50` and
 * `231,485.50` for 231,545.50 and 231,495.50, then `68,500.00` for 69,500.00 on the row whose balance, 161,995.50,
 * the row below confirms. `restoreMisreadBalanceRuns` needs the amounts as read to carry the balance over the run;
 * here the last amount is the one misread, so nothing carries, and each single-figure rule sees a neighbour in doubt.
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceBefore, balanceConfirmed, follows, misreadOf, printedSo, settledBefore } from './ocr-misread-figures.ts';

/** Balances misread in a row before the closing amount: at most this many, as in `restoreMisreadBalanceRuns`. */
const MAX_BALANCES = 3;

/**
 * Puts back rows `i..j`: the balance before row `i` is settled by the row above (or is the opening balance); the
 * amounts of rows `i..j-1` as read give balances each one digit from the one read (and the row below each does not
 * follow from it as read); row `j`'s balance is confirmed (by the row below, or on the last row by the printed closing
 * balance), and the step to it from the balance the run gives is row `j`'s amount with one digit misread (never a
 * figure read surely) or its point lost, of the same sign. Taken only when exactly one run starting at row `i` fits.
 * Returns the dates of the rows put back.
 */
export function restoreRunClosedByAmount(
  rows: ValueRow[],
  opening: Kobo | null,
  closing: Kobo | null,
  amountUnread: (row: ValueRow) => boolean = () => false,
): string[] {
  const repaired: string[] = [];
  for (let i = 0; i + 1 < rows.length; i++) {
    const before = balanceBefore(rows, i, opening);
    // With no opening balance printed (a series of app screens), nothing above the first row can settle its balance;
    // a run starting below it takes it as read, since the run's own digits must all agree with it. So does a run
    // below a row whose amount could not be read, the balance above that row settled (its amount is then the step
    // between the two, for the running balance to prove: a scan's `$00.00` for 500.00).
    const belowUnread = i >= 1 && amountUnread(rows[i - 1]) && settledBefore(rows, i - 1, opening);
    const settled = settledBefore(rows, i, opening) || (i === 1 && opening === null) || belowUnread;
    if (before === null || follows(rows, i, opening) || !settled) continue;
    const fits = [];
    for (let j = i + 1; j <= Math.min(rows.length - 1, i + MAX_BALANCES); j++) {
      const run = rows.slice(i, j);
      const balances: Kobo[] = [];
      run.reduce((b, r) => (balances.push(b + r.amount), b + r.amount), before);
      // A misread balance breaks its own row and the one below it: a row below that follows from it as read proves it.
      const misread = (r: ValueRow, k: number) =>
        r.balance !== null && r.balance !== balances[k] && misreadOf(r.balance, balances[k]) && !follows(rows, i + k + 1, opening);
      if (!run.every(misread)) break;
      const last = rows[j];
      const confirmed = balanceConfirmed(rows, j, opening, closing);
      if (last.balance === null || !confirmed) continue;
      const wanted = last.balance - balances.at(-1)!;
      // The amount misread by a digit, or read without its point ("1.88" as 188.00: a point lost is a reading slip
      // whatever the engine's confidence).
      const pointLost = last.amount % 100 === 0 && last.amount / 100 === wanted;
      const oneDigit = misreadOf(last.amount, wanted) && !printedSo(last, wanted);
      if (wanted === 0 || Math.sign(wanted) !== Math.sign(last.amount) || !(pointLost || oneDigit)) continue;
      fits.push({ j, balances, wanted });
    }
    if (fits.length !== 1) continue;
    const { j, balances, wanted } = fits[0];
    rows.slice(i, j).forEach((r, k) => (r.balance = balances[k]));
    rows[j].misreadAs ??= rows[j].amount;
    rows[j].amount = wanted;
    repaired.push(...rows.slice(i, j + 1).map((r) => r.date));
    i = j;
  }
  return repaired;
}
