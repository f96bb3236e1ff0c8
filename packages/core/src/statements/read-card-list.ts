import { withDayHeadings } from './day-headings.ts';
import { datesFirst } from './card-blocks.ts';
import { readPositionalTable } from './read-positional-table.ts';
import { blockText } from './block-text.ts';
import { CHIP, CLOCK, hasAmount, isBracketed, isDate, isSignedFigure, labelOf, STATUS_AFTER } from './card-fields.ts';
import { readColumn, type Card, type Txn } from './read-card-column.ts';
import { withStackedDates } from './stacked-dates.ts';
import { runningTitles } from './running-titles.ts';
import type { ColumnRole, Line, RawRow, Segment, TableRead } from './types.ts';
import { emptyRawRow } from './types.ts';
import { looksLikeDate } from './parse-date.ts';

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
  const kept = parts.filter((p) => WORDY.test(p.text) || p.x1 >= start);
  // A stop printed as a piece of its own, touching the word before it ("Yusuf Y" + ". Anozie"), takes no space.
  const touching = (p: (typeof kept)[number], k: number) =>
    k > 0 && p.y === kept[k - 1].y && /^[.,;:)]/.test(p.text) && p.x0 - kept[k - 1].x1 <= 1;
  return kept.map((p, k) => (k === 0 ? p.text : touching(p, k) ? p.text : ` ${p.text}`)).join('');
}

/** A direction or amount label and its figure in one piece: "Debit NGN 7,500.00", "↓ Money in ₦20,000.00". */
const LABEL_FIGURE = /^(\S.{0,20}?)\s+((?:[-+−–—]\s*)?(?:₦|NGN)?\s*\d[\d,]*\.\d{2})$/i;

/**
 * A time and what follows it in one piece: a reference ("09:12 - Ref: SPK396730216") or a chip ("6:20 PM · Shopping";
 * OCR reads the dot as a dash or a colon).
 */
const TIME_THEN = new RegExp(String.raw`^(${CLOCK})\s+[-–·•|:]\s+(\S.*)$`, 'i');

/** A date and its time set apart by a dash or a dot ("Sep 29, 2025 - 4:08 PM"). */
const DATE_THEN_TIME = new RegExp(String.raw`^(.*\d)\s+[-–·•|]\s+(${CLOCK})$`, 'i');

/** Where a piece's second part starts, by its share of the characters (a piece's glyphs are not placed one by one). */
function cutInTwo(s: Segment, first: string, second: string): Segment[] {
  const cut = s.x0 + ((s.x1 - s.x0) * first.length) / s.text.trim().length;
  return [{ ...s, text: first, x1: cut }, { ...s, text: second, x0: cut + 1 }];
}

/**
 * Pieces that hold two fields, set apart as the pieces they are: a status after a date or a time ("4 Oct 2025,
 * 7:43 PM · Completed", "10:17 PM · Successful"), so that the date starts its card and the time is read; a time and
 * the reference after it; a direction and its figure ("Debit NGN 7,500.00"), so that the figure takes the side its
 * label names.
 */
function withPiecesApart(lines: readonly Line[]): Line[] {
  const apart = (s: Segment): Segment[] => {
    const text = s.text.trim();
    const status = STATUS_AFTER.exec(text);
    if (status) return cutInTwo(s, status[1], status[2]);
    const dated = DATE_THEN_TIME.exec(text);
    if (dated && looksLikeDate(dated[1])) return cutInTwo(s, dated[1], dated[2]);
    const timed = TIME_THEN.exec(text);
    // A chip after the time ("6:20 PM · Shopping") is the app's label for the kind, not narration.
    if (timed && CHIP.test(timed[2])) return [cutInTwo(s, timed[1], timed[2])[0]];
    if (timed) return cutInTwo(s, timed[1], timed[2]);
    const labelled = LABEL_FIGURE.exec(text);
    const field = labelled ? labelOf(labelled[1]) : null;
    if (labelled && (field === 'debit' || field === 'credit' || field === 'amount')) return cutInTwo(s, labelled[1], labelled[2]);
    return [s];
  };
  return lines.map((l) => {
    const segments = l.segments.flatMap(apart);
    const same = segments.length === l.segments.length && segments.every((s, k) => s === l.segments[k]);
    return same ? l : { ...l, segments, text: segments.map((s) => s.text).join(' ') };
  });
}

/**
 * Category chips set before each card's title ("POS  POS purchase / TOTAL ENERGIES", "Levy  Electronic Money
 * Transfer Levy") or after it, alone on the card's last line: where most cards print one so, starting at one x, it is
 * the app's label for the kind of transaction, not narration.
 */
function chipsAhead(txns: readonly Txn[]): Set<Txn['narration'][number]> {
  const titled = txns.filter((t) => t.narration.length > 0);
  // A chip before the title on its line, or alone on the line above it (Chipper: "Transfer" beside the amount).
  const leads = titled.flatMap((t) => {
    const [lead, next] = t.narration;
    return next !== undefined && next.y === lead.y && next.x0 > lead.x1 && CHIP.test(lead.text.trim()) ? [lead] : [];
  });
  // Alone on the card's first line, the narration below it (its x then follows the direction word before it).
  const above = titled.flatMap((t) => {
    const [lead, next] = t.narration;
    return next !== undefined && next.y > lead.y && CHIP.test(lead.text.trim()) ? [lead] : [];
  });
  // A chip alone on the card's last line, below the title (PiggyVest: "Autosave  Completed").
  const tails = titled.flatMap((t) => {
    const last = t.narration[t.narration.length - 1];
    const alone = t.narration.length > 1 && t.narration.filter((p) => p.y === last.y).length === 1;
    return alone && last.y > t.narration[0].y && CHIP.test(last.text.trim()) ? [last] : [];
  });
  const chips = new Set<Txn['narration'][number]>();
  const most = (found: readonly unknown[]) => found.length >= 3 && found.length >= (2 / 3) * titled.length;
  for (const found of [leads, tails]) {
    if (!most(found)) continue;
    const x = found.map((p) => p.x0).sort((a, b) => a - b)[Math.floor(found.length / 2)];
    const atX = found.filter((p) => Math.abs(p.x0 - x) <= 2);
    if (most(atX)) for (const p of atX) chips.add(p);
  }
  // Fewer cards need to agree: a chip that names a side ("Withdrawal", "Deposit") is read as the side, not counted.
  if (above.length >= 3 && above.length >= 0.5 * titled.length) for (const p of above) chips.add(p);
  return chips;
}

/** Reads transactions printed as cards (no heading row) into the rows a table gives. */
export function readCardList(original: readonly Line[]): TableRead {
  const allText = original.map((l) => l.text);
  const printed = withStackedDates(withPiecesApart(original));
  const roles = new Set<ColumnRole>();
  // Where each column's dates start, from the first to the last (a photo's lines drift a little across the page).
  const spans = cardColumns(printed);
  const starts = spans.map((c) => c.x);
  const isCardDate = cardDate(
    starts,
    spans.map((c) => c.last),
  );
  // Each column of cards on its own: an app's list prints each block's date below its title, and it is moved to the
  // top of its block first (card-blocks.ts).
  const read = starts.map((_, k) => {
    const own = printed.flatMap((l) => {
      const segments = l.segments.filter((s) => columnOf(s, starts, l.h) === k);
      return segments.length > 0 ? [{ ...l, segments, text: segments.map((s) => s.text).join(' ') }] : [];
    });
    const { lines, blockPerCard } = datesFirst(own, isCardDate, hasAmount);
    const first = lines.findIndex((l) => l.segments.some(isCardDate));
    return { lines, blockPerCard, first, own };
  });
  // The text above the list: every line above the first card's top, in any column.
  const tops = read.filter((c) => c.first >= 0).map((c) => c.lines[c.first]);
  const above = (l: Line) => tops.every((t) => l.page < t.page || (l.page === t.page && l.y < t.y));
  const header = printed.filter(above);
  const empty: TableRead = { rows: [], headerText: blockText(printed), allText, headers: [], warnings: [], roles };
  if (tops.length === 0) return empty;
  const columns = read.map(({ lines, first, own }) => {
    if (first < 0) return [];
    const skip = runningTitles(lines, first, isCardDate, own);
    return lines.slice(first).filter((l) => !skip.has(l));
  });
  const cards = columns
    .flatMap((rows, k) => readColumn(rows, k, isCardDate, read[k].blockPerCard))
    .filter((c) => c.page > 0);
  // Row-major, as printed: cards whose first lines sit level are one row of the grid, read left to right.
  cards.sort((a, b) => a.page - b.page || a.y - b.y);
  const ordered: Card[] = [];
  for (let i = 0; i < cards.length;) {
    let j = i + 1;
    while (j < cards.length && cards[j].page === cards[i].page && cards[j].y - cards[i].y <= 1.5 * cards[i].h) j++;
    ordered.push(...cards.slice(i, j).sort((a, b) => a.column - b.column));
    i = j;
  }
  const chips = chipsAhead(ordered.flatMap((c) => c.txns));
  const rows: RawRow[] = [];
  // A list that prints its debits in brackets prints its credits plain.
  const plainIsCredit = ordered.some((c) => c.txns.some((t) => isBracketed(t.values.amount ?? '')));
  for (const c of ordered) {
    for (const t of c.txns) {
      const { debit = '', credit = '', balance = '' } = t.values;
      // An amount printed without a sign takes the side its receipt names.
      const printed = t.values.amount ?? (debit || credit ? undefined : t.unsigned);
      const side = t.side ?? (plainIsCredit ? 1 : undefined);
      const amount =
        side && printed && !isSignedFigure(printed) ? `${side < 0 ? '-' : '+'}${printed}` : (t.values.amount ?? '');
      // A transaction needs its date and an amount; a day heading's words alone, or a footer, are no row.
      if (t.date === '' || (debit + credit + amount).trim() === '') continue;
      const row = emptyRawRow(c.page, rows.length);
      Object.assign(row, {
        date: t.date,
        description: narrationText(t.narration.filter((p) => !chips.has(p))),
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
  return { rows, headerText: blockText(header), allText, headers: [], warnings: [], roles };
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
