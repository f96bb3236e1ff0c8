/**
 * Mandates, savings pockets, household memos to a person and glued bank-app leads (issue #14). Every narration here
 * was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('repayment mandates', () => {
  it('naming an HMO or an insurer collect that premium, not a loan', () => {
    expect(cat('AVON HMO REPAYMENT MANDATE', -1_500_000)).toBe('health');
    expect(cat('LEADWAY ASSURANCEREPAYMENT MANDATE', -2_000_000)).toBe('insurance');
  });
  it("naming a lender are the loan's direct debit", () => {
    expect(cat('MANDATE/CARBON/771203', -3_000_000)).toBe('loan_repayment');
    expect(cat('Recurring Payment Carbon', -2_500_000)).toBe('loan_repayment');
  });
  it('naming neither stay with the other rules', () => {
    expect(cat('MANDATE/CHURCH BUILDING FUND', -500_000)).not.toBe('loan_repayment');
  });
});

describe('a savings pocket named for a goal', () => {
  it('is savings when funded and own money when emptied', () => {
    expect(cat('Pocket - Rent', -1_000_000)).toBe('savings_investment');
    expect(cat('Pocket - School Fees', -500_000)).toBe('savings_investment');
    expect(cat('Pocket - Rent', 1_000_000)).toBe('own_transfer');
  });
  it('but pocket money to a person is a transfer', () => {
    expect(cat('TRF TO AMAKA OBI POCKET MONEY', -500_000)).toBe('transfers_out');
  });
});

describe('household memos on a transfer to a person', () => {
  it('read what was bought, even on a trading account', () => {
    expect(cat('TRF TO IYABO ADEWALE FOR SOUP', -1_500_000, 'sme')).toBe('food_groceries');
    expect(cat('NIP/KUDA/TOBI ALADE/FOR DATA', -500_000, 'student')).toBe('airtime_data');
    expect(cat('TRANSFER TO HAUWA BELLO GAS 12KG', -1_800_000, 'pos-agent')).toBe('utilities');
    expect(cat('NIP/OPAY/SEGUN ADEBAYO/SERVICING', -3_000_000)).toBe('transport');
  });
  it('but money for data or soup given as help stays a transfer', () => {
    expect(cat('TRF TO IBRAHIM MUSA DATA MONEY', -300_000)).toBe('transfers_out');
  });
});

describe('glued bank-app leads', () => {
  it('are the bank, not a business kind glued inside', () => {
    expect(cat('ZENITHMOBILE TRF KEMI ADELEKE/THANKS', -2_000_000)).toBe('transfers_out');
    expect(cat('TAJNIP/MUSA DANLADI/PYMT', -2_000_000)).toBe('transfers_out');
  });
});

describe("a card terminal's line with the id glued to the merchant", () => {
  it('reads the merchant after the terminal id', () => {
    expect(cat('2063K7P2SHOPRITE LEKKI LAGOS LA NG', -2_500_000)).toBe('food_groceries');
    expect(cat('2MPT9QX1DOMINOS PIZZA IKEJA LA NG', -1_200_000)).toBe('food_groceries');
  });
  it('leaves a line without the state-and-country tail alone', () => {
    expect(cat('2SURE FOODS LTD', -1_200_000)).not.toBe('transfers_out');
  });
});

describe("a market's dues or levy", () => {
  it("is paid to the government that runs the market, whatever the market's name holds", () => {
    expect(cat('WEB PMT/REMITA/OYO STATE MARKET REVENUE', -800_000, 'sme')).toBe('tax_government');
    expect(cat('ONLINE PAYMENT IKEJA LGA MARKET DUES', -500_000, 'sme')).toBe('tax_government');
  });
  it("but a traders' union's dues are not", () => {
    expect(cat('MARKET UNION DUES OJA MKT', -500_000, 'sme')).not.toBe('tax_government');
  });
});

describe("a trading account's transfer with a stock memo", () => {
  it('is stock bought, whatever kind word the supplier holds', () => {
    expect(cat('TRF TO BRIGHT OIL AND GAS LTD/RESTOCK', -90_000_000, 'sme')).toBe('business_expense');
    expect(cat('NIP/SUNSHINE GAS PLANT/SUPPLY', -50_000_000, 'business')).toBe('business_expense');
  });
  it("but a salaried person's gas refill stays a utility", () => {
    expect(cat('TRF TO SUNSHINE GAS PLANT', -1_500_000, 'salaried')).toBe('utilities');
  });
});
