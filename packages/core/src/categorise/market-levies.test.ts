/**
 * A local government's market-levy account ("<X> MARKET LG MARKET LEVY", cut by the line) and a market paid with a
 * levy memo are the trader's market levy (Tax & Government), not the market as a food place nor a bank's levy. Every
 * narration here was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number): string => categoriseNarration(d, amountKobo, { persona: 'business' }).category;

describe('market levies paid by transfer', () => {
  it("reads a market's LG levy account as the levy, cut or whole", () => {
    expect(cat('NIP TO OJA OBA MARKET LG MARKET L/FBN', -500_000)).toBe('tax_government');
    expect(cat('XPRESS TRF TO AREA MARKET LG MARKE UBA LEVY', -500_000)).toBe('tax_government');
    expect(cat('TRF TO KASUWA MARKET LG MAR/FBN/TICKET', -200_000)).toBe('tax_government');
  });
  it('reads a market paid with a levy memo as the levy', () => {
    expect(cat('NIP TO CENTRAL MARKET ENUGU ZENITH LEVY', -300_000)).toBe('tax_government');
  });
  it("leaves a market's cooperative contribution savings", () => {
    expect(cat('NIP TO CENTRAL MARKET TRADERS COOPERATIVE ZENITH CONTRIBUTION', -3_000_000)).not.toBe('tax_government');
  });
});
