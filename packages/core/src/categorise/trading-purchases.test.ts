/** What a trading account buys from people and dealers (trading-purchases.ts). Narrations written for these tests. */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'sme'): string => categoriseNarration(d, amountKobo, { persona }).category;

describe("a trading account's purchases", () => {
  it('reads diesel paid to a person as the business supply', () => {
    expect(cat('NIP TRF TO KUNLE ADIGUN-DIESEL', -15_000_000)).toBe('business_expense');
    expect(cat('TRANSFER TO KUNLE ADIGUN/DIESE', -15_000_000)).toBe('business_expense');
  });
  it("keeps a generator's diesel a utility and a household's diesel what it was", () => {
    expect(cat('NIP TRF TO KUNLE ADIGUN-DIESEL FOR GEN', -15_000_000)).not.toBe('business_expense');
    expect(cat('NIP TRF TO KUNLE ADIGUN-DIESEL', -15_000_000, 'salaried')).not.toBe('business_expense');
  });
  it('reads a dealer or a distributor cut by the line as the supplier', () => {
    expect(cat('MOBILE TRF TO SPAGHETTI DEALER ABA', -40_000_000)).toBe('business_expense');
    expect(cat('NIP TRANSFER TO NOODLES DISTR', -40_000_000)).toBe('business_expense');
  });
  it('keeps a dealer a household pays what was bought', () => {
    expect(cat('MOBILE TRF TO SPAGHETTI DEALER ABA', -4_000_000, 'salaried')).toBe('food_groceries');
  });
});
