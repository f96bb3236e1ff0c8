import { describe, expect, it } from 'vitest';
import { normaliseRows } from './normalise-rows.ts';
import { emptyRawRow } from './types.ts';

// Set 31's GTBank 7 pt scan at 200 dpi, oldest first: a credit of 90,950.00 read "9.85000" with its balance
// 1,050,989.57 read `1,060,989.57`, and the row above's 960,039.57 read `060,030.57)`.
const read = [
  ['20/06/2025', '7,900.00', '950,388.63'],
  ['21/06/2025', '9,650.94', '060,030.57)'],
  ['23/06/2025', '9.85000', '1,060,989.57'],
  ['23/06/2025', '', '1,050,939.57', '50.00'],
  ['28/06/2025', '583,500.00', '1,634,439.57'],
].map(([date, credit, balance, debit = ''], i) => ({
  ...emptyRawRow(1, i),
  date,
  description: `ROW ${i + 1}`,
  credit,
  debit,
  balance,
}));
const opening = 94_248_863;
const values = (r: ReturnType<typeof normaliseRows>) => r.rows.map((x) => [x.amount, x.balance]);

describe('an unreadable amount the printed total proves', () => {
  it('takes the amount by which the total of its side exceeds the rows, where the balances on both sides agree', () => {
    const r = normaliseRows(read, {
      ocr: true,
      openingBalance: opening,
      printedTotals: { in: 69_200_094, out: 5_000 },
    });
    expect(values(r)).toEqual([
      [790_000, 95_038_863],
      [965_094, 96_003_957],
      [9_095_000, 105_098_957],
      [-5_000, 105_093_957],
      [58_350_000, 163_443_957],
    ]);
    expect(r.skipped).toBe(0);
    expect(r.repaired).toEqual(expect.arrayContaining(['2025-06-21', '2025-06-23']));
  });

  it('proves nothing without printed totals, or when they differ from the rows by another figure', () => {
    for (const printedTotals of [undefined, { in: 69_200_095, out: 5_000 }]) {
      const r = normaliseRows(read, {
        ocr: true,
        openingBalance: opening,
        ...(printedTotals ? { printedTotals } : {}),
      });
      expect(r.rows.map((x) => x.description)).not.toContain('ROW 3');
      expect(r.skipped).toBe(1);
    }
  });

  it('proves nothing when a second row of that side was not read either', () => {
    const two = read.map((x, i) => (i === 0 ? { ...x, credit: '7.9O0' } : x));
    const r = normaliseRows(two, { ocr: true, openingBalance: opening, printedTotals: { in: 69_200_094, out: 5_000 } });
    expect(r.rows.map((x) => x.description)).not.toContain('ROW 3');
  });
});
