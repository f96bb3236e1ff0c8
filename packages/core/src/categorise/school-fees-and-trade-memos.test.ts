/**
 * School fees in Hausa, Igbo and Yoruba, osusu and cooperatives, a trading account's loading fees, labour, bales and
 * seed suppliers, an invoice reference to a person on a non-trading account, the "FT/<ref>/<payee>" line and names
 * narrow lines cut. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';

const cat = (d: string, persona: Persona | undefined = 'salaried', amountKobo = -1_500_000): string =>
  categoriseNarration(d, amountKobo, { persona, accountName: 'HALIMA BELLO' }).category;

describe('memos that say what a debit bought', () => {
  it('reads school fees in Hausa, Igbo or Yoruba, or spelt "skul", as education, help with them as a transfer', () => {
    expect(cat('TRF TO MUSA DANJUMA/KUDIN MAKARANTA 3RD TERM')).toBe('education');
    expect(cat('NIP OUT CHIDI NNAJI EGO AKWUKWO')).toBe('education');
    expect(cat('Transfer to Bose Alabi | owo ileewe')).toBe('education');
    expect(cat('TRF TO BOSE ALABI SKUL FEES 1ST TERM')).toBe('education');
    expect(cat('TRF TO BOSE ALABI SUPPORT SKUL FEES')).toBe('transfers_out');
  });
  it('reads osusu to a collector, and a trading account paying its cooperative, as savings', () => {
    expect(cat('TRF TO NKEM OKORO OSUSU', 'self-employed', -300_000)).toBe('savings_investment');
    expect(cat('TRF TO TRADERS MULTIPURPOSE CO', 'sme', -500_000)).toBe('savings_investment');
  });
  it("reads a trading account's loading fee, labour, bales and seed suppliers as stock and running costs", () => {
    expect(cat('NIP TRF TO JUDE ONYIA LOADING FEE', 'sme', -250_000)).toBe('business_expense');
    expect(cat('NIP OUT SANI ABDU HARVEST LABOUR', 'sme', -900_000)).toBe('business_expense');
    expect(cat('TRF TO EMEKA OKOLI 3 BALES', 'business', -4_000_000)).toBe('business_expense');
    expect(cat('TRF TO GREENFIELD SEEDS DISTRIBU', 'sme', -9_000_000)).toBe('business_expense');
    // The same loading fee on a salaried account is no purchase of stock.
    expect(cat('NIP TRF TO JUDE ONYIA LOADING FEE', 'salaried', -250_000)).not.toBe('business_expense');
  });
  it('reads an invoice reference to a person on a non-trading account as a transfer, a firm\'s invoice as stock', () => {
    expect(cat('IB TRF TO KEMI ADEYEMI INV', 'salaried')).toBe('transfers_out');
    expect(cat('Transfer to Yusuf Garba | INV', undefined)).toBe('transfers_out');
    expect(cat('TRF TO OKOYE DISTRIBUTORS LTD INV 2231', 'sme')).toBe('business_expense');
  });
  it('finds the payee of "FT/<reference>/<payee>/<memo>"', () => {
    const c = createCategoriser({ persona: 'salaried', accountName: 'HALIMA BELLO' });
    const r = c({ date: '2026-01-05', description: 'FT/55120934/OKON ETIM BASSEY/PART PAYMENT', amount: -700_000, balance: null });
    expect(r.tx.category).toBe('transfers_out');
    expect(r.detail.person).toBe('okon etim bassey');
  });
  it('knows names narrow lines cut: a DisCo, an insurer, an agency, a cinema, an exam centre, a mosque society', () => {
    expect(cat('QUICKTELLER/IKEJA ELECT PREPAID/40012345678')).toBe('utilities');
    expect(cat('WEB PURCHASE MUTUAL BENEFIT ASSUR')).toBe('insurance');
    expect(cat('KANO STATE INT REV PAYMENT RRR:1234')).toBe('tax_government');
    expect(cat('POS PURCHASE GENESIS DELUXE LEKKI')).toBe('entertainment');
    expect(cat('WEB PAYMENT PEARSON VUE EXAM')).toBe('education');
    expect(cat('Send to Nasrul-lahi-il Fathi Soc Zenith')).toBe('giving');
    expect(cat('POS PURCHASE FOODCO SPMKT IBADAN')).toBe('food_groceries');
    expect(cat('WEB PMT-APPLE SERVICES-887766')).toBe('tv_subscriptions');
  });
});
