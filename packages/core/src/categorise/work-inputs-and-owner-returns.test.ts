/**
 * Debits that are the cost of the holder's own work: an artisan's materials and a mechanic's shop-bought parts, hands'
 * pay and farm work on a self-employed account, a driver's weekly money to the vehicle's owner, a POS agent's float
 * from a bureau or a cash vendor, a trader's produce from a supplier named by it. Every narration here was written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe("an artisan's materials and a mechanic's parts", () => {
  it('reads materials named in the memo as stock on a self-employed account, whoever is paid', () => {
    expect(cat('MOB TRF TO ABA SHOE MATERIALS MKT/ZENITH/SOLES AND GUM', -4_500_000, 'self-employed')).toBe(
      'business_expense',
    );
    expect(cat('Transfer to NNAMDI OKORO / UBA / leather', -3_000_000, 'self-employed')).toBe('business_expense');
    expect(cat('NIP OUT/GBOKO TIMBER SHED/FCMB/PLYWOOD 6 SHEETS', -6_000_000, 'self-employed')).toBe(
      'business_expense',
    );
    expect(cat('MOB TRF TO TRANS AMADI WELDING SUPPLY/OPAY/OXYGEN GAS', -2_500_000, 'self-employed')).toBe(
      'business_expense',
    );
    expect(cat('TRF TO RING ROAD BEAUTY DEPOT/MONIEPOINT/HAIR EXTENSIONS', -1_800_000, 'self-employed')).toBe(
      'business_expense',
    );
  });
  it('leaves the same memo to its usual reading on a salaried account, and a personal memo to the person', () => {
    expect(cat('NIP OUT/GBOKO TIMBER SHED/FCMB/PLYWOOD 6 SHEETS', -6_000_000, 'salaried')).not.toBe('business_expense');
    expect(cat('Transfer to NNAMDI OKORO / UBA / leather gift', -3_000_000, 'self-employed')).not.toBe(
      'business_expense',
    );
  });
  it("reads a named part bought from a parts shop as a mechanic's stock; a part from a person stays Transport", () => {
    expect(cat('NIP OUT/EMEKA AUTO PARTS LADIPO/GTB/BRAKE PAD', -2_200_000, 'self-employed')).toBe('business_expense');
    expect(cat('NIP OUT/OSHODI TYRES & BATTERIES/FBN/PLUGS', -900_000, 'self-employed')).toBe('business_expense');
    expect(cat('Transfer to TUNDE BALOGUN brake pad', -2_200_000, 'self-employed')).toBe('transport');
  });
});

describe("hands' pay and farm work on a self-employed account", () => {
  it('reads pay by the month and farm work by the job as the business paying its hands', () => {
    expect(cat('MOB TRF/ADAMU YUSUF/OPAY/YOUR PAY', -3_000_000, 'self-employed')).toBe('business_expense');
    expect(cat('NIP-DR TERKAA IORWUESE OPAY WEEDING', -1_500_000, 'self-employed')).toBe('business_expense');
    expect(cat('MOB TRF/KEHINDE ALAO/PALMPAY/FARM HAND SALARY', -2_500_000, 'self-employed')).toBe('business_expense');
  });
  it('leaves pay to a person on a household account as a transfer', () => {
    expect(cat('MOB TRF/ADAMU YUSUF/OPAY/YOUR PAY', -3_000_000, 'salaried')).not.toBe('business_expense');
  });
});

describe("a driver's or rider's money to the vehicle's owner", () => {
  it('reads weekly returns, work-and-pay and hire purchase as the cost of working the vehicle', () => {
    expect(cat('Transfer to OBINNA EZE (ZENITH) weekly returns', -3_500_000, 'gig-worker')).toBe('business_expense');
    expect(cat('MOBILE TRF BISI ADEOYE GTB WORK AND PAY', -4_000_000, 'gig-worker')).toBe('business_expense');
    expect(cat('Sent to IKE NWANKWO OPAY keke balance', -2_000_000, 'gig-worker')).toBe('business_expense');
  });
  it("leaves a company's annual returns to the government, and returns on another account alone", () => {
    expect(cat('REMITA/CAC/ANNUAL RETURNS/RRR11122233', -500_000, 'gig-worker')).not.toBe('business_expense');
    expect(cat('Transfer to OBINNA EZE (ZENITH) weekly returns', -3_500_000, 'salaried')).not.toBe('business_expense');
  });
});

describe("a POS agent's float sellers and a trader's produce", () => {
  it('reads a bureau de change or a cash vendor paid by a POS agent as float bought', () => {
    expect(cat('Send to MALAM SANI BDC KADUNA | OPAY', -50_000_000, 'pos-agent')).toBe('business_expense');
    expect(cat('TRF TO OJOTA PARK CASH VENDOR/UBA', -30_000_000, 'pos-agent')).toBe('business_expense');
  });
  it("reads produce named by the supplier or the trade's measure as a trader's stock; a household list stays food", () => {
    expect(cat('MOBILE TRF/ZARIA ONION MARKET/MONIEPOINT/', -40_000_000, 'business')).toBe('business_expense');
    expect(cat('MOBILE TRF/ZARIA ONION MARKET/MONIEPOINT/', -40_000_000, 'salaried')).toBe('food_groceries');
    expect(cat('TRF TO GARBA ISA - PALMPAY - FOR 30 BASKETS', -25_000_000, 'business')).toBe('business_expense');
    expect(cat('TRF TO GARBA ISA - PALMPAY - ALABARU', -300_000, 'sme')).toBe('business_expense');
    expect(cat('Transfer to TOLU ADEYEMI - pepper and tomatoes', -1_200_000, 'business')).toBe('food_groceries');
  });
});
