import { describe, expect, it } from 'vitest';
import { unreliableReading } from './reading-reliability.ts';
import type { ValueRow } from './normalise-rows.ts';

const row = (balance: number | null): ValueRow => ({
  date: '2025-10-01',
  description: 'ROW',
  amount: -100,
  signKnown: true,
  balance,
  fromColumns: true,
  page: 1,
  sourceIndex: 0,
});
const printed = { headers: ['Date', 'Description', 'Amount', 'Balance'], allText: [] };

describe('unreliableReading', () => {
  it('refuses a reading in which fewer than half the rows agree with their printed balances', () => {
    const rows = [row(1), row(2), row(3), row(4)];
    expect(unreliableReading(rows, 3, printed)).toEqual({ agree: 1, rows: 4 });
    expect(unreliableReading(rows, 2, printed)).toBeNull();
  });

  it('counts a row whose balance could not be read as not agreeing, and finds a balance heading it did not recognise', () => {
    const rows = [row(null), row(null), row(null), row(5)];
    const unrecognised = { headers: [], allText: ['ACCOUNT STATEMENT', 'Date  Description  Amount INGN}  Balance (NON:'] };
    expect(unreliableReading(rows, 0, unrecognised)).toEqual({ agree: 1, rows: 4 });
  });

  it('reads an app list that prints no balance as before: nothing to check it against', () => {
    const rows = [row(null), row(null)];
    expect(unreliableReading(rows, 0, { headers: ['Date', 'Description', 'Amount'], allText: ['Transactions', 'Money In  Money Out'] })).toBeNull();
    // A summary line naming a date and a balance is no balance column.
    const summary = { headers: ['Date', 'Description', 'Amount'], allText: ['Statement Date: 12/09/2025  Available Balance: 4,120.30'] };
    expect(unreliableReading(rows, 0, summary)).toBeNull();
  });
});
