import type { LineCells } from './build-rows.ts';
import { NOT_A_CONTINUATION } from './build-rows.ts';
import { looksLikeAmount, parseAmount } from './parse-amount.ts';
import { dateAmong, looksLikeDate } from './parse-date.ts';
import type { ColumnRole } from './types.ts';

/*
 * What a table line is to its row: the line that carries a transaction's date and amounts (its anchor), a line that
 * may continue a narration, or neither. assemble-rows.ts puts the lines of a row together from these.
 */

/** A table line with its cells. */
export interface CellLine {
  page: number;
  y: number;
  h: number;
  cells: LineCells;
}

const MONEY: ColumnRole[] = ['debit', 'credit', 'amount', 'balance'];
const AMOUNT_ROLES: ColumnRole[] = ['debit', 'credit', 'amount'];
/** An opening or brought-forward balance line: a balance, never a transaction. */
export const OPENING = /opening balance|balance b\/?f|brought forward/i;

// Asked many times a line: most cells are one piece or none, and need no joining.
export const text = (l: CellLine, r: ColumnRole) => {
  const parts = l.cells.get(r);
  if (parts === undefined || parts.length === 0) return '';
  return parts.length === 1 ? parts[0].trim() : parts.join(' ').trim();
};
// A figure with its kobo whose currency sign OCR misread ("§4,988.00"), whose separators a photo read with a gap
// after them ("121, 875. 12"), with its cell's rule stuck to it ("312,529,60)"), or its point lost between commas
// ("1,634,33957|"), is still money under a money heading.
const isMoney = (t: string) =>
  looksLikeAmount(t) || (/(?:\d[.,] ?\d{2}|\d,\d{5})[)\]},|]?$/.test(t.trim()) && parseAmount(t, { ocr: true }) !== null);
export const hasMoney = (l: CellLine) => MONEY.some((r) => (l.cells.get(r) ?? []).some(isMoney));
/**
 * The line's date. Where the date cell holds no date (a photo's "ous orr8rz025" for 07/08/2025, or nothing where
 * the date faded), a date read inside it ("le/srz025 16/08/2025") or, failing that, the value date printed beside
 * it stands in: the day the bank applied the transaction, the same day or the next. A line with neither takes the
 * date above it (a bank that prints the date once per day).
 */
export const dateOf = (l: CellLine): string | null => {
  const d = text(l, 'date');
  if (d !== '' && looksLikeDate(d)) return d;
  const cell = dateAmong(l.cells.get('date') ?? []) ?? d.split(/\s+/).reverse().find((t) => looksLikeDate(t));
  return cell ?? (l.cells.get('valueDate') ?? []).find((t) => looksLikeDate(t)) ?? null;
};

export const TIME = /^\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i;
/** A year alone under the date: the second line of a date cell printed "02 Jul" / "2025". */
export const YEAR = /^(?:19|20)\d{2}$/;

/**
 * A line that cannot continue a narration: it holds amounts, a total, or words under the date or money headings
 * (a footer written across the page); a time under the date is allowed.
 */
export function notContinuation(l: CellLine): boolean {
  if (hasMoney(l) || NOT_A_CONTINUATION.test(text(l, 'description'))) return true;
  // A page's footer set across two columns ("Page" under the narration, "1" under the debits) is one footer.
  if (NOT_A_CONTINUATION.test([...l.cells.values()].flat().join(' '))) return true;
  const d = text(l, 'date');
  if (d !== '' && !TIME.test(d) && !YEAR.test(d) && !looksLikeDate(d)) return true;
  return MONEY.some((r) => (l.cells.get(r) ?? []).some((t) => /[A-Za-z]{3}/.test(t)));
}

/** A labelled reference line ("Ref: MNPT135129345325", "Session ID: …"). */
const LABELLED_REFERENCE = /^(?:ref|reference|session id|txn ref|trans(?:action)? (?:ref|id))\s*[:#]/i;

/**
 * A row's narration lines: a labelled reference printed under the narration in smaller type (a web statement's
 * "Ref: …" caption) is a field of its own, not words of the narration. In the narration's own size it is kept: a
 * wrapped narration may end in its reference.
 */
export function narrationLines(members: readonly CellLine[]): CellLine[] {
  const isReference = (m: CellLine) => LABELLED_REFERENCE.test(text(m, 'description'));
  const sizes = members.filter((m) => text(m, 'description') !== '' && !isReference(m)).map((m) => m.h);
  if (sizes.length === 0) return [...members];
  const size = Math.max(...sizes);
  return members.filter((m) => !(isReference(m) && m.h < 0.9 * size));
}

/** The line that carries a transaction's date and amounts (or an opening-balance line). */
function isAnchor(l: CellLine): boolean {
  if (dateOf(l) !== null) return true;
  // An undated line's figures are its own test: beside a misread date, figures read in pieces ("10, 000" and "00")
  // are no money cell by cell, and the line was lost.
  return (hasMoney(l) && OPENING.test(text(l, 'description'))) || undatedAnchor(l);
}

/**
 * The lines of a band that start a transaction. Where exactly one of its dated lines carries money, the others are
 * that row's other dates (a value date stacked under the posted date in one cell, centred rows printing it below
 * the amounts), not transactions of their own: a transaction always moves money.
 */
export function rowAnchors(band: readonly CellLine[]): CellLine[] {
  const anchors = band.filter(isAnchor);
  const moving = anchors.filter(movesMoney);
  return moving.length === 1 ? moving : anchors;
}

/** A line with figures in its money cells, read as money or nearly so. */
export const movesMoney = (l: CellLine) => hasMoney(l) || pointlessFigures(l);

/**
 * A balance and an amount whose decimal points a scan lost ("767,809 99", "50 00"): no money cell by cell, yet no
 * value date stacked under a posted date holds figures under the balance and amount headings. Such a line moves money.
 */
function pointlessFigures(l: CellLine): boolean {
  const digits = (r: ColumnRole) => (l.cells.get(r) ?? []).join('').replace(/\D/g, '').length;
  return digits('balance') >= 4 && AMOUNT_ROLES.some((r) => digits(r) >= 2);
}


/**
 * A transaction line without a readable date: a narration, an amount and a balance, and under the date heading
 * nothing (a bank that prints the date once per day) or a date OCR misread ("124ul-25", or in letters alone: a 7 pt
 * scan's "[spans" for 30-Jun-2025, beside figures read whole). Never a time (the amount line of a split anchor), a
 * total or a balance brought forward. The date is settled by normaliseRows.
 */
function undatedAnchor(l: CellLine): boolean {
  const d = text(l, 'date');
  if (d !== '' && TIME.test(d)) return false;
  const description = text(l, 'description');
  if (description === '' || NOT_A_CONTINUATION.test(description) || OPENING.test(description)) return false;
  // Beside a date cell that holds a misread date, figures OCR could not read as such ("116, 675 2", "16, 279 00 DR")
  // still mark the line, for the balances around it to settle.
  const misreadDate = d.replace(/\D/g, '').length >= 4;
  const figure = (cells: readonly string[], digits: number) => cells.some(isMoney) || (misreadDate && cells.join('').replace(/\D/g, '').length >= digits);
  return figure(l.cells.get('balance') ?? [], 4) && AMOUNT_ROLES.some((r) => figure(l.cells.get(r) ?? [], 2));
}
