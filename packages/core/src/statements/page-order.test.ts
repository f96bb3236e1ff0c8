import { describe, expect, it } from 'vitest';
import { inPrintedOrder } from './page-order.ts';
import { checkPages, pageFooter } from './check-pages.ts';
import type { Line } from './types.ts';

const line = (page: number, y: number, text: string): Line => ({
  page,
  y,
  h: 10,
  text,
  segments: [{ text, x0: 0, x1: 100, y, h: 10, page }],
});

describe('pages fed to the scanner out of order', () => {
  // Set 18's GTBank scan: the file holds printed pages 2, 1 and 3.
  const file = [
    line(1, 100, 'continued rows'),
    line(1, 900, 'Page 2 of 3'),
    line(2, 100, 'Opening Balance 77,315.42'),
    line(2, 900, 'Page 1 of 3'),
    line(3, 100, 'last rows'),
    line(3, 900, 'Page 3 of 3'),
  ];

  it('are read in the order the statement prints them', () => {
    const out = inPrintedOrder(file);
    expect(out.map((l) => [l.page, l.text])).toEqual([
      [1, 'Opening Balance 77,315.42'],
      [1, 'Page 1 of 3'],
      [2, 'continued rows'],
      [2, 'Page 2 of 3'],
      [3, 'last rows'],
      [3, 'Page 3 of 3'],
    ]);
    expect(out.every((l) => l.segments.every((s) => s.page === l.page))).toBe(true);
  });

  it('are left as they are when a page prints no number or two print the same', () => {
    expect(inPrintedOrder(file.filter((l) => l.text !== 'Page 3 of 3')).map((l) => l.page)).toEqual([1, 1, 2, 2, 3]);
    const repeated = file.map((l) => (l.text === 'Page 3 of 3' ? { ...l, text: 'Page 2 of 3' } : l));
    expect(inPrintedOrder(repeated).map((l) => l.text)).toEqual(repeated.map((l) => l.text));
  });

  it('are left in file order when a scan misreads a page number past the count ("Page 10 of 2"), and no page is called missing', () => {
    // Set 52's Polaris scan: a speck after "Page 1 of 2" read as a 0 had put the first page behind the second.
    const scan = [line(1, 100, 'Opening Balance 412,903.75'), line(1, 900, 'Page 10 of 2'), line(2, 100, 'more rows'), line(2, 900, 'Page 2 of 2')];
    expect(inPrintedOrder(scan)).toBe(scan);
    expect(checkPages(scan, 2)).toEqual([]);
    expect(pageFooter('Page 10 of 2')).toBeNull();
    expect(pageFooter('Page 2 / 3')).toEqual([2, 3]);
  });

  it('are put in order around the blank backs of a duplex print saved in reverse', () => {
    // Set 50's Titan pack: blank, page 3, blank, page 2, blank, page 1.
    const reversed = [
      line(1, 400, 'This page is intentionally left blank'),
      line(2, 100, 'last rows'),
      line(2, 900, 'Page 3 of 3'),
      line(3, 400, 'This page is intentionally left blank'),
      line(4, 100, 'middle rows'),
      line(4, 900, 'Page 2 of 3'),
      line(5, 400, 'This page is intentionally left blank'),
      line(6, 100, 'Opening Balance 620,081.45'),
      line(6, 900, 'Page 1 of 3'),
    ];
    expect(
      inPrintedOrder(reversed)
        .map((l) => l.text)
        .filter((t) => !t.includes('blank')),
    ).toEqual(['Opening Balance 620,081.45', 'Page 1 of 3', 'middle rows', 'Page 2 of 3', 'last rows', 'Page 3 of 3']);
  });
});
