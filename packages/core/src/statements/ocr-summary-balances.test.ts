import { describe, expect, it } from 'vitest';
import type { ValueRow } from './normalise-rows.ts';
import { misreadBoxOpening, misreadClosing, misreadOpening } from './ocr-summary-balances.ts';

const row = (amount: number, balance: number): ValueRow => ({
  date: '2025-07-01',
  description: 'TRANSFER',
  amount,
  signKnown: true,
  balance,
  fromColumns: true,
  page: 1,
  sourceIndex: 0,
});
// From an opening balance of ₦47,350.00: three rows that each follow from the one above.
const rows = [row(-1_000_000, 3_735_000), row(500_000, 4_235_000), row(-35_000, 4_200_000)];

describe('a summary balance misread by a digit', () => {
  it('takes the closing balance the chain of rows proves when the summary reads it one digit off', () => {
    expect(misreadClosing(rows, 4_735_000, 4_800_000)).toBe(4_200_000);
    // Two digits off, or the chain broken: the summary's figure stands.
    expect(misreadClosing(rows, 4_735_000, 4_811_000)).toBeNull();
    expect(misreadClosing(rows, 4_735_001, 4_800_000)).toBeNull();
  });
  it('leaves a closing balance the printed totals carry the opening balance to: the rows lost a line', () => {
    expect(misreadClosing(rows, 4_735_000, 4_800_000, { in: 500_000, out: 435_000 })).toBeNull();
    expect(misreadClosing(rows, 4_735_000, 4_800_000, { in: 500_000, out: 1_035_000 })).toBe(4_200_000);
  });
  it('takes the opening balance before the first row when the summary read its sign as a digit', () => {
    // "847,350.00" for "₦47,350.00".
    expect(misreadOpening(rows, 84_735_000)).toBe(4_735_000);
    // Another digit, or the second row not confirming the first's balance: nothing is proven.
    expect(misreadOpening(rows, 4_835_000)).toBeNull();
    expect(misreadOpening([rows[0], row(500_000, 4_235_100)], 84_735_000)).toBeNull();
  });
  it("takes the table's brought-forward balance when the summary box reads one digit off it and the rows prove it", () => {
    // Box "₦57,350.00", table's Opening Balance line ₦47,350.00, and the first rows go on from ₦47,350.00.
    expect(misreadBoxOpening(rows, 4_735_000, 5_735_000)).toBe(4_735_000);
    // The box agreeing, two digits off, or the rows not following from the table's figure: nothing to take.
    expect(misreadBoxOpening(rows, 4_735_000, 4_735_000)).toBeNull();
    expect(misreadBoxOpening(rows, 4_735_000, 5_835_000)).toBeNull();
    expect(misreadBoxOpening(rows, 4_745_000, 5_745_000)).toBeNull();
    expect(misreadBoxOpening([rows[0], row(500_000, 4_235_100)], 4_735_000, 5_735_000)).toBeNull();
    expect(misreadBoxOpening(rows, null, 5_735_000)).toBeNull();
  });
});
