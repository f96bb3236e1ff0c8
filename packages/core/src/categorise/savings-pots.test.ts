/** Savings pots and goals named for a purpose. Every narration here was written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number): string =>
  categoriseNarration(d, amountKobo, { persona: 'salaried' }).category;

describe('savings pots named for a purpose', () => {
  it('reads money put into a pot or a savings goal as savings, whatever the pot is named for', () => {
    expect(cat('Moved to House Rent pot', -2_000_000)).toBe('savings_investment');
    expect(cat('Moved to Savings | School fees', -2_000_000)).toBe('savings_investment');
    expect(cat('TRANSFER TO SAVINGS | SCHOOL FEES', -2_000_000)).toBe('savings_investment');
    expect(cat('Savings Goal School Fees deposit', -2_000_000)).toBe('savings_investment');
    // The pot's name after the word: a car repair or school fees to come, not yet spent.
    expect(cat('Moved to savings pot: Car repair', -1_000_000)).toBe('savings_investment');
    expect(cat('Moved to savings pot: School fees', -1_000_000)).toBe('savings_investment');
    expect(cat('Save to goal - House rent', -1_000_000)).toBe('savings_investment');
    expect(cat('Savings pot: Rent', -1_000_000)).toBe('savings_investment');
  });
  it("reads money taken out of a pot as the holder's own", () => {
    expect(cat('Moved from Holiday pot', 2_000_000)).toBe('own_transfer');
    expect(cat('Moved from savings pot: Car repair', 2_000_000)).toBe('own_transfer');
  });
  it('leaves a pot that is bought, or a goal that is a club, to what they are', () => {
    expect(cat('POS purchase Mama Put cooking pot', -800_000)).not.toBe('savings_investment');
    expect(cat('Transfer to Golden Goal Football Academy', -800_000)).not.toBe('savings_investment');
  });
});
