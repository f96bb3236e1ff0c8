/**
 * Classes of narration set H exposed, tested on narrations written for these tests (none comes from a labelled set):
 * POS cash-outs written `POS WD`, charge narrations cut by the statement, DisCos written `<region> EDC`, bill
 * aggregators carrying a TV biller, LPG "gas stations", bookshops, hardware and stationery shops, help memos naming
 * rent, a trader's running costs paid to people, fees earned for deliveries, rides and services, FX sold into one's
 * own naira account and a church's online giving.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

const personOf = (d: string, amountKobo: number): string | null =>
  createCategoriser()({ date: '2026-01-01', description: d, amount: amountKobo, balance: null }).detail.person;

describe('cash and charges', () => {
  it('a POS cash-out written POS WD is a cash withdrawal, whatever agent it names', () => {
    expect(cat('POS WD/3011KQPL/PALMPAY AGENT', -2_000_000, 'salaried')).toBe('cash_withdrawal');
    expect(cat('POS WD/2099ZZAA/BLESSING VENTURES', -1_000_000, 'student')).toBe('cash_withdrawal');
  });
  it('a small debit whose whole text begins a charge phrase is that charge', () => {
    expect(cat('ACCOUNT MAINTEN', -10_000, 'salaried')).toBe('bank_charges');
    expect(cat('ELECTRONIC MONEY TRAN', -5_000, 'salaried')).toBe('bank_charges');
    expect(cat('FGN ELECTRONIC MONEY TRF LEV', -5_000, 'retiree')).toBe('bank_charges');
    expect(cat('SDCHG 9911223344', -5_000, 'retiree')).toBe('bank_charges');
  });
  it('a cut word that begins no charge phrase, or a large amount, is not a charge', () => {
    expect(cat('MAINTENANCE', -9_000_000, 'salaried')).not.toBe('bank_charges');
    expect(cat('ELECTRONICS', -5_000, 'salaried')).not.toBe('bank_charges');
  });
});

describe('billers', () => {
  it('a DisCo written <region> EDC is electricity', () => {
    expect(cat('QUICKTELLER EKO EDC POSTPAID 4455', -2_500_000, 'salaried')).toBe('utilities');
    expect(cat('BILLS/IBADAN EDC PREPAID', -1_000_000, 'retiree')).toBe('utilities');
    expect(cat('VTPASS/ABA POWER PREPAID', -1_500_000, 'sme')).toBe('utilities');
  });
  it('a bill aggregator carrying a TV biller is the TV subscription; alone it is electricity', () => {
    expect(cat('BUYPOWER/GOTV/7766554433', -900_000, 'salaried')).toBe('tv_subscriptions');
    expect(cat('buypower:dstv compact plus', -1_900_000, 'student')).toBe('tv_subscriptions');
    expect(cat('BUYPOWER/IBEDC/55443322', -1_000_000, 'salaried')).toBe('utilities');
    expect(cat('BUYPOWER 0099887766', -1_000_000, 'salaried')).toBe('utilities');
  });
});

describe('kinds of shop', () => {
  it('a <X> GAS STATION sells cooking gas; a filling or petrol station sells fuel', () => {
    expect(cat('POS PURCHASE AMAKA GAS STATION NSUKKA', -800_000, 'salaried')).toBe('utilities');
    expect(cat('POS PURCHASE AMAKA FILLING STATION NSUKKA', -800_000, 'salaried')).toBe('transport');
    expect(cat('POS PURCHASE AMAKA PETROL STATION NSUKKA', -800_000, 'salaried')).toBe('transport');
    expect(cat('POS purchase Oba Akran Fuels Ikeja card 539983******4905', -800_000, 'salaried')).toBe('transport');
  });
  it('bookshops, stationery and hardware shops are retail', () => {
    expect(cat('POS PURCHASE FAITH BOOKSHOP OWERRI', -1_200_000, 'salaried')).toBe('shopping');
    expect(cat('CARD PAYMENT DIVINE STATIONERY ILORIN', -300_000, 'civil-servant')).toBe('shopping');
    expect(cat('POS PURCHASE @ UNITY HARDWARE KADUNA', -2_000_000, 'salaried')).toBe('shopping');
  });
  it('"housing" in a shop address is a district, not rent', () => {
    expect(cat('POS PURCHASE MERCY TEXTILES FEDERAL HOUSING ENUGU', -900_000, 'salaried')).toBe('shopping');
  });
  it('a chop bar is an eatery; a bar and grill or a game house is leisure', () => {
    expect(cat('POS PURCHASE MAMA NKECHI CHOP BAR ASABA', -300_000, 'salaried')).toBe('food_groceries');
    expect(cat('POS PURCHASE CHIDI BAR & GRILL ASABA', -1_500_000, 'salaried')).toBe('entertainment');
    expect(cat('POS PURCHASE TUNDE GAME HOUSE ILORIN', -200_000, 'student')).toBe('entertainment');
  });
  it('Ahmadu Bello Way is a street, not the university', () => {
    expect(cat('POS PURCHASE MAMA PUT RESTAURANT AHMADU BELLO WAY KANO', -400_000, 'salaried')).toBe('food_groceries');
  });
});

describe('memos to people', () => {
  it('help for rent is help to a person; the tenancy fees themselves are housing', () => {
    expect(cat('TRF TO NGOZI EZE abeg help for rent', -5_000_000, 'salaried')).toBe('transfers_out');
    expect(cat('NIP/GTB/KUNLE ADE/legal and agreement', -30_000_000, 'salaried')).toBe('rent_housing');
    expect(cat('TRF TO KUNLE ADE refuse and security', -2_000_000, 'retiree')).toBe('rent_housing');
  });
  it("a keke's fuel money paid to its rider is the ride; fuel money or support alone to a person is help", () => {
    expect(cat('TRF TO AUDU SANI fuel money keke', -300_000, 'salaried')).toBe('transport');
    expect(cat('Send to AUDU SANI keke money', -200_000, 'student')).toBe('transport');
    expect(cat('TRF TO AUDU SANI fuel money', -300_000, 'salaried')).toBe('transfers_out');
    expect(cat('TRF TO AUDU SANI keke support', -300_000, 'salaried')).toBe('transfers_out');
  });
  it('a phone screen bought through a person is shopping; its repair is a service', () => {
    expect(cat('TRF TO IBRAHIM SANI phone screen', -1_500_000, 'salaried')).toBe('shopping');
    expect(cat('TRF TO IBRAHIM SANI phone screen repair', -1_500_000, 'salaried')).toBe('other_expense');
  });
  it("a trader's delivery, loading and packaging costs paid to people are the business's; not on a salaried account", () => {
    expect(cat('TRF TO MUSA BELLO dispatch rider', -500_000, 'sme')).toBe('business_expense');
    expect(cat('NIP/OPAY/JOHN OKON/offloading', -1_000_000, 'business')).toBe('business_expense');
    expect(cat('TRF TO ADA STORES packaging materials', -4_000_000, 'sme')).toBe('business_expense');
    expect(cat('TRF TO MUSA BELLO dispatch rider', -500_000, 'salaried')).not.toBe('business_expense');
  });
  it('a credit from a person naming a service done is a sale; a gift stays money received', () => {
    expect(cat('NIP CR FROM EMEKA OBI consultation fee', 2_000_000, 'self-employed')).toBe('business_income');
    expect(cat('TRF FRM HALIMA BELLO - hair braiding', 800_000, 'student')).toBe('business_income');
    expect(cat('TRF FRM HALIMA BELLO - happy birthday', 800_000, 'student')).toBe('transfer_in');
  });
  it('foreign currency sold into one\'s own naira account is own money; a church\'s online giving is giving', () => {
    expect(cat('FX SALE TO NAIRA ACCT 1122334455', 50_000_000, 'diaspora')).toBe('own_transfer');
    expect(cat('WEB PAYMENT | PAYSTACK | RCCG ONLINE GIVING', -1_000_000, 'salaried')).toBe('giving');
  });
  it('a delivery or ride fee received by a worker or trader is business income', () => {
    expect(cat('Transfer from TOLU BADA | delivery fee', 350_000, 'gig-worker')).toBe('business_income');
    expect(cat('NIP FRM KEMI OJO ride payment', 250_000, 'gig-worker')).toBe('business_income');
    expect(cat('NIP FRM KEMI OJO ride payment', 250_000, 'salaried')).toBe('transfer_in');
  });
});

describe('where the person sits in more transfer shapes', () => {
  it('after an account number, behind CIB, FBN MOB or a bank code such as FBP or ECO', () => {
    expect(personOf('NIP TRANSFER 3344556677 OKON EKAETTE for your upkeep', -2_000_000)).toContain('okon ekaette');
    expect(personOf('U-MOBILE TRF 9988776655 TIJANI RUKAYAT', -2_000_000)).toContain('tijani rukayat');
    expect(personOf('CIB/112233445/ADAMU HALIMA/sallah gift', -1_000_000)).toBe('adamu halima');
    expect(personOf('FBN MOB/ONYEKA CHIDI/upkeep', -1_000_000)).toBe('onyeka chidi');
    expect(personOf('NIP/FBP/ORJI KALU/for the kids', -1_000_000)).toBe('orji kalu');
    expect(personOf('NIP/ECO/NWOSU ADA/condolence', -1_000_000)).toBe('nwosu ada');
  });
});
