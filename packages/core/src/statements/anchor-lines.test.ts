import { describe, expect, it } from 'vitest';
import { hasMoney, type CellLine } from './anchor-lines.ts';
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
