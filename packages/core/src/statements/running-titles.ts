import type { Line, Segment } from './types.ts';

/** A sum of money with its kobo. */
const MONEY = /\d[\d,]*\.\d{2}\b/;

/**
 * Running titles and footers, not card text: lines on a later page above its first card that repeat on another page,
 * and, read by OCR at the foot of a page (below its last figure), lines without a digit printed at the same height on
 * half the pages and three at least (on every page of two or three): a screenshot's navigation bar
 * ("Home  Payments  Budget  Cards  More") under every screen. A row shown again where screens overlap sits at another
 * height on each.
 */
export function runningTitles(
  lines: readonly Line[],
  firstCardLine: number,
  isCardDate: (s: Segment) => boolean,
  printed: readonly Line[],
): Set<Line> {
  const pagesOf = new Map<string, Set<number>>();
  for (const l of lines) pagesOf.set(l.text, (pagesOf.get(l.text) ?? new Set()).add(l.page));
  const footer = runningFooter(printed);
  const out = new Set<Line>();
  const seenCard = new Set<number>();
  lines.forEach((l, i) => {
    if (i < firstCardLine) return;
    if (l.segments.some(isCardDate)) seenCard.add(l.page);
    // A line with a sum of money is a card's, though its words repeat (a levy of the same amount on another page,
    // above the first date of a page that goes on with the day before).
    else if ((!seenCard.has(l.page) && (pagesOf.get(l.text)?.size ?? 0) > 1 && !MONEY.test(l.text)) || footer(l)) out.add(l);
  });
  return out;
}

/**
 * Whether a line is a footer printed on page after page, told on the column's lines as printed (before the blocks
 * without a date are left out): a footer far below a page's last card is such a block.
 */
function runningFooter(lines: readonly Line[]): (l: Line) => boolean {
  // Candidates: OCR lines without a digit below every line with one on their page (the foot of a screen).
  const lastFigure = new Map<number, number>();
  for (const l of lines)
    if (/\d/.test(l.text)) lastFigure.set(l.page, Math.max(lastFigure.get(l.page) ?? -Infinity, l.y));
  // A printed page's footer may hold digits ("Page 2 of 6", "within 30 days"): below the page's last sum of money,
  // its text with the digits masked.
  const lastMoney = new Map<number, number>();
  for (const l of lines)
    if (MONEY.test(l.text)) lastMoney.set(l.page, Math.max(lastMoney.get(l.page) ?? -Infinity, l.y));
  const ocr = (l: Line) => l.segments.some((s) => s.conf !== undefined);
  const keyOf = (l: Line) => (ocr(l) ? l.text : l.text.replace(/\d+/g, '#'));
  const at = new Map<string, Line[]>();
  for (const l of lines) {
    const foot = ocr(l)
      ? !/\d/.test(l.text) && l.y > (lastFigure.get(l.page) ?? -Infinity)
      : l.y > (lastMoney.get(l.page) ?? -Infinity);
    if (foot) at.set(keyOf(l), [...(at.get(keyOf(l)) ?? []), l]);
  }
  const pageCount = new Set(lines.map((l) => l.page)).size;
  // A screenshot's bar is told on three screens at least; a printed page's footer on two.
  const needed = (l: Line) => Math.min(pageCount, Math.max(ocr(l) ? 3 : 2, Math.ceil(pageCount / 2)));
  const footer = (l: Line): boolean =>
    needed(l) >= 2 &&
    new Set((at.get(keyOf(l)) ?? []).filter((o) => Math.abs(o.y - l.y) <= 2 * Math.max(o.h, l.h)).map((o) => o.page))
      .size >= needed(l);
  return footer;
}
