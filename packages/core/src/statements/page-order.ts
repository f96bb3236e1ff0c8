import { FOOTER } from './check-pages.ts';
import type { Line } from './types.ts';

/**
 * The lines of a file whose pages were fed to the scanner out of order (printed pages 2, 1, 3), renumbered in the
 * order the statement prints them, when every page prints its own number ("Page 2 of 3") and the numbers all differ.
 * Read in file order, the first page's summary box in the middle of the file started a new account. A page missing
 * or repeated is left to the page checks (check-pages.ts), which say so.
 */
export function inPrintedOrder(lines: readonly Line[]): readonly Line[] {
  const pages = [...new Set(lines.map((l) => l.page))].sort((a, b) => a - b);
  if (pages.length < 2) return lines;
  const printed = new Map<number, number>();
  for (const l of lines) {
    const m = FOOTER.exec(l.text);
    if (m && !printed.has(l.page)) printed.set(l.page, Number(m[1]));
  }
  const numbers = pages.map((p) => printed.get(p));
  if (numbers.some((n) => n === undefined) || new Set(numbers).size !== pages.length) return lines;
  const order = pages.slice().sort((a, b) => printed.get(a)! - printed.get(b)!);
  if (order.every((p, i) => p === pages[i])) return lines;
  const place = new Map(order.map((p, i) => [p, pages[i]]));
  return lines.map((l) => ({ ...l, page: place.get(l.page)!, segments: l.segments.map((s) => ({ ...s, page: place.get(l.page)! })) })).sort((a, b) => a.page - b.page || a.y - b.y);
}
