import type { Kobo } from '../contract.ts';
import { formatNaira } from '../money/kobo.ts';
import type { ValueRow } from './normalise-rows.ts';
import { datesRunNewestFirst, momentInOtherOrder } from './printed-order.ts';
import { NO_RUNNING_BALANCE_NOTE } from './warning-kinds.ts';
import { compareCodes } from '../text/compare-codes.ts';

export interface ReconcileResult {
  rows: ValueRow[];
  reconciled: boolean;
  openingBalance: Kobo | null;
  closingBalance: Kobo | null;
  warnings: string[];
  /** The file listed the newest row first. */
  reversed: boolean;
  /** Noted, not warned: rows where the bank rounded by 1 kobo. */
  notes: string[];
  /** The rows behind the "does not reconcile" warnings, each with the balance before it and its warning. */
  unreconciled?: { row: ValueRow; before: Kobo; message: string }[];
  /** How many rows do not reconcile (the warnings name the first 20). */
  unreconciledCount?: number;
}

function fits(prev: Kobo, row: ValueRow, amount: Kobo): boolean {
  return row.balance !== null && prev + amount === row.balance;
}

/** How many consecutive pairs agree when the rows are read in this order, with each row's best sign. */
function score(rows: readonly ValueRow[], swap: boolean): number {
  let n = 0;
  for (let i = 1; i < rows.length; i++) {
    const prev = rows[i - 1].balance;
    const r = rows[i];
    if (prev === null || r.balance === null) continue;
    const a = swap && r.fromColumns ? -r.amount : r.amount;
    if (prev + a === r.balance || (!r.signKnown && prev - a === r.balance)) n++;
  }
  return n;
}

/**
 * An overdrawn balance printed without its sign (`29,941.75` after 106,358.25 − 136,300.00): the row gives exactly
 * its negative, and the next row goes on from that negative (or, on the last row, the printed closing balance agrees
 * in size). Both sides of the row prove it, so it is the bank's printing, not a changed figure.
 */
function unsignedOverdraft(rows: readonly ValueRow[], i: number, prev: Kobo, closing: Kobo | null): boolean {
  const r = rows[i];
  if (r.balance === null || r.balance <= 0 || prev + r.amount !== -r.balance) return false;
  const next = rows[i + 1];
  if (!next) return closing === null || Math.abs(closing) === r.balance;
  if (next.balance === null || !next.signKnown) return false;
  const after = -r.balance + next.amount;
  return after === next.balance || after === -next.balance;
}

/**
 * Checks every row's balance against the previous balance plus its amount. Settles the row order (oldest first
 * in the result), the sign of unsigned amounts and swapped debit/credit columns; reports rows that disagree.
 */
export function reconcileBalances(input: readonly ValueRow[], stated: Stated): ReconcileResult {
  const printed = reconcileInOrder(input, stated);
  if (printed.reconciled) return printed;
  // Rows printed in value-date order while the balance runs in posting order (a cheque cleared days later, printed
  // among the rows of the day it is valued): the balance is checked again with the rows in date order. Kept only when
  // every balance then reconciles; the rows stay as printed.
  const oriented = printed.reversed ? input.slice().reverse() : input.slice();
  if (oriented.every((r, i) => i === 0 || r.date >= oriented[i - 1].date)) return printed;
  const order = oriented.map((_, i) => i).sort((a, b) => compareCodes(oriented[a].date, oriented[b].date) || a - b);
  const dated = reconcileInOrder(order.map((i) => oriented[i]), stated);
  if (!dated.reconciled || dated.reversed) return printed;
  const rows: ValueRow[] = new Array(order.length);
  order.forEach((i, k) => (rows[i] = dated.rows[k]));
  return { ...dated, rows, reversed: printed.reversed, notes: [...dated.notes, DATE_ORDER_NOTE] };
}

/** The note of a statement whose balance follows the rows in date order, not in the order they are printed. */
export const DATE_ORDER_NOTE =
  'Some rows are printed out of date order (by value date): the running balance follows them in date order, and in that order every balance reconciles.';

type Stated = { openingBalance: Kobo | null; closingBalance: Kobo | null; openingBalanceRow: Kobo | null };

function reconcileInOrder(input: readonly ValueRow[], stated: Stated): ReconcileResult {
  const warnings: string[] = [];
  let rows = input.map((r) => ({ ...r }));
  const withBalance = rows.filter((r) => r.balance !== null).length;
  if (rows.length === 0) {
    return { rows, reconciled: false, openingBalance: stated.openingBalance, closingBalance: stated.closingBalance, warnings, reversed: false, notes: [] };
  }
  if (withBalance === 0) {
    // An app's list without a running balance still prints the period's opening and closing balances: the rows
    // must take the one to the other.
    const { openingBalance: opening, closingBalance: closing } = stated;
    // Oldest first, as every statement is given, when the dates say the list runs newest first (an app's history).
    const reversed = datesRunNewestFirst(rows) ?? false;
    const ordered = reversed ? rows.slice().reverse() : rows;
    if (opening === null || closing === null) {
      warnings.push('The statement has no running balance, so the rows could not be checked against it.');
      return { rows: ordered, reconciled: false, openingBalance: opening, closingBalance: closing, warnings, reversed, notes: [] };
    }
    const reached = rows.reduce((sum, r) => sum + r.amount, opening);
    if (reached === closing) {
      const notes = [NO_RUNNING_BALANCE_NOTE];
      return { rows: ordered, reconciled: true, openingBalance: opening, closingBalance: closing, warnings, reversed, notes };
    }
    warnings.push(
      `The rows do not reconcile with the balances printed: the opening balance ${formatNaira(opening)} and the rows give ${formatNaira(reached)}, but the closing balance printed is ${formatNaira(closing)}.`,
    );
    return { rows: ordered, reconciled: false, openingBalance: opening, closingBalance: closing, warnings, reversed, notes: [] };
  }
  // Order: by the dates when they run one way (see printed-order.ts); else newest-first files reconcile when read
  // backwards.
  const reversedRows = rows.slice().reverse();
  const forward = Math.max(score(rows, false), score(rows, true));
  const backward = Math.max(score(reversedRows, false), score(reversedRows, true));
  const reversed =
    datesRunNewestFirst(rows) ??
    (backward > forward || (backward === forward && rows.length > 1 && rows[0].date > rows[rows.length - 1].date));
  if (reversed) rows = reversedRows;
  // Swapped debit/credit columns (generic layouts).
  if (score(rows, true) > score(rows, false)) {
    for (const r of rows) if (r.fromColumns) r.amount = -r.amount;
    warnings.push('The debit and credit columns were read the other way round, as the running balance shows.');
  }
  // Opening balance: stated, a B/F row, or implied by the first row.
  const first = rows[0];
  let opening: Kobo | null = stated.openingBalance ?? stated.openingBalanceRow;
  if (!first.signKnown && first.balance !== null && opening !== null) {
    if (opening - first.amount === first.balance) first.amount = -first.amount;
    first.signKnown = true;
  }
  if (opening === null && first.balance !== null) opening = first.balance - first.amount;
  let ok = true;
  let bad = 0;
  const unreconciled: NonNullable<ReconcileResult['unreconciled']> = [];
  let rounded = 0;
  let unsigned = 0;
  let prev: Kobo | null = opening;
  let momentEnd = -1;
  let momentAfter: Kobo = 0;
  rows.forEach((r, i) => {
    if (r.balance === null) {
      ok = false;
      if (prev !== null) prev = prev + r.amount;
      return;
    }
    if (prev !== null && !r.signKnown) {
      if (Math.abs(prev - r.amount - r.balance) <= 1 && Math.abs(prev + r.amount - r.balance) > 1) r.amount = -r.amount;
      r.signKnown = true;
    }
    if (prev !== null && r.signKnown && unsignedOverdraft(rows, i, prev, stated.closingBalance)) {
      r.balance = -r.balance;
      unsigned++;
    }
    if (i <= momentEnd) {
      // A later entry of a moment printed out of booking order: checked with the moment.
      if (i === momentEnd) prev = momentAfter;
      return;
    }
    if (prev !== null && !fits(prev, r, r.amount)) {
      // Entries of one moment may be printed in any order (a fee and its VAT above the payment that caused them).
      const moment = momentInOtherOrder(rows, i, prev);
      if (moment) {
        momentEnd = i + moment.count - 1;
        momentAfter = moment.after;
        return;
      }
    }
    if (prev !== null && Math.abs(prev + r.amount - r.balance) === 1) {
      // The bank's rounding (VAT to the kobo): noted, not a failure.
      rounded++;
      prev = r.balance;
      return;
    }
    if (prev !== null && !fits(prev, r, r.amount)) {
      ok = false;
      bad++;
      if (bad <= 20) {
        const where = r.page !== null ? ` on page ${r.page}` : '';
        const message = `Row ${i + 1}${where} (${r.date}, ${formatNaira(r.amount)}) does not reconcile: ${formatNaira(prev)} ${r.amount < 0 ? '−' : '+'} ${formatNaira(Math.abs(r.amount))} should give ${formatNaira(prev + r.amount)} but the statement shows ${formatNaira(r.balance)}.`;
        warnings.push(message);
        unreconciled.push({ row: r, before: prev, message });
      }
    }
    prev = r.balance;
  });
  if (bad > 20) warnings.push(`${bad - 20} more rows do not reconcile with the running balance.`);
  const last = rows[rows.length - 1];
  const closing = stated.closingBalance ?? last.balance;
  if (stated.closingBalance !== null && last.balance !== null && stated.closingBalance !== last.balance) {
    ok = false;
    warnings.push(
      `The closing balance printed on the statement (${formatNaira(stated.closingBalance)}) differs from the last row's balance (${formatNaira(last.balance)}).`,
    );
  }
  if (stated.openingBalance !== null && stated.openingBalanceRow !== null && stated.openingBalance !== stated.openingBalanceRow) {
    ok = false;
    warnings.push('The opening balance printed on the statement differs from the balance brought forward in the table.');
  }
  if (rows.some((r) => !r.signKnown)) ok = false;
  const notes = [
    ...(rounded > 0 ? [`${rounded} row${rounded > 1 ? 's differ' : ' differs'} by 1 kobo from exact arithmetic: the bank's rounding.`] : []),
    ...(unsigned > 0
      ? [`${unsigned} balance${unsigned > 1 ? 's were' : ' was'} printed without a minus sign; the running balance shows the account overdrawn there.`]
      : []),
  ];
  return { rows, reconciled: ok, openingBalance: opening, closingBalance: closing, warnings, reversed, notes, unreconciled, unreconciledCount: bad };
}
