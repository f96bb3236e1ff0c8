/**
 * Classes of narration the rules read by their shape or memo (everyday help to a person, own-account wallet top-ups,
 * a lender that is also the receiving bank, bank-fee abbreviations, business-name shapes, glued and letter-spaced
 * forms). Every narration here was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

const personOf = (d: string, amountKobo: number): string | null =>
  createCategoriser()({ date: '2026-01-01', description: d, amount: amountKobo, balance: null }).detail.person;

describe('everyday needs sent to a person are help; paid to a business they keep the purpose', () => {
  it('data, food, transport fare and upkeep memos to a person are Transfers to People', () => {
    expect(cat('MOBILE TRF TO CHIDINMA OKORIE DATA MONEY', -500_000, 'salaried')).toBe('transfers_out');
    expect(cat('Transfer to SEGUN ALAO | WEMA BANK | FOR FOOD', -1_200_000, 'student')).toBe('transfers_out');
    expect(cat('NIP/KUDA/IFEANYI OBI/transport fare', -300_000, 'civil-servant')).toBe('transfers_out');
    expect(cat('Send Money to HADIZA MUSA (OPAY) CHOP MONEY', -200_000, 'gig-worker')).toBe('transfers_out');
    expect(cat('TRF TO EMEKA NNAJI FUEL MONEY', -800_000, 'retiree')).toBe('transfers_out');
  });
  it('the same purpose paid to a business is the purpose', () => {
    expect(cat('TRF TO DATAPLUG VENTURES DATA BUNDLE', -500_000, 'salaried')).toBe('airtime_data');
    expect(cat('POS PURCHASE MAMA CASS RESTAURANT IKEJA', -450_000, 'salaried')).toBe('food_groceries');
  });
  it('a family levy or meeting dues to a relative is a transfer, not a bank charge', () => {
    expect(cat('NIP TRANSFER TO GTBANK NNEKA ODO FAMILY LEVY', -1_000_000, 'salaried')).toBe('transfers_out');
  });
});

describe('own money between one’s accounts', () => {
  it('a wallet top-up from a bank in the holder’s name is an own transfer (spaced, glued or plain)', () => {
    expect(cat('Wallet top-up from ZENITH BANK ADEBISI OLAOLU FOLAKE', 6_000_000, 'salaried')).toBe('own_transfer');
    expect(cat('Wallettop-upfrom KUDA MFB CHIDI EZE NNAMDI', 6_000_000, 'sme')).toBe('own_transfer');
    expect(cat('OWNTRFFRMBISOLA ADEYEMI OKON', 2_000_000, 'retiree')).toBe('own_transfer');
  });
  it('debits to one’s own wallet are savings', () => {
    expect(cat('OWNACCTTRFTO PALMPAY NGOZI EZE AMAKA', -2_000_000, 'gig-worker')).toBe('savings_investment');
    expect(cat('IB TRF TO TUNDE BAKARE ALAO TO MY EYOWO', -2_000_000, 'salaried')).toBe('savings_investment');
    expect(cat('TRANSFER TO HALIMA BELLO SANI SELF REF:88123', -2_000_000, 'salaried')).toBe('savings_investment');
  });
  it('an investment app’s withdrawal is one’s own money coming back', () => {
    expect(cat('ARM ONE WITHDRAWAL TUNDE BAKARE', 5_000_000, 'salaried')).toBe('own_transfer');
  });
});

describe('a lender that is also a bank', () => {
  it('named as the receiving bank beside someone else, it is not the loan', () => {
    expect(cat('TRF TO KELECHI AMADI | FAIRMONEY MFB | FOR CEMENT', -9_000_000, 'sme')).not.toBe('loan_repayment');
    expect(cat('NIP OUT SADE BALOGUN TO MY FAIRMONEY MFB', -9_000_000, 'salaried')).toBe('savings_investment');
    expect(cat('OWN ACCT TRF TO FAIRMONEY MFB SADE BALOGUN', -9_000_000, 'student')).toBe('savings_investment');
    expect(cat('Transfer from EMEKA OBI | FAIRMONEY MFB', 3_000_000, 'pos-agent')).toBe('business_income');
  });
  it('with a loan word, or alone, it is still the loan', () => {
    expect(cat('TRF TO FAIRMONEY MFB LOAN REPAYMENT', -9_000_000, 'salaried')).toBe('loan_repayment');
    expect(cat('NIP TRANSFER TO FAIRMONEY MFB', -9_000_000, 'salaried')).toBe('loan_repayment');
    expect(cat('FAIRMONEY MFB LOAN DISBURSEMENT', 9_000_000, 'salaried')).toBe('loan_disbursement');
  });
});

describe('bank fees, business shapes, gateways and glued forms', () => {
  it('AMF (account maintenance fee) is a bank charge, spaced or glued', () => {
    expect(cat('AMF OCT 25', -105_000)).toBe('bank_charges');
    expect(cat('AMFNOV25', -105_000)).toBe('bank_charges');
    expect(cat('A M F  D E C  2 5', -105_000)).toBe('bank_charges');
  });
  it('"<X> OIL" and "<X> PETROLEUM" are fuel retailers; cooking oil is not', () => {
    expect(cat('POS PURCHASE UNITY OIL IBADAN NG', -2_000_000)).toBe('transport');
    expect(cat('POSTRANGREENFIELDPETROLEUM KANO', -2_000_000)).toBe('transport');
    expect(cat('POS PURCHASE IYA BOLA PALM OIL MARKET', -800_000)).not.toBe('transport');
  });
  it('"<X> BITES", eateries and hospitals by shape, behind a payment gateway too', () => {
    expect(cat('FLW*TASTY BITES ABUJA NG', -450_000)).toBe('food_groceries');
    expect(cat('PSTK*CRUNCHY BITES', -450_000)).toBe('food_groceries');
    expect(cat('POS TRAN FEDERAL TEACHING HOSP ABAKALIKI', -1_500_000)).toBe('health');
  });
  it('a beauty salon or spa is a personal service, a POS agent named in a card row is cash', () => {
    expect(cat('POS TRAN GLOW BEAUTY SALON ENUGU', -600_000)).toBe('other_expense');
    expect(cat('POS PURCHASE @ 55112233 BROTHERS POS CALABAR NG', -1_000_000)).toBe('cash_withdrawal');
  });
  it('state revenue services by their acronyms, glued or not', () => {
    expect(cat('OGIRS PAYMENT 5512', -2_000_000)).toBe('tax_government');
    expect(cat('LAGOSSTATEIRSPAYMENT 1234', -2_000_000)).toBe('tax_government');
  });
});

describe('the counterparty of a transfer to a person', () => {
  it('is found after the receiving bank’s name, glued markers and letter spacing', () => {
    expect(personOf('NIP TRANSFER TO UNION BANK NKECHI ALABI', -500_000)).toBe('nkechi alabi');
    expect(personOf('SendMoneytoMUSA GARBA (ZENITH BANK) BURIAL SUPPORT', -500_000)).toMatch(/^musa garba/);
    expect(personOf('N I P  T R F  T O  G L O R I A  E Z E', -500_000)).toBe('gloria eze');
    expect(personOf('TRFAMAKANWOSUAPT5512345678', -500_000)).toMatch(/^amaka nwosu/);
  });
});
