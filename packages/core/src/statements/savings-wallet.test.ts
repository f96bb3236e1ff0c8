import { describe, expect, it } from 'vitest';
import { savingsAppAccountId, savingsWalletNote } from './savings-wallet.ts';

describe('a savings app’s statement', () => {
  it('names the account by the user ID it prints, masked like an account number', () => {
    expect(
      savingsAppAccountId([
        'Name   IFEOMA JULIET NNAJI',
        'User ID                    PV-0418-2274-93                Total inflow    665,512.72',
      ]),
    ).toBe('******7493');
    expect(savingsAppAccountId(['Member ID: 20418 22749'])).toBe('******2749');
    // A figure in the next column is not part of the ID.
    expect(savingsAppAccountId(['User ID  12345678      665,512.72'])).toBe('****5678');
    expect(savingsAppAccountId(['Statement period  May 1, 2025 - Jun 30, 2025'])).toBeNull();
    expect(savingsAppAccountId(['User ID  PV-0418'])).toBeNull();
  });
  it('says its income is the interest and asks for the account the income is paid into', () => {
    expect(savingsWalletNote('PiggyVest')).toMatch(
      /^This is a PiggyVest savings statement: .* upload the statement of the account your income is paid into\.$/,
    );
  });
});
