/**
 * Set P's classes: market foodstuff and cut help memos, an estate's light, lenders collecting through Remita direct
 * debit, a personal debt returned, allowance and state pay, savings pockets paid out, and the counterparty grammar
 * (the name after the rail, Access's cut bank names, Keystone's glued names, a savings word as a surname). Every
 * narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';
import { extractCounterparty } from './normalise.ts';
import { counterpartyOf } from './transfer-grammar.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string =>
  categoriseNarration(d, amountKobo, { persona }).category;
const person = (d: string, amountKobo = -1_000_000): string | null =>
  createCategoriser({ persona: 'salaried' })({ date: '2025-01-01', description: d, amount: amountKobo, balance: null })
    .detail.person;

describe('memos a payee name does not carry', () => {
  it('reads foodstuff bought at the market through a person as food, cut or whole; help stays help', () => {
    expect(cat('NIP TRF ZENITH BANK CHIOMA EZE - FOR FOOD STUFF FROM MARKET', -2_000_000)).toBe('food_groceries');
    expect(cat('TRF TO BISI ALABI/FOR FOOD STUFF FRO', -2_000_000, 'sme')).toBe('food_groceries');
    expect(cat('TRF TO BISI ALABI/for food', -2_000_000)).toBe('transfers_out');
  });
  it('keeps a cut school-fees-support memo as help to a person', () => {
    expect(cat('TRF TO NGOZI OBI/SCHOOL FEES SUPP', -5_000_000)).toBe('transfers_out');
    expect(cat('TRF TO NGOZI OBI/SCHOOL FEES SUPPOR', -5_000_000)).toBe('transfers_out');
    expect(cat('TRF TO NGOZI OBI/SCHOOL FEES', -5_000_000)).toBe('education');
  });
  it("reads an estate's power bill or light levy as a utility, its dues as housing", () => {
    expect(cat('TRF TO ROYAL PALM ESTATE/ESTATE POWER BILL', -1_500_000)).toBe('utilities');
    expect(cat('NIP TRF ROYAL PALM ESTATE/DIESEL LEVY LIGHT', -1_500_000)).toBe('utilities');
    expect(cat('TRF TO ROYAL PALM ESTATE/ESTATE DUES', -1_500_000)).toBe('rent_housing');
  });
  it('reads a lender paid through a Remita direct debit as a loan repayment', () => {
    const tx = categoriseNarration('TRF TO QUICKLOANZ/REMITA DD', -3_000_000, { persona: 'salaried' });
    expect(tx.category).toBe('loan_repayment');
    expect(tx.loanRepayment).toBe(true);
  });
  it('reads money a person borrowed and returns as money received, not a refund', () => {
    expect(cat('TRF FRM KUNLE ADE/REFUND OF THE MONEY I BORROWED', 4_000_000)).toBe('transfer_in');
    expect(cat('KUNLE ADE sent you money - refund of the money i bor', 4_000_000)).toBe('transfer_in');
    expect(cat('REFUND FROM SHOPRITE', 4_000_000)).toBe('refund_reversal');
  });
  it('reads an allowance or a state civil service credit on a salaried account as salary', () => {
    expect(cat('TRF FRM TOTALENERGIES NIG/HOUSING ALLOWANCE', 20_000_000)).toBe('salary');
    expect(cat('TRF FRM KWARA STATE CIVIL SERVICE', 20_000_000, 'civil-servant')).toBe('salary');
    expect(cat('IB TRANSFER FROM OYO STATE GOVT', 20_000_000, 'civil-servant')).toBe('salary');
  });
  it("reads a savings pocket's payout as own money", () => {
    expect(cat('Withdraw from Kuda Savings', 5_000_000, 'sme')).toBe('own_transfer');
    expect(cat('ZENITH GOALS WITHDRAWAL', 5_000_000, 'sme')).toBe('own_transfer');
  });
});

describe('a brand glued to TO', () => {
  it('reads the brand Keystone glues behind TO', () => {
    // "tobetway" was split as other words before ("to bet way" is no brand).
    expect(cat('TRFTOBETWAY/WALLET TOPUP', -500_000)).toBe('betting');
    expect(cat('TRFTOFAIRMONEY', -500_000)).toBe('loan_repayment');
  });
});

describe('the counterparty in every transfer form', () => {
  it('finds the name right after the rail, before the memo and the receiving bank', () => {
    expect(counterpartyOf('GLOBUS NIP TRF TUNDE BAKARE/BALANCE', false)).toBe('tunde bakare');
    expect(counterpartyOf('USSD TRF *737* TUNDE BAKARE/as discussed', false)).toBe('tunde bakare');
    expect(counterpartyOf('FIDELITY MOBILE NIP TUNDE BAKARE', false)).toBe('tunde bakare');
    expect(counterpartyOf('NIP-OUT TUNDE BAKARE FIRST BANK', false)).toBe('tunde bakare');
    expect(counterpartyOf('NIP-OUT TUNDE BAKARE KUDA MFB/urgent', false)).toBe('tunde bakare');
  });
  it("skips Access's bank name cut to six letters and an app's name", () => {
    expect(counterpartyOf('NIP/PROVID/TUNDE BAKARE/OK', false)).toBe('tunde bakare');
    expect(counterpartyOf('NIP/KUDA M/TUNDE BAKARE', false)).toBe('tunde bakare');
    expect(counterpartyOf('TRF/GTWORLD/TUNDE BAKARE/URGENT', false)).toBe('tunde bakare');
  });
  it("splits Keystone's glued names", () => {
    expect(extractCounterparty('TRFTOTUNDEBAKARE', false)).toBe('tunde bakare');
    expect(extractCounterparty('TRFTOBAKAREAISHA/upkeep', false)).toBe('bakare aisha');
  });
  it('finds a person whose surname is a savings word', () => {
    expect(person('TRF TO MUSA KOLO')).toBe('musa kolo');
    expect(person('ECOBANK MOBILE NIP MUSA KOLO/balance')).toBe('musa kolo');
  });
  it('reads a savings-word surname with a middle initial, and a gift from such a relative, as a person', () => {
    expect(cat('GLOBUS NIP CR KOLO T MUSA', 9_000_000, 'sme')).toBe('business_income');
    expect(cat('FRM ZAKKA KOLO/GIFT', 9_000_000, 'self-employed')).toBe('transfer_in');
  });
});

describe("an estate's diesel levy for its power, cut by the memo width", () => {
  it('reads "DIESEL LEVY ESTATE POWER" and its cut forms as a utility', () => {
    expect(cat('NIP TO PALM GROVE ESTATE RESIDENTS/GTBANK/DIESEL LEVY ESTATE POW', -1_500_000)).toBe('utilities');
    expect(cat('NIP TO PALM GROVE ESTATE RES DIESEL LEVY ESTATE P', -1_500_000)).toBe('utilities');
  });
});
