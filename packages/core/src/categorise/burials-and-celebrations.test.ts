/**
 * What a burial, a wedding or a party is paid for: burial services and customary fees are Other; the entertainment
 * hired for an occasion is events. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('burials and celebrations', () => {
  it('reads burial services as Other, to a person or a firm', () => {
    expect(cat('MOBILE TRF TO OKAFOR JUDE EMEKA GTB HEARSE HIRE', -12_000_000, 'salaried')).toBe('other_expense');
    expect(cat('TRF TO ETERNAL HOME CASKETS', -60_000_000, 'civil-servant')).toBe('other_expense');
    expect(cat('TRF TO ABIA SPECIALIST HOSPITAL MORTUARY DEPOSIT', -10_000_000, 'salaried')).toBe('other_expense');
    expect(cat('TRF TO EVERGREEN FUNERAL SERVICES', -40_000_000, 'sme')).toBe('other_expense');
    expect(cat('TRF TO DAILY TRUST NEWSPAPERS', -9_000_000, 'retiree')).toBe('other_expense');
  });
  it('keeps a contribution towards a burial as help', () => {
    expect(cat('NIP TRF TO ADA OKEKE HEARSE CONTRIBUTION', -2_000_000, 'salaried')).toBe('transfers_out');
  });
  it('reads a chieftaincy fee as Other', () => {
    expect(cat('Transfer to Obi Ugo - chieftaincy title fee', -30_000_000, 'sme')).toBe('other_expense');
  });
  it('reads performers hired for an occasion as events on any account', () => {
    expect(cat('TRF TO BALOGUN SEUN | UBA | DJ BALANCE', -8_000_000, 'salaried')).toBe('entertainment');
    expect(cat('Transfer to Musa Idris - live band', -20_000_000, 'pos-agent')).toBe('entertainment');
    expect(cat('TRF TO EZE CHUKA/ACCESS/IGBO CULTURAL TROUPE', -5_000_000, 'self-employed')).toBe('entertainment');
    expect(cat('TRF TO ADAMU JOY | GTB | PHOTOGRAPHY', -15_000_000, 'civil-servant')).toBe('entertainment');
  });
  it('reads canopies and decor for a household as events, and an events business buying stock as its cost', () => {
    expect(cat('TRF TO GRACE CANOPY AND CHAIRS', -6_000_000, 'retiree')).toBe('entertainment');
    expect(cat('TRF TO SPLENDOUR DECOR', -9_000_000, 'salaried')).toBe('entertainment');
    expect(cat('TRF TO SPLENDOUR DECOR STOCK', -9_000_000, 'sme')).toBe('business_expense');
  });
});
