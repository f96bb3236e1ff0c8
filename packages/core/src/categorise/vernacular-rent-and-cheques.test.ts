/**
 * Rent in Yoruba, Igbo and Hausa and misspelt, a house agent's agreement and commission, a cheque cashed by the holder
 * and a church's welfare levy. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo = -25_000_000): string =>
  categoriseNarration(d, amountKobo, { persona: 'salaried' }).category;

describe('rent memos in Nigerian languages, self cheques and welfare levies', () => {
  it('reads house money to a landlord in Yoruba, Igbo or Hausa, or misspelt, as rent', () => {
    expect(cat('TRF TO KAREEM ADIO/OWO ILE 2026')).toBe('rent_housing');
    expect(cat('NIP TO CHUKWUDI ONAH - EGO ULO')).toBe('rent_housing');
    expect(cat('TRANSFER TO GARBA LAWAN KUDIN HAYA')).toBe('rent_housing');
    expect(cat('TRF TO KAREEM ADIO/RENTT FOR SHOP')).toBe('rent_housing');
    expect(cat('TRF TO KAREEM ADIO/AGREEMENT AND COMMISSION')).toBe('rent_housing');
    // The same words for a school's fees, or a favour, are not rent.
    expect(cat('TRF TO KAREEM ADIO/OWO ILE IWE', -5_000_000)).not.toBe('rent_housing');
    expect(cat('TRF TO KAREEM ADIO/HELP WITH OWO ILE', -5_000_000)).toBe('transfers_out');
  });
  it('reads water money to a water vendor in Hausa, Yoruba or Igbo as a utility', () => {
    expect(cat('Transfer to SANI MUSA | kudin ruwa', -300_000)).toBe('utilities');
    expect(cat('TRF TO KAREEM ADIO/OWO OMI', -300_000)).toBe('utilities');
  });
  it('reads a cheque the holder cashes as cash withdrawn', () => {
    expect(cat('SELF CHQ 00451236 CASH', -8_000_000)).toBe('cash_withdrawal');
    expect(cat('CASH WDL BY CHQ 00451237 SELF', -8_000_000)).toBe('cash_withdrawal');
  });
  it("reads a church's welfare levy as giving, not a bank's levy", () => {
    expect(cat('Transfer to DEEPER LIFE ABA welfare levy', -250_000)).toBe('giving');
    expect(cat('UNION NIP LIVING FAITH OTTA WELFARE LEVY', -250_000)).toBe('giving');
  });
});
