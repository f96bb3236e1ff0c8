import { startsWithDate } from './parse-date.ts';
import type { Line, Segment } from './types.ts';

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

/** A printed figure with its kobo: the mark of a row's amount or balance. */
export const FIGURE = /\d[\d,]*\.\d{2}\b/;
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
    const halves =
      gutter === null ? [page] : Array.isArray(gutter) ? sideBySide(page, gutter) : fourUp(page, gutter.quarters);
    for (const half of halves) {
      const number = out.length + 1;
      out.push({ ...half, page: number, segments: half.segments.map((s) => ({ ...s, page: number })) });
    }
  }
  return out;
}

const sideBySide = (page: PageRuns, [from, to]: [number, number]): PageRuns[] => [
  { ...page, width: from, segments: page.segments.filter((s) => s.x1 <= from) },
  { ...page, segments: page.segments.filter((s) => s.x0 >= to) },
];

/**
 * The four pages of a sheet printed four to a page, in the order their own page numbers give ("Page 3 of 4"), or
 * across and then down (a print dialog's usual order) where a quarter prints none. An empty quarter (the last sheet's)
 * is left out.
 */
function fourUp(page: PageRuns, quarters: Segment[][]): PageRuns[] {
  const numbered = quarters.map((q) => pageNumberOf(q));
  const ordered =
    numbered.every((n) => n !== null) && new Set(numbered).size === numbered.length
      ? [...quarters].sort((a, b) => pageNumberOf(a)! - pageNumberOf(b)!)
      : quarters;
  return ordered.map((segments) => ({ ...page, segments }));
}

/** The non-empty quarters of a page cut by its central gutters across and down (across then down), or null. */
function quartersOf(page: PageRuns, [from, to]: [number, number]): Segment[][] | null {
  const down = centralGap(
    page.segments.map((s) => [s.y - s.h, s.y]),
    page.height,
  );
  if (!down) return null;
  const [top, bottom] = down;
  return [
    page.segments.filter((s) => s.x1 <= from && s.y <= top),
    page.segments.filter((s) => s.x0 >= to && s.y <= top),
    page.segments.filter((s) => s.x1 <= from && s.y - s.h >= bottom),
    page.segments.filter((s) => s.x0 >= to && s.y - s.h >= bottom),
  ].filter((q) => q.length > 0);
}

const PAGE_NUMBER = /\bpage\s+(\d{1,3})\b/i;
function pageNumberOf(segments: readonly Segment[]): number | null {
  const found = segments.map((s) => PAGE_NUMBER.exec(s.text)).find((m) => m !== null);
  return found ? Number(found[1]) : null;
}

/** The widest gap no text crosses, across the middle of a span of `size` (0.3 to 0.7 of it), at least MIN_GUTTER. */
function centralGap(spans: readonly (readonly [number, number])[], size: number): [number, number] | null {
  let reach = -Infinity;
  let best: [number, number] | null = null;
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (reach > -Infinity && from > reach) {
      const middle = (reach + from) / 2;
      const central = middle > 0.3 * size && middle < 0.7 * size;
      if (central && (!best || from - reach > best[1] - best[0])) best = [reach, from];
    }
    reach = Math.max(reach, to);
  }
  return best && best[1] - best[0] >= MIN_GUTTER ? best : null;
}

/** Lines of rows among a page's runs: a figure first (cheap, and absent left of one table's gap), then a date. */
function rowLines(side: readonly Segment[]): number {
  const figured = new Set(side.filter((s) => FIGURE.test(s.text)).map((s) => Math.round(s.y)));
  if (figured.size < MIN_ROWS) return 0;
  return new Set(side.filter((s) => figured.has(Math.round(s.y)) && startsWithDate(s.text)).map((s) => Math.round(s.y)))
    .size;
}

/**
 * How a sheet holds pages: its quarters (two by two, each non-empty quarter with its own page number, two with
 * rows), the gutter [from, to] between two pages side by side, or null.
 */
function gutterOf(page: PageRuns): [number, number] | { quarters: Segment[][] } | null {
  const across = centralGap(
    page.segments.map((s) => [s.x0, s.x1]),
    page.width,
  );
  if (!across) return null;
  const [from, to] = across;
  const quarters = quartersOf(page, across);
  // Cards set two to a row have gaps both ways too, but no page number in each quarter. The last page may hold a row
  // or two.
  if (
    quarters &&
    quarters.length >= 3 &&
    quarters.filter((q) => rowLines(q) >= MIN_ROWS).length >= 2 &&
    quarters.every((q) => pageNumberOf(q) !== null)
  )
    return { quarters };
  // Two pages side by side are printed across a sheet turned on its side; a page taller than wide holding rows in
  // two columns is one page of cards set two to a row (Kuda Business), read by the card reader.
  if (page.width <= page.height) return null;
  const left = page.segments.filter((s) => s.x1 <= from);
  const right = page.segments.filter((s) => s.x0 >= to);
  return rowLines(left) >= MIN_ROWS && rowLines(right) >= MIN_ROWS ? across : null;
}

/** A page read by OCR: its words already in lines. */
interface ReadPage {
  lines: Line[];
  confidence: number;
  width: number;
  height: number;
}

/**
 * The same for a scan or photo of a sheet of two or four pages: each line's words are parted between the pages they
 * lie on, so a line never joins a row of one page to a row of the other.
 */
export function twoUpReadPages<P extends ReadPage>(pages: readonly P[]): P[] {
  return pages
    .flatMap((page, k) => {
      const segments = page.lines.flatMap((l) => l.segments);
      const parts = twoUpAsPages([
        { page: k + 1, width: page.width, height: page.height, segments, hasText: segments.length > 0 },
      ]);
      if (parts.length < 2) return [page];
      const keyOf = (s: Segment) => `${s.x0}|${s.y}|${s.text}`;
      return parts.map((part) => {
        const mine = new Set(part.segments.map(keyOf));
        const lines = page.lines
          .map((l) => {
            const kept = l.segments.filter((s) => mine.has(keyOf(s)));
            return { ...l, segments: kept, text: kept.map((s) => s.text).join(' ') };
          })
          .filter((l) => l.segments.length > 0);
        return { ...page, lines };
      });
    })
    .map((p, i) => ({
      ...p,
      lines: p.lines.map((l) => ({ ...l, page: i + 1, segments: l.segments.map((s) => ({ ...s, page: i + 1 })) })),
    }));
}
