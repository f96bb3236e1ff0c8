import { looksLikeDate } from './parse-date.ts';
import { blockText, readPositionalTable } from './read-positional-table.ts';
import { withDayHeadings } from './day-headings.ts';
import { datesFirst } from './card-blocks.ts';
import type { ColumnRole, Line, RawRow, Segment, TableRead } from './types.ts';
import { emptyRawRow } from './types.ts';
import { SIGN_THEN_MARK } from './parse-amount.ts';

/**
 * Statements that print each transaction as a card (an app's history, a grid of cards) have no heading row to cut
 * columns under. A card is found by what it holds instead: a date (its own, or a day heading shared by the cards
 * under it), an amount (signed, or under a Debit/Credit label), a balance (labelled Balance or Bal), a narration and
 * optionally a labelled counterparty. Cards printed side by side are told apart by the x where their dates start.
 */

type Field = 'counterparty' | 'narration' | 'debit' | 'credit' | 'amount' | 'balance';

/** A card's field names, printed above their values ("DEBIT  CREDIT  BALANCE" over the figures). */
const LABELS: readonly (readonly [RegExp, Field])[] = [
  [/^(?:sender\s*\/\s*receiver|sender|receiver|recipient|beneficiary|counterparty|to|from)$/i, 'counterparty'],
  [/^(?:narration|narrative|description|details|remarks?)$/i, 'narration'],
  [/^(?:debit|money out|withdrawal)$/i, 'debit'],
  [/^(?:credit|money in|deposit)$/i, 'credit'],
  [/^amount$/i, 'amount'],
  [/^(?:balance|bal)$/i, 'balance'],
];

const TIME = /^\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AP]M)?$|^\d{1,2}\d{2}\s*[AP]M$/i;
/** A time whose colon OCR lost ("112 PM"): with AM or PM after it, nothing else it can be. */
const withColon = (time: string) => time.replace(/^(\d{1,2})(\d{2})(\s*[AP]M)$/i, '$1:$2$3');
/** A receipt card's labels, printed left of their values (a "Date" label's value may have moved to the card's top). */
const RECEIPT_LABEL = /^(?:recipient|sender|biller|beneficiary|merchant|type|amount|status|session id|reference|ref|bank|date)$/i;
/** A transfer's status as an app prints it beside the amount: a word of the list, not of the narration. */
const STATUS = /^(?:successful|success|completed?|failed|pending|declined|cancell?ed|reversed|processing)$/i;
const TIME_IN = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\b/i;
/** A figure, as printed or as OCR reads it: the naira sign as N, #, ¥, § or $, a look-alike letter for a digit. */
const FIGURE = /^[-−–]?\s*(?:₦|NGN|N|[#¥§$%])*\s*[\dOoSlI][\dOoSlI,.\s]*$/;
const SIGNED = /^[-+−–]/;
const DR_CR = /\s*(?:DR|CR)\.?$/i;
/** A label and its value in one piece: "Debit: ₦7.50", "To: ADA OKAFOR"; a balance needs no colon ("Bal ₦…"). */
const INLINE = /^([A-Za-z][A-Za-z /]{1,24}):\s*(.+)$/;
const INLINE_BALANCE = /^(?:balance|bal)\b\.?\s*(.+)$/i;
/** The empty side of a debit/credit pair. */
const EMPTY = /^[-—–]$/;
/** A summary printed after the list ends it: its figures are no transaction. */
const SUMMARY = /^(?:opening|closing) balance\b|^total\b/i;

function labelOf(text: string): Field | null {
  const t = text
    .replace(/\s*\((?:₦|NGN|N)\)\s*$/i, '')
    .replace(/:$/, '')
    .trim();
  return LABELS.find(([re]) => re.test(t))?.[1] ?? null;
}

/** A figure with its kobo; a long number without them (a terminal ID, a year) is narration text. */
const isFigure = (t: string) => {
  const bare = t.replace(DR_CR, '');
  return FIGURE.test(bare) && /\d/.test(bare) && /[.,][\dOo]{2}$/.test(bare.replace(/\s+/g, ''));
};
/**
 * An amount that says its side: a sign before it, or DR/CR after it. After a sign, OCR may lose the decimal point
 * ("-N5, 00000"): the sign alone says it is the amount.
 */
const isSignedFigure = (t: string) =>
  (SIGNED.test(t) && FIGURE.test(t.replace(/^[−–]/, '-').replace(SIGN_THEN_MARK, '$1').slice(1).trim()) && /\d/.test(t)) ||
  (DR_CR.test(t) && isFigure(t));

/** A segment that is a date and nothing more (a time may follow): "Oct 01, 2025 – Oct 31, 2025" is a period. */
const isDate = (s: Segment) => looksLikeDate(s.text.trim());

interface Txn {
  date: string;
  time: string;
  /** The narration's pieces with where each sits across the line. */
  narration: { text: string; x0: number; x1: number }[];
  counterparty: string[];
  values: Partial<Record<'debit' | 'credit' | 'amount' | 'balance', string>>;
  status?: string;
  /** A receipt's "Type  Debit" or "Type  Credit": the side of an amount printed without a sign. */
  side?: -1 | 1;
}

interface Card {
  page: number;
  y: number;
  h: number;
  column: number;
  txns: Txn[];
}

const newTxn = (date: string): Txn => ({ date, time: '', narration: [], counterparty: [], values: {} });
/** A day heading's transaction before any of its rows was read. */
const isEmptyTxn = (t: Txn) => t.narration.length === 0 && Object.keys(t.values).length === 0 && t.time === '';
/** A heading's day as text, however its time and spacing were read. */
const dayOf = (text: string) => text.replace(TIME_IN, '').replace(/[^A-Za-z0-9]/g, '').toUpperCase();

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

const overlaps = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => a.x0 < b.x1 && b.x0 < a.x1;

/**
 * A card's date: a date that starts where a column of cards starts. Another date (a print date above the list, a
 * value date inside a card) starts no card.
 */
const cardDate = (starts: readonly number[], ends: readonly number[]) => (s: Segment) =>
  isDate(s) && starts.some((x, k) => s.x0 >= x - 1.5 * s.h && s.x0 <= ends[k] + 1.5 * s.h);

/** Reads one column of cards, top to bottom: its lines' words in that column, as rows. */
function readColumn(rows: readonly Line[], column: number, isCardDate: (s: Segment) => boolean, onePerCard = false): Card[] {
  const cards: Card[] = [];
  // Cards that print a time each end a transaction at its time (a time under the narration), not at its figures.
  const hasTimes = rows.some((r) =>
    r.segments.some((s) => TIME.test(s.text.trim()) || (isCardDate(s) && TIME_IN.test(s.text))),
  );
  let card: Card | null = null;
  let txn: Txn | null = null;
  let pending: { x0: number; x1: number; field: Field }[] = [];
  // A list that prints no balance (an app's history) ends a transaction at its amount and time alone.
  const hasBalances = rows.some((r) => r.segments.some((s) => /^(?:balance|bal)\b/i.test(s.text.trim())));
  const complete = (t: Txn) =>
    (t.values.debit || t.values.credit || t.values.amount) && (t.values.balance || !hasBalances) && (t.time || !hasTimes);
  /** The transaction an item goes to: a new one when the current one is complete or already holds that item. */
  const target = (has: (t: Txn) => boolean): Txn => {
    if (!card) {
      // Words before any date in this column: kept out of the rows (a card needs its date).
      card = { page: 0, y: 0, h: 0, column, txns: [] };
      cards.push(card);
    }
    if (!txn || (!onePerCard && complete(txn)) || has(txn)) {
      txn = newTxn(txn?.date ?? '');
      card.txns.push(txn);
    }
    return txn;
  };
  // The day headings each page prints, to tell a history screenshotted screen by screen (see below).
  const headingsOn = new Map<number, Set<string>>();
  for (const r of rows) for (const s of r.segments) if (isCardDate(s)) headingsOn.set(r.page, (headingsOn.get(r.page) ?? new Set()).add(dayOf(s.text)));
  let page = rows[0]?.page ?? 0;
  for (const row of rows) {
    // A day heading at the foot of a screen with no row under it, printed again lower on the next screen: the rows
    // at the top of the next screen are the rows above that heading, shown again where the screens overlap, and keep
    // the day of the rows before it. (A printed statement's heading at a page's foot is not printed again: its rows
    // follow on the next page.)
    if (row.page !== page) {
      page = row.page;
      const open: Txn | null = txn;
      if (open && isEmptyTxn(open) && headingsOn.get(page)?.has(dayOf(open.date))) {
        const before = cards.flatMap((c) => c.txns).filter((t) => t !== open && !isEmptyTxn(t)).pop();
        if (before) open.date = before.date;
      }
    }
    // A receipt card's label printed left of its value on its line ("Recipient  SEGUN OKAFOR", "Type  Debit").
    // The "Date" label whose value was moved to the card's top stays behind alone.
    if (row.segments.length === 1 && /^date$/i.test(row.segments[0].text.trim())) continue;
    const left = row.segments.length >= 2 ? RECEIPT_LABEL.exec(row.segments[0].text.trim()) : null;
    if (left && txn) {
      const value = row.segments.slice(1).map((s) => s.text.trim()).join(' ');
      const label = left[0].toLowerCase();
      const t: Txn = txn;
      if (/^(?:recipient|sender|biller|beneficiary|merchant)$/.test(label)) t.counterparty.push(value);
      else if (label === 'type') t.side = /debit/i.test(value) ? -1 : /credit/i.test(value) ? 1 : undefined;
      else if (label === 'amount' && !t.values.amount && isFigure(value)) t.values.amount = value;
      else if (label === 'status' && STATUS.test(value)) t.status = value;
      if (!/^date$/.test(label) || !row.segments.slice(1).some(isCardDate)) continue;
    }
    const labels: typeof pending = [];
    for (const s of row.segments) {
      const text = s.text.trim();
      // A date that starts no card (a value date) is no narration.
      if (isDate(s) && !isCardDate(s)) continue;
      if (isCardDate(s)) {
        card = { page: row.page, y: row.y, h: row.h, column, txns: [] };
        cards.push(card);
        txn = newTxn(text.replace(TIME_IN, '').replace(/[\s,·]+$/, '').trim());
        txn.time = TIME_IN.exec(text)?.[0] ?? '';
        card.txns.push(txn);
        continue;
      }
      const label = labelOf(text);
      if (label) {
        labels.push({ x0: s.x0, x1: s.x1, field: label });
        continue;
      }
      const inline = INLINE.exec(text);
      const inlineField = inline ? labelOf(inline[1]) : null;
      const inlineBalance = INLINE_BALANCE.exec(text);
      const under =
        inlineField ??
        (inlineBalance && isFigure(inlineBalance[1]) ? 'balance' : pending.find((p) => overlaps(p, s))?.field);
      const value =
        inline && inlineField ? inline[2].trim() : under === 'balance' && inlineBalance ? inlineBalance[1] : text;
      if (under && under !== 'counterparty' && under !== 'narration') {
        if (EMPTY.test(value) || !isFigure(value)) continue;
        target((t) => t.values[under] !== undefined).values[under] = value;
      } else if (under === 'counterparty') target((t) => t.counterparty.length > 0).counterparty.push(value);
      else if (under === 'narration' && inlineField) target(() => false).narration.push({ text: value, x0: s.x0, x1: s.x1 });
      else if (TIME.test(text)) target((t) => t.time !== '').time = withColon(text);
      else if (STATUS.test(text)) target((t) => t.status !== undefined).status = text;
      else if (isSignedFigure(text)) target((t) => !!t.values.amount).values.amount = text;
      else if (EMPTY.test(text) || isFigure(text))
        continue; // an unlabelled figure without a sign is nothing we can place
      else if (SUMMARY.test(text)) return cards;
      else target(() => false).narration.push({ text, x0: s.x0, x1: s.x1 });
    }
    pending = labels;
  }
  return cards;
}

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
  for (const l of lines) if (/\d/.test(l.text)) lastFigure.set(l.page, Math.max(lastFigure.get(l.page) ?? -Infinity, l.y));
  const at = new Map<string, Line[]>();
  for (const l of lines) {
    const foot = !/\d/.test(l.text) && l.y > (lastFigure.get(l.page) ?? -Infinity) && l.segments.some((s) => s.conf !== undefined);
    if (foot) at.set(l.text, [...(at.get(l.text) ?? []), l]);
  }
  const pageCount = new Set(lines.map((l) => l.page)).size;
  const needed = Math.min(pageCount, Math.max(3, Math.ceil(pageCount / 2)));
  const footer = (l: Line) =>
    needed >= 2 && new Set((at.get(l.text) ?? []).filter((o) => Math.abs(o.y - l.y) <= 2 * Math.max(o.h, l.h)).map((o) => o.page)).size >= needed;
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
  const isCardDate = cardDate(starts, spans.map((c) => c.last));
  // An app's list prints each block's date last: it is moved to the top of its block first (card-blocks.ts). Cards
  // side by side keep their order.
  const { lines, blockPerCard } =
    starts.length === 1 ? datesFirst(printed, isCardDate, (s) => isSignedFigure(s.text.trim())) : { lines: printed.slice(), blockPerCard: false };
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
      const amount = t.side && t.values.amount && !isSignedFigure(t.values.amount) ? `${t.side < 0 ? '-' : '+'}${t.values.amount}` : (t.values.amount ?? '');
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
