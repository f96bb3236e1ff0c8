/**
 * The order a statement prints its rows in, and entries of one moment printed out of booking order.
 */
import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';

/**
 * True when the dates run newest first, false when they run oldest first, null when they do not tell (one date, or
 * as many steps each way). The dates decide before the balances: entries of one moment printed in the other order
 * (a fee above the transfer that caused it) chain read upwards, and a statement with many of them would otherwise
 * look newest first. A few steps against the run (a value date out of place) do not turn it.
 */
export function datesRunNewestFirst(rows: readonly Pick<ValueRow, 'date' | 'time'>[]): boolean | null {
  let up = 0;
  let down = 0;
  for (let i = 1; i < rows.length; i++) {
    const a = `${rows[i - 1].date} ${rows[i - 1].time ?? ''}`;
    const b = `${rows[i].date} ${rows[i].time ?? ''}`;
    if (b > a) up++;
    else if (b < a) down++;
  }
  if (up >= 3 * down && up > 0) return false;
  if (down >= 3 * up && down > 0) return true;
  return null;
}

/** Consecutive rows whose balance follows from the row above (printed oldest first). */
export function linksForward(rows: readonly ValueRow[]): number {
  let n = 0;
  for (let i = 1; i < rows.length; i++)
    if (rows[i - 1].balance !== null && rows[i - 1].balance! + rows[i].amount === rows[i].balance) n++;
  return n;
}

/** Consecutive rows whose balance follows from the row below (printed newest first). */
export function linksBackward(rows: readonly ValueRow[]): number {
  let n = 0;
  for (let i = 1; i < rows.length; i++)
    if (rows[i].balance !== null && rows[i].balance! + rows[i - 1].amount === rows[i - 1].balance) n++;
  return n;
}

/** The rows are printed newest first: by their dates, or by their balances when the dates do not tell. */
export function printedNewestFirst(rows: readonly ValueRow[]): boolean {
  return datesRunNewestFirst(rows) ?? linksBackward(rows) > linksForward(rows);
}

const sameMoment = (a: ValueRow, b: ValueRow) => a.date === b.date && (a.time ?? '') === (b.time ?? '');

/** Entries of one moment are checked together in any order up to this many (5! = 120 orders). */
const MAX_MOMENT = 5;

/**
 * The rows from `start` that share its date and time (a timestamped moment: a transfer, its charge, its VAT, a
 * levy), when they chain from `before` in some order other than the printed one: the balance each shows is the
 * balance after it in booking order, so one order makes every step add up (to the bank's 1-kobo rounding). Returns
 * how many rows the moment holds and the balance after it, or null when no order chains.
 */
export function momentInOtherOrder(
  rows: readonly ValueRow[],
  start: number,
  before: Kobo,
): { count: number; after: Kobo } | null {
  // Without a time, only two entries of a day (a fee printed above its payment): a whole day in any order would
  // hide too much.
  const most = rows[start].time ? MAX_MOMENT : 2;
  let end = start + 1;
  while (end < rows.length && end - start < most && sameMoment(rows[start], rows[end])) end++;
  const moment = rows.slice(start, end);
  if (moment.length < 2 || moment.some((r) => r.balance === null)) return null;
  const chains = (done: readonly ValueRow[], left: readonly ValueRow[], balance: Kobo): ValueRow | null => {
    if (left.length === 0) return done[done.length - 1];
    for (const r of left) {
      if (Math.abs(balance + r.amount - r.balance!) > 1) continue;
      const last = chains([...done, r], left.filter((x) => x !== r), r.balance!);
      if (last) return last;
    }
    return null;
  };
  const last = chains([], moment, before);
  return last ? { count: moment.length, after: last.balance! } : null;
}
