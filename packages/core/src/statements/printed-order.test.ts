import { describe, expect, it } from 'vitest';
import type { ValueRow } from './normalise-rows.ts';
import { datesRunNewestFirst, momentInOtherOrder, printedNewestFirst } from './printed-order.ts';

const row = (date: string, amount: number, balance: number | null, time?: string): ValueRow => ({
  date, ...(time ? { time } : {}), description: 'x', amount, balance, signKnown: true, fromColumns: false, page: 1, sourceIndex: 0,
});

describe('the order rows are printed in', () => {
  it('is read from the dates when they run one way, a step or two against the run allowed', () => {
    const dates = ['2025-08-01', '2025-08-02', '2025-08-02', '2025-08-05', '2025-08-04', '2025-08-09', '2025-08-11'];
    expect(datesRunNewestFirst(dates.map((d) => row(d, 0, 0)))).toBe(false);
    expect(datesRunNewestFirst(dates.reverse().map((d) => row(d, 0, 0)))).toBe(true);
    expect(datesRunNewestFirst([row('2025-08-01', 0, 0), row('2025-08-01', 0, 0)])).toBeNull();
    expect(datesRunNewestFirst(['2025-08-01', '2025-08-03', '2025-08-02', '2025-08-04', '2025-08-03'].map((d) => row(d, 0, 0)))).toBeNull();
  });

  it('is read from the balances when every row has one date', () => {
    // Newest first: each balance follows from the row below.
    expect(printedNewestFirst([row('2025-08-01', 500, 1400), row('2025-08-01', -100, 900), row('2025-08-01', -100, 1000)])).toBe(true);
    expect(printedNewestFirst([row('2025-08-01', -100, 1000), row('2025-08-01', -100, 900), row('2025-08-01', 500, 1400)])).toBe(false);
  });
});

describe('a moment printed out of booking order', () => {
  const at = (amount: number, balance: number | null, time = '12:34:05') => row('2025-08-05', amount, balance, time);

  it('chains in the order that adds up, and says how many rows it holds and the balance after it', () => {
    // Booked transfer, charge, VAT from 100,000.00; printed VAT, charge, transfer.
    const rows = [at(-75, 5998925), at(-1000, 5999000), at(-4000000, 6000000), row('2025-08-06', 100, 5999025)];
    expect(momentInOtherOrder(rows, 0, 10000000)).toEqual({ count: 3, after: 5998925 });
  });

  it('allows the bank’s 1-kobo rounding on a step', () => {
    expect(momentInOtherOrder([at(-187, 9998812), at(-1000, 9999000)], 0, 10000000)).toEqual({ count: 2, after: 9998812 });
  });

  it('finds nothing when no order adds up, a balance is missing, or the times differ', () => {
    expect(momentInOtherOrder([at(-75, 5998925), at(-1000, 5999000), at(-3000000, 6000000)], 0, 10000000)).toBeNull();
    expect(momentInOtherOrder([at(-75, null), at(-1000, 5999000)], 0, 10000000)).toBeNull();
    expect(momentInOtherOrder([at(-1000, 9998925), at(-75, 9999925, '12:34:06')], 0, 10000000)).toBeNull();
  });

  it('takes only two rows of a day printed without times', () => {
    const day = [row('2025-08-05', -75, 9998925), row('2025-08-05', -1000, 9999000), row('2025-08-05', -0, 9998925)];
    expect(momentInOtherOrder(day, 0, 10000000)).toEqual({ count: 2, after: 9998925 });
  });
});
