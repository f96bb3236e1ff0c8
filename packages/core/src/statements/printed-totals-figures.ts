import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';

/** The statement's printed totals of money in and out, when it prints them. */
export interface PrintedTotals {
  in: Kobo | null;
  out: Kobo | null;
}

/**
 * A scan's figure that the running balance put back as a misreading, where the printed total on its side counts the
 * figure as read: the total and the figure were printed so, changed together (a debit raised by ₦4.00 and the total
 * of money out with it). A misread figure is never counted by the total printed beside it, so the figure goes back
 * to what was printed, marked `printedWithTotal`, and its row does not add up. Only where exactly one such figure
 * on that side makes the rows add to the printed total. Returns the rows kept as printed.
 */
export function keepFiguresTheTotalsCount(rows: ValueRow[], totals: PrintedTotals): ValueRow[] {
  const kept: ValueRow[] = [];
  for (const side of ['in', 'out'] as const) {
    const printed = totals[side];
    const onSide = (amount: Kobo) => (side === 'in' ? amount > 0 : amount < 0);
    if (printed === null) continue;
    const sum = rows.reduce((n, r) => n + (onSide(r.amount) ? Math.abs(r.amount) : 0), 0);
    if (sum === printed) continue;
    const counted = rows.filter(
      (r) => r.misreadAs !== undefined && onSide(r.misreadAs) && onSide(r.amount) && Math.abs(r.misreadAs) - Math.abs(r.amount) === printed - sum,
    );
    if (counted.length !== 1) continue;
    const [row] = counted;
    row.amount = row.misreadAs!;
    row.printedWithTotal = true;
    kept.push(row);
  }
  return kept;
}
