import type { Kobo, StatementWarning } from '../contract.ts';
import { formatNaira } from '../money/kobo.ts';
import { checkPrintedTotals, type PrintedTotalMismatch, type UnmovedTotals } from './check-printed-totals.ts';
import { alteredFigure } from './ocr-misread-figures.ts';
import { SURE_FIGURE } from './normalise-rows.ts';
import type { HeaderInfo } from './read-statement-info.ts';
import type { ReconcileResult } from './reconcile-balances.ts';

/** Warnings that say the numbers do not add up (as opposed to skipped lines or inferred columns). */
export const ADD_UP = /does not reconcile|do not reconcile|differs from|printed total/i;

/**
 * The reconciliation's warnings and the printed totals' disagreements, each with its kind. A row that does not add
 * up is a possible alteration in a text file and a reading doubt in a scan, unless the scan read its figure surely
 * and that figure is one digit from what the balances on both sides prove: then it was printed so, and it is an
 * alteration, said with what the balances show. A printed total that differs from the rows by exactly what those
 * figures add is the same alteration (the total was left as it was).
 */
export function numbersWarnings(
  rec: ReconcileResult,
  header: HeaderInfo,
  ocr: boolean,
  alteredRows: Unreconciled[] = ocr ? alteredFigures(rec, header.closingBalance) : [],
  figureConfidences: ReadonlyMap<Kobo, number> = new Map(),
  unmoved?: UnmovedTotals,
): StatementWarning[] {
  const numbersKind = ocr ? 'reading' : 'alteration';
  // The rows whose figure was altered, by their warning, with what the balances show moved; and what those figures
  // add beyond it on either side.
  const altered = new Map<string, { moved: Kobo; withTotal: boolean }>();
  const added = { in: 0, out: 0 };
  for (const u of alteredRows) {
    const moved = u.row.balance! - u.before;
    altered.set(u.message, { moved, withTotal: u.row.printedWithTotal === true });
    if (u.row.amount > 0) added.in += u.row.amount - moved;
    else added.out += moved - u.row.amount;
  }
  const fromRows = rec.warnings.map((message): StatementWarning => {
    const change = altered.get(message);
    if (change !== undefined) {
      const { moved, withTotal } = change;
      const shown = `the balances on both sides show ${formatNaira(Math.abs(moved))} ${moved < 0 ? 'left' : 'came into'} the account`;
      return {
        kind: 'alteration',
        message: withTotal
          ? `${message} The printed total of money ${moved < 0 ? 'out' : 'in'} counts the figure as printed, yet ${shown}: the figure and the total may have been changed together.`
          : `${message} The figure was read clearly, and ${shown}: it may have been changed.`,
      };
    }
    return { kind: ADD_UP.test(message) ? numbersKind : 'other', message };
  });
  const mismatches = checkPrintedTotals(rec.rows, header, unmoved);
  const totals = mismatches.map((t): StatementWarning => {
    const excess = t.side === 'in' ? added.in : added.out;
    if (excess !== 0 && t.rows - t.printed === excess) return { kind: 'alteration', message: t.message };
    if (ocr && totalPrintedSo(t, mismatches, rec, header, figureConfidences)) {
      return {
        kind: 'alteration',
        message: `${t.message} The total was read clearly, and every row adds up from the opening balance to the closing balance: the rows or the total may have been changed.`,
      };
    }
    const k = addedRow(rec.rows, t);
    if (k === null) return { kind: numbersKind, message: t.message };
    const row = rec.rows[k];
    return {
      kind: 'alteration',
      message: `${t.message} The difference, ${formatNaira(t.rows - t.printed)}, is exactly the amount of row ${k + 1} (${row.date}, ${row.description}): that row may have been added.`,
    };
  });
  return [...fromRows, ...totals];
}

type Unreconciled = NonNullable<ReconcileResult['unreconciled']>[number];

/** A scan's rows that do not add up because their figure was printed so (see `alteredFigure`). */
export function alteredFigures(rec: ReconcileResult, closing: Kobo | null): Unreconciled[] {
  return (rec.unreconciled ?? []).filter((u) => alteredFigure(rec.rows, rec.rows.indexOf(u.row), rec.openingBalance, closing));
}

/**
 * The one row whose amount is exactly what the rows add beyond the printed total on its side: a row added to the
 * statement after its totals were printed. A misreading does not add exactly one row's amount; a row the reader
 * missed makes the rows add less, not more.
 */
function addedRow(rows: ReconcileResult['rows'], t: PrintedTotalMismatch): number | null {
  const excess = t.rows - t.printed;
  if (excess <= 0) return null;
  const ks = rows.flatMap((r, k) => ((t.side === 'in' ? r.amount : -r.amount) === excess ? [k] : []));
  return ks.length === 1 ? ks[0] : null;
}

/**
 * A scan's printed total that disagrees with rows proven by their balances: every row adds up from the printed
 * opening balance to the printed closing balance, the other side's printed total agrees with its rows to the kobo,
 * and this total was read surely (SURE_FIGURE). The summary then does not add up on its own (opening, plus money in,
 * less money out, is not the closing balance), and no misreading explains it: a salary raised with every later
 * balance recomputed leaves exactly this (set 17's Stanbic copy). Read unsurely, it stays a reading doubt.
 */
function totalPrintedSo(
  t: PrintedTotalMismatch,
  mismatches: readonly PrintedTotalMismatch[],
  rec: ReconcileResult,
  header: HeaderInfo,
  figureConfidences: ReadonlyMap<Kobo, number>,
): boolean {
  const other = t.side === 'in' ? header.totalDebits : header.totalCredits;
  return (
    rec.reconciled &&
    (rec.unreconciledCount ?? 0) === 0 &&
    rec.openingBalance !== null &&
    rec.closingBalance !== null &&
    other !== null &&
    mismatches.length === 1 &&
    (figureConfidences.get(t.printed) ?? 0) >= SURE_FIGURE
  );
}
