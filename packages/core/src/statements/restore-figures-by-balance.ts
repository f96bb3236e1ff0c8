/**
 * A scan's figures put back by the running balance, oldest row first: each rule puts back only what the balances on
 * both sides prove (ocr-running-balance.ts, ocr-misread-figures.ts, ocr-unread-balances.ts, printed-totals-figures.ts).
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { restoreMisreadAmounts, restoreMisreadBalanceRuns, restoreMisreadBalances } from './ocr-misread-figures.ts';
import { restoreMisreadRun } from './ocr-misread-two-rows.ts';
import { restoreFromRunningBalance, type RowDoubt } from './ocr-running-balance.ts';
import { restoreRunClosedByAmount } from './ocr-run-closed-by-amount.ts';
import { fillUnreadBalances } from './ocr-unread-balances.ts';
import { restoreUnreadByPrintedTotals } from './ocr-unread-by-totals.ts';
import { closingByPrintedTotals, keepFiguresTheTotalsCount, restoreFromPrintedTotals, type PrintedTotals } from './printed-totals-figures.ts';

export interface BalanceWitnesses {
  opening: Kobo | null;
  closing: Kobo | null;
  doubts: Map<ValueRow, RowDoubt>;
  printedTotals?: PrintedTotals;
}

/**
 * Puts back the figures of `oldestFirst` the balances prove, in passes until one puts nothing back, and adds the
 * dates of the rows put back to `repaired` (a figure the printed totals count as read is taken out of it again, as
 * is any earlier repair of that row). Returns the summary's closing balance where it was misread too.
 */
export function restoreFiguresByBalance(oldestFirst: ValueRow[], witnesses: BalanceWitnesses, repaired: string[]): { closing?: Kobo } {
  const { opening, closing, doubts, printedTotals } = witnesses;
  let summaryClosing: Kobo | undefined;
  // Each repair may settle the neighbours another needs: a few passes, until one puts nothing back.
  for (let pass = 0; pass < 3; pass++) {
    const found = [
      ...restoreFromRunningBalance(oldestFirst, opening, doubts, closing),
      ...restoreMisreadAmounts(oldestFirst, opening, closing),
      ...restoreMisreadBalances(oldestFirst, opening, closing),
    ];
    // Runs of unread balances and three figures of two rows, only once the rules for one or two figures have put
    // back all they can.
    if (found.length === 0) found.push(...fillUnreadBalances(oldestFirst, opening, closing, doubts));
    if (found.length === 0) found.push(...restoreMisreadRun(oldestFirst, opening, closing));
    if (found.length === 0) {
      const runs = restoreMisreadBalanceRuns(
        oldestFirst,
        opening,
        closing,
        closingByPrintedTotals(oldestFirst, opening, printedTotals),
      );
      found.push(...runs.dates);
      if (runs.closing !== undefined) summaryClosing = runs.closing;
    }
    if (found.length === 0) found.push(...restoreRunClosedByAmount(oldestFirst, opening, closing, (row) => doubts.get(row)?.unreadAmount !== undefined));
    if (found.length === 0 && printedTotals) {
      const witnessed = restoreFromPrintedTotals(oldestFirst, opening, closing, printedTotals);
      found.push(...witnessed.dates);
      if (witnessed.closing !== undefined) summaryClosing = witnessed.closing;
    }
    if (found.length === 0 && printedTotals) found.push(...restoreUnreadByPrintedTotals(oldestFirst, opening, closing, printedTotals, doubts));
    repaired.push(...found);
    if (found.length === 0) break;
  }
  // A figure kept as printed is no longer one put back.
  for (const row of printedTotals ? keepFiguresTheTotalsCount(oldestFirst, printedTotals) : []) {
    const at = repaired.indexOf(row.date);
    if (at >= 0) repaired.splice(at, 1);
  }
  // A summary's closing balance with its sign read as a digit ("44,391.50" for "₦4,391.50"): the last balance,
  // settled by the row before it, with exactly the digits after the first.
  const n = oldestFirst.length;
  const last = oldestFirst[n - 1];
  const lastSettled = n >= 2 && oldestFirst[n - 2].balance !== null && oldestFirst[n - 2].balance! + last.amount === last.balance;
  if (closing !== null && last && last.balance !== null && lastSettled && closing !== last.balance) {
    if (String(Math.abs(closing)).slice(1) === String(Math.abs(last.balance))) {
      summaryClosing = last.balance;
      repaired.push(last.date);
    }
  }
  return summaryClosing !== undefined ? { closing: summaryClosing } : {};
}
