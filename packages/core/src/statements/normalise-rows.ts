import type { Kobo } from '../contract.ts';
import { parseAmount } from './parse-amount.ts';
import { inferDateFormat, parseDateWith } from './parse-date.ts';
import type { PrintedTotals } from './printed-totals-figures.ts';
import type { RawRow } from './types.ts';
import { collapseLetterSpacing, PLACEHOLDER_CELL } from './clean-text.ts';
import type { RowDoubt } from './ocr-running-balance.ts';
import { restoreFiguresByBalance } from './restore-figures-by-balance.ts';
import { rejoinSplitBalance } from './ocr-split-balance.ts';
import { repairFirstSlash, repairFirstWords, repairSpacingAndCase } from './first-word-witnesses.ts';
import { dropUnwitnessedBars } from './ocr-rule-marks.ts';
import { repairFromRepeatedNarrations } from './repeated-narrations.ts';
import { printedNewestFirst } from './printed-order.ts';
import { periodEdge, settleMisreadDates, settleUnreadDate, withYearOf, type RedatedRow } from './misread-dates.ts';
import { misreadBoxOpening, misreadClosing, misreadOpening } from './ocr-summary-balances.ts';
import { LOST_POINT_CELL, restoreLostPoints, unreadSign } from './lost-figures.ts';
import { cleanDescription, feeOf } from './row-cells.ts';

/** A row with values read; `signKnown` is false when the statement printed an unsigned amount in one column. */
export interface ValueRow {
  date: string;
  description: string;
  /** The To/From or Counterparty cell, cleaned; '' or absent when none. */
  counterparty?: string;
  time?: string;
  /** The narration as printed, when cleaning changed it (letter-spaced text). */
  printedDescription?: string;
  amount: Kobo;
  signKnown: boolean;
  balance: Kobo | null;
  /** The debit and credit cells were read the other way round would give -amount (for swapped columns). */
  fromColumns: boolean;
  page: number | null;
  sourceIndex: number;
  /** OCR: the amount was read at the engine's full confidence (SURE_FIGURE), so a digit of it is no misreading. */
  readSurely?: boolean;
  /** OCR: the amount as read, before the running balance put it back as a one-digit misreading. */
  misreadAs?: Kobo;
  /** OCR: the amount as read was kept because the printed total counts it (see printed-totals-figures.ts). */
  printedWithTotal?: boolean;
  /** OCR: a line before it (in time) held a transaction whose amount could not be read, and was left out. */
  followsSkipped?: boolean;
}

/**
 * A figure OCR read this sure (its least sure word, 0-100) is taken as printed. On the held-out scans and photos of
 * sets 1-16, every amount the running balance proved misread by one digit was read at 91 or less; an amount altered
 * by one digit on a photo was read at 96, the engine's usual ceiling.
 */
export const SURE_FIGURE = 95;

export interface NormaliseResult {
  rows: ValueRow[];
  /** A "Balance B/F" / "Opening Balance" row inside the table. */
  openingBalanceRow: Kobo | null;
  skipped: number;
  /** Attempts the list prints that moved no money (Status "Failed", "Pending"): left out. */
  notMoved: number;
  /** Their amounts, by side (a bank's printed totals may count them). */
  notMovedTotals: { in: Kobo; out: Kobo };
  /** Dated lines of a text document with no amount and no change of balance: notices and ₦0.00 checks. */
  notices: number;
  /** Dates of rows whose amount or balance OCR misread and the running balance put back (a reading doubt to say). */
  repaired: string[];
  /** OCR: dates whose misread year was put back from the rows around them (a reading doubt to say). */
  redated: RedatedRow[];
  /** OCR: the summary's opening and closing balances as the rows prove them, where a sign was read as a digit. */
  openingBalance?: Kobo;
  closingBalance?: Kobo;
}

/** Statuses of an attempt that moved no money; "Reversed" moved it and the reversal is a row of its own. */
const NOT_MOVED =
  /^(?:failed|failure|declined|pending|unsuccessful|cancell?ed|rejected|processing|in progress|timed? ?out|abandoned)$/i;

/**
 * A row's amount from its cells: the debit and credit columns, or one amount column signed by its own sign or a DR/CR
 * cell (unsigned otherwise: `signKnown` false, the amount as printed). Null when no cell holds a figure above zero.
 */
function cellAmount(r: RawRow, options: { ocr?: boolean }) {
  const debit = r.debit !== '' ? parseAmount(r.debit, options) : null;
  const credit = r.credit !== '' ? parseAmount(r.credit, options) : null;
  const read = { debit, credit, amount: null as Kobo | null, signKnown: true, fromColumns: false };
  if ((debit && debit.kobo > 0) || (credit && credit.kobo > 0))
    return { ...read, amount: (credit?.kobo ?? 0) - (debit?.kobo ?? 0), fromColumns: true };
  const a = r.amount !== '' ? parseAmount(r.amount, options) : null;
  if (!a || a.kobo <= 0) return read;
  const drcr = r.drcr.trim().toUpperCase();
  if (a.sign !== 0) return { ...read, amount: a.sign * a.kobo };
  if (/^(DR|D|DEBIT)$/.test(drcr)) return { ...read, amount: -a.kobo };
  if (/^(CR|C|CREDIT)$/.test(drcr)) return { ...read, amount: a.kobo };
  return { ...read, amount: a.kobo, signKnown: false };
}

const OPENING = /opening balance|balance b\/?f|brought forward|balance forward|bal b\/?f/i;

/**
 * Interprets raw cells: dates (order inferred from the whole column), amounts, balances. `openingBalance` and
 * `closingBalance` are the figures the statement prints in its summary, read apart from the table; in a scan they
 * confirm the balance at either end of the table, where no row beyond can.
 */
export function normaliseRows(
  raw: readonly RawRow[],
  options: {
    ocr?: boolean;
    openingBalance?: Kobo | null;
    closingBalance?: Kobo | null;
    /** The statement's period, which gives dates printed without a year ("Nov 3") theirs. */
    period?: { start: string; end: string };
    /** The period the statement prints (a scan's row dated outside it was misread, see misread-dates.ts). */
    printedPeriod?: { start: string; end: string };
    /** The totals of money in and out the statement prints, which may count a figure as read (a scan's). */
    printedTotals?: PrintedTotals;
  } = {},
): NormaliseResult {
  const format = { ...inferDateFormat(raw.map((r) => r.date)), ...(options.period ? { period: options.period } : {}) };
  const rows: ValueRow[] = [];
  let openingBalanceRow: Kobo | null = null;
  let skipped = 0;
  let notMoved = 0;
  let notices = 0;
  const notMovedTotals = { in: 0, out: 0 };
  const lostPoint = new Set<number>();
  // OCR only: figures read unclearly, for the running balance to settle (see ocr-running-balance.ts).
  const doubts = new Map<ValueRow, RowDoubt>();
  const read = raw.map((r) => parseDateWith(format, r.date));
  const { dates: parsedDates, redated } = options.ocr
    ? settleMisreadDates(read, options.printedPeriod, { cells: raw.map((r) => r.date), parse: (cell) => parseDateWith(format, cell) })
    : { dates: read, redated: [] };
  const unreadDates: string[] = [];
  for (let k = 0; k < raw.length; k++) {
    const r = options.ocr ? rejoinSplitBalance(raw[k]) : raw[k];
    // A failed or pending attempt is printed in an app's list, but no money moved: it is no transaction.
    if (r.status && NOT_MOVED.test(r.status.trim())) {
      notMoved++;
      // Unsigned, an attempt that failed is almost always a payment out.
      const { amount, signKnown } = cellAmount(r, options);
      const side = amount === null ? 0 : signKnown ? amount : -amount;
      if (side > 0) notMovedTotals.in += side;
      else notMovedTotals.out -= side;
      continue;
    }
    let date = parsedDates[k];
    const bal = r.balance !== '' ? parseAmount(r.balance, options) : null;
    const balance = bal ? (bal.sign === -1 ? -bal.kobo : bal.kobo) : null;
    const cells = cellAmount(r, options);
    const { debit, credit, fromColumns } = cells;
    let { amount, signKnown } = cells;
    const doubt: RowDoubt = {};
    if (options.ocr && debit && credit && debit.kobo > 0 && credit.kobo > 0)
      doubt.eitherAmount = [-debit.kobo, credit.kobo];
    if (options.ocr && /^\d{3,}$/.test(r.balance.trim())) doubt.balanceLostPoint = true;
    // A fee printed beside the amount is charged with it: only on money going out, which it makes larger. A fee and
    // the VAT on it in columns of their own are charged together. Not where the balances show the amount already
    // holds it (a fee printed for information).
    const fee = feeOf(r.fee, options);
    const before = rows[rows.length - 1]?.balance;
    const feeIncluded =
      amount !== null && balance !== null && before != null && Math.abs(before - balance) === Math.abs(amount);
    if (amount !== null && fee > 0 && (amount < 0 || !signKnown) && !feeIncluded) {
      amount = -(Math.abs(amount) + fee);
      signKnown = true;
    }
    // A scan's amount cell that holds no amount ("$0.00"): the running balance may still prove the row's figure.
    const unread = options.ocr && date && balance !== null && amount === null ? unreadSign(r, debit, credit) : null;
    if (unread !== null) {
      doubt.unreadAmount = unread;
      // Its digits, for two such rows side by side to be settled together (ocr-running-balance.ts, restorePairs).
      doubt.unreadDigits = (unread === -1 ? r.debit : unread === 1 ? r.credit : r.amount).replace(/\D/g, '');
      amount = 0;
    }
    const printed = cleanDescription(r.description, options.ocr ?? false);
    const description = collapseLetterSpacing(printed);
    const party = collapseLetterSpacing(cleanDescription(r.counterparty, options.ocr ?? false));
    const counterparty = PLACEHOLDER_CELL.test(party.trim()) ? '' : party;
    // An "Opening Balance" line before the first transaction is never a transaction, even when its figure sits
    // under an amount heading (a scan whose words drift a column, a layout that prints it there).
    if (
      rows.length === 0 &&
      openingBalanceRow === null &&
      OPENING.test(description) &&
      description.length <= 40 &&
      (balance === null || amount === null)
    ) {
      const figure = balance ?? (amount === null ? null : Math.abs(amount));
      if (figure !== null) {
        openingBalanceRow = figure;
        continue;
      }
    }
    // On a scan, a row whose balance could not be read either: the balances around it may settle it.
    if (!date && amount !== null && (balance !== null || options.ocr) && !OPENING.test(description)) {
      const above = rows[rows.length - 1]?.date ?? null;
      // The next row's date, its year read short too if need be ("31/07/202" below "2000712025" on a lamp-lit photo).
      const readBelow = (j: number) => parsedDates[j] ?? (options.ocr && above ? parseDateWith(format, withYearOf(raw[j].date, above)) : null);
      let below: string | null = null;
      for (let j = k + 1; j < raw.length && below === null; j++) below = readBelow(j);
      // The last row has no row below: the printed period's end bounds it ("[spans" for the 30th, a 7 pt scan's last line).
      if (below === null && options.ocr) below = periodEdge(parsedDates, options.printedPeriod, 'last');
      // The first row has no row above: the printed period's end it starts from bounds it instead ("91-08-2025" over
      // the 2nd of a statement from the 1st).
      date =
        (options.ocr && above ? parseDateWith(format, withYearOf(r.date, above)) : null) ??
        settleUnreadDate(r.date, above ?? (rows.length === 0 ? periodEdge(parsedDates, options.printedPeriod) : null), below, options.ocr ?? false);
      // A scan's row with its figures read but its date between two days ("38/12/2025" between the 30th and the
      // 31st): kept on the day above, said as a reading doubt, rather than its money lost with it.
      if (!date && options.ocr && balance !== null && above !== null && below !== null && above.slice(0, 7) === below.slice(0, 7)) {
        date = above;
        redated.push({ index: k, read: r.date.trim(), date, dayAbove: true });
      } else if (date && options.ocr) unreadDates.push(date);
    }
    if (!date || amount === null) {
      if (rows.length === 0 && balance !== null && OPENING.test(description)) openingBalanceRow = balance;
      // A balance brought forward at the top of a later page repeats the balance above it: nothing was skipped.
      else if (
        amount === null &&
        balance !== null &&
        OPENING.test(description) &&
        balance === rows[rows.length - 1]?.balance
      )
        continue;
      // A dated line of words with no amount, beside an unchanged balance or none, in a text the bank printed: a notice
      // ("Interest rate changed to 4.20% p.a."), a check of ₦0.00, a balance carried forward or a footer beside a date,
      // read whole and no transaction (said as such, not as a line that could not be read).
      else if (
        date &&
        !options.ocr &&
        /[a-z]{3}/i.test(description) &&
        (balance === null || balance === rows[rows.length - 1]?.balance)
      )
        notices++;
      else skipped++;
      continue;
    }
    // A scan's amount printed with kobo but read as bare digits ("9,300.00" → "930000") lost its point.
    const role = fromColumns ? (r.debit !== '' && debit && debit.kobo > 0 ? 'debit' : 'credit') : 'amount';
    const cell = r[role];
    // A currency sign may have been read as a digit ("+827,522.00" for "+₦27,522.00"): a cell that starts with a
    // digit may hold one too many, for the running balance to settle between neighbours (restorePairs).
    if (options.ocr && /^[-+(]?[\d§]/.test(cell.trim()) && Math.abs(amount) >= 1000) doubt.markAsDigit = true;
    // Its point may also be read as a gap ("50 00" for "50.00") or lost ("07s" for "0.75", a 5 read as an s).
    if (
      options.ocr &&
      LOST_POINT_CELL.test(cell.trim()) &&
      /\d/.test(cell) &&
      cell.replace(/ /g, '').trim().length >= 2
    ) {
      lostPoint.add(rows.length);
      doubt.amountLostPoint = true;
    }
    rows.push({
      date,
      ...(r.time ? { time: r.time } : {}),
      description,
      counterparty,
      ...(printed !== description ? { printedDescription: printed } : {}),
      amount,
      signKnown,
      balance,
      fromColumns,
      page: r.page,
      sourceIndex: r.sourceIndex,
      ...((r.confidence?.[role] ?? 0) >= SURE_FIGURE ? { readSurely: true } : {}),
    });
    if (Object.keys(doubt).length > 0) doubts.set(rows[rows.length - 1], doubt);
  }
  // A scan's first words misread against the table's rule, and spaces or letter cases misread, put back by the
  // other rows (first-word-witnesses.ts).
  if (options.ocr) {
    const witnessed = repairFromRepeatedNarrations(
      dropUnwitnessedBars(repairSpacingAndCase(repairFirstSlash(repairFirstWords(rows.map((r) => r.description))))),
    );
    rows.forEach((r, k) => {
      if (witnessed[k] !== r.description && r.printedDescription === undefined) r.description = witnessed[k];
    });
  }
  const repaired = [...unreadDates, ...restoreLostPoints(rows, lostPoint, openingBalanceRow)];
  let summaryOpening: Kobo | undefined;
  let summaryClosing: Kobo | undefined;
  if (options.ocr) {
    // The repairs walk the running balance oldest first; a newest-first table is walked from its foot.
    const newestFirst = printedNewestFirst(rows);
    const oldestFirst = newestFirst ? rows.slice().reverse() : rows;
    let opening = (newestFirst ? null : openingBalanceRow) ?? options.openingBalance ?? null;
    // The summary's opening balance, read apart from the table, may have its sign read as a digit.
    const signRead = opening === options.openingBalance ? misreadOpening(oldestFirst, opening) : null;
    if (signRead !== null) {
      opening = summaryOpening = signRead;
      repaired.push(oldestFirst[0].date);
    }
    const boxRead = newestFirst ? null : misreadBoxOpening(oldestFirst, openingBalanceRow, options.openingBalance ?? null);
    if (boxRead !== null) summaryOpening = boxRead;
    const closing = options.closingBalance ?? null;
    const restored = restoreFiguresByBalance(
      oldestFirst,
      { opening, closing, doubts, printedTotals: options.printedTotals },
      repaired,
    );
    if (restored.closing !== undefined) summaryClosing = restored.closing;
    const chained = summaryClosing === undefined ? misreadClosing(oldestFirst, opening, closing, options.printedTotals) : null;
    if (chained !== null) {
      summaryClosing = chained;
      repaired.push(oldestFirst[oldestFirst.length - 1].date);
    }
    // Unreadable amounts the balance could not prove are skipped lines, as before.
    const unproven = new Set(rows.filter((row) => doubts.get(row)?.unreadAmount !== undefined));
    if (unproven.size > 0) {
      skipped += unproven.size;
      // The row after a skipped one (in time) does not follow from the row printed before it: no alteration can be
      // read from their balances.
      for (let k = 0; k + 1 < oldestFirst.length; k++)
        if (unproven.has(oldestFirst[k])) oldestFirst[k + 1].followsSkipped = true;
      rows.splice(0, rows.length, ...rows.filter((row) => !unproven.has(row)));
    }
  }
  return {
    rows,
    openingBalanceRow,
    skipped,
    notMoved,
    notMovedTotals,
    notices,
    repaired,
    redated,
    ...(summaryOpening !== undefined ? { openingBalance: summaryOpening } : {}),
    ...(summaryClosing !== undefined ? { closingBalance: summaryClosing } : {}),
  };
}
