import { dateAmong, looksLikeDate } from './parse-date.ts';
import type { ColumnRole, RawRow } from './types.ts';
import { emptyRawRow } from './types.ts';

const DAY = String.raw`\d{1,4}[-/. ](?:\d{1,2}|[A-Za-z]{3,9})[-/. ]\d{2,4}`;
/**
 * Lines that never continue a narration: page numbers, totals, balances brought or carried forward, the end of the
 * statement (a marker may stand between stars or dashes: "*** END OF STATEMENT ***"), and a period alone
 * ("01-Oct-2025 - 31-Oct-2025", a later page's running header).
 */
export const NOT_A_CONTINUATION = new RegExp(
  String.raw`^[*=\-\s]*(page \d|total|sub[- ]?total|grand total|closing balance|opening balance|end of (the )?statement|balance [bc]\/?f|(?:balance )?(?:brought|carried) forward|continued[\s*=.-]*$|[-=_]{3,}[-=_\s]*$|${DAY}\s*(?:-|–|to)\s*${DAY}\s*$)`,
  'i',
);

/** Cells of one table line: role → texts left to right. */
export type LineCells = Map<ColumnRole, string[]>;

/**
 * Turns table lines into raw rows: a line with a date starts a row; a line with only narration text right below
 * continues the row's narration (wrapped text); anything else (footers, totals, repeated headers) is skipped.
 */
export class RowBuilder {
  rows: RawRow[] = [];
  private current: RawRow | null = null;
  private index = 0;

  add(cells: LineCells, page: number | null, canContinue: boolean): void {
    const get = (r: ColumnRole) => (cells.get(r) ?? []).join(' ').trim();
    let date = get('date');
    if (date !== '' && !looksLikeDate(date)) {
      // A stray mark in the date column (OCR specks): use the part that is a date.
      const found = dateAmong(cells.get('date') ?? []);
      if (found) date = found;
    }
    if (date !== '' && looksLikeDate(date)) {
      const row = emptyRawRow(page, this.index++);
      row.date = date;
      row.description = get('description');
      row.counterparty = get('counterparty');
      row.debit = get('debit');
      row.credit = get('credit');
      row.amount = get('amount');
      row.balance = get('balance');
      row.drcr = get('drcr');
      row.status = get('status');
      row.fee = get('fee');
      this.rows.push(row);
      this.current = row;
      return;
    }
    const desc = get('description');
    const hasMoney = ['debit', 'credit', 'amount', 'balance'].some((r) => get(r as ColumnRole) !== '');
    if (this.current && canContinue && date === '' && !hasMoney && desc !== '' && !NOT_A_CONTINUATION.test(desc)) {
      this.current.description = this.current.description ? `${this.current.description} ${desc}` : desc;
      return;
    }
    this.current = null;
  }

  /** Ends the current row (a page break or a gap). */
  break(): void {
    this.current = null;
  }
}
