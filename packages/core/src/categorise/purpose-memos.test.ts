/**
 * The memo grammar of purchases paid to a person, help memos, own money by memo or the holder's name, and the shapes
 * added with it (vehicle workshops, fund managers, registrars' dividends, refunds of a transfer). Every narration here
 * was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona, accountName?: string): string =>
  categoriseNarration(d, amountKobo, { ...(persona ? { persona } : {}), ...(accountName ? { accountName } : {}) }).category;

describe('a transfer to a person whose memo names what was bought takes the purchase’s category', () => {
  it('goods, care, repairs and services by their memo noun', () => {
    expect(cat('NIP/KUDA/TOSIN ADEBOWALE/phone charger', -850_000, 'salaried')).toBe('shopping');
    expect(cat('Transfer to Ngozi Okafor | power bank', -1_500_000, 'student')).toBe('shopping');
    expect(cat('TRF TO EMEKA OBI blood test REF 77123', -1_200_000, 'retiree')).toBe('health');
    expect(cat('Sent to Bashir Lawal - tow fee', -2_000_000, 'gig-worker')).toBe('transport');
    expect(cat('NIP TRANSFER TO OPAY/KEMI ADEYEMI/dry cleaning', -700_000, 'civil-servant')).toBe('other_expense');
    expect(cat('MOB/UTO/FUNKE ALABI/lesson fee', -2_500_000, 'salaried')).toBe('education');
    expect(cat('TRF TO CHIOMA EZE breakfast', -300_000, 'student')).toBe('food_groceries');
    expect(cat('NIP/IDRIS MUSA/caution deposit', -15_000_000, 'salaried')).toBe('rent_housing');
  });
  it('a ride\'s fare written "fair" is still the fare', () => {
    expect(cat('Transfer to Musa Idris | keke fair for the week', -300_000, 'salaried')).toBe('transport');
    expect(cat('TRF TO EMEKA OBI/bike fair', -150_000, 'student')).toBe('transport');
  });
  it('a help memo naming a purpose is a transfer to a person', () => {
    expect(cat('TRF TO AISHA BELLO /papa drugs', -2_000_000, 'salaried')).toBe('transfers_out');
    expect(cat('Sent to Uche Nwosu - rent support', -10_000_000, 'diaspora')).toBe('transfers_out');
    expect(cat('NIP/ADA OKAFOR/take am buy rice', -500_000, 'retiree')).toBe('transfers_out');
  });
  it('on a trader’s account quantities, plural goods and "for X" stay stock', () => {
    expect(cat('Transfer to Kunle Ade | 12 cartons power bank', -30_000_000, 'business')).toBe('business_expense');
    expect(cat('TRF TO HAUWA SANI payment for chargers', -9_000_000, 'sme')).toBe('business_expense');
  });
});

describe('credits from people: personal memos, services and own money', () => {
  it('a Pidgin personal memo to a trader is money received; a bare name is a customer', () => {
    expect(cat('NIP CR/TUNDE BAKARE/no vex o', 5_000_000, 'sme')).toBe('transfer_in');
    expect(cat('TRF FROM KEMI ALAO the money i borrowed last week', 3_000_000, 'business')).toBe('transfer_in');
    expect(cat('TRF FROM KEMI ALAO', 3_000_000, 'business')).toBe('business_income');
    // Gift is also a first name: only a memo when it is not inside the sender's name.
    expect(cat('NIP CR/GIFT OKORO EZE/P/O 118', 3_000_000, 'sme')).toBe('business_income');
    expect(cat('NIP CR/ADA OKORO/small gift', 3_000_000, 'sme')).toBe('transfer_in');
  });
  it('a win is other income, even from a person or a lender running the promo', () => {
    expect(cat('NIP CR/TUNDE ALAO/congrats you won the raffle', 2_000_000, 'salaried')).toBe('other_income');
    expect(cat('FAIRMONEY PROMO WINNER', 2_000_000, 'salaried')).toBe('other_income');
  });
  it('a self-employed person’s bare credit is money received; one naming the work is a sale', () => {
    expect(cat('NIP TRANSFER FROM CHINEDU OKAFOR', 4_000_000, 'self-employed')).toBe('transfer_in');
    expect(cat('NIP TRANSFER FROM CHINEDU OKAFOR workmanship', 4_000_000, 'self-employed')).toBe('business_income');
  });
  it('a short own memo, the holder’s name or a remittance in the holder’s name is own money', () => {
    expect(cat('NIP CR/BISI ADEOLA/moving money', 8_000_000, 'sme')).toBe('own_transfer');
    expect(cat('U-MOB/ADEOLA BISI KEMI', -8_000_000, 'civil-servant', 'BISI KEMI ADEOLA')).toBe('savings_investment');
    expect(cat('TRANSFER FROM REMITLY BISI ADEOLA', 80_000_000, 'diaspora', 'ADEOLA BISI')).toBe('own_transfer');
    expect(cat('TRANSFER FROM REMITLY TOLU AKANDE', 80_000_000, 'diaspora', 'ADEOLA BISI')).toBe('transfer_in');
    // "na your own" (Pidgin: it is yours) gives the money away; a wallet's funding line is the wallet's own.
    expect(cat('TRF TO ADA OBI na your own', -500_000, 'salaried')).toBe('transfers_out');
    expect(cat('BABA IJEBU WALLET FUNDING 5512', -500_000, 'salaried')).toBe('betting');
  });
  it('the bank returning one’s own transfer is a refund; a person paying back is money received', () => {
    expect(cat('Refund: Sent to TOBI ALAO - school fees', 5_000_000, 'salaried')).toBe('refund_reversal');
    expect(cat('NIP FROM TOBI ALAO refund', 5_000_000, 'salaried')).toBe('transfer_in');
  });
  it('a dividend through a registrar is interest', () => {
    expect(cat('NIP/ACCESS BANK/FIRST REGISTRARS/NESTLE DIV', 4_500_000, 'retiree')).toBe('interest');
    expect(cat('DIV/OKOMUOIL/2025 INTERIM/44120', 1_200_000, 'salaried')).toBe('interest');
    // A registrar that is also an investment house: the dividend, not money back from a savings platform.
    expect(cat('NIP/UBA/MERISTEM REGISTRARS/ZENITH DIV', 1_200_000, 'salaried')).toBe('interest');
  });
});

describe('shapes of businesses', () => {
  it('vehicle workshops and parts are transport, whoever pays', () => {
    expect(cat('TRF TO GOD FIRST AUTO CLINIC', -5_000_000, 'salaried')).toBe('transport');
    expect(cat('NIP/KUDA/BLESSED CAR CARE/wheel alignment', -3_000_000, 'business')).toBe('transport');
    expect(cat('Sent to Alhaji Musa Auto Works - gearbox', -9_000_000, 'gig-worker')).toBe('transport');
  });
  it('an insurer collected through Remita is insurance; Remita alone is a government payment', () => {
    expect(cat('REMITA DD/LEADWAY ASSURANCE/55120', -1_500_000, 'salaried')).toBe('insurance');
    expect(cat('REMITA PAYMENT 270011223344', -1_500_000, 'salaried')).toBe('tax_government');
  });
  it('fund managers and a lender’s savings product are savings', () => {
    expect(cat('FLW-LEADWAYASSETMGT', -2_000_000, 'salaried')).toBe('savings_investment');
    expect(cat('PAYSTACK *FAIRMONEY SAVINGS', -2_000_000, 'salaried')).toBe('savings_investment');
    expect(cat('PAYSTACK *FAIRMONEY LOAN REPAYMENT', -2_000_000, 'salaried')).toBe('loan_repayment');
  });
  it('a beauty parlour is a personal service; a church harvest levy is giving; Charity the first name is a person', () => {
    expect(cat('POS PURCHASE GRACE BEAUTY PARLOUR ABA', -600_000, 'salaried')).toBe('other_expense');
    expect(cat('TRF TO ST PAUL ANGLICAN CHURCH harvest levy', -2_000_000, 'retiree')).toBe('giving');
    expect(cat('NIP/CHARITY OKON EKPO/happy birthday', -1_000_000, 'salaried')).toBe('transfers_out');
  });
});

describe("a rider named by his ride and a student's project binding", () => {
  it('reads money to the "bike man" as the ride, and a project binding as education', () => {
    expect(cat('TRF/BOLA ADE/BIKE MAN', -250_000, 'salaried')).toBe('transport');
    expect(cat('NIP: BOLA ADE: PROJECT BI', -800_000, 'student')).toBe('education');
  });
});

describe('goods and services bought for oneself through a person (set V)', () => {
  it('reads building and electrical goods as shopping on a personal account', () => {
    expect(cat('NIP TRF TO CHIDI OKAFOR/ACCESS/SHARP SAND', -9_000_000, 'diaspora')).toBe('shopping');
    expect(cat('TRF TO BOLA ADEYEMI PVC PIPES', -4_000_000, 'self-employed')).toBe('shopping');
    expect(cat('TRF TO BOLA ADEYEMI BREAKERS', -4_000_000, 'self-employed')).toBe('shopping');
  });
  it('reads a doctor paid directly as health and a bricklayer as a service', () => {
    expect(cat('TRF TO CHIDI OKAFOR DOCTOR', -1_500_000, 'salaried')).toBe('health');
    expect(cat('TRF TO CHIDI OKAFOR BRICKLAYER LABOUR', -8_000_000, 'diaspora')).toBe('other_expense');
  });
  it('leaves a trading account\'s goods and a supplier\'s invoice alone', () => {
    expect(cat('TRF TO CHIDI OKAFOR SHARP SAND', -9_000_000, 'sme')).not.toBe('shopping');
    expect(cat('TRANSFER TO ACME WIRES & CABLES INV 5521', -9_000_000, 'self-employed')).not.toBe('shopping');
    expect(cat('WEB/PAYSTACK SHOE DOCTOR IKEJA', -500_000, 'salaried')).not.toBe('health');
  });
  it('reads pepper and kpomo bought through a person as food', () => {
    expect(cat('Transfer to BOLA ADEYEMI | for pepper', -800_000, 'salaried')).toBe('food_groceries');
    expect(cat('TRF TO CHIDI OKAFOR KPOMO', -800_000, 'salaried')).toBe('food_groceries');
  });
});

describe('food bought from a market seller named in Hausa or Yoruba', () => {
  it('reads "kayan miya" (soup ingredients) and "eja" (fish) as food', () => {
    expect(cat('Transfer to HALIMA BELLO | Zenith Bank | kayan miya', -1_500_000, 'salaried')).toBe('food_groceries');
    expect(cat('NIP/OPAY/FOLAKE ADEYEMI/EJA', -1_200_000, 'salaried')).toBe('food_groceries');
  });
  it('keeps money sent for food as help', () => {
    expect(cat('Transfer to HALIMA BELLO | Zenith Bank | kudin abinci', -1_500_000, 'salaried')).toBe('transfers_out');
  });
});

describe('a braid style or a cleaning job paid to a person', () => {
  it('reads "knotless" and "cleaning" as a personal service (Other)', () => {
    expect(cat('Transfer to AMAKA OBI | GTBank | knotless', -1_500_000, 'salaried')).toBe('other_expense');
    expect(cat('NIP OUTWARD/TUNDE BAKARE/OPAY/CLEANING', -2_000_000, 'salaried')).toBe('other_expense');
  });
});
