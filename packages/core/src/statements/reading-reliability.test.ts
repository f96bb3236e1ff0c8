import { describe, expect, it } from 'vitest';
import { unreliableReading } from './reading-reliability.ts';
import type { ValueRow } from './normalise-rows.ts';

const row = (balance: number | null, amount = -100): ValueRow => ({
  date: '2025-10-01',
  description: 'ROW',
  amount,
  signKnown: true,
  balance,
  fromColumns: true,
  page: 1,
  sourceIndex: 0,
});
const none = { count: 0, rows: [] };
const printed = { headers: ['Date', 'Description', 'Amount', 'Balance'], allText: [] };

describe('unreliableReading', () => {
  it('refuses a reading in which fewer than half the rows agree with their printed balances', () => {
    const rows = [row(1), row(2), row(3), row(4)];
    expect(unreliableReading(rows, { count: 3, rows: [] }, printed)).toEqual({ agree: 1, rows: 4 });
    expect(unreliableReading(rows, { count: 2, rows: [] }, printed)).toBeNull();
  });

  it('counts a row whose balance could not be read as not agreeing, and finds a balance heading it did not recognise', () => {
    const rows = [row(null), row(null), row(null), row(5)];
    const unrecognised = { headers: [], allText: ['ACCOUNT STATEMENT', 'Date  Description  Amount INGN}  Balance (NON:'] };
    expect(unreliableReading(rows, none, unrecognised)).toEqual({ agree: 1, rows: 4 });
  });

  it('holds rows read with balances to them when no heading names a balance (set 39: a page copied from a bound file)', () => {
    const bent = { headers: [], allText: ['STATEMENT OF ACCOUNT', 'Description'] };
    const rows = [row(1), row(2), row(3), row(null), row(5), row(6)];
    expect(unreliableReading(rows, { count: 4, rows: [] }, bent)).toEqual({ agree: 1, rows: 6 });
    // Most of them agreeing, the reading stands; and a list with few balances read is still an app list.
    expect(unreliableReading(rows, { count: 1, rows: [] }, bent)).toBeNull();
    expect(unreliableReading([row(1), row(null), row(null)], { count: 1, rows: [] }, bent)).toBeNull();
  });

  it('reads an app list that prints no balance as before: nothing to check it against', () => {
    const rows = [row(null), row(null)];
    expect(unreliableReading(rows, none, { headers: ['Date', 'Description', 'Amount'], allText: ['Transactions', 'Money In  Money Out'] })).toBeNull();
    // A summary line naming a date and a balance is no balance column.
    const summary = { headers: ['Date', 'Description', 'Amount'], allText: ['Statement Date: 12/09/2025  Available Balance: 4,120.30'] };
    expect(unreliableReading(rows, none, summary)).toBeNull();
  });

  // As set 17's UBA photo was read a second way: "+10,800.00" read "410,800.00".
  const photo = [row(9_500_000, -500_000), row(9_400_000, -100_000), row(10_480_000, 41_080_000), row(10_280_000, -200_000), row(10_230_000, -50_000)];
  const inflated = photo[2];
  const photoBalances = { opening: 10_000_000, closing: 10_230_000 };

  it('refuses a reading whose few disagreeing rows carry the money, and the rows miss the move of the balances', () => {
    const read = unreliableReading(photo, { count: 1, rows: [inflated] }, printed, photoBalances);
    expect(read).toEqual({ agree: 4, rows: 5, money: { misread: 41_080_000, read: 41_930_000 } });
    // The photo's heading misread beyond recognition: the balances were still read, and disagree.
    const unrecognised = { headers: [], allText: ['UBA', 'Dale Narratlon Arnount'] };
    expect(unreliableReading(photo, { count: 1, rows: [inflated] }, unrecognised, photoBalances)?.money).toEqual({ misread: 41_080_000, read: 41_930_000 });
  });

  it('reads on when the disagreeing rows carry little money, or the rows still reach the closing balance', () => {
    // The same photo with the amount read right: 10,800.00.
    const right = photo.map((r) => (r === inflated ? { ...r, amount: 1_080_000 } : r));
    expect(unreliableReading(right, { count: 1, rows: [right[2]] }, printed, photoBalances)).toBeNull();
    // A page missing from a statement: the row after the gap disagrees, but its amount is small.
    const gap = [row(900_000, -100_000), row(500_000, -5_000), row(400_000, -100_000)];
    expect(unreliableReading(gap, { count: 1, rows: [gap[1]] }, printed, { opening: 1_000_000, closing: 400_000 })).toBeNull();
    // A balance misread (1,100,000 as 1,700,000) makes its row and the next disagree, though their heavy amounts are
    // right: the rows still reach the closing balance.
    const misreadBalance = [row(600_000, -400_000), row(1_700_000, 500_000), row(600_000, -500_000), row(590_000, -10_000), row(580_000, -10_000)];
    const disagreeing = { count: 2, rows: misreadBalance.slice(1, 3) };
    expect(unreliableReading(misreadBalance, disagreeing, printed, { opening: 1_000_000, closing: 580_000 })).toBeNull();
    // Without an opening and a closing balance there is no move to miss.
    expect(unreliableReading(photo, { count: 1, rows: [inflated] }, printed)).toBeNull();
  });

  it('asks a second reading only whether its disagreeing rows carry the money: the page is known to read poorly', () => {
    // The balances misread as in the last case, and the two rows that disagree also hold the heavy amounts.
    const heavy = [row(600_000, -400_000), row(1_700_000, 500_000), row(600_000, -500_000), row(590_000, -10_000), row(580_000, -10_000), row(570_000, -10_000), row(560_000, -10_000), row(550_000, -10_000)];
    const disagreeing = { count: 2, rows: heavy.slice(1, 3) };
    const balances = { opening: 1_000_000, closing: 550_000 };
    // A first reading reaches the closing balance and is read on; a second reading is refused on the money alone.
    expect(unreliableReading(heavy, disagreeing, printed, balances)).toBeNull();
    expect(unreliableReading(heavy, disagreeing, printed, balances, true)?.money).toEqual({ misread: 1_000_000, read: 1_450_000 });
    // Little money in the disagreeing rows: the second reading stands.
    const light = { count: 1, rows: [heavy[3]] };
    expect(unreliableReading(heavy, light, printed, balances, true)).toBeNull();
  });

  it('holds a second reading to three rows in four agreeing with their balances (set 10: a Kuda photo)', () => {
    const rows = Array.from({ length: 8 }, (_, k) => row(k + 1));
    // Six of eight agree: a first reading and a second stand; five of eight: only a first reading stands.
    expect(unreliableReading(rows, { count: 2, rows: [] }, printed, undefined, true)).toBeNull();
    expect(unreliableReading(rows, { count: 3, rows: [] }, printed)).toBeNull();
    expect(unreliableReading(rows, { count: 3, rows: [] }, printed, undefined, true)).toEqual({ agree: 5, rows: 8 });
  });

  it('refuses a reading with no balance read whose rows add up far from the totals the statement prints', () => {
    // Set 37's photocopied Wema page: its Balance heading and DR/CR flags lost, every debit read as money in.
    const noBalances = { headers: ['Date', 'Narration', 'Amount'], allText: [] };
    const rows = [row(null, 6_725_000), row(null, 5_375), row(null, 9_845_000)];
    const totals = { in: 43_500_000, out: 86_217_991 };
    expect(unreliableReading(rows, none, noBalances, undefined, false, totals)?.totals).toEqual({
      rowsIn: 16_575_375,
      rowsOut: 0,
      printedIn: 43_500_000,
      printedOut: 86_217_991,
    });
    // Within a third of each printed total, or with no totals printed, the rows are read on (a few rows lost).
    const near = [row(null, 40_000_000), row(null, -80_000_000)];
    expect(unreliableReading(near, none, noBalances, undefined, false, totals)).toBeNull();
    expect(unreliableReading(rows, none, noBalances)).toBeNull();
    // Balances read on the rows check them instead.
    expect(unreliableReading([row(5, 6_725_000)], none, noBalances, undefined, false, totals)).toBeNull();
  });
});
