import { describe, expect, it } from 'vitest';
import { readOtherAccount } from './read-other-account.ts';
import { emptyRawRow } from './types.ts';

const rows = [{ ...emptyRawRow(1, 0), date: '04/07/2025', description: 'TRF/OWN ACCT', credit: '40,000.00', balance: '552,345.00' }];

describe('another account section', () => {
  it('is named by its title without its number and bracketed currency, the number never shown whole', () => {
    const read = (name: string, headerText: string[] = [name]) => readOtherAccount({ name, headerText: ['Opening Balance: 512,345.00', ...headerText], rows }, false)?.name;
    expect(read('SAVINGS ACCOUNT - 1456789023 (NGN)')).toBe('SAVINGS ACCOUNT');
    expect(read('TARGET SAVINGS ACCOUNT 3190****54 (NGN)')).toBe('TARGET SAVINGS ACCOUNT');
    // Opened by its number's label: its type names it.
    expect(read('ACCOUNT NUMBER: 2212345679', ['ACCOUNT NUMBER: 2212345679  ACCOUNT TYPE: SAVINGS ACCOUNT  CURRENCY: NGN'])).toBe('SAVINGS ACCOUNT');
    expect(read('OWealth')).toBe('OWealth');
  });
});
