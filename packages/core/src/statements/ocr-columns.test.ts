import { describe, expect, it } from 'vitest';
import { levelColumns } from './ocr-columns.ts';
import type { Line, Segment } from './types.ts';

/**
 * A table of 12 rows 100 px apart whose left edge moves from `leftTop` to `leftBottom` (a photo's lean) while its
 * right edge stays at 2000: date, narration and balance cells placed at the same fractions of the row's width.
 */
function table(leftTop: number, leftBottom: number): Line[] {
  return Array.from({ length: 12 }, (_, i) => {
    const y = 100 + i * 100;
    const l = leftTop + ((leftBottom - leftTop) * i) / 11;
    const at = (f: number) => l + (2000 - l) * f;
    const seg = (text: string, f0: number, f1: number): Segment => ({
      text,
      x0: at(f0),
      x1: at(f1),
      y,
      h: 30,
      page: 1,
    });
    const segments = [seg('20-07-2025', 0, 0.1), seg('Transfer to Ada', 0.15, 0.5), seg('422,558.06', 0.9, 1)];
    return { page: 1, y, h: 30, segments, text: segments.map((s) => s.text).join(' ') };
  });
}

describe('levelColumns', () => {
  it('puts a leaning table’s columns upright under the top row', () => {
    const lines = levelColumns(table(300, 160));
    for (const line of lines) {
      expect(line.segments[0].x0).toBeCloseTo(300, 0);
      expect(line.segments[1].x0).toBeCloseTo(300 + 1700 * 0.15, 0);
      expect(line.segments[2].x1).toBeCloseTo(2000, 0);
    }
  });

  it('leaves a table that does not lean as it is', () => {
    const straight = table(300, 303);
    expect(levelColumns(straight)).toEqual(straight);
  });
});
