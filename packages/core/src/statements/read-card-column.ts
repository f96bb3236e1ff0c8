import {
  CHANNEL, CHIP, EMPTY, FEE_NOTE, FOOTER, INLINE, INLINE_BALANCE, MONTH_HEADING, RECEIPT_LABEL, REFERENCE, STATUS, SUMMARY, TIME, TIME_IN,
  isDate, isFigure, isSignedFigure, labelOf, withColon, type Field,
} from './card-fields.ts';
import type { Line, Segment } from './types.ts';

/** One column of cards read top to bottom into transactions: the fields a card prints and how they are told. */

export interface Txn {
  date: string;
  time: string;
  /** The narration's pieces with where each sits across the line. */
  narration: { text: string; x0: number; x1: number; y: number }[];
  counterparty: string[];
  values: Partial<Record<'debit' | 'credit' | 'amount' | 'balance', string>>;
  status?: string;
  /** A receipt's "Type  Debit" or "Type  Credit": the side of an amount printed without a sign. */
  side?: -1 | 1;
  /** A figure printed without a sign or a label: the amount when the card names its side. */
  unsigned?: string;
  /** Where the signed amount was printed: a chip set under it is the app's label, not narration. */
  amountAt?: { x0: number; x1: number; y: number };
}

export interface Card {
  page: number;
  y: number;
  h: number;
  column: number;
  txns: Txn[];
}

/** The transaction's amount as printed: in a debit or credit field, signed, or unsigned beside its side. */
export const amountOf = (t: Txn): string | undefined =>
  t.values.debit || t.values.credit || t.values.amount || (t.side && t.unsigned ? t.unsigned : undefined);

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

/**
 * One or two words right of the line's signed amount or of its time ("11:53 AM  Charges"), once the transaction's
 * narration began on a line above.
 */
function categoryChip(row: Line, s: Segment, txn: Txn | null): boolean {
  const after = row.segments.find((x) => isSignedFigure(x.text.trim()) || TIME.test(x.text.trim()));
  const begunAbove = (txn?.narration.length ?? 0) > 0 && !row.segments.some((x) => txn!.narration.some((p) => p.x0 === x.x0 && p.text === x.text.trim()));
  return after !== undefined && s.x0 > after.x1 && CHIP.test(s.text.trim()) && begunAbove;
}

/** One or two words set under the card's signed amount, right of where the narration starts ("Savings", "Interest"). */
function chipUnderAmount(row: Line, s: Segment, txn: Txn | null): boolean {
  const at = txn?.amountAt;
  const start = txn?.narration[0]?.x0;
  return (
    at !== undefined &&
    start !== undefined &&
    s.x0 > start &&
    overlaps(s, at) &&
    row.y > at.y &&
    row.y - at.y <= 2 * row.h &&
    CHIP.test(s.text.trim())
  );
}

/**
 * The side a line's labels name when every label on it is a direction and all name one side ("Received  Deposit",
 * "Money in", "↑ Sent"); null for labels that head figures ("DEBIT  CREDIT  BALANCE").
 */
function sidesOnly(row: Line): 'debit' | 'credit' | null {
  const fields = row.segments.map((x) => labelOf(x.text.trim())).filter((f) => f !== null);
  const side = fields[0];
  return (side === 'debit' || side === 'credit') && fields.every((f) => f === side) ? side : null;
}

/**
 * The figure after a balance label in one piece ("Bal ₦138,325.27"). After the label, a figure OCR read with a sign
 * or two of junk for its naira sign ("Balance 8§114,600.29") is still the balance: the label says what follows.
 */
function balanceAfterLabel(text: string): string | null {
  const value = INLINE_BALANCE.exec(text)?.[1];
  if (value === undefined) return null;
  if (isFigure(value)) return value;
  return /^[^\s\d]?\d?[^\s\d,.]{1,2}(\d{1,3}(?:,\d{3})*\.\d{2})$/.exec(value)?.[1] ?? null;
}

/**
 * Whether the next words under a piece, on its page, are a figure: "Available balance" over "₦24,428.27" is a label,
 * though it starts where the narration above it does.
 */
function figureUnder(rows: readonly Line[], r: number, s: Segment): boolean {
  for (const below of rows.slice(r + 1)) {
    if (below.page !== rows[r].page || below.y - rows[r].y > 3 * rows[r].h) return false;
    const under = below.segments.find((x) => overlaps(x, s));
    if (under) return isFigure(under.text.trim());
  }
  return false;
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
  let pending: { x0: number; x1: number; y: number; page: number; field: Field; fresh: boolean }[] = [];
  // A list that prints no balance (an app's history) ends a transaction at its amount and time alone.
  // A balance label may be qualified ("Available balance" over its figure).
  const hasBalances = rows.some((r) =>
    r.segments.some((s) => /^(?:balance|bal)\b/i.test(s.text.trim()) || labelOf(s.text.trim()) === 'balance'),
  );
  const complete = (t: Txn) =>
    amountOf(t) &&
    (t.values.balance || !hasBalances) &&
    (t.time || !hasTimes);
  // A narration line just under the card's last one, where it starts, goes on with it though the card's figures were
  // read (UBA prints a name's last letter under the amount line). Set for each piece before it is placed.
  let continues: (t: Txn) => boolean = () => false;
  /** The transaction an item goes to: a new one when the current one is complete or already holds that item. */
  const target = (has: (t: Txn) => boolean): Txn => {
    if (!card) {
      // Words before any date in this column: kept out of the rows (a card needs its date).
      card = { page: 0, y: 0, h: 0, column, txns: [] };
      cards.push(card);
    }
    if (!txn || (!onePerCard && complete(txn) && !continues(txn)) || has(txn)) {
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
  for (const [r, row] of rows.entries()) {
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
    let usedPending = false;
    // Narration read on this line: words left of a card's date on its line are the new card's ("TRANSFER  02 Sep").
    const onLine = new Set<Txn['narration'][number]>();
    const say = (t: Txn, piece: Txn['narration'][number]) => {
      t.narration.push(piece);
      onLine.add(piece);
    };
    for (const [i, s] of row.segments.entries()) {
      const text = s.text.trim();
      continues = (t) => {
        const last = t.narration.at(-1);
        return i === 0 && last !== undefined && Math.abs(last.x0 - s.x0) <= 2 && row.y > last.y && row.y - last.y <= 2 * row.h;
      };
      // The figure of a label just left of it was read with the label.
      if (i > 0 && labelOf(row.segments[i - 1].text.trim()) && isFigure(text)) continue;
      // A date that starts no card (a value date) is no narration.
      if (isDate(s) && !isCardDate(s)) continue;
      if (isCardDate(s)) {
        const ahead = txn ? txn.narration.filter((p) => onLine.has(p)) : [];
        if (txn && ahead.length > 0) txn.narration = txn.narration.filter((p) => !onLine.has(p));
        card = { page: row.page, y: row.y, h: row.h, column, txns: [] };
        cards.push(card);
        txn = newTxn(
          text
            .replace(TIME_IN, '')
            .replace(/[\s,·]+$/, '')
            .trim(),
        );
        txn.time = TIME_IN.exec(text)?.[0] ?? '';
        txn.narration.push(...ahead);
        card.txns.push(txn);
        continue;
      }
      const label = labelOf(text);
      const next = row.segments[i + 1]?.text.trim();
      // A label with its figure just right of it ("DEBIT  ₦7,440.50", "Balance:  ₦145,674.48").
      if (label && label !== 'counterparty' && label !== 'narration' && next !== undefined && isFigure(next)) {
        // A card holds one amount (on either side) and one balance.
        const held = (t: Txn) =>
          label === 'debit' || label === 'credit'
            ? !!(t.values.debit || t.values.credit || t.values.amount)
            : t.values[label] !== undefined;
        target(held).values[label] = next;
        continue;
      }
      // A labelled reference, a footer, a fee it only mentions, the channel.
      if (REFERENCE.test(text) || FOOTER.test(text) || FEE_NOTE.test(text) || CHANNEL.test(text)) continue;
      // A label's word that goes on the narration of the line above, where it starts ("school fees" / "balance").
      const goesOn = txn?.narration.at(-1);
      const wrapped =
        goesOn !== undefined &&
        Math.abs(goesOn.x0 - s.x0) <= 2 &&
        goesOn.y < row.y &&
        row.y - goesOn.y <= 2 * row.h &&
        row.segments.every((x) => x === s || labelOf(x.text.trim()) === null) &&
        !figureUnder(rows, r, s);
      if (label && !wrapped) {
        // A direction printed alone ("Money in", "↑ Sent", "Credit" under the amount, a "Deposit" chip) is the side
        // of the card's amount, printed without a sign; labels side by side name the figures under them.
        if ((label === 'debit' || label === 'credit') && sidesOnly(row) === label) {
          const t = target(() => false);
          t.side ??= label === 'debit' ? -1 : 1;
        } else labels.push({ x0: s.x0, x1: s.x1, y: row.y, page: row.page, field: label, fresh: true });
        continue;
      }
      const inline = INLINE.exec(text);
      const inlineField = inline ? labelOf(inline[1]) : null;
      const inlineBalance = balanceAfterLabel(text);
      // A label of an earlier line (not the one just above) names only a figure.
      const over = pending.find((p) => overlaps(p, s) && (p.fresh || isFigure(text)))?.field;
      if (over) usedPending = true;
      const under = inlineField ?? (inlineBalance ? 'balance' : over);
      const value =
        inline && inlineField ? inline[2].trim() : under === 'balance' && inlineBalance ? inlineBalance : text;
      if (under && under !== 'counterparty' && under !== 'narration') {
        if (EMPTY.test(value) || !isFigure(value)) continue;
        target((t) => t.values[under] !== undefined).values[under] = value;
      } else if (under === 'counterparty') target((t) => t.counterparty.length > 0).counterparty.push(value);
      else if (under === 'narration' && inlineField)
        say(target(() => false), { text: value, x0: s.x0, x1: s.x1, y: row.y });
      else if (TIME.test(text)) target((t) => t.time !== '').time = withColon(text);
      else if (STATUS.test(text)) target((t) => t.status !== undefined).status = text.replace(/^[✓✔●•]\s*/, '');
      else if (isSignedFigure(text)) {
        const t = target((x) => !!x.values.amount);
        t.values.amount = text;
        t.amountAt = { x0: s.x0, x1: s.x1, y: row.y };
      }
      // A figure without a sign or a label: the amount, once the card names its side (above or below it).
      else if (isFigure(text)) target((t) => t.unsigned !== undefined || !!amountOf(t)).unsigned = text;
      else if (EMPTY.test(text)) continue;
      else if (SUMMARY.test(text)) return cards;
      else if (MONTH_HEADING.test(text)) continue;
      // One word set right of the amount, the narration printed on a line above: the card's category chip
      // ("+₦4,450.00  …  Transfer"), not narration.
      else if (categoryChip(row, s, txn) || chipUnderAmount(row, s, txn)) continue;
      else say(target(() => false), { text, x0: s.x0, x1: s.x1, y: row.y });
    }
    // Labels wait for their values on the next lines (a time may be printed between: "Wallet balance", "7:39 AM",
    // "₦21,750.75"), until a value is read under them or three lines' height has passed.
    if (labels.length > 0) pending = labels;
    else if (usedPending || pending.some((p) => p.page !== row.page || row.y - p.y > 3 * row.h)) pending = [];
    else pending = pending.map((p) => ({ ...p, fresh: false }));
  }
  return cards;
}
