import { describe, expect, it } from 'vitest';
import type { Segment } from './types.ts';
import { columnBoundaries, type Column } from './column-cells.ts';

const word = (text: string, x0: number, x1: number): Segment => ({ text, x0, x1, y: 0, h: 10, page: 1 });

describe('column boundaries', () => {
  // Headings as a LibreOffice table centres them: "Date" over dates at 45-105, "Narration" far right of where the
  // narrations start (111).
  const columns: Column[] = [
    { role: 'date', x0: 63, x1: 89 },
    { role: 'description', x0: 197, x1: 250 },
  ];

  it("puts the boundary in the gap after the dates even when a few rows' word gaps line up nearer the next heading", () => {
    // Three rows whose second word ends at 146 and third starts at 153: a free stretch at 148-151 after shrinking.
    const words = [
      ...[0, 1, 2].map(() => word('05/09/2025', 45, 105)),
      word('CASH', 111, 139),
      word('DEPOSIT', 141, 146),
      word('BY', 153, 170),
      word('INTEREST', 111, 146),
      word('CREDIT', 153, 190),
      word('WITHHOLDING', 111, 146),
      word('TAX', 153, 175),
    ];
    const [b] = columnBoundaries(columns, words);
    expect(b).toBeGreaterThan(105);
    expect(b).toBeLessThan(111);
  });

  it('before a column of figures, takes the free stretch nearest its heading, though a wider one lies left of it', () => {
    const amounts: Column[] = [
      { role: 'credit', x0: 300, x1: 330 },
      { role: 'balance', x0: 400, x1: 440 },
    ];
    // A credit column of "-" right-aligned at 385: the white space left of it is the credit column's own.
    const words = [word('1,000.00', 310, 342), word('-', 383, 385), word('212,140.75', 405, 450)];
    const [b] = columnBoundaries(amounts, words);
    expect(b).toBeGreaterThan(385);
    expect(b).toBeLessThan(400);
  });
});
