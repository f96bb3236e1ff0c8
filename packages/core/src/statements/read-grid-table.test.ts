import { describe, expect, it } from 'vitest';
import { readGridTable } from './read-grid-table.ts';

describe('readGridTable', () => {
  it('finds the header under title rows and skips repeated headers and totals', () => {
    const t = readGridTable([
      ['GTBank statement'],
      ['Account Name', 'ADA'],
      ['Trans Date', 'Remarks', 'Debits', 'Credits', 'Balance'],
      ['01-Jan-2025', 'A', '1.00', '', '9.00'],
      ['Trans Date', 'Remarks', 'Debits', 'Credits', 'Balance'],
      ['02-Jan-2025', 'B', '', '2.00', '11.00'],
      ['', 'Total', '1.00', '2.00', ''],
    ]);
    expect(t.rows.map((r) => r.description)).toEqual(['A', 'B']);
    expect(t.headerText).toEqual(['GTBank statement', 'Account Name  ADA']);
  });
});
