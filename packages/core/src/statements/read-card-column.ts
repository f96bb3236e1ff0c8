import { looksLikeDate } from './parse-date.ts';
import { SIGN_THEN_MARK } from './parse-amount.ts';
import type { Line, Segment } from './types.ts';

/** One column of cards read top to bottom into transactions: the fields a card prints and how they are told. */

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
const RECEIPT_LABEL =
  /^(?:recipient|sender|biller|beneficiary|merchant|type|amount|status|session id|reference|ref|bank|date)$/i;
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
/** An app list's month heading, with the arrow that opens its picker read as a letter ("October 2025 v"). */
const MONTH_HEADING = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}(?:\s+[v˅⌄>])?$/i;
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
export const isSignedFigure = (t: string) =>
  (SIGNED.test(t) &&
    FIGURE.test(t.replace(/^[−–]/, '-').replace(SIGN_THEN_MARK, '$1').slice(1).trim()) &&
    /\d/.test(t)) ||
  (DR_CR.test(t) && isFigure(t));

/** A segment that is a date and nothing more (a time may follow): "Oct 01, 2025 – Oct 31, 2025" is a period. */
export const isDate = (s: Segment) => looksLikeDate(s.text.trim());

export interface Txn {
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

export interface Card {
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
const dayOf = (text: string) =>
  text
    .replace(TIME_IN, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

const overlaps = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => a.x0 < b.x1 && b.x0 < a.x1;

/** One or two words right of the line's signed amount, once the transaction's narration began on a line above. */
function categoryChip(row: Line, s: Segment, txn: Txn | null): boolean {
  const amount = row.segments.find((x) => isSignedFigure(x.text.trim()));
  const begunAbove = (txn?.narration.length ?? 0) > 0 && !row.segments.some((x) => txn!.narration.some((p) => p.x0 === x.x0 && p.text === x.text.trim()));
  return amount !== undefined && s.x0 > amount.x1 && /^[A-Za-z&]+(?: [A-Za-z&]+)?$/.test(s.text.trim()) && begunAbove;
}

/** Reads one column of cards, top to bottom: its lines' words in that column, as rows. */
export function readColumn(
  rows: readonly Line[],
  column: number,
  isCardDate: (s: Segment) => boolean,
  onePerCard = false,
): Card[] {
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
    (t.values.debit || t.values.credit || t.values.amount) &&
    (t.values.balance || !hasBalances) &&
    (t.time || !hasTimes);
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
  for (const r of rows)
    for (const s of r.segments)
      if (isCardDate(s)) headingsOn.set(r.page, (headingsOn.get(r.page) ?? new Set()).add(dayOf(s.text)));
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
        const before = cards
          .flatMap((c) => c.txns)
          .filter((t) => t !== open && !isEmptyTxn(t))
          .pop();
        if (before) open.date = before.date;
      }
    }
    // A receipt card's label printed left of its value on its line ("Recipient  SEGUN OKAFOR", "Type  Debit").
    // The "Date" label whose value was moved to the card's top stays behind alone.
    if (row.segments.length === 1 && /^date$/i.test(row.segments[0].text.trim())) continue;
    const left = row.segments.length >= 2 ? RECEIPT_LABEL.exec(row.segments[0].text.trim()) : null;
    if (left && txn) {
      const value = row.segments
        .slice(1)
        .map((s) => s.text.trim())
        .join(' ');
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
        txn = newTxn(
          text
            .replace(TIME_IN, '')
            .replace(/[\s,·]+$/, '')
            .trim(),
        );
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
      else if (under === 'narration' && inlineField)
        target(() => false).narration.push({ text: value, x0: s.x0, x1: s.x1 });
      else if (TIME.test(text)) target((t) => t.time !== '').time = withColon(text);
      else if (STATUS.test(text)) target((t) => t.status !== undefined).status = text;
      else if (isSignedFigure(text)) target((t) => !!t.values.amount).values.amount = text;
      else if (EMPTY.test(text) || isFigure(text))
        continue; // an unlabelled figure without a sign is nothing we can place
      else if (SUMMARY.test(text)) return cards;
      else if (MONTH_HEADING.test(text)) continue;
      // One word set right of the amount, the narration printed on a line above: the card's category chip
      // ("+₦4,450.00  …  Transfer"), not narration.
      else if (categoryChip(row, s, txn)) continue;
      else target(() => false).narration.push({ text, x0: s.x0, x1: s.x1 });
    }
    pending = labels;
  }
  return cards;
}
