import { describe, expect, it } from 'vitest';
import { twoUpAsPages, twoUpReadPages, type PageRuns } from './two-up-pages.ts';
import type { Segment } from './types.ts';

const run = (text: string, x0: number, y: number): Segment => ({
  text,
  x0,
  x1: x0 + text.length * 4,
  y,
  h: 8,
  page: 1,
});
const rows = (left: number, from: number) =>
  [0, 1, 2, 3].flatMap((k) => [
    run(`0${k + 1}/09/2025`, left, from + 13 * k),
    run('TRANSFER FEE', left + 48, from + 13 * k),
    run(`${k + 1}0.00`, left + 250, from + 13 * k),
  ]);

describe('twoUpAsPages', () => {
  it('reads a sheet of two pages side by side as two pages, left first', () => {
    const sheet: PageRuns = {
      page: 1,
      width: 842,
      height: 595,
      segments: [...rows(22, 135), ...rows(443, 55)],
      hasText: true,
    };
    const pages = twoUpAsPages([sheet]);
    expect(pages.map((p) => [p.page, p.segments.length, Math.min(...p.segments.map((s) => s.x0))])).toEqual([
      [1, 12, 22],
      [2, 12, 443],
    ]);
    expect(pages[1].segments.every((s) => s.page === 2)).toBe(true);
  });

  it('leaves one table whose dates and figures lie either side of a wide gap as one page', () => {
    const segments = [0, 1, 2, 3].flatMap((k) => [
      run(`0${k + 1}/09/2025`, 40, 100 + 13 * k),
      run(`${k + 1}0.00`, 500, 100 + 13 * k),
    ]);
    const pages = twoUpAsPages([{ page: 1, width: 595, height: 842, segments, hasText: true }]);
    expect(pages).toHaveLength(1);
    expect(pages[0].segments).toHaveLength(8);
  });

  it('leaves a table continued without its heading as one page, though dates and figures lie on both sides of a narrow gap', () => {
    // Set 28's Writer table, page 2: date, narration and debit left of a 5.5 pt gap; value date and balance right.
    const segments = [0, 1, 2, 3].flatMap((k) => [
      run(`2${k}/09/2025`, 59, 60 + 40 * k),
      // A long narration reaches the debits: no wider free stretch is left between them.
      run(k === 0 ? 'NIP TRANSFER FROM ADAEZE NWANKWO UBA REF 187040165430' : 'NIP TRF TO KELECHI', 126, 60 + 40 * k),
      run(`4${k},589.00`, 334, 60 + 40 * k),
      run(`2${k}/09/2025`, 375 + 5.5, 60 + 40 * k),
      run(`1,4${k}4,798.40`, 502, 60 + 40 * k),
    ]);
    const pages = twoUpAsPages([{ page: 1, width: 595, height: 842, segments, hasText: true }]);
    expect(pages).toHaveLength(1);
  });

  it('leaves a portrait page of cards set two to a row as one page', () => {
    // Kuda Business: each card a date, a title and an amount; 37 pt between the left cards' amounts and the right
    // cards' dates, as wide as a gutter.
    const cards = (x: number) =>
      [0, 1, 2, 3].flatMap((k) => [
        run(`0${k + 1}/09/2025`, x, 100 + 40 * k),
        run('TRANSFER TO ADA OKAFOR', x + 50, 100 + 40 * k),
        run(`${k + 1}0.00`, x + 190, 100 + 40 * k),
      ]);
    const segments = [...cards(40), ...cards(307)];
    expect(twoUpAsPages([{ page: 1, width: 595, height: 842, segments, hasText: true }])).toHaveLength(1);
    // The same sheet turned on its side is two pages.
    expect(twoUpAsPages([{ page: 1, width: 842, height: 595, segments, hasText: true }])).toHaveLength(2);
  });

  it('reads a sheet of four pages, two by two, as four pages in the order of their page numbers', () => {
    // A portrait sheet "4 pages per sheet": each quarter a shrunk page with its rows and its own "Page n of 4"; the
    // last page holds one row. The quarters are numbered down, then across, here.
    const quarter = (x: number, y: number, n: number, rowCount: number) => [
      ...[0, 1, 2, 3]
        .slice(0, rowCount)
        .flatMap((k) => [
          run(`0${k + 1}/09/2025`, x, y + 13 * k),
          run('TRANSFER TO ADA OKAFOR', x + 44, y + 13 * k),
          run(`${k + 1}0.00`, x + 160, y + 13 * k),
        ]),
      run(`Page ${n} of 4`, x + 100, y + 300),
    ];
    const segments = [
      ...quarter(20, 60, 1, 4),
      ...quarter(320, 60, 3, 4),
      ...quarter(20, 460, 2, 4),
      ...quarter(320, 460, 4, 1),
    ];
    const pages = twoUpAsPages([{ page: 1, width: 595, height: 842, segments, hasText: true }]);
    expect(
      pages.map((p) => [p.page, p.segments.length, p.segments.find((s) => s.text.startsWith('Page'))?.text]),
    ).toEqual([
      [1, 13, 'Page 1 of 4'],
      [2, 13, 'Page 2 of 4'],
      [3, 13, 'Page 3 of 4'],
      [4, 4, 'Page 4 of 4'],
    ]);
  });

  it('reads a shrunk page whose dates run on into their narrations as a page with rows', () => {
    // A sheet of two pages shrunk: each date is one run with its value date and narration.
    const glued = (left: number, from: number) =>
      [0, 1, 2, 3].flatMap((k) => [
        run(`0${k + 1}/09/2025 0${k + 1}/09/2025 NIP CHARGE`, left, from + 13 * k),
        run(`${k + 1}0.00`, left + 250, from + 13 * k),
      ]);
    const sheet: PageRuns = {
      page: 1,
      width: 842,
      height: 595,
      segments: [...glued(22, 135), ...glued(443, 55)],
      hasText: true,
    };
    expect(twoUpAsPages([sheet])).toHaveLength(2);
  });

  it('parts the lines of a scanned sheet of two pages between its pages', () => {
    // Set 50's Globus sheet, printed two to a page and scanned: OCR's lines ran across both pages.
    const left = rows(22, 55);
    const right = rows(443, 55);
    const lines = [0, 1, 2, 3].map((k) => {
      const segments = [...left.slice(3 * k, 3 * k + 3), ...right.slice(3 * k, 3 * k + 3)].map((s) => ({
        ...s,
        conf: 90,
      }));
      return { page: 1, y: segments[0].y, h: 8, segments, text: segments.map((s) => s.text).join(' ') };
    });
    const pages = twoUpReadPages([{ lines, confidence: 90, width: 842, height: 595 }]);
    expect(pages.map((p) => p.lines.map((l) => l.text))).toEqual([
      [
        '01/09/2025 TRANSFER FEE 10.00',
        '02/09/2025 TRANSFER FEE 20.00',
        '03/09/2025 TRANSFER FEE 30.00',
        '04/09/2025 TRANSFER FEE 40.00',
      ],
      [
        '01/09/2025 TRANSFER FEE 10.00',
        '02/09/2025 TRANSFER FEE 20.00',
        '03/09/2025 TRANSFER FEE 30.00',
        '04/09/2025 TRANSFER FEE 40.00',
      ],
    ]);
    expect(pages[1].lines.every((l) => l.page === 2 && l.segments.every((s) => s.page === 2))).toBe(true);
  });
});
