/**
 * Set P's glued and cut card lines, fixed by kind: every narration here was written for these tests with names of its
 * own (none comes from a labelled set), so each rule is shown to read a kind of line, not one payee.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('glued card names cut at the field end (set P classes)', () => {
  it('reads the kind inside a glued name, whole or cut', () => {
    expect(cat('POSPUREMEKAFILLINGST', -2_000_000, 'salaried')).toBe('transport');
    expect(cat('POSPURMAMABISICOOKINGG', -900_000, 'student')).toBe('utilities');
    expect(cat('POS PUR@ADAOBI COOKING GA ENUGU', -900_000, 'student')).toBe('utilities');
    expect(cat('POSPURHOLYTRINITYFROZENF', -1_200_000, 'retiree')).toBe('food_groceries');
    expect(cat('WEBPURBRIGHTWAVECOMMUNICATIO', -1_500_000, 'diaspora')).toBe('airtime_data');
    expect(cat('WEBPURLIVINGWATERMINISTRI', -500_000, 'salaried')).toBe('giving');
    expect(cat('POSPURGOLDENGATEBREWER', -700_000, 'sme')).toBe('entertainment');
    expect(cat('WEBPURKANOLOTTOKING', -200_000, 'gig-worker')).toBe('betting');
    expect(cat('POSPUR ST. AGNES FROZEN', -1_200_000, 'salaried')).toBe('food_groceries');
    expect(cat('POSPURLIFELINECHEMIS', -350_000, 'salaried')).toBe('health');
  });

  it('leaves a cash-out, a refund and a line with no kind word to the other rules', () => {
    expect(cat('POSPURCHASE CASH WITHDRAWAL EMEKAFILLINGST', -2_000_000, 'salaried')).not.toBe('transport');
    expect(cat('REFUND POSPURMAMABISICOOKINGG', 900_000, 'student')).not.toBe('utilities');
    expect(cat('POSPURADEBAYOOKONKWOIBADAN', -600_000, 'salaried')).not.toBe('entertainment');
    // A cut word must end where the name's field ends: "FILLING" inside a longer word further on is no station.
    expect(cat('NIP TRF TO EMEKA FILLINGS/RENT', -2_000_000, 'salaried')).not.toBe('transport');
  });
});

describe('kind words of set P on spaced lines', () => {
  it('a brewery is a bar, a plaza a mall, a rail line transport, a lottery betting', () => {
    expect(cat('POS PURCHASE OKAVANGO BREWERY KADUNA', -650_000, 'civil-servant')).toBe('entertainment');
    expect(cat('CARD PURCHASE KADUNA RAIL 120324', -300_000, 'student')).toBe('transport');
    expect(cat('NIP TRF LOTTOMANIA NIGERIA/WALLET FUNDING', -200_000, 'salaried')).toBe('betting');
    // A trader's cartons from a brewer are stock, not a night out.
    expect(cat('TRF TO NIGERIAN BREWERIES/CARTONS OF STAR', -25_000_000, 'business')).not.toBe('entertainment');
  });
});
