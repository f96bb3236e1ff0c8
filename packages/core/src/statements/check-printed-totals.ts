import { formatNaira } from '../money/kobo.ts';
import type { ValueRow } from './normalise-rows.ts';
import type { HeaderInfo } from './read-statement-info.ts';

/** Printed totals (Money In / Money Out) against the rows: a disagreement is a tamper signal. */
export function checkPrintedTotals(rows: readonly ValueRow[], header: HeaderInfo): string[] {
  const out: string[] = [];
  const credits = rows.reduce((n, r) => n + (r.amount > 0 ? r.amount : 0), 0);
  const debits = rows.reduce((n, r) => n + (r.amount < 0 ? -r.amount : 0), 0);
  if (header.totalCredits !== null && header.totalCredits !== credits)
    out.push(
      `The printed total of money in (${formatNaira(header.totalCredits)}) differs from the sum of the rows (${formatNaira(credits)}).`,
    );
  if (header.totalDebits !== null && header.totalDebits !== debits)
    out.push(
      `The printed total of money out (${formatNaira(header.totalDebits)}) differs from the sum of the rows (${formatNaira(debits)}).`,
    );
  return out;
}
