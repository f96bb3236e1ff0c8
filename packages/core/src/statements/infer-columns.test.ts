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
  it('takes a scan\'s figures with misread separators for figures when told how to read them', () => {
    // A WhatsApp photo: points read for commas, a lost point, a sign read as "#".
    const cols = [
      ['30 Nov 2025', '30 Nov 2025', '29 Nov 2025', '28 Nov 2025', '19 Nov 2025'],
      ['VAT ON ACCOUNT MAINTENANCE FEE', 'ACCOUNT MAINTENANCE FEE', 'ELECTRONIC MONEY TRANSFER LEVY', 'ATM WDL', 'DATA GLO'],
      ['13.18', '175.70', '50.00', '20,000.00', '3,500.00'],
      ['338.308.62', '338,321.80', '333.557.50', '279.207.50', '6.368.25'],
    ];
    expect(inferColumnRoles(cols)).toEqual(['date', 'description', 'balance', 'ignore']);
    const lenient = (t: string) => /\d[.,]\d{2}$/.test(t);
    expect(inferColumnRoles(cols, lenient)).toEqual(['date', 'description', 'amount', 'balance']);
  });
});

