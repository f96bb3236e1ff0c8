/**
 * Lexicon words for a Hausa eatery, named non-food markets, landlords' associations and imaging centres. Every narration
 * here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from '../categorise/categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string => categoriseNarration(d, amountKobo, { persona }).category;

describe('eateries, markets, dues and imaging', () => {
  it('reads "gidan abinci" (Hausa: an eatery) as food', () => {
    expect(cat('POS GIDAN ABINCI ZARIA RD KANO', -350_000)).toBe('food_groceries');
  });
  it('reads the electronics and phone markets named in full as shopping', () => {
    expect(cat('CARD PMT-ALABA INTL MARKET-7788', -4_500_000)).toBe('shopping');
    expect(cat('POS COMPUTER VILLAGE IKEJA', -9_000_000)).toBe('shopping');
  });
  it("reads a landlords' association's dues, cut or whole, as Rent & Housing", () => {
    expect(cat('GLOBUS TRF-OKE ODO LANDLORDS', -1_000_000)).toBe('rent_housing');
    expect(cat('NIP-PROVIDUS-OKE ODO LANDLOR', -1_000_000)).toBe('rent_housing');
  });
  it('reads a radiology centre as health', () => {
    expect(cat('MOB TRF-SUNRISE RADIOLOGY', -2_500_000)).toBe('health');
  });
});
