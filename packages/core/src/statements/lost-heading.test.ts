import { describe, expect, it } from 'vitest';
import type { Column } from './column-cells.ts';
import { withLostMoneyColumn } from './lost-heading.ts';
import type { Segment } from './types.ts';

const word = (text: string, x0: number, x1: number, y: number): Segment => ({
  text,
  x0,
  x1,
  y,
  h: 20,
  page: 1,
  conf: 90,
});

// "Trans Date | Narration | Credit | Balance" read, "Debit" (over x 1300-1411) lost by the recogniser.
const heading: Column[] = [
  { role: 'date', x0: 116, x1: 246 },
  { role: 'description', x0: 417, x1: 525 },
  { role: 'credit', x0: 1497, x1: 1582 },
  { role: 'balance', x0: 1628, x1: 1757 },
];
const rows = [
  ['CREDIT INTEREST CAPITALISED', '0.00', '37.83', '312.477.93'],
  ['BILLS IKEDC PREPAID 15445806368', '15,000.00', '0.00', '297,477.93'],
  ['ELECTRONIC MONEY TRANSFER LEVY', '50.00', '0.00', '297,427.93'],
  ['AIRTIME AIRTEL 08079945809', '2.000.00', '0.00', '295,427.93'],
];
const words = rows.flatMap(([narration, debit, credit, balance], i) => {
  const y = 640 + 50 * i;
  return [
    word('01/08/2025', 115, 239, y),
    word(narration, 416, 416 + 14 * narration.length, y),
    word(debit, 1411 - 15 * debit.length, 1411, y),
    word(credit, 1572 - 15 * credit.length, 1572, y),
    word(balance, 1753 - 15 * balance.length, 1753, y),
  ];
});

describe('withLostMoneyColumn', () => {
  it('adds the debit column a photo lost the heading of, over its right-aligned figures', () => {
    const columns = withLostMoneyColumn(heading, words, rows.length);
    expect(columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    const debit = columns.find((c) => c.role === 'debit')!;
    expect(debit.x1).toBe(1411);
    expect(debit.x0).toBe(1411 - 15 * '15,000.00'.length);
  });

  it('takes the place of a heading that names no column over the figures ("Del" for a blurred "Debit")', () => {
    // Set 36's motion-blurred Ecobank photo: the heading read "Del", kept as a column of no role, claimed the debits.
    const misread: Column[] = [...heading, { role: 'ignore' as const, x0: 1360, x1: 1400 }].sort((a, b) => a.x0 - b.x0);
    const out = withLostMoneyColumn(misread, words, rows.length);
    expect(out.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    // A heading that names a column keeps its figures.
    const named: Column[] = [...heading, { role: 'fee' as const, x0: 1360, x1: 1400 }].sort((a, b) => a.x0 - b.x0);
    expect(withLostMoneyColumn(named, words, rows.length)).toBe(named);
  });

  it('adds the credit column between Debit and Balance', () => {
    const lostCredit = heading.map((c) =>
      c.role === 'credit' ? { ...c, role: 'debit' as const, x0: 1300, x1: 1411 } : c,
    );
    const shifted = words.map((w) =>
      w.x1 === 1411
        ? { ...w, x0: w.x0 + 161, x1: w.x1 + 161 }
        : w.x1 === 1572
          ? { ...w, x0: w.x0 - 161, x1: w.x1 - 161 }
          : w,
    );
    const columns = withLostMoneyColumn(lostCredit, shifted, rows.length);
    expect(columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('leaves a heading with both sides, or an amount column, as it is', () => {
    const both: Column[] = [...heading, { role: 'debit', x0: 1300, x1: 1411 }];
    expect(withLostMoneyColumn(both, words, rows.length)).toBe(both);
    const amount = heading.map((c) => (c.role === 'credit' ? { ...c, role: 'amount' as const } : c));
    expect(withLostMoneyColumn(amount, words, rows.length)).toBe(amount);
  });

  it('adds nothing for numbers that are no column: a few figures in narrations, or scattered ones', () => {
    // Only one row holds a figure under no heading.
    const few = words.filter((w) => w.x1 !== 1411 || w.text === '50.00');
    expect(withLostMoneyColumn(heading, few, rows.length)).toBe(heading);
    // Figures under no heading, but not in a column (right edges far apart).
    const scattered = words.map((w, i) =>
      w.x1 === 1411 ? { ...w, x0: w.x0 - 150 * (i % 3), x1: w.x1 - 150 * (i % 3) } : w,
    );
    expect(withLostMoneyColumn(heading, scattered, rows.length)).toBe(heading);
    // Phone numbers and references carry no kobo: no figures.
    const references = words.map((w) => (w.x1 === 1411 ? { ...w, text: '08079945809' } : w));
    expect(withLostMoneyColumn(heading, references, rows.length)).toBe(heading);
  });
});
