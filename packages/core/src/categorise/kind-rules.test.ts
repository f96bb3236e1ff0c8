/**
 * Classes the rules read from the kind of business or memo (the misses of held-out set F, fixed at their root).
 * Every narration here was written for these tests, with names and places of its own; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;
const flagsOf = (d: string, amountKobo: number): readonly string[] =>
  createCategoriser()({ date: '2026-01-01', description: d, amount: amountKobo, balance: null }).detail.flags;

describe("a POS agent's deposit for a customer is the business's outflow", () => {
  it('deposit memos to a person are business & stock on a POS agent’s account', () => {
    expect(cat('Transfer to BISI ADEYEMI | customer cash deposit', -4_500_000, 'pos-agent')).toBe('business_expense');
    expect(cat('NIP/OPAY/AMINU GARBA/deposit for cust', -1_000_000, 'pos-agent')).toBe('business_expense');
    expect(cat('Sent to CHIOMA EZE - POS cust deposit', -2_000_000, 'pos-agent')).toBe('business_expense');
  });
  it('the same memo elsewhere, or a personal memo from the agent, stays a transfer to a person', () => {
    expect(cat('Transfer to BISI ADEYEMI | customer cash deposit', -4_500_000, 'salaried')).toBe('transfers_out');
    expect(cat('Transfer to BISI ADEYEMI | happy birthday', -500_000, 'pos-agent')).toBe('transfers_out');
    expect(cat('TRF TO TUNDE OJO deposit for land', -50_000_000, 'pos-agent')).not.toBe('business_expense');
  });
});

describe('own money in every bank’s words', () => {
  it('"my own" credits are own transfers, on a trader’s account too', () => {
    expect(cat('NIP FROM CHIDI OKAFOR/ACCESS my own', 5_000_000, 'salaried')).toBe('own_transfer');
    expect(cat('Received from KEMI ADE - my own', 2_000_000, 'sme')).toBe('own_transfer');
  });
  it('"SELF TRF" debits are savings & investment with the own-account flag', () => {
    expect(cat('MOB TRF/KEMI ADE/SELF TRF', -2_000_000, 'student')).toBe('savings_investment');
    expect(flagsOf('NIP OUT TO KEMI ADE KUDA SELF TRF', -2_000_000)).toContain('own_account');
  });
  it('"take care of yourself" is a wish to someone else, not a move to oneself', () => {
    expect(cat('TRF TO JOHN OKON take care of yourself', -1_500_000, 'retiree')).toBe('transfers_out');
  });
});

describe('kinds of business outrank places and other businesses’ names', () => {
  it('"<X> STORES" is a provisions store; named chains that sell other things stay shopping', () => {
    expect(cat('POS PURCHASE MAMA NKECHI STORES ENUGU', -650_000, 'salaried')).toBe('food_groceries');
    expect(cat('POS PEP STORES IKEJA', -1_200_000, 'salaried')).toBe('shopping');
  });
  it('a supermarket, eatery or filling station in a wholesale market sells what it sells, even to a trader', () => {
    expect(cat('POS PURCHASE HALAL SUPERMARKET BALOGUN MARKET', -800_000, 'business')).toBe('food_groceries');
    expect(cat('Card payment - KFC ONITSHA MAIN MARKET', -600_000, 'sme')).toBe('food_groceries');
    expect(cat('POS PURCHASE ONITSHA MAIN MARKET', -8_000_000, 'sme')).toBe('business_expense');
  });
  it("a payment to a market's traders' own society is a contribution, not stock", () => {
    expect(cat('Transfer to ONITSHA MAIN MARKET TRADERS MULTIPURPOSE COOP | Access Bank | 0123456789', -5_000_000, 'business')).toBe('savings_investment');
  });
  it("a microfinance bank's compulsory savings is savings, not the loan", () => {
    const t = categoriseNarration('LAPO COMPULSORY SAVINGS', -200_000, { persona: 'business' });
    expect(t.category).toBe('savings_investment');
    expect(t.loanRepayment).toBe(false);
  });
  it('spare parts, tyres and mechanics run a vehicle; goods bought for resale are stock', () => {
    expect(cat('POS PURCHASE NNEWI AUTO SPARE PARTS', -3_500_000, 'gig-worker')).toBe('transport');
    expect(cat('POS PMT OKWU TYRES AND SPARE PARTS', -2_000_000, 'salaried')).toBe('transport');
    expect(cat('TRF TO OKEY MOTORS spare parts for resale', -30_000_000, 'sme')).toBe('business_expense');
  });
  it('car wash and shoe repair are personal services', () => {
    expect(cat('POS SPARKLE CAR WASH LEKKI', -300_000, 'salaried')).toBe('other_expense');
    expect(cat('POS JOE SHOE REPAIRS ABA', -250_000, 'student')).toBe('other_expense');
  });
  it('repairs, nails, lashes and event planners are personal services; a shop named after a family word is the shop', () => {
    expect(cat('POS PURCHASE FIXIT PHONE REPAIRS', -800_000, 'salaried')).toBe('other_expense');
    expect(cat('POS PURCHASE NAILS BY CHIDINMA', -600_000, 'salaried')).toBe('other_expense');
    expect(cat('Merchant payment - MAMA BISI HAIR STUDIO', -500_000, 'retiree')).toBe('other_expense');
    expect(cat('POS PURCHASE BABY SHOP IKEJA', -1_200_000, 'salaried')).toBe('shopping');
    expect(cat('TRF TO MAMA upkeep', -1_000_000, 'salaried')).toBe('transfers_out');
    expect(cat('POS PURCHASE CAR REPAIRS WORKSHOP', -2_000_000, 'gig-worker')).toBe('transport');
  });
  it('cooking gas from a fuel brand or a gas depot is a utility, on a trader’s account too', () => {
    expect(cat('POS CONOIL LPG ILORIN', -1_100_000, 'salaried')).toBe('utilities');
    expect(cat('POS LPG DEPOT ILORIN', -1_100_000, 'sme')).toBe('utilities');
    expect(cat('POS CONOIL ILORIN', -1_100_000, 'salaried')).toBe('transport');
  });
  it('water and waste boards by their acronym or their words', () => {
    expect(cat('BILLS PMT/KASEPA/BILL 123456', -500_000, 'salaried')).toBe('utilities');
    expect(cat('QUICKTELLER OGWAMA BILL 998877', -500_000, 'gig-worker')).toBe('utilities');
    expect(cat('WEB PMT DELTA STATE WASTE MANAGEMENT BOARD', -500_000, 'salaried')).toBe('utilities');
  });
  it('a hospital named after a church or a mission is health; a teaching hospital by its acronym', () => {
    expect(cat('POS ST LUKE ANGLICAN HOSPITAL UYO', -4_000_000, 'salaried')).toBe('health');
    expect(cat('POS PURCHASE UMTH MAIDUGURI', -2_500_000, 'student')).toBe('health');
    expect(cat('TRF TO ST LUKE ANGLICAN CHURCH HOSPITAL BUILDING FUND', -2_000_000, 'salaried')).toBe('giving');
    expect(cat('POS YOUTH CENTRE ABUJA', -200_000, 'student')).not.toBe('health');
  });
  it('an airline "<X> AIR", parks, zoos and guest houses are entertainment; an air conditioner is not', () => {
    expect(cat('WEB PMT EAGLE AIR BOOKING', -9_000_000, 'salaried')).toBe('entertainment');
    expect(cat('POS OBA WILDLIFE PARK', -500_000, 'retiree')).toBe('entertainment');
    expect(cat('POS SUNRISE GUEST HOUSE', -1_500_000, 'civil-servant')).toBe('entertainment');
    expect(cat('POS AIR CONDITIONER REPAIRS', -1_500_000, 'salaried')).not.toBe('entertainment');
  });
  it('a hostel let by a person is housing; a school’s hostel fee is education', () => {
    expect(cat('TRF TO FUNKE ALADE hostel fee', -15_000_000, 'student')).toBe('rent_housing');
    expect(cat('REMITA UNIBEN HOSTEL FEE', -4_000_000, 'student')).toBe('education');
  });
  it('a mosque’s or Islamic centre’s feeding programme is giving', () => {
    expect(cat('NIP OUT/AN-NUR ISLAMIC CENTRE/RAMADAN FEEDING', -3_000_000, 'sme')).toBe('giving');
  });
});

describe('income kinds', () => {
  it('a pension paid as a programmed withdrawal is pay; a dividend payment is interest', () => {
    expect(cat('NIP FROM PTAD PROGRAMMED WITHDRAWAL', 18_000_000, 'retiree')).toBe('salary');
    expect(cat('TRANSFER FROM ARM PENSIONS PROGRAMMED WITHDRAWAL', 18_000_000, 'retiree')).toBe('salary');
    expect(cat('DIV PMT MTN NIGERIA', 1_200_000, 'retiree')).toBe('interest');
  });
  it('a named kind of allowance from a company is pay; from a parent it is money received', () => {
    expect(cat('TRF/TRANSPORT ALLOWANCE/FRM JULIUS BERGER NIG PLC', 5_000_000, 'salaried')).toBe('salary');
    expect(cat('NIP FROM MUM transport allowance', 1_000_000, 'student')).toBe('transfer_in');
  });
  it('everyday needs sent by a person are money received, even on a trader’s account', () => {
    expect(cat('NIP TRANSFER FROM IFEOMA NNADI ZENITH for your transport', 1_500_000, 'business')).toBe('transfer_in');
    expect(cat('NIP TRANSFER FROM IFEOMA NNADI ZENITH for 3 cartons', 1_500_000, 'business')).toBe('business_income');
  });
});

describe('the costs of a trade', () => {
  it('a gig platform’s commission taken from a driver is a business cost; the same platform for a rider is transport', () => {
    expect(cat('UBER BV DRIVER COMMISSION', -1_800_000, 'gig-worker')).toBe('business_expense');
    expect(cat('UBER *TRIP LAGOS', -1_800_000, 'salaried')).toBe('transport');
  });
  it('an allowance for an apprentice or a sales girl is a business cost, not help', () => {
    expect(cat('TRF TO TUNDE ALABI apprentice allowance', -1_500_000, 'business')).toBe('business_expense');
    expect(cat('TRF TO TUNDE ALABI allowance', -1_500_000, 'salaried')).toBe('transfers_out');
  });
});

describe('a wallet’s own funding lines', () => {
  it('"Add Money" and card top-ups are the holder’s own money; money from a person is not', () => {
    expect(cat('Add Money - from ZENITH', 5_000_000, 'student')).toBe('own_transfer');
    expect(cat('Wallet funding via card 5399', 2_000_000, 'gig-worker')).toBe('own_transfer');
    expect(cat('Money received from TUNDE BAKO', 2_000_000, 'salaried')).toBe('transfer_in');
  });
});

describe('charges with no bank or lender named', () => {
  it('a loan’s insurance fee and the e-channels maintenance are bank charges', () => {
    expect(cat('CREDIT LIFE INSURANCE FEE ON LOAN', -150_000, 'salaried')).toBe('bank_charges');
    expect(cat('E-CHANNELS MAINTENANCE FEE Q2', -5_000, 'salaried')).toBe('bank_charges');
    expect(cat('LOAN REPAYMENT NOV', -5_000_000, 'salaried')).toBe('loan_repayment');
  });
});

describe('memos beside a mosque or a letter-spaced name', () => {
  it('a mosque’s development levy is giving, not a bank’s levy', () => {
    expect(cat('ONLINE TRF TO KADUNA CENTRAL MOSQUE DEVT LEVY', -300_000, 'civil-servant')).toBe('giving');
  });
  it('a lower-case memo after a letter-spaced name stays a memo ("to my opay")', () => {
    expect(cat('MOBILE TRANSFER TO K E M I   B A L O G U N to my opay', -2_000_000, 'salaried')).toBe('savings_investment');
  });
});
