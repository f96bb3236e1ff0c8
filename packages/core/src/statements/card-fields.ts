import { looksLikeDate } from './parse-date.ts';
import { SIGN_THEN_MARK } from './parse-amount.ts';
import type { Line, Segment } from './types.ts';

/** What a card prints and how each piece is told: its field labels, figures, times, statuses and references. */

export type Field = 'counterparty' | 'narration' | 'debit' | 'credit' | 'amount' | 'balance';

/** A card's field names, printed above their values ("DEBIT  CREDIT  BALANCE" over the figures). */
const LABELS: readonly (readonly [RegExp, Field])[] = [
  [/^(?:sender\s*\/\s*receiver|sender|receiver|recipient|beneficiary|counterparty|to|from)$/i, 'counterparty'],
  [/^(?:narration|narrative|description|details|remarks?)$/i, 'narration'],
  [/^(?:debit|money out|withdrawal|sent|outgoing|outflow)$/i, 'debit'],
  [/^(?:credit|money in|deposit|received|incoming|inflow)$/i, 'credit'],
  [/^amount$/i, 'amount'],
  // The balance after the transaction, however named ("Wallet balance", "Avail. bal", "Balance after"); an opening
  // or closing balance is the period's (SUMMARY).
  [/^(?:(?:wallet|available|avail\.?|account|book|ledger)\s+)?(?:balance|bal)\.?(?:\s+after)?$/i, 'balance'],
];

export const TIME = /^\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s*[AP]M)?$|^\d{1,2}\d{2}\s*[AP]M$/i;
/** A time whose colon OCR lost ("112 PM"): with AM or PM after it, nothing else it can be. */
export const withColon = (time: string) => time.replace(/^(\d{1,2})(\d{2})(\s*[AP]M)$/i, '$1:$2$3');
/** A receipt card's labels, printed left of their values (a "Date" label's value may have moved to the card's top). */
export const RECEIPT_LABEL =
  /^(?:recipient|sender|biller|beneficiary|merchant|type|amount|status|session id|reference|ref|bank|date)$/i;
/** A transfer's status as an app prints it beside the amount: a word of the list, not of the narration. */
export const STATUS = /^(?:[✓✔●•]\s*)?(?:successful|success|completed?|failed|pending|declined|cancell?ed|reversed|processing)$/i;
/**
 * A labelled reference, not narration: "Ref: MNP2510…", "Reference: VB…", and, with or without a colon,
 * "Transaction ID 54ac5ac3-2287", "Session ID: 0000…".
 */
export const REFERENCE =
  /^(?:ref(?:erence)?(?:\s*(?:no|number))?\.?\s*[:#]|(?:transaction|txn|trans|session)\s*(?:id|ref(?:erence)?|no)\.?\s*[:#]?\s*\S*\d)/i;
/** A card's line of a fee it only mentions ("Fee: ₦0.00"): the fees that move money are cards of their own. */
export const FEE_NOTE = /^(?:fee|charges?|vat)\s*:\s*\S*\d/i;
/** The channel a card names ("Channel: Mobile", "Channel: POS"): how it was made, not what it was. */
export const CHANNEL = /^(?:payment\s+)?channel\s*:\s*\S/i;
export const TIME_IN = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?\b/i;
/** A figure, as printed or as OCR reads it: the naira sign as N, #, ¥, § or $, a look-alike letter for a digit. */
export const FIGURE = /^[-−–—]?\s*(?:₦|NGN|N|[#¥§$%])*\s*[\dOoSlI][\dOoSlI,.\s]*$/;
/** A sign before an amount; OCR reads a minus as an en or em dash. */
export const SIGNED = /^[-+−–—]/;
export const DR_CR = /\s*(?:DR|CR)\.?$/i;
/** A label and its value in one piece: "Debit: ₦7.50", "To: ADA OKAFOR"; a balance needs no colon ("Bal ₦…", OCR's "ba l"). */
export const INLINE = /^([A-Za-z][A-Za-z /]{1,24}):\s*(.+)$/;
export const INLINE_BALANCE = /^(?:(?:available|avail\.?)\s+)?(?:balance|ba ?l)\b\.?(?:\s+after)?:?\s*(.+)$/i;
/**
 * An app's chip: one or two short words of letters naming a kind or a status ("Shopping", "Bill payment", "Top-up"),
 * never a narration's sentence.
 */
export const CHIP = /^[A-Za-z&][A-Za-z&-]{0,12}(?: [A-Za-z&][A-Za-z&-]{0,12})?$/;
/** A clock time as a card prints it, to build patterns that hold a time among other words ("09:12 - Ref: …"). */
export const CLOCK = String.raw`\d{1,2}[:.]\d{2}(?:\s*[AP]M)?`;
/** The empty side of a debit/credit pair. */
export const EMPTY = /^[-—–]$/;
/** An app list's month heading, with the arrow that opens its picker read as a letter ("October 2025 v"). */
export const MONTH_HEADING = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+\d{4}(?:\s+[v˅⌄>])?$/i;
/** A status after a date or a time, set apart by a dot, a bullet or a bar ("10:17 PM · Successful"). */
export const STATUS_AFTER = /^(.*\S)\s*[·•|]\s*((?:[✓✔●•]\s*)?(?:successful|success|completed?|failed|pending|declined|cancell?ed|reversed|processing))$/i;
/** A page's footer or the statement's closing note, never a transaction's words. */
export const FOOTER = /^[*\-–—\s]*end of (?:the )?(?:transactions?(?: history)?|statement|history|report)\b|\bcontinued (?:on|to|overleaf)(?: the)?(?: next page)?\b|^\(?cont(?:inued|'d)\.?\)?$|\blicen[cs]ed by the (?:cbn|central bank)|\binsured by (?:the )?ndic\b|\bthis (?:statement|document) (?:was|is) (?:computer[- ])?generated\b|^page \d+(?: of \d+)?$/i;
/** A summary printed after the list ends it: its figures are no transaction. */
export const SUMMARY = /^(?:opening|closing) balance\b|^total\b/i;

export function labelOf(text: string): Field | null {
  const t = text
    // An arrow drawn before a direction ("↑ Sent", "↓ Received").
    .replace(/^[↑↓↗↘↙↖→←⬆⬇]\s*/, '')
    .replace(/\s*\((?:₦|NGN|N)\)\s*$/i, '')
    .replace(/:$/, '')
    .trim();
  return LABELS.find(([re]) => re.test(t))?.[1] ?? null;
}

/** A figure with its kobo; a long number without them (a terminal ID, a year) is narration text. */
export const isFigure = (t: string) => {
  const bare = t.replace(DR_CR, '');
  return FIGURE.test(bare) && /\d/.test(bare) && /[.,][\dOo]{2}$/.test(bare.replace(/\s+/g, ''));
};
/** A debit in brackets, as accounts print it: "(₦19,554.00)". */
export const isBracketed = (t: string) => /^\(.*\)$/.test(t) && isFigure(t.slice(1, -1).trim());
/**
 * An amount that says its side: a sign before it, or DR/CR after it. After a sign, OCR may lose the decimal point
 * ("-N5, 00000"): the sign alone says it is the amount.
 */
export const isSignedFigure = (t: string) =>
  isBracketed(t) ||
  (SIGNED.test(t) &&
    FIGURE.test(t.replace(/^[−–—]/, '-').replace(SIGN_THEN_MARK, '$1').slice(1).trim()) &&
    /\d/.test(t)) ||
  (DR_CR.test(t) && isFigure(t));

/**
 * A line that prints a transaction's amount: a figure with its kobo, signed or not, that no balance label names
 * ("Balance: ₦…" on its own or beside its label).
 */
export const hasAmount = (l: Line) =>
  l.segments.some(
    (s, i) =>
      (isSignedFigure(s.text.trim()) || isFigure(s.text.trim())) &&
      (i === 0 || labelOf(l.segments[i - 1].text.trim()) !== 'balance'),
  );

/** A segment that is a date and nothing more (a time may follow): "Oct 01, 2025 – Oct 31, 2025" is a period. */
export const isDate = (s: Segment) => looksLikeDate(s.text.trim());
