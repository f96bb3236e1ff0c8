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
  it('takes the balance, not the totals, from a closing row of the table', () => {
    const info = readStatementInfo(['Account Name: ADA OKAFOR'], ['CLOSING BALANCE   733,634.88   788,000.00   798,390.31']);
    expect(info.closingBalance).toBe(79839031);
    expect(readStatementInfo([], ['Closing Balance: 1,000.00  Opening Balance: 2,000.00']).closingBalance).toBe(100000);
  });
  it('takes the first line of a postal address block as the holder when no label names one', () => {
    const head = ['Stanbic IBTC Bank  Account Statement', 'FUNMILAYO GRACE ADEWUMI', 'Plot 12 Admiralty Way, Lekki Phase 1', 'Lagos, Nigeria'];
    expect(readStatementInfo(head, []).accountName).toBe('FUNMILAYO GRACE ADEWUMI');
    // A labelled name wins; a title line followed by no address is no name.
    expect(readStatementInfo(['Account Name: ADA OKAFOR', ...head], []).accountName).toBe('ADA OKAFOR');
    expect(readStatementInfo(['Account Statement', 'Savings Account', 'Period 01 Feb 2025 - 28 Feb 2025'], []).accountName).toBeNull();
  });
});
