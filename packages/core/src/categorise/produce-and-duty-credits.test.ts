/**
 * Credits whose memo says what was earned: produce sold, a driver's fares and errands, a bakery's cakes, a corps
 * member's state or PPA allowance, a betting wallet paid out, a non-interest bank's profit share. Every narration
 * here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('credits that say what was earned', () => {
  it('reads produce a person or an off-taker paid for as a sale, on an account with no persona; help stays help', () => {
    expect(cat('NIP CR:TYOHEMBA KURUGH:GROUNDNUT BAGS 4', 12_000_000)).toBe('business_income');
    expect(cat('TRF FROM AONDOAKAA SHIMA/SORGHUM 8 BAGS', 20_000_000)).toBe('business_income');
    expect(cat('INWARD TRF FROM MUSA TANKO - 50 TUBERS YAM', 9_000_000)).toBe('business_income');
    expect(cat('NIP CR:KADUNA GRAINS AGGREGATORS:OFFTAKE PAYMENT', 90_000_000)).toBe('business_income');
    expect(cat('TRF FROM ADA OBI/FOR THE YAMS SUPPORT', 900_000)).toBe('transfer_in');
  });
  it("reads a passenger's fare or a customer's errand fee as a gig worker's earnings, not on a salaried account", () => {
    expect(cat('Transfer from TOYIN ALAO | trip fare', 450_000, 'gig-worker')).toBe('business_income');
    expect(cat('Received from NGOZI EZE - errand fee', 300_000, 'gig-worker')).toBe('business_income');
    expect(cat('Received from NGOZI EZE - errand fee', 300_000, 'salaried')).not.toBe('business_income');
  });
  it("reads a cake paid for on a bakery's account as a sale, though the memo names a birthday", () => {
    expect(cat('TRF FROM KEMI ALABI/BIRTHDAY CAKE', 3_500_000, 'sme')).toBe('business_income');
    expect(cat('TRF FROM KEMI ALABI/BIRTHDAY CAKE', 3_500_000, 'salaried')).toBe('transfer_in');
  });
  it("reads a state's or a PPA's allowance for a corps member as salary; the scheme's own allawee stays other income", () => {
    expect(cat('NIP FROM OGUN STATE GOVERNMENT/ALLOWANCE CORPS MEMBERS JUN', 1_000_000)).toBe('salary');
    expect(cat('TRF FROM BRIGHT STARS COLLEGE - PPA ALLOWANCE JUL', 1_500_000)).toBe('salary');
    expect(cat('NYSC ALLAWEE JUN', 7_700_000)).toBe('other_income');
    expect(cat('TRF FROM BRIGHT STARS COLLEGE - MONTHLY STIPEND', 1_500_000, 'student')).toBe('other_income');
  });
  it("reads a hospital's call-duty pay as salary on a civil servant's account", () => {
    expect(cat('NIP FROM UNIVERSITY TEACHING HOSPITAL JOS/CALL DUTY JUN', 4_000_000, 'civil-servant')).toBe('salary');
  });
  it('reads a betting site paying out the wallet as other income; a savings wallet paying out stays own money', () => {
    expect(cat('TRF FROM BET9JA NIGERIA/WALLET WITHDRAWAL', 2_000_000, 'salaried')).toBe('other_income');
    expect(cat('Piggyvest Wallet Withdrawal 123456', 2_000_000, 'salaried')).toBe('own_transfer');
  });
  it("reads a non-interest bank's profit share as interest", () => {
    expect(cat('MUDARABAH PROFIT SEP 2025', 150_000)).toBe('interest');
    expect(cat('PROFIT DISTRIBUTION | SEP 2025', 150_000)).toBe('interest');
  });
});
