/**
 * What running a shop costs beyond stock, named in a transfer's memo on a trading account: a labourer, a truck driver,
 * a container's balance; and an employer's pension remittance for its staff. Every narration here was written for
 * these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona): string => categoriseNarration(d, amountKobo, { persona }).category;

describe("a trading account's running costs paid to a person", () => {
  it('reads a labourer, a truck driver or a container balance as a business cost', () => {
    expect(cat('NIP/2211/EMEKA NWOSU/OPAY/LABOURER', -800_000, 'business')).toBe('business_expense');
    expect(cat('TRANSFER TO SANI BALA | UBA | TRUCK DRIVER', -1_500_000, 'sme')).toBe('business_expense');
    expect(cat('NIP/7731/ADA EZE/PALMPAY/CONTAINER BALANCE FOR GOODS', -30_000_000, 'business')).toBe('business_expense');
  });
  it('leaves a bare transfer to a person on a trading account a transfer', () => {
    expect(cat('NIP/2211/EMEKA NWOSU/OPAY', -800_000, 'business')).toBe('transfers_out');
  });
});

describe("an employer's pension remittance", () => {
  it('is a business cost on a business account', () => {
    expect(cat('TRF TO CRUSADER STERLING PENSIONS/PENSION REMITTANCE MAY', -9_000_000, 'sme')).toBe('business_expense');
    expect(cat('NIP TO LEADWAY PENSURE STAFF PENSION APR', -9_000_000, 'business')).toBe('business_expense');
  });
});
