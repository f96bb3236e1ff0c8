import { describe, expect, it } from 'vitest';
import { RowBuilder } from './build-rows.ts';
import type { LineCells } from './build-rows.ts';

const cells = (o: Record<string, string>): LineCells => new Map(Object.entries(o).map(([k, v]) => [k as never, [v]]));

describe('RowBuilder', () => {
  it('joins wrapped narrations and skips footers', () => {
    const b = new RowBuilder();
    b.add(cells({ date: '01-Jan-2025', description: 'NIP TRANSFER TO', debit: '1.00', balance: '9.00' }), 1, false);
    b.add(cells({ description: 'ADA OKAFOR' }), 1, true);
    b.add(cells({ description: 'Page 1 of 2' }), 1, true);
    b.add(cells({ description: 'stray' }), 1, true);
    expect(b.rows).toHaveLength(1);
    expect(b.rows[0].description).toBe('NIP TRANSFER TO ADA OKAFOR');
  });
});
