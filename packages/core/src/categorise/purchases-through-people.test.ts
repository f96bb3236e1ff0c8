/** Aso-ebi and course materials bought through a person. Every narration here was written for these tests. */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, persona: Persona = 'salaried', amountKobo = -1_500_000): string =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('things bought through a person', () => {
  it('reads aso-ebi bought from a person as shopping, even when the memo names the wedding', () => {
    expect(cat('TRF TO BOSE ADEWALE/ASOEBI FOR KEMI WEDDING')).toBe('shopping');
    expect(cat('TRF TO BOSE ADEWALE/WEDDING CONTRIBUTION')).toBe('transfers_out');
  });
  it("reads a business's paper by the ream, granite or share of a container bought from a person as stock", () => {
    expect(cat('TRF TO SEGUN ALABI/A4 PAPER 15 REAMS', 'sme')).toBe('business_expense');
    expect(cat('TRF TO SEGUN ALABI/GRANITE 2 TRIPS', 'sme')).toBe('business_expense');
    expect(cat('TRF TO IFEANYI OKOYE/CONTAINER SHARE JUNE', 'business')).toBe('business_expense');
    expect(cat('TRF TO SEGUN ALABI/A4 PAPER 15 REAMS', 'salaried')).not.toBe('business_expense');
  });
  it("reads a student's handouts, manuals and departmental dues paid to a person as education", () => {
    expect(cat('Transfer to EMEKA ODO | lab manual', 'student')).toBe('education');
    expect(cat('Transfer to EMEKA ODO | handouts for mth 201', 'student')).toBe('education');
    expect(cat('Transfer to EMEKA ODO | departmental dues', 'student')).toBe('education');
  });
});
