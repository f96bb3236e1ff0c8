import type { Kobo } from '../contract.ts';
import type { ValueRow } from './normalise-rows.ts';
import { parseAmount, type ParsedAmount } from './parse-amount.ts';
import { printedNewestFirst } from './printed-order.ts';
import type { RawRow } from './types.ts';

/** A scan's amount cells read without their figure whole: a decimal point lost, or no amount read at all. */

/** An amount cell of bare digits (or the letters OCR reads for digits), its point lost or read as a gap. */
export const LOST_POINT_CELL = /^[\dOoDQlI|SsB§]+(?: [\dOoDQlI|SsB§]+)*$/;

/**
 * Puts back a decimal point OCR lost, only where the running balance proves it: the previous balance plus a
 * hundredth of the amount read gives exactly the balance printed on the row. The previous balance is the row's
 * neighbour in time: the row below it in a table printed newest first.
 */
export function restoreLostPoints(rows: ValueRow[], lostPoint: ReadonlySet<number>, opening: Kobo | null): string[] {
  const repaired: string[] = [];
  const newestFirst = lostPoint.size > 0 && printedNewestFirst(rows);
  for (const i of lostPoint) {
    const row = rows[i];
    const k = newestFirst ? i + 1 : i - 1;
    const before = k < 0 || k >= rows.length ? opening : rows[k].balance;
    if (before === null || row.balance === null || row.amount % 100 !== 0) continue;
    const wanted = row.balance - before;
    if (wanted !== row.amount && wanted === row.amount / 100) {
      row.amount = wanted;
      repaired.push(row.date);
    }
  }
  return repaired;
}

/**
 * A cell that reads as zero with a thousands group ("-0,000.00"): no bank prints that, so a first digit was lost or
 * read as a mark (set 36's FCMB photo, "-40,000.00" in a hand's shadow). Unreadable, for the balances to prove.
 */
const noFigure = (cell: string, parsed: ParsedAmount): boolean => parsed.kobo === 0 && /\d,\d{3}/.test(cell);

/**
 * The sign of a scan's amount cell that was read but holds no amount (a figure with a misread mark, "$0.00"), from
 * its column or its DR/CR; 0 (either) when no amount cell holds a digit: a line with a date and a balance and no
 * figure is a transaction whose figure was lost, or no transaction (a balance brought forward), which the running
 * balance tells apart (it moves, or it does not).
 */
export function unreadSign(r: RawRow, debit: ParsedAmount | null, credit: ParsedAmount | null): -1 | 0 | 1 | null {
  if (r.debit.trim() !== '' && (debit === null || noFigure(r.debit, debit)) && /\d/.test(r.debit)) return -1;
  if (r.credit.trim() !== '' && (credit === null || noFigure(r.credit, credit)) && /\d/.test(r.credit)) return 1;
  const amount = r.amount.trim() === '' ? null : parseAmount(r.amount, { ocr: true });
  if (amount && noFigure(r.amount, amount) && amount.sign !== 0) return amount.sign;
  // No digit in any amount cell of a dated row with a balance: the figure was lost under a mark (a stamp, a
  // signature) or read as letters ("pO"); either sign, for the running balance to prove.
  if (![r.debit, r.credit, r.amount].some((c) => /\d/.test(c))) return 0;
  if (r.amount.trim() === '' || !/\d/.test(r.amount) || (amount && !noFigure(r.amount, amount))) return null;
  const drcr = (r.drcr.trim() || (/\b(DR|CR)\.?$/i.exec(r.amount.trim())?.[1] ?? '')).toUpperCase();
  return /^(DR|D|DEBIT)$/.test(drcr) ? -1 : /^(CR|C|CREDIT)$/.test(drcr) ? 1 : 0;
}
