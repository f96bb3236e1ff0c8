import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { balanceBefore, oneDigitApart, settledBefore } from './ocr-misread-figures.ts';

/** What the rows add on one side: money in (credits) or money out (debits, as a positive figure). */
export function totalOnSide(rows: readonly Pick<ValueRow, 'amount'>[], side: 'in' | 'out'): Kobo {
  const sign = side === 'in' ? 1 : -1;
  return rows.reduce((n, r) => n + (Math.sign(r.amount) === sign ? Math.abs(r.amount) : 0), 0);
}

/** The statement's printed totals of money in and out, when it prints them. */
export interface PrintedTotals {
  in: Kobo | null;
  out: Kobo | null;
}

/**
 * The closing balance the printed totals prove: where the rows add up to both printed totals to the kobo, the opening
 * balance plus money in less money out; else null.
 */
export function closingByPrintedTotals(
  rows: readonly Pick<ValueRow, 'amount'>[],
  opening: Kobo | null,
  totals: PrintedTotals | undefined,
): Kobo | null {
  if (opening === null || !totals) return null;
  const moneyIn = totalOnSide(rows, 'in');
  const moneyOut = totalOnSide(rows, 'out');
  return totals.in === moneyIn && totals.out === moneyOut ? opening + moneyIn - moneyOut : null;
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
    const sum = totalOnSide(rows, side);
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

/**
 * A scan's amount misread by one digit, put back with the printed total as witness: the total on its side differs
 * from the rows by exactly what one digit of the amount makes, and with that digit the row follows from the settled
 * balance before it, its own balance as read or one digit from it, confirmed by the row below (a last row's
 * `1,667.00` and `641,213.26` for 1,657.00 and 641,213.25 beside a total of money out ₦10.00 less than the rows). Only
 * where exactly one row fits. A last row's balance put back takes with it a closing balance misread the same way.
 */
export function restoreFromPrintedTotals(
  rows: ValueRow[],
  opening: Kobo | null,
  closing: Kobo | null,
  totals: PrintedTotals,
): { dates: string[]; closing?: Kobo } {
  for (const side of ['in', 'out'] as const) {
    const printed = totals[side];
    const sign = side === 'in' ? 1 : -1;
    if (printed === null) continue;
    const sum = totalOnSide(rows, side);
    const short = printed - sum;
    if (short === 0) continue;
    const fits = rows.flatMap((row, i) => {
      const before = balanceBefore(rows, i, opening);
      if (before === null || row.balance === null || row.readSurely || Math.sign(row.amount) !== sign || before + row.amount === row.balance) return [];
      if (!settledBefore(rows, i, opening) && !(i === 1 && opening === null)) return [];
      const amount = row.amount + sign * short;
      const balance = before + amount;
      if (!oneDigitApart(Math.abs(row.amount), Math.abs(amount))) return [];
      if (balance !== row.balance && !oneDigitApart(balance, row.balance)) return [];
      const next = rows[i + 1];
      const confirmed = next ? next.balance !== null && balance + next.amount === next.balance : closing === null || oneDigitApart(closing, balance) || closing === balance;
      return confirmed ? [{ row, amount, balance, last: !next }] : [];
    });
    if (fits.length !== 1) continue;
    const [{ row, amount, balance, last }] = fits;
    const readBalance = row.balance;
    row.amount = amount;
    row.balance = balance;
    return { dates: [row.date], ...(last && closing !== null && closing === readBalance && closing !== balance ? { closing: balance } : {}) };
  }
  return { dates: [] };
}
