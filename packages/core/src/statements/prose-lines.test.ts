import { describe, expect, it } from 'vitest';
import type { Column } from './column-cells.ts';
import { proseAcrossColumns } from './prose-lines.ts';
import type { Line, Segment } from './types.ts';

// Date 20-60, Description 70-130, Value Date 330-380, Debit 420-460, Balance 520-560 (headings' extents).
const columns: Column[] = [
  { role: 'date', x0: 20, x1: 60 },
  { role: 'description', x0: 70, x1: 130 },
  { role: 'valueDate', x0: 330, x1: 380 },
  { role: 'debit', x0: 420, x1: 460 },
  { role: 'balance', x0: 520, x1: 560 },
];
const run = (text: string, x0: number, x1: number, extra: Partial<Segment> = {}): Segment => ({ text, x0, x1, y: 300, h: 8, page: 1, ...extra });
const line = (...segments: Segment[]): Line => ({ page: 1, y: 300, h: 8, segments, text: segments.map((s) => s.text).join(' ') });

describe('proseAcrossColumns', () => {
  it('tells a promotion printed across the table', () => {
    const promo = 'Save with the Timeless Account and earn 4.25% p.a. on balances above ₦100,000.00.';
    expect(proseAcrossColumns(line(run(promo, 30, 420)), columns)).toBe(true);
  });
  it("keeps a row's second line: a narration's last words, or two cells wrapping with white space between them", () => {
    expect(proseAcrossColumns(line(run('FIDELITY REF 3349651786 TRANSFER', 70, 210)), columns)).toBe(false);
    // The narration and the remarks wrap together: the gap between the cells is wider than a word space.
    expect(proseAcrossColumns(line(run('1003160977 FT2515525987', 70, 170), run('Dev 7011400000 RRN 2105', 340, 450)), columns)).toBe(false);
  });
  it("leaves a scan's lines alone: its word spacing is too rough to tell", () => {
    const promo = 'Save with the Timeless Account and earn 4.25% p.a. on balances above ₦100,000.00.';
    expect(proseAcrossColumns(line(run(promo, 30, 420, { conf: 91 })), columns)).toBe(false);
  });
});
