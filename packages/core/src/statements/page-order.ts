import { pageFooter } from './check-pages.ts';
import type { Line } from './types.ts';

/**
 * The lines of a file whose pages were fed to the scanner out of order (printed pages 2, 1, 3), renumbered in the
 * order the statement prints them, when every page prints its own number ("Page 2 of 3") and the numbers all differ
 * (blank pages aside).
 * Read in file order, the first page's summary box in the middle of the file started a new account. A page missing
 * or repeated is left to the page checks (check-pages.ts), which say so.
 */
const BLANK_PAGE =
  /\b(?:intentionally|deliberately)\s+(?:left\s+)?blank\b|^\s*(?:this\s+page\s+is\s+)?blank(?:\s+page)?\s*$/i;

export function inPrintedOrder(lines: readonly Line[]): readonly Line[] {
  const pages = [...new Set(lines.map((l) => l.page))].sort((a, b) => a - b);
  if (pages.length < 2) return lines;
  const printed = new Map<number, number>();
  for (const l of lines) {
    const footer = pageFooter(l.text);
    if (footer && !printed.has(l.page)) printed.set(l.page, footer[0]);
  }
  // A blank back of a duplex print ("This page is intentionally left blank") prints no number and holds nothing: it
  // is put last, and the pages that print one are ordered by them (a pack saved in reverse page order).
  const linesOn = new Map<number, number>();
  const saysBlank = new Set<number>();
  for (const l of lines) {
    linesOn.set(l.page, (linesOn.get(l.page) ?? 0) + 1);
    if (BLANK_PAGE.test(l.text)) saysBlank.add(l.page);
  }
  const blank = (p: number) => !printed.has(p) && saysBlank.has(p) && (linesOn.get(p) ?? 0) <= 2;
  const numbered = pages.filter((p) => !blank(p));
  const numbers = numbered.map((p) => printed.get(p));
  if (numbered.length < 2 || numbers.some((n) => n === undefined) || new Set(numbers).size !== numbered.length)
    return lines;
  const order = [...numbered.sort((a, b) => printed.get(a)! - printed.get(b)!), ...pages.filter(blank)];
  if (order.every((p, i) => p === pages[i])) return lines;
  const place = new Map(order.map((p, i) => [p, pages[i]]));
  return lines
    .map((l) => ({
      ...l,
      page: place.get(l.page)!,
      segments: l.segments.map((s) => ({ ...s, page: place.get(l.page)! })),
    }))
    .sort((a, b) => a.page - b.page || a.y - b.y);
}
