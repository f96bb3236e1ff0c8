import { parseDate } from './parse-date.ts';
import { isNotTransactionsTitle } from './trailing-tables.ts';
import type { Line, Segment } from './types.ts';

/** A figure as a bank's generator sets it in a money column: digits, thousands commas, kobo; nothing else. */
const BARE_FIGURE = /^\d{1,3}(?:,\d{3})*\.\d{2}$/;
/** Right edges this close (points) are one edge: the PDF's own rounding. */
const SAME_EDGE = 0.5;
/**
 * A figure ends out of line when its right edge is off the column's by more than this share of its text height: a
 * digit is about 0.55 of it, and a run split from a longer text item has its edges estimated, within a point or so.
 */
const OUT_OF_LINE = 0.4;
/** A right-aligned column is proven by this many figures ending at one edge, of at least two widths. */
const COLUMN_FIGURES = 5;
/** At most this many figures out of line are named one by one; the rest are counted. */
const NAMED = 5;

interface Column {
  edge: number;
  left: number;
}

/** Right-aligned money columns of one page: edges where figures of different widths end together. */
function rightAlignedColumns(figures: readonly Segment[]): Column[] {
  const columns: Column[] = [];
  // By right edge: the figures ending within SAME_EDGE of one another are neighbours in this order.
  const byEdge = [...figures].sort((a, b) => a.x1 - b.x1);
  for (let i = 0; i < byEdge.length; ) {
    let j = i;
    while (j + 1 < byEdge.length && byEdge[j + 1].x1 - byEdge[i].x1 <= SAME_EDGE) j++;
    const together = byEdge.slice(i, j + 1);
    const widths = new Set(together.map((g) => g.text.trim().length));
    if (together.length >= COLUMN_FIGURES && widths.size >= 2) columns.push({ edge: byEdge[i].x1, left: Math.min(...together.map((g) => g.x0)) });
    i = j + 1;
  }
  return columns;
}

/** A line's first cell could be a date: it starts with a digit, or a month's name before a digit ("Oct 3, 2025"). */
const DATE_START = /^(?:\d|[A-Za-z]{3,9}\.? \d)/;

/**
 * Figures of a statement's transaction lines that stand out of line in a right-aligned money column: the column's
 * figures of every width end at one edge, this one ends elsewhere though it lies across the column. A bank's
 * generator sets every figure of a column by the same rule; an editor that changes a figure keeps the text box's left
 * edge, so a figure made longer (943,450.74 made 1,243,450.74) sticks out past the column's edge. Text PDFs only: a
 * scan's boxes are not exact. A transaction line is one that starts with a date.
 */
export function figuresOutOfLine(lines: readonly Line[]): { page: number; text: string; line: string }[] {
  const found: { page: number; text: string; line: string }[] = [];
  const pages = new Map<number, Line[]>();
  // A table of things that are not transactions (uncleared cheques) sets its figures by its own columns: from its
  // title to the end of its page, no line is the statement's.
  let trailerPage = -1;
  for (const l of lines) {
    if (isNotTransactionsTitle(l)) trailerPage = l.page;
    if (l.page === trailerPage) continue;
    // Cheap tests first: a statement of 3,000 rows has as many lines again that hold no figure.
    if (!l.segments.some((s) => BARE_FIGURE.test(s.text.trim())) || l.segments.some((s) => s.conf !== undefined)) continue;
    const first = l.segments[0].text.trim().split(/\s{2,}/)[0];
    if (!DATE_START.test(first) || parseDate(first) === null) continue;
    const onPage = pages.get(l.page);
    if (onPage) onPage.push(l);
    else pages.set(l.page, [l]);
  }
  for (const [page, pageLines] of pages) {
    const figures = pageLines.flatMap((l) => l.segments.filter((s) => BARE_FIGURE.test(s.text.trim())));
    const columns = rightAlignedColumns(figures);
    for (const l of pageLines) {
      for (const s of l.segments) {
        if (!BARE_FIGURE.test(s.text.trim())) continue;
        const across = columns.filter((c) => s.x0 < c.edge && s.x1 > c.left);
        if (across.length > 0 && across.every((c) => Math.abs(c.edge - s.x1) > Math.max(SAME_EDGE, OUT_OF_LINE * s.h))) found.push({ page, text: s.text.trim(), line: l.segments[0].text.trim() });
      }
    }
  }
  return found;
}

/** The warning of a file with figures out of line in their column: which figure, on which line. */
export function figuresOutOfLineWarning(lines: readonly Line[]): string | null {
  const found = figuresOutOfLine(lines);
  if (found.length === 0) return null;
  const named = found.slice(0, NAMED).map((f) => `${f.text} (page ${f.page}, “${f.line.length > 48 ? `${f.line.slice(0, 47)}…` : f.line}”)`);
  const more = found.length > NAMED ? `, and ${found.length - NAMED} more` : '';
  return `${found.length === 1 ? 'A figure does' : `${found.length} figures do`} not line up with the other figures of ${found.length === 1 ? 'its column' : 'their column'}, as a bank's generator sets them: ${named.join('; ')}${more}. A figure may have been typed over the original.`;
}
