import { describe, expect, it } from 'vitest';
import { twoUpAsPages, type PageRuns } from './two-up-pages.ts';
import type { Segment } from './types.ts';

const run = (text: string, x0: number, y: number): Segment => ({ text, x0, x1: x0 + text.length * 4, y, h: 8, page: 1 });
const rows = (left: number, from: number) =>
  [0, 1, 2, 3].flatMap((k) => [run(`0${k + 1}/09/2025`, left, from + 13 * k), run('TRANSFER FEE', left + 48, from + 13 * k), run(`${k + 1}0.00`, left + 250, from + 13 * k)]);

describe('twoUpAsPages', () => {
  it('reads a sheet of two pages side by side as two pages, left first', () => {
    const sheet: PageRuns = { page: 1, width: 842, height: 595, segments: [...rows(22, 135), ...rows(443, 55)], hasText: true };
    const pages = twoUpAsPages([sheet]);
    expect(pages.map((p) => [p.page, p.segments.length, Math.min(...p.segments.map((s) => s.x0))])).toEqual([
      [1, 12, 22],
      [2, 12, 443],
    ]);
    expect(pages[1].segments.every((s) => s.page === 2)).toBe(true);
  });

  it('leaves one table whose dates and figures lie either side of a wide gap as one page', () => {
    const segments = [0, 1, 2, 3].flatMap((k) => [run(`0${k + 1}/09/2025`, 40, 100 + 13 * k), run(`${k + 1}0.00`, 500, 100 + 13 * k)]);
    const pages = twoUpAsPages([{ page: 1, width: 595, height: 842, segments, hasText: true }]);
    expect(pages).toHaveLength(1);
    expect(pages[0].segments).toHaveLength(8);
  });
});
