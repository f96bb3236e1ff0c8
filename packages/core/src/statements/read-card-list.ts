import { withDayHeadings } from './day-headings.ts';
import { datesFirst } from './card-blocks.ts';
import { readPositionalTable } from './read-positional-table.ts';
import { blockText } from './block-text.ts';
import { isDate, isSignedFigure, readColumn, type Card, type Txn } from './read-card-column.ts';
import type { ColumnRole, Line, RawRow, Segment, TableRead } from './types.ts';
import { emptyRawRow } from './types.ts';

/**
 * Statements that print each transaction as a card (an app's history, a grid of cards) have no heading row to cut
 * columns under. A card is found by what it holds instead: a date (its own, or a day heading shared by the cards
 * under it), an amount (signed, or under a Debit/Credit label), a balance (labelled Balance or Bal), a narration and
 * optionally a labelled counterparty. Cards printed side by side are told apart by the x where their dates start.
 */

/**
 * The x where each column of cards starts: where card dates start, in clusters. A date printed once (a period or
 * print date in the block above) makes no column when others repeat.
 */
function cardColumns(lines: readonly Line[]): { x: number; last: number }[] {
  const xs = lines
    .flatMap((l) => l.segments.filter(isDate).map((s) => ({ x: s.x0, h: l.h })))
    .sort((a, b) => a.x - b.x);
  const clusters: { x: number; n: number; last: number }[] = [];
  for (const { x, h } of xs) {
    const c = clusters[clusters.length - 1];
    if (c && x - c.last <= 1.5 * h) {
      c.n++;
      c.last = x;
    } else clusters.push({ x, n: 1, last: x });
  }
  const repeated = clusters.filter((c) => c.n >= 2);
  return repeated.length > 0 ? repeated : clusters;
}

/** The column of cards a word belongs to: the last one starting at or left of it (within a text height). */
function columnOf(s: Segment, starts: readonly number[], h: number): number {
  let k = 0;
  for (let i = 1; i < starts.length; i++) if (s.x0 + h >= starts[i]) k = i;
  return k;
}

/**
 * A card's date: a date that starts where a column of cards starts. Another date (a print date above the list, a
 * value date inside a card) starts no card.
 */
const cardDate = (starts: readonly number[], ends: readonly number[]) => (s: Segment) =>
  isDate(s) && starts.some((x, k) => s.x0 >= x - 1.5 * s.h && s.x0 <= ends[k] + 1.5 * s.h);

/** A piece of narration with a word in it: three letters or three digits in a run. */
const WORDY = /[A-Za-z]{3,}|\d{3,}/;

/**
 * The narration's text without the marks of the row's icon: an app draws an icon left of each title ("↗", a TV, a
 * bolt) that OCR reads as a stray mark ("l=) £3", "L]", "[1", "Ve"). Such a piece holds no word and lies wholly left
 * of where the narration's words start.
 */
function narrationText(parts: Txn['narration']): string {
  const words = parts.filter((p) => WORDY.test(p.text));
  // A narration of short words only ("TV", "Fee") is kept whole.
  const start = words.length > 0 ? Math.min(...words.map((p) => p.x0)) : -Infinity;
  return parts
    .filter((p) => WORDY.test(p.text) || p.x1 >= start)
    .map((p) => p.text)
    .join(' ');
}

/**
 * Running titles and footers, not card text: lines on a later page above its first card that repeat on another page,
 * and, read by OCR at the foot of a page (below its last figure), lines without a digit printed at the same height on
 * half the pages and three at least (on every page of two or three): a screenshot's navigation bar
 * ("Home  Payments  Budget  Cards  More") under every screen. A row shown again where screens overlap sits at another
 * height on each.
 */
function runningTitles(lines: readonly Line[], firstCardLine: number, isCardDate: (s: Segment) => boolean): Set<Line> {
  const pagesOf = new Map<string, Set<number>>();
  for (const l of lines) pagesOf.set(l.text, (pagesOf.get(l.text) ?? new Set()).add(l.page));
  // Candidates: OCR lines without a digit below every line with one on their page (the foot of a screen).
  const lastFigure = new Map<number, number>();
  for (const l of lines)
    if (/\d/.test(l.text)) lastFigure.set(l.page, Math.max(lastFigure.get(l.page) ?? -Infinity, l.y));
  const at = new Map<string, Line[]>();
  for (const l of lines) {
    const foot =
      !/\d/.test(l.text) && l.y > (lastFigure.get(l.page) ?? -Infinity) && l.segments.some((s) => s.conf !== undefined);
    if (foot) at.set(l.text, [...(at.get(l.text) ?? []), l]);
  }
  const pageCount = new Set(lines.map((l) => l.page)).size;
  const needed = Math.min(pageCount, Math.max(3, Math.ceil(pageCount / 2)));
  const footer = (l: Line) =>
    needed >= 2 &&
    new Set((at.get(l.text) ?? []).filter((o) => Math.abs(o.y - l.y) <= 2 * Math.max(o.h, l.h)).map((o) => o.page))
      .size >= needed;
  const out = new Set<Line>();
  const seenCard = new Set<number>();
  lines.forEach((l, i) => {
    if (i < firstCardLine) return;
    if (l.segments.some(isCardDate)) seenCard.add(l.page);
    else if ((!seenCard.has(l.page) && (pagesOf.get(l.text)?.size ?? 0) > 1) || footer(l)) out.add(l);
  });
  return out;
}

/** Reads transactions printed as cards (no heading row) into the rows a table gives. */
export function readCardList(printed: readonly Line[]): TableRead {
  const allText = printed.map((l) => l.text);
  const roles = new Set<ColumnRole>();
  // Where each column's dates start, from the first to the last (a photo's lines drift a little across the page).
  const spans = cardColumns(printed);
  const starts = spans.map((c) => c.x);
  const isCardDate = cardDate(
    starts,
    spans.map((c) => c.last),
  );
  // An app's list prints each block's date last: it is moved to the top of its block first (card-blocks.ts). Cards
  // side by side keep their order.
  const { lines, blockPerCard } =
    starts.length === 1
      ? datesFirst(printed, isCardDate, (s) => isSignedFigure(s.text.trim()))
      : { lines: printed.slice(), blockPerCard: false };
  const first = lines.findIndex((l) => l.segments.some(isCardDate));
  const empty: TableRead = { rows: [], headerText: blockText(lines), allText, headers: [], warnings: [], roles };
  if (first < 0) return empty;
  const skip = runningTitles(lines, first, isCardDate);
  const columns: Line[][] = starts.map(() => []);
  for (const l of lines.slice(first)) {
    if (skip.has(l)) continue;
    starts.forEach((_, k) => {
      const segments = l.segments.filter((s) => columnOf(s, starts, l.h) === k);
      if (segments.length > 0) columns[k].push({ ...l, segments, text: segments.map((s) => s.text).join(' ') });
    });
  }
  const cards = columns.flatMap((rows, k) => readColumn(rows, k, isCardDate, blockPerCard)).filter((c) => c.page > 0);
  // Row-major, as printed: cards whose first lines sit level are one row of the grid, read left to right.
  cards.sort((a, b) => a.page - b.page || a.y - b.y);
  const ordered: Card[] = [];
  for (let i = 0; i < cards.length;) {
    let j = i + 1;
    while (j < cards.length && cards[j].page === cards[i].page && cards[j].y - cards[i].y <= 1.5 * cards[i].h) j++;
    ordered.push(...cards.slice(i, j).sort((a, b) => a.column - b.column));
    i = j;
  }
  const rows: RawRow[] = [];
  for (const c of ordered) {
    for (const t of c.txns) {
      const { debit = '', credit = '', balance = '' } = t.values;
      // An amount printed without a sign takes the side its receipt names.
      const amount =
        t.side && t.values.amount && !isSignedFigure(t.values.amount)
          ? `${t.side < 0 ? '-' : '+'}${t.values.amount}`
          : (t.values.amount ?? '');
      // A transaction needs its date and an amount; a day heading's words alone, or a footer, are no row.
      if (t.date === '' || (debit + credit + amount).trim() === '') continue;
      const row = emptyRawRow(c.page, rows.length);
      Object.assign(row, {
        date: t.date,
        description: narrationText(t.narration),
        counterparty: t.counterparty.join(' '),
        debit,
        credit,
        amount,
        balance,
      });
      if (t.time) row.time = t.time;
      if (t.status) row.status = t.status;
      rows.push(row);
    }
  }
  if (rows.length === 0) return empty;
  roles.add('date').add('description').add('balance');
  for (const r of rows) {
    if (r.counterparty) roles.add('counterparty');
    if (r.debit) roles.add('debit');
    if (r.credit) roles.add('credit');
    if (r.amount) roles.add('amount');
  }
  return { rows, headerText: blockText(lines.slice(0, first)), allText, headers: [], warnings: [], roles };
}

/**
 * The printed table, or, when it gives no row with a figure (no heading row: transactions printed as cards), the
 * cards. The card reader is only a fallback, so every statement a table reads stays read the same way.
 */
export function readTableOrCards(lines: readonly Line[]): TableRead {
  // Rows that print only their time under a heading for their day are given the day first (day-headings.ts); cards
  // read their day headings themselves.
  const table = readPositionalTable(withDayHeadings(lines));
  if (table.rows.some((r) => /\d/.test(r.debit + r.credit + r.amount))) return table;
  const cards = readCardList(lines);
  return cards.rows.length > 0 ? cards : table;
}
