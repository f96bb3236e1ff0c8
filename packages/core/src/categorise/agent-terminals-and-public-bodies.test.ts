/**
 * Payees whose name says what kind of body they are: an agent network's terminal on a card line, a state's traffic
 * agency and revenue service, visa centres, cooperatives named after their members' employer, traders' associations.
 * Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('agent terminals and public bodies', () => {
  it("reads a card payment at an agent network's own terminal as cash bought", () => {
    expect(cat('POS PURCHASE @ TEAMAPT LIMITED ABEOKUTA NG', -2_500_000, 'salaried')).toBe('cash_withdrawal');
    expect(cat('Card Payment PALMPAY LIMITED', -1_000_000, 'retiree')).toBe('cash_withdrawal');
    expect(cat('POS TRAN OPAY DIGITAL SERVICES JOS', -1_500_000, 'business')).toBe('cash_withdrawal');
    expect(cat('POS PURCHASE 55512345 AGENCY/TRF-ACC/POS MINNA', -2_000_000, 'civil-servant')).toBe('cash_withdrawal');
  });
  it("leaves the same names alone when they are a person's receiving wallet", () => {
    expect(cat('Transfer to EMEKA NWANKWO / PALMPAY LIMITED / foodstuff', -600_000, 'salaried')).not.toBe(
      'cash_withdrawal',
    );
    expect(cat('NIP:OPAY DIGITAL SERVICES:TUNDE BALOGUN:POCKET MONEY', -300_000, 'salaried')).toBe('transfers_out');
  });
  it("reads a state traffic agency paid by name as a government fee, not an officer's fine", () => {
    expect(cat('Transfer to KADUNA STATE KASTLEA (Zenith Bank)', -200_000, 'gig-worker')).toBe('tax_government');
    expect(cat('NIP TRF TO LASTMA ENFORCEMENT ACCT', -2_000_000, 'salaried')).toBe('tax_government');
  });
  it("reads a state revenue service's market ticket as a tax on a trader's account", () => {
    expect(cat('TRF TO OYO STATE IRS BODIJA MARKET', -300_000, 'business')).toBe('tax_government');
  });
  it('reads visa centres and immigration fees as government fees, not travel', () => {
    expect(cat('WEB PURCHASE VFS GLOBAL SERVICES ABUJA', -9_000_000, 'salaried')).toBe('tax_government');
    expect(cat('Online Purchase TLSCONTACT LAGOS', -7_500_000, 'student')).toBe('tax_government');
    expect(cat('CARD WEB UKVI IHS PAYMENT', -50_000_000, 'self-employed')).toBe('tax_government');
    expect(cat('WEB PURCHASE BRITISH COUNCIL IELTS UKVI', -40_000_000, 'salaried')).toBe('education');
  });
  it("reads a cooperative named after its members' employer as savings", () => {
    expect(cat('TRF TO OGUN STATE NURSES COOP', -1_000_000, 'civil-servant')).toBe('savings_investment');
    expect(cat('TRF TO KWARA TEACHERS COOP', -1_000_000, 'civil-servant')).toBe('savings_investment');
  });
  it("reads a traders' association's dues as a cost of trading, whatever its members sell", () => {
    expect(cat('NIP CR/IDUMOTA LACE TRADERS ASSOC/GTB', -500_000, 'business')).toBe('business_expense');
  });
});
