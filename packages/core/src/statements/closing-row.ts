import type { CellLine } from './assemble-rows.ts';
import { looksLikeAmount, parseSignedAmount } from './parse-amount.ts';
import { looksLikeDate } from './parse-date.ts';
import type { Kobo } from '../contract.ts';
import type { ClosingRow, ColumnRole } from './types.ts';

export type { ClosingRow } from './types.ts';

const LABEL = /\b(?:closing balance|balance c\/?f|carried forward|ending balance|totals?)\b/i;
const PAGE_TOTAL = /\bpage\s*(?:sub-?\s*)?totals?\b|\bsub-?\s*totals?\b/i;
const MONEY: ColumnRole[] = ['debit', 'credit', 'amount', 'balance'];

const figure = (l: CellLine, role: ColumnRole): Kobo | null => {
  const t = (l.cells.get(role) ?? []).join(' ').trim();
  return t !== '' && looksLikeAmount(t) ? parseSignedAmount(t) : null;
};

/**
 * The closing/total rows after a table's last dated line (a "CLOSING BALANCE" row whose Withdrawal and Deposit
 * cells hold the period's totals and whose Balance cell holds the closing balance). Rows carried forward at the
 * foot of earlier pages come before later dated lines and are not read.
 */
export function readClosingRow(lines: readonly CellLine[]): ClosingRow | null {
  // From the foot up: only the lines after the last dated one are read.
  let lastDated = lines.length - 1;
  while (lastDated >= 0 && !(lines[lastDated].cells.get('date') ?? []).some((t) => looksLikeDate(t))) lastDated--;
  if (lastDated < 0) return null;
  const out: ClosingRow = { closingBalance: null, totalDebits: null, totalCredits: null };
  let found = false;
  for (const l of lines.slice(lastDated + 1)) {
    const words = [...l.cells.entries()]
      .filter(([role]) => !MONEY.includes(role))
      .flatMap(([, t]) => t)
      .join(' ');
    // A page's own total ("Page Total", a sub-total at each page's foot) is no total of the period.
    if (!LABEL.test(words) || PAGE_TOTAL.test(words)) continue;
    const balance = figure(l, 'balance');
    const debits = figure(l, 'debit');
    const credits = figure(l, 'credit');
    if (balance === null && debits === null && credits === null) continue;
    found = true;
    out.closingBalance ??= balance;
    // Totals only where both columns are printed: a single figure beside "Total" could be either.
    if (debits !== null && credits !== null) {
      out.totalDebits ??= Math.abs(debits);
      out.totalCredits ??= Math.abs(credits);
    }
  }
  return found ? out : null;
}
