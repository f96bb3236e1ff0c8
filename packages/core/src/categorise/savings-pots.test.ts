/** Savings pots and goals named for a purpose. Every narration here was written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number): string =>
  categoriseNarration(d, amountKobo, { persona: 'salaried' }).category;

describe('savings pots named for a purpose', () => {
  it('reads money put into a pot or a savings goal as savings, whatever the pot is named for', () => {
    expect(cat('Moved to House Rent pot', -2_000_000)).toBe('savings_investment');
    expect(cat('TRANSFER TO SAVINGS | SCHOOL FEES', -2_000_000)).toBe('savings_investment');
    expect(cat('Savings Goal School Fees deposit', -2_000_000)).toBe('savings_investment');
  });
  it("reads money taken out of a pot as the holder's own", () => {
    expect(cat('Moved from Holiday pot', 2_000_000)).toBe('own_transfer');
  });
});
