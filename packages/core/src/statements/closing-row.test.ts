import { describe, expect, it } from 'vitest';
import type { CellLine } from './assemble-rows.ts';
import { readClosingRow } from './closing-row.ts';
import type { ColumnRole } from './types.ts';

const line = (y: number, cells: Partial<Record<ColumnRole, string>>): CellLine => ({
  page: 3,
  y,
  h: 7,
  cells: new Map(Object.entries(cells).map(([k, v]) => [k as ColumnRole, [v as string]])),
});

describe('readClosingRow', () => {
  it("reads the period's totals from the grand total, never from the last page's own total above it", () => {
    const closing = readClosingRow([
      line(100, { date: '29-SEP-25', description: 'SMS ALERT CHARGES', debit: '40.00', balance: '744,748.21' }),
      line(112, { description: 'Page Total', debit: '43,759.19', credit: '0.00' }),
      line(124, { description: 'GRAND TOTAL', debit: '611,789.54', credit: '1,202,337.00' }),
      line(136, { description: 'CLOSING BALANCE', balance: '744,748.21' }),
    ]);
    expect(closing).toEqual({ closingBalance: 74474821, totalDebits: 61178954, totalCredits: 120233700 });
  });
  it('reads no total from a page total alone', () => {
    const closing = readClosingRow([
      line(100, { date: '29-SEP-25', description: 'SMS ALERT CHARGES', debit: '40.00', balance: '744,748.21' }),
      line(112, { description: 'Page Sub-Total', debit: '43,759.19', credit: '0.00' }),
    ]);
    expect(closing).toBeNull();
  });
});
