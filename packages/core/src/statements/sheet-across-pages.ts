import { startsWithDate } from './parse-date.ts';
import { FIGURE, type PageRuns } from './two-up-pages.ts';
import type { Segment } from './types.ts';

/**
 * A spreadsheet statement too wide for its paper, printed by Excel or Calc: the sheet is cut into bands of columns,
 * and each page prints one band of some rows ("over, then down": the bands of the first rows, then of the next;
 * "down, then over": every row of the first band, then of the next). Read page by page, a row's date, its narration
 * and its figures were on different pages, and no page was a statement. A page that holds the same rows as an earlier
 * page is put beside it, on its right, so the sheet is read whole again. That page is told by:
 * - the same dates on the same lines as the earlier page (the print repeats the date column on every page), the
 *   repeated cells then dropped; or
 * - no date at all, and figures on the very lines of the previous page's dated rows (no titles repeated; only the
 *   page printed just before can be its neighbour, the order "over, then down").
 * A statement's own pages hold dates of their own, so they are read as before.
 */
const MIN_ROWS = 3;

const key = (y: number) => Math.round(y);

/** The page's dated lines: each line's y and the text of its first date run. */
function datedLines(page: PageRuns): Map<number, string> {
  const out = new Map<number, string>();
  for (const s of [...page.segments].sort((a, b) => a.x0 - b.x0))
    if (!out.has(key(s.y)) && startsWithDate(s.text)) out.set(key(s.y), s.text);
  return out;
}

const near = (ys: ReadonlySet<number>, y: number) => ys.has(key(y)) || ys.has(key(y) - 1) || ys.has(key(y) + 1);

/** Whether `page`, with no date, holds figures on the lines of `before`'s dated rows. */
function continuesWithoutTitles(page: PageRuns, before: Map<number, string>): boolean {
  const rows = new Set(before.keys());
  const figured = page.segments.filter((s) => FIGURE.test(s.text));
  const lines = new Set(figured.map((s) => key(s.y)));
  return lines.size >= MIN_ROWS && [...lines].filter((y) => near(rows, y)).length >= 0.8 * lines.size;
}

/**
 * Whether `page` repeats `base`'s date column, line for line, and prints other columns than it: no figure of the page
 * ends where one of `base`'s does. (A statement's next page, all its rows of one busy day at the same heights as the
 * page before, has the same dates on the same lines, but its figures in the same columns.)
 */
function repeatsTitles(page: PageRuns, dates: Map<number, string>, base: Sheet): boolean {
  // Most pages share no dated line with an earlier one: the cheap test first (a long statement has many pages).
  const [firstY, firstText] = dates.entries().next().value!;
  if (base.dates.get(firstY) !== firstText) return false;
  const same = [...dates].filter(([y, text]) => base.dates.get(y) === text).length;
  if (same < MIN_ROWS || same < 0.8 * Math.min(dates.size, base.dates.size)) return false;
  base.figureEnds ??= new Set(base.pages[0].segments.filter((s) => FIGURE.test(s.text)).map((s) => Math.round(s.x1)));
  const ends = base.figureEnds;
  const endsAtOne = (x: number) => ends.has(x) || ends.has(x - 1) || ends.has(x + 1);
  return !page.segments.some((s) => FIGURE.test(s.text) && endsAtOne(Math.round(s.x1)));
}

interface Sheet {
  pages: PageRuns[];
  dates: Map<number, string>;
  /** Where the first page's figures end (rounded), found when first asked. */
  figureEnds?: Set<number>;
}

export function sheetAcrossPages(pages: readonly PageRuns[]): readonly PageRuns[] {
  if (pages.length < 2) return pages;
  const sheets: Sheet[] = [];
  let last: Sheet | null = null;
  for (const page of pages) {
    const dates = datedLines(page);
    const base: Sheet | undefined =
      dates.size > 0
        ? sheets.find((s) => repeatsTitles(page, dates, s))
        : last && last.dates.size >= MIN_ROWS && continuesWithoutTitles(page, last.dates)
          ? last
          : undefined;
    if (base) {
      const first = base.pages[0];
      // The repeated cells (the date column, the preamble's labels) are printed where the first page has them.
      const repeated = (s: Segment) =>
        first.segments.some((f: Segment) => f.text === s.text && Math.abs(f.y - s.y) < 1 && Math.abs(f.x0 - s.x0) < 2);
      base.pages.push({ ...page, segments: page.segments.filter((s) => !repeated(s)) });
      last = base;
    } else {
      last = { pages: [page], dates };
      sheets.push(last);
    }
  }
  if (sheets.length === pages.length) return pages;
  return sheets.map((sheet, k) => {
    const width = sheet.pages.reduce((w, p) => w + p.width, 0);
    let offset = 0;
    const segments: Segment[] = [];
    for (const p of sheet.pages) {
      for (const s of p.segments) segments.push({ ...s, x0: s.x0 + offset, x1: s.x1 + offset, page: k + 1 });
      offset += p.width;
    }
    return { ...sheet.pages[0], page: k + 1, width, segments };
  });
}
