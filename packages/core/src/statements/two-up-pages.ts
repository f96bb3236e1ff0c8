import { looksLikeDate } from './parse-date.ts';
import type { Segment } from './types.ts';

/**
 * A narrow statement printed two pages to a sheet (a print dialog's "2 pages per sheet", a viewer's two-up export):
 * each sheet holds two pages side by side, and read across, every line would join a row of the left page to a row of
 * the right one. Such a sheet has a clear vertical gutter near its middle that no text crosses, and each half on its
 * own holds table rows: lines with a date and a figure. (A single table's free stretch between its narration and its
 * amounts has dates on one side and figures on the other, never rows on both.) Each half is then read as a page of
 * its own, left before right.
 */

/** A page's text runs, as pdfTextItems gives them. */
export interface PageRuns {
  page: number;
  width: number;
  height: number;
  segments: Segment[];
  hasText: boolean;
}

const FIGURE = /\d[\d,]*\.\d{2}\b/;
/** Lines of rows each half must hold before a sheet is taken for two pages. */
const MIN_ROWS = 3;
/**
 * The least gutter, in points: two pages' margins side by side (41 and 56 pt on the two-up sheets of sets 12 and
 * 28). The gap between two columns of one table is narrower: a word processor's table continued on a page without
 * its heading had 5.5 pt between its debits and its credits, with a date and a figure on each side.
 */
const MIN_GUTTER = 16;

/** The sheets that hold two pages, each split in two; other pages as they are; pages numbered anew in order. */
export function twoUpAsPages(pages: readonly PageRuns[]): readonly PageRuns[] {
  const gutters = pages.map(gutterOf);
  // The usual file: no sheet of two, nothing renumbered or copied.
  if (gutters.every((g) => g === null)) return pages;
  const out: PageRuns[] = [];
  for (const [k, page] of pages.entries()) {
    const gutter = gutters[k];
    const halves = gutter
      ? [
          { ...page, width: gutter[0], segments: page.segments.filter((s) => s.x1 <= gutter[0]) },
          { ...page, segments: page.segments.filter((s) => s.x0 >= gutter[1]) },
        ]
      : [page];
    for (const half of halves) {
      const number = out.length + 1;
      out.push({ ...half, page: number, segments: half.segments.map((s) => ({ ...s, page: number })) });
    }
  }
  return out;
}

/** The gutter [from, to] between two pages printed side by side on a sheet, or null. */
function gutterOf(page: PageRuns): [number, number] | null {
  // Two pages side by side are printed across a sheet turned on its side; a page taller than wide holding rows in
  // two columns is one page of cards set two to a row (Kuda Business), read by the card reader.
  if (page.width <= page.height) return null;
  const spans = page.segments.map((s) => [s.x0, s.x1] as const).sort((a, b) => a[0] - b[0]);
  let reach = -Infinity;
  let best: [number, number] | null = null;
  for (const [x0, x1] of spans) {
    if (reach > -Infinity && x0 > reach) {
      const middle = (reach + x0) / 2;
      const central = middle > 0.3 * page.width && middle < 0.7 * page.width;
      if (central && (!best || x0 - reach > best[1] - best[0])) best = [reach, x0];
    }
    reach = Math.max(reach, x1);
  }
  if (!best || best[1] - best[0] < MIN_GUTTER) return null;
  const [from, to] = best;
  // Lines of rows on one side: a figure first (cheap, and absent left of one table's gap), then a date.
  const rows = (keep: (s: Segment) => boolean) => {
    const side = page.segments.filter(keep);
    const figured = new Set(side.filter((s) => FIGURE.test(s.text)).map((s) => Math.round(s.y)));
    if (figured.size < MIN_ROWS) return 0;
    return new Set(side.filter((s) => figured.has(Math.round(s.y)) && looksLikeDate(s.text)).map((s) => Math.round(s.y))).size;
  };
  return rows((s) => s.x1 <= from) >= MIN_ROWS && rows((s) => s.x0 >= to) >= MIN_ROWS ? [from, to] : null;
}
