import { describe, expect, it } from 'vitest';
import { BANK_IDS } from '../contract.ts';
import { bankName } from './bank-name.ts';

describe('bankName', () => {
  it('gives every bank id a name a person knows, never the id shouted', () => {
    expect(bankName('premiumtrust')).toBe('PremiumTrust Bank');
    expect(bankName('firstbank')).toBe('First Bank');
    expect(bankName('gtbank')).toBe('GTBank');
    for (const id of BANK_IDS) {
      expect(bankName(id)).toMatch(/^[A-Z]/);
      if (id.length > 4) expect(bankName(id)).not.toBe(id.toUpperCase());
    }
  });
});
