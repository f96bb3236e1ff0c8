import { describe, expect, it } from 'vitest';
import { inferColumnRoles } from './infer-columns.ts';

describe('inferColumnRoles', () => {
  it('finds date, description, debit, credit and balance from data', () => {
    const cols = [
      ['01-Jan-2025', '02-Jan-2025', '03-Jan-2025'],
      ['POS PURCHASE SHOPRITE', 'SALARY JAN', 'AIRTIME MTN'],
      ['1,000.00', '', '200.00'],
      ['', '50,000.00', ''],
      ['9,000.00', '59,000.00', '58,800.00'],
    ];
    expect(inferColumnRoles(cols)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });
});
