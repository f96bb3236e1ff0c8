import { describe, expect, it } from 'vitest';
import { normaliseRows } from './normalise-rows.ts';
import { emptyRawRow } from './types.ts';

describe('normaliseRows', () => {
  it('reads values, DR/CR indicators and the brought-forward row', () => {
    const bf = { ...emptyRawRow(1, 0), date: '01/01/2025', description: 'Balance B/F', balance: '1,000.00' };
    const a = { ...emptyRawRow(1, 1), date: '13/01/2025', description: ' POS  X ', amount: '100.00', drcr: 'Debit', balance: '900.00' };
    const b = { ...emptyRawRow(1, 2), date: '14/01/2025', description: 'Y', credit: '50.00', balance: '950.00' };
    const r = normaliseRows([bf, a, b]);
    expect(r.openingBalanceRow).toBe(100000);
    expect(r.rows.map((x) => [x.date, x.description, x.amount, x.balance])).toEqual([
      ['2025-01-13', 'POS X', -10000, 90000],
      ['2025-01-14', 'Y', 5000, 95000],
    ]);
  });
});
