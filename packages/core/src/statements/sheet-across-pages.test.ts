import { describe, expect, it } from 'vitest';
import { sheetAcrossPages } from './sheet-across-pages.ts';
import type { PageRuns } from './two-up-pages.ts';
import type { Segment } from './types.ts';

const run = (text: string, x0: number, y: number, page: number): Segment => ({
  text,
  x0,
  x1: x0 + text.length * 5,
  y,
  h: 9,
  page,
});
const page = (n: number, segments: Segment[]): PageRuns => ({
  page: n,
  width: 595,
  height: 842,
  segments,
  hasText: true,
});
const ys = [233, 248, 263, 278];

describe('sheetAcrossPages', () => {
  it('puts a page of figures on the lines of the previous page’s dated rows beside it ("over, then down", no titles)', () => {
    const dates = page(
      1,
      ys.map((y, k) => run(`2025-11-0${k + 1} Transfer to Ada`, 76, y, 1)),
    );
    const figures = page(
      2,
      ys.map((y, k) => run(`-${k + 1},500.00`, 385, y, 2)),
    );
    const next = page(
      3,
      ys.map((y, k) => run(`2025-11-1${k + 1} Airtime`, 76, y, 3)),
    );
    const read = sheetAcrossPages([dates, figures, next]);
    expect(read).toHaveLength(2);
    expect(read[0].width).toBe(1190);
    expect(read[0].segments.filter((s) => s.text.startsWith('-')).map((s) => s.x0)).toEqual([980, 980, 980, 980]);
    expect(read[1].segments.every((s) => s.page === 2)).toBe(true);
  });

  it('puts a page that repeats the date column beside the first page of those rows, without the repeated cells ("down, then over")', () => {
    const band = (n: number, from: number, text: (k: number) => string) =>
      page(n, [
        run('Trans Date', 55, 203, n),
        ...ys.map((y, k) => run(`0${from + k}-Oct-2025`, 75, y, n)),
        ...ys.map((y, k) => run(text(k), 166, y, n)),
      ]);
    const read = sheetAcrossPages([
      band(1, 1, () => 'value'),
      band(2, 5, () => 'value'),
      band(3, 1, (k) => `NARRATION ${k}`),
      band(4, 5, (k) => `NARRATION ${k}`),
    ]);
    expect(read).toHaveLength(2);
    expect(read[0].segments.filter((s) => s.text.endsWith('-Oct-2025'))).toHaveLength(4);
    expect(read[0].segments.filter((s) => s.text.startsWith('NARRATION')).map((s) => s.x0)).toEqual([
      761, 761, 761, 761,
    ]);
    expect(read[0].segments.filter((s) => s.text === 'Trans Date')).toHaveLength(1);
  });

  it('leaves a statement’s pages as they are: a busy day’s next page, and a closing page of totals', () => {
    const day = (n: number) =>
      page(
        n,
        ys.flatMap((y, k) => [run('01-Oct-2025', 75, y, n), run(`${n}${k},000.00`, 400, y, n)]),
      );
    expect(sheetAcrossPages([day(1), day(2)])).toHaveLength(2);
    const totals = page(3, [
      run('Total debits 40,000.00', 300, 120, 3),
      run('Total credits 9,000.00', 300, 400, 3),
      run('Closing balance 1,000.00', 300, 600, 3),
    ]);
    expect(sheetAcrossPages([day(1), totals])).toHaveLength(2);
  });
});
