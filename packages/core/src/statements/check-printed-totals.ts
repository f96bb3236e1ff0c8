import type { Kobo } from '../contract.ts';
import { formatNaira } from '../money/kobo.ts';
import type { ValueRow } from './normalise-rows.ts';
import { totalOnSide } from './printed-totals-figures.ts';
import type { HeaderInfo } from './read-statement-info.ts';

export interface PrintedTotalMismatch {
  side: 'in' | 'out';
  printed: Kobo;
  /** The rows' sum on that side. */
  rows: Kobo;
  message: string;
}

/** Amounts of lines printed among the rows that moved no money (failed attempts, holds, liens), by side. */
export type UnmovedTotals = { in: Kobo; out: Kobo };

/**
 * Printed totals (Money In / Money Out) against the rows: a disagreement is a tamper signal. A total that also counts
 * the lines that moved no money (some banks' totals add every attempt) agrees: `countsUnmoved` says so.
 */
export function checkPrintedTotals(
  rows: readonly ValueRow[],
  header: HeaderInfo,
  unmoved: UnmovedTotals = { in: 0, out: 0 },
): PrintedTotalMismatch[] {
  const out: PrintedTotalMismatch[] = [];
  const credits = totalOnSide(rows, 'in');
  const debits = totalOnSide(rows, 'out');
  const counted = countsUnmoved(rows, header, unmoved);
  if (header.totalCredits !== null && header.totalCredits !== credits && !counted.includes('in'))
    out.push({
      side: 'in',
      printed: header.totalCredits,
      rows: credits,
      message: `The printed total of money in (${formatNaira(header.totalCredits)}) differs from the sum of the rows (${formatNaira(credits)}).`,
    });
  if (header.totalDebits !== null && header.totalDebits !== debits && !counted.includes('out'))
    out.push({
      side: 'out',
      printed: header.totalDebits,
      rows: debits,
      message: `The printed total of money out (${formatNaira(header.totalDebits)}) differs from the sum of the rows (${formatNaira(debits)}).`,
    });
  return out;
}

/** The sides whose printed total is the rows' sum plus the lines that moved no money (and not the rows' sum alone). */
export function countsUnmoved(rows: readonly ValueRow[], header: HeaderInfo, unmoved: UnmovedTotals): ('in' | 'out')[] {
  const sides: ('in' | 'out')[] = [];
  if (unmoved.in > 0 && header.totalCredits === totalOnSide(rows, 'in') + unmoved.in) sides.push('in');
  if (unmoved.out > 0 && header.totalDebits === totalOnSide(rows, 'out') + unmoved.out) sides.push('out');
  return sides;
}
