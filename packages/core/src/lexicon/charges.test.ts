/**
 * Bank charges the charge lexicon names (lexicon/charges.ts). Every narration here was written for these tests; none
 * comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from '../categorise/categorise.ts';

const cat = (d: string, amountKobo: number): string =>
  categoriseNarration(d, amountKobo, { persona: 'salaried' }).category;

describe('document fees', () => {
  it('reads a reference letter or a statement request as a bank charge above the generic-charge ceiling', () => {
    expect(cat('REFERENCE LETTER FEE', -537_500)).toBe('bank_charges');
    expect(cat('STATEMENT REQUEST FEE', -1_075_000)).toBe('bank_charges');
    expect(cat('STATEMENT REQUEST CHARGE', -537_500)).toBe('bank_charges');
  });
});
