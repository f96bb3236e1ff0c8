import { describe, expect, it } from 'vitest';
import { maskAccountNumber, readStatementInfo } from './read-statement-info.ts';

describe('readStatementInfo', () => {
  it('reads the header block and masks the account number', () => {
    const info = readStatementInfo(
      ['Guaranty Trust Bank Ltd', 'Account Name: ADA OKAFOR', 'Account Number: 0123456789', 'Statement Period: 01-Jan-2025 to 31-Mar-2025', 'Opening Balance: 12,345.67', 'Currency: NGN'],
      ['Closing Balance: 1,000.00'],
    );
    expect(info).toEqual({
      accountName: 'ADA OKAFOR', accountNumber: '******6789', periodStart: '2025-01-01', periodEnd: '2025-03-31',
      openingBalance: 1234567, closingBalance: 100000, currency: 'NGN', totalCredits: null, totalDebits: null,
    });
    expect(maskAccountNumber('12')).toBeNull();
  });
});
