import type { Column } from './column-cells.ts';
import { parseAmount } from './parse-amount.ts';
import type { Segment } from './types.ts';

/**
 * A heading word the recogniser lost. On a photographed page it may read "Credit" and "Balance" and pass over the
 * "Debit" beside them: the table then has no debit column, and every debit (and the "0.00" of every credit row)
 * joined the narration before it, so no row was complete. When a heading names one side of a debit/credit pair and a
 * balance, and a column of figures stands under no heading, or under one that names no column, where the other side
 * is printed (left of Credit, or between Debit and Balance), right-aligned on most rows, that column is the lost side.
 */

/** A figure as printed or as OCR reads it ("15,000.00", "297.477.93"), kobo included: no reference or phone number. */
const FIGURE = /^[-+(]?(?:₦|NGN|N|#)?\d[\d,.]*[.,]\d{2}\)?$/;
/** The figures' right edges lie within this many text heights of their middle one: a column, not scattered numbers. */
const ALIGNED = 2;

const isFigure = (w: Segment) => FIGURE.test(w.text.trim()) && parseAmount(w.text.trim(), { ocr: true }) !== null;
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The columns with the lost side of a debit/credit pair added, when the words of the rows (`words`, of `rowCount`
 * dated rows) show it; else the columns as they are.
 */
export function withLostMoneyColumn(
  columns: readonly Column[],
  words: readonly Segment[],
  rowCount: number,
): readonly Column[] {
  const of = (role: Column['role']) => columns.find((c) => c.role === role);
  const balance = of('balance');
  const debit = of('debit');
  const credit = of('credit');
  if (!balance || of('amount') || (debit && credit) || (!debit && !credit)) return columns;
  const description = of('description');
  // Where the lost side is printed: left of Credit (after the narration's heading), or between Debit and Balance.
  const [lo, hi] = credit ? [description?.x1 ?? -Infinity, credit.x0] : [debit!.x1, balance.x0];
  // A heading that names no column ("Del" for a blurred "Debit", set 36's Ecobank photo) does not claim the figures
  // under it: the lost side takes its place.
  const named = columns.filter((c) => c.role !== 'ignore');
  const headed = (w: Segment) => named.some((c) => w.x0 < c.x1 && w.x1 > c.x0);
  const figures = words.filter((w) => w.x0 > lo && w.x1 < hi && !headed(w) && isFigure(w));
  if (figures.length < Math.max(3, 0.5 * rowCount)) return columns;
  const right = median(figures.map((f) => f.x1));
  const h = median(figures.map((f) => f.h));
  const column = figures.filter((f) => Math.abs(f.x1 - right) <= ALIGNED * h);
  if (column.length < 0.8 * figures.length) return columns;
  const lost: Column = {
    role: credit ? 'debit' : 'credit',
    x0: Math.min(...column.map((f) => f.x0)),
    x1: Math.max(...column.map((f) => f.x1)),
  };
  const kept = columns.filter((c) => c.role !== 'ignore' || c.x1 <= lost.x0 || c.x0 >= lost.x1);
  return [...kept, lost].sort((a, b) => a.x0 - b.x0);
}
