import { describe, expect, it } from 'vitest';
import { monospacedSpans, offLine, skewOf, textDirection, upright } from './pdf-text-items.ts';

describe('monospacedSpans', () => {
  it('places the words of a fixed-pitch run by character count, spaces kept as printed', () => {
    // 30 characters: "12-10-25" is 0–8, the value date 9–17, the reference 18–30.
    expect(monospacedSpans('12-10-25 12-10-25 FT2586923525')).toEqual([
      [0, 8 / 30],
      [9 / 30, 17 / 30],
      [18 / 30, 1],
    ]);
    // Runs of spaces keep their width; the run's own edges are trimmed as its segment is.
    expect(monospacedSpans('  50.00-   CR ')).toEqual([
      [0, 6 / 11],
      [9 / 11, 1],
    ]);
  });
});

describe('textDirection and upright', () => {
  it('turns a page whose text runs up it (a landscape table drawn sideways on a portrait page)', () => {
    // Most characters run up the page (dy < 0 with y downwards); a page number still reads across.
    expect(textDirection([[0, -1, 400], [1, 0, 6]])).toBe(1);
    expect(textDirection([[0, 1, 400]])).toBe(3);
    expect(textDirection([[-1, 0, 400]])).toBe(2);
    expect(textDirection([[1, 0, 400], [0, -1, 20]])).toBe(0);
    // On a 595 × 842 page, text running up from the bottom left: further up is further right, further right is lower.
    const [a, b] = [upright(1, [40, 800], 595, 842), upright(1, [40, 700], 595, 842)];
    expect(b[0]).toBeGreaterThan(a[0]);
    expect(upright(1, [60, 800], 595, 842)[1]).toBeGreaterThan(a[1]);
    expect(upright(0, [40, 800], 595, 842)).toEqual([40, 800]);
  });
});

describe('offLine', () => {
  const at = (deg: number): [number, number] => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  it('sets apart a watermark, a slanted stamp and margin text from the lines of the page', () => {
    // y runs down the page: a watermark rising at 38° has dy < 0.
    expect(offLine(at(-38), 0)).toBe(true);
    expect(offLine(at(-12), 0)).toBe(true);
    expect(offLine(at(-90), 0)).toBe(true);
    expect(offLine(at(180), 0)).toBe(true);
  });
  it("keeps the lines themselves, skewed a little as a searchable scan's words are, on a page turned or not", () => {
    expect(offLine(at(0), 0)).toBe(false);
    expect(offLine(at(3), 0)).toBe(false);
    expect(offLine(at(-4), 0)).toBe(false);
    // A landscape table drawn up a portrait page (one quarter turn): its lines run at -90°, a page number across.
    expect(offLine(at(-88), -Math.PI / 2)).toBe(false);
    expect(offLine(at(0), -Math.PI / 2)).toBe(true);
    expect(offLine(at(179), -Math.PI)).toBe(false);
    expect(offLine([0, 0], 0)).toBe(false);
  });
});

describe('skewOf', () => {
  const at = (deg: number): [number, number] => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const runs = (n: number) => Array.from({ length: n }, (_, k) => ({ str: `RUN ${k}` }));
  it("turns back a phone scanning app's text layer laid at the photo's slant", () => {
    // Set 28's Kuda scan: every run at -1°, a watermark's few letters at 38° left out of the count.
    const [cos, sin] = skewOf([...Array(9).fill(at(-1)), at(-38)], runs(10));
    expect(Math.asin(sin) * (180 / Math.PI)).toBeCloseTo(-1, 5);
    expect(cos).toBeCloseTo(Math.cos(Math.PI / 180), 9);
  });
  it('leaves a page whose lines run level, or too few runs to tell, as it is', () => {
    expect(skewOf(Array(9).fill(at(0.1)), runs(9))).toEqual([1, 0]);
    expect(skewOf(Array(3).fill(at(-2)), runs(3))).toEqual([1, 0]);
  });
});
