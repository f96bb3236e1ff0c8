/**
 * Kind words decide names no list holds, and the wider brand lexicon must not swallow people's names. Every narration
 * here was written for these tests, with names of its own; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from '../categorise/categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('kind words decide an unknown name', () => {
  it('a foundation, an initiative or a food bank is giving, even with "food" in the name', () => {
    expect(cat('TRANSFER TO RISING STAR FOUNDATION', -2_500_000)).toBe('giving');
    expect(cat('WEB/PAYSTACK KANO FOOD BANKING INITIATIVE', -1_000_000)).toBe('giving');
    expect(cat('FLW/ADAMAWA RELIEF FOUNDATION/887766', -3_000_000)).toBe('giving');
  });
  it('a foundation school or a foundation hospital keeps its own kind', () => {
    expect(cat('TRANSFER TO GOLDEN FOUNDATION NURSERY SCHOOL fees', -15_000_000)).not.toBe('giving');
  });
  it("an insurer's or a bank's investment arm is savings, not a premium", () => {
    expect(cat('NIP OUT/OKOMU MUTUAL INVEST', -5_000_000)).toBe('savings_investment');
    expect(cat('WEB PMT BRIGHTWAY ASSET MANAGEMENT 004512', -10_000_000)).toBe('savings_investment');
    expect(cat('PAYSTACK/HERITAGE SECURITIES LTD/556677', -20_000_000)).toBe('savings_investment');
  });
  it('a state or federal authority, agency or board is government; a water board and a travel agency are not', () => {
    expect(cat('PAYSTACK/OGUN STATE SIGNAGE AUTHORITY/12345', -6_400_000)).toBe('tax_government');
    expect(cat('WEB PURCHASE @ENUGU STATE LICENSING BOARD', -2_000_000)).toBe('tax_government');
    expect(cat('WEB PMT DELTA STATE PARKING AUTHORITY', -50_000)).not.toBe('tax_government');
    expect(cat('TRANSFER TO SUNSHINE TRAVEL AGENCY', -30_000_000)).not.toBe('tax_government');
  });
  it('a lounge, a club or a shrine is leisure; a chop bar is an eatery', () => {
    expect(cat('POS PURCHASE @ KALAKUTA SHRINE ABEOKUTA', -1_500_000)).toBe('entertainment');
    expect(cat('POS PURCHASE @ NEPTUNE LOUNGE IKEJA', -2_200_000)).toBe('entertainment');
    expect(cat('POS PURCHASE @ MAMA TEE CHOP BAR', -300_000)).toBe('food_groceries');
  });
  it('a state water corporation by its acronym is a utility, also through Remita', () => {
    expect(cat('REMITA/OYSWC/ RRR 1234', -450_000)).toBe('utilities');
    expect(cat('QT/KWSWB/', -300_000)).toBe('utilities');
  });
  it('a courier is a personal cost on a personal account and stock on a business’s', () => {
    expect(cat('WEB PMT KWIK DELIVERY 5566', -250_000, 'student')).toBe('other_expense');
    expect(cat('WEB PMT KWIK DELIVERY 5566', -250_000, 'sme')).toBe('business_expense');
  });
  it("a workshop's card line ending in POS is the purchase, not a POS agent's cash-out", () => {
    expect(cat('POS/WEB PMT PAYSTACK*VULCANIZER POS', -200_000)).toBe('transport');
    expect(cat('POS/WEB PMT PAYSTACK*IYA BOLA POS', -200_000)).toBe('cash_withdrawal');
  });
  it("a POS agent's transfer marked only deposit is the customer's cash; elsewhere it is a transfer", () => {
    expect(cat('NIP/OPAY/FUNKE ADIGUN/deposit', -4_000_000, 'pos-agent')).toBe('business_expense');
    expect(cat('NIP/OPAY/FUNKE ADIGUN/deposit', -4_000_000, 'salaried')).toBe('transfers_out');
    expect(cat('NIP/OPAY/FUNKE ADIGUN/rent deposit', -40_000_000, 'pos-agent')).not.toBe('business_expense');
  });
});

describe('the brand lexicon by kind', () => {
  it('names brands a statement carries in every kind', () => {
    expect(cat('WEB PMT CHOPNOWNOW 1122', -1_500_000)).toBe('food_groceries');
    expect(cat('POS/WEB PMT FLW*SAFEBODA', -150_000)).toBe('transport');
    expect(cat('WEB PURCHASE @WAKANOW', -45_000_000)).toBe('entertainment');
    expect(cat('WEB PMT SYNLAB 8899', -2_500_000)).toBe('health');
    expect(cat('WEB PURCHASE @OKX', -10_000_000)).toBe('savings_investment');
    expect(cat('FLW/TEARFUND/5544', -1_000_000)).toBe('giving');
    expect(cat('PAYSTACK/NESREA/7788', -2_000_000)).toBe('tax_government');
  });
  it('a repairer is a personal service, a prayer mountain giving, a bookshop retail, a cargo agent a trade cost', () => {
    expect(cat('POS PURCHASE @ MIRACLE SHOE DOCTOR ONITSHA', -350_000)).toBe('other_expense');
    expect(cat('POS/WEB PURCHASE CAC ORI OKE ILESA', -1_000_000)).toBe('giving');
    expect(cat('POS PURCHASE ROVINGHEIGHTS BOOKS ABUJA', -900_000)).toBe('shopping');
    expect(cat('NIP/ZENITH/ALIBABA CARGO AGENT/po 12', -25_000_000, 'sme')).toBe('business_expense');
    expect(cat('NIP/ZENITH/ALIBABA CARGO AGENT/po 12', -2_500_000, 'student')).toBe('other_expense');
  });
  it("a cut-off surname is not read as a longer brand, and people's names stay people", () => {
    expect(cat('NIP TRANSFER TO SULEIMAN A TIJANI STERLING BANK', -500_000)).toBe('transfers_out');
    expect(cat('* 8 3 3 * T R F  T O  O M O T O S H O  M O R E N I K E', -500_000)).toBe('transfers_out');
  });
});
