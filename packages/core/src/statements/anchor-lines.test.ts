import { describe, expect, it } from 'vitest';
import { hasMoney, rowAnchors, type CellLine } from './anchor-lines.ts';
import type { ColumnRole } from './types.ts';

const line = (cells: [ColumnRole, string][]): CellLine => ({
  page: 1,
  y: 100,
  h: 10,
  cells: new Map(cells.map(([role, t]) => [role, [t]])),
});

describe('hasMoney: a line that carries a figure under a money heading', () => {
  it("takes a scan's figure with its cell's rule stuck to it (set 32's Wema scan lost a credit's row to it)", () => {
    expect(hasMoney(line([['balance', '312,529,60)']]))).toBe(true);
    expect(hasMoney(line([['balance', '312,529.60]']]))).toBe(true);
    expect(hasMoney(line([['debit', '67,781.00,']]))).toBe(true);
  });
  it('and not words, a bare reference or a speck', () => {
    expect(hasMoney(line([['credit', 'ar']]))).toBe(false);
    expect(hasMoney(line([['description', '312,529.60)']]))).toBe(false);
    expect(hasMoney(line([['balance', '7)']]))).toBe(false);
  });
});

describe('rowAnchors: the lines of a band that start a transaction', () => {
  it("keeps a dated line whose points a scan lost as a transaction of its own (set 40's Polaris 150 dpi scan)", () => {
    // The salary's line reads its points; the EMTL charge under it, 52 px down in one band, read "50 00" and
    // "767,809 99": no money cell by cell, yet no stacked value date prints figures under the balance.
    const salary = line([['date', '29-Sep-2025'], ['description', 'SAL/SEP25/ZEBRA-NET TECHNOLOGIES'], ['credit', '662,230.00'], ['balance', '767,859 99']]);
    const levy = line([['date', '29-Sep-2025'], ['description', 'EMTL CHARGE'], ['debit', '50 00'], ['balance', '767,809 99']]);
    expect(rowAnchors([salary, levy])).toEqual([salary, levy]);
    // A value date stacked under the posted date, with no figures, is that row's other date.
    const valueDate = line([['date', '30-Sep-2025']]);
    expect(rowAnchors([salary, valueDate])).toEqual([salary]);
  });
});
