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

/** Printed totals (Money In / Money Out) against the rows: a disagreement is a tamper signal. */
export function checkPrintedTotals(rows: readonly ValueRow[], header: HeaderInfo): PrintedTotalMismatch[] {
  const out: PrintedTotalMismatch[] = [];
  const credits = totalOnSide(rows, 'in');
  const debits = totalOnSide(rows, 'out');
  if (header.totalCredits !== null && header.totalCredits !== credits)
    out.push({
      side: 'in',
      printed: header.totalCredits,
      rows: credits,
      message: `The printed total of money in (${formatNaira(header.totalCredits)}) differs from the sum of the rows (${formatNaira(credits)}).`,
    });
  if (header.totalDebits !== null && header.totalDebits !== debits)
    out.push({
      side: 'out',
      printed: header.totalDebits,
      rows: debits,
      message: `The printed total of money out (${formatNaira(header.totalDebits)}) differs from the sum of the rows (${formatNaira(debits)}).`,
    });
  return out;
}
