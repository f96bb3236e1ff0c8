import { describe, expect, it } from 'vitest';
import { BANK_IDS } from '../contract.ts';
import { bankName, withoutWordmark } from './bank-name.ts';

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

describe('withoutWordmark', () => {
  it("takes the app's wordmark off the holder's name printed beside it", () => {
    expect(withoutWordmark('Chipper Ifeoma Chidinma Anyanwu', 'chipper')).toBe('Ifeoma Chidinma Anyanwu');
    expect(withoutWordmark('PalmPay ADEOLA FOLASHADE OGUNBIYI', 'palmpay')).toBe('ADEOLA FOLASHADE OGUNBIYI');
    // A name left of one word, or a name that only starts like the bank, stays whole.
    expect(withoutWordmark('Kuda Okafor', 'kuda')).toBe('Kuda Okafor');
    expect(withoutWordmark('Paganini Ada Obi', 'paga')).toBe('Paganini Ada Obi');
    expect(withoutWordmark(null, 'opay')).toBeNull();
  });
});
