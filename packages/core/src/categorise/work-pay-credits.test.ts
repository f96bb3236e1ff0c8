/**
 * Pay for shifts and service from hospitals, churches, mosques and firms, a company's bonus, a customer's cash paid in
 * on a trading account, a gig worker's trip fares and a draw's prize. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, persona?: Persona, amountKobo = 6_500_000, accountName = 'AMAKA OBI'): string =>
  categoriseNarration(d, amountKobo, { persona, accountName }).category;

describe('credits that say what was earned', () => {
  it('reads a locum, a shift allowance or a stipend from a hospital, church or mosque as salary', () => {
    expect(cat('NIP CR/LIFELINE SPECIALIST HOSPITAL/LOCUM WEEKEND', 'salaried')).toBe('salary');
    expect(cat('SHIFT ALLOWANCE FEDERAL MEDICAL CENTRE OWO', 'salaried')).toBe('salary');
    expect(cat('MINISTERS STIPEND JUNE CHRIST APOSTOLIC CHURCH OKE', 'salaried')).toBe('salary');
    expect(cat('CENTRAL MOSQUE COMMITTEE ALLOWANCE JULY', 'salaried')).toBe('salary');
    expect(cat('CORPER ALLOWANCE JUNE BRIGHTWAY FOODS LTD')).toBe('salary');
    // NYSC's own allowance and a scholarship are not read as pay here.
    expect(cat('NYSC MONTHLY ALLOWANCE')).not.toBe('salary');
    expect(cat('STIPEND SCHOLARSHIP BOARD 2ND TRANCHE', 'student')).not.toBe('salary');
  });
  it("reads a company's bonus as salary, a platform's bonus not", () => {
    expect(cat('PAYMENT OF BONUS KANO FLOUR MILLS LTD', 'salaried')).toBe('salary');
    expect(cat('REFERRAL BONUS PALMPAY LTD', 'salaried')).not.toBe('salary');
  });
  it("reads cash a named person paid in on a trading account as a customer's payment", () => {
    expect(cat('CASH DEP BY NGOZI EZE', 'business', 1_800_000, 'OBI AMAKA STORES')).toBe('business_income');
    expect(cat('CASH DEPOSIT BY TUNDE BAKARE', 'sme', 1_800_000, 'OBI AMAKA STORES')).toBe('business_income');
    // On another account, or by the holder, it is not a sale.
    expect(cat('CASH DEP BY NGOZI EZE', undefined, 1_800_000)).not.toBe('business_income');
    expect(cat('CASH DEPOSIT BY SELF', 'sme', 1_800_000, 'OBI AMAKA STORES')).not.toBe('business_income');
  });
  it("reads a passenger's transfer for a trip on a gig worker's account as a fare earned", () => {
    expect(cat('TRF FRM KELECHI OKAFOR TRIP', 'gig-worker', 450_000)).toBe('business_income');
    expect(cat('TRF FRM KELECHI OKAFOR TRIP', 'salaried', 450_000)).toBe('transfer_in');
  });
  it("reads a draw's winner as other income", () => {
    expect(cat('MONTHLY DRAW WINNER PAYOUT', 'salaried', 2_000_000)).toBe('other_income');
  });
});
