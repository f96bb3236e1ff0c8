/**
 * The card-line kinds set O showed, fixed by kind: every narration here was written for these tests with names of its
 * own (none comes from a labelled set), so each rule is shown to read a kind of narration, not one payee.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';
import { hasCutKind } from './card-kind-rules.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('card-line kinds (set O classes)', () => {
  it('a business centre, a multibiz or a global links outfit on a card line is a service (Other), not a shop', () => {
    expect(cat('POS PURCHASE ADEWALE BUSINESS CENTR IKEJA', -250_000, 'salaried')).toBe('other_expense');
    expect(cat('Card payment Okoro Business Cen', -150_000, 'student')).toBe('other_expense');
    expect(cat('POS PURCHASE FROM DANLADI BUSINES KANO NG', -120_000, 'student')).toBe('other_expense');
    expect(cat('POS Payment Ekanem Multibiz', -90_000, 'civil-servant')).toBe('other_expense');
    expect(cat('POS/BASSEY GLOBAL LINKS/UYO', -60_000, 'student')).toBe('other_expense');
    expect(cat('POS-ADAMU CONCEPT', -310_000, 'self-employed')).toBe('other_expense');
    expect(cat('POS PURCHASE OLUWA ADEBAYO ENT ILORIN', -180_000, 'business')).toBe('other_expense');
    expect(cat('POS PURCHASE ALIYU INVESTMENT LTD KANO NG', -220_000, 'retiree')).toBe('other_expense');
    // A whole "business" in a government registration is not a business centre; a food brand's "concepts" is food.
    expect(cat('WEB PURCHASE - REMITA/CAC BUSINESS NAME REG ABUJA NG', -1_000_000, 'gig-worker')).not.toBe('other_expense');
    expect(cat('CARD PAYMENT - FOOD CONCEPTS IBADAN', -400_000, 'salaried')).toBe('food_groceries');
  });

  it('a kind word cut by the terminal still names its kind', () => {
    expect(cat('POS PURCHASE EZE PROVISION STOR ENUGU', -1_800_000, 'salaried')).toBe('food_groceries');
    expect(cat('Card payment - Mama Bisi Foodstuf', -2_000_000, 'gig-worker')).toBe('food_groceries');
    expect(cat('POS PURCHASE OKORO FILLING STATIO ABA', -2_500_000, 'retiree')).toBe('transport');
    expect(cat('Card payment - Garba Petrol Stat', -3_000_000, 'gig-worker')).toBe('transport');
    expect(cat('POS PURCHASE ADAMU SPECIALIST HOS KANO', -6_000_000, 'diaspora')).toBe('health');
    // A donation to a hospital's charity is giving, whatever the cut word.
    expect(cat('WEB PMT/FLW/MERCY SPECIALIST HOSPI CHARITY', -2_000_000, 'salaried')).toBe('giving');
  });

  it('reads a cut word as a prefix of at least its minimum, after whole words', () => {
    const kind = { phrase: 'filling station', min: 4, category: 'transport' as const };
    expect(hasCutKind(['ade', 'filling', 'statio', 'lekki'], kind)).toBe(true);
    expect(hasCutKind(['ade', 'filling', 'sta'], kind)).toBe(false);
    expect(hasCutKind(['ade', 'fill', 'station'], kind)).toBe(false);
  });

  it('a glued card line names its kind inside the glued token', () => {
    expect(cat('POSPURCHASE@ADEFILLINGSTATIONIKEJA', -2_000_000, 'business')).toBe('transport');
    expect(cat('POSPURCHASE@ISLANDHOSPITALYABA', -5_000_000, 'civil-servant')).toBe('health');
    expect(cat('POSPURCHASE@OKEGASSTATIONABA', -1_500_000, 'business')).toBe('utilities');
    expect(cat('POSPURCHASE@CHIDISUPERMARKETABA', -1_500_000, 'business')).toBe('food_groceries');
  });

  it('a gas shop of a fuel brand is cooking gas; its filling station is fuel', () => {
    expect(cat('POS PURCHASE - NIPCO GAS - ABA', -1_500_000, 'salaried')).toBe('utilities');
    expect(cat('POS PURCHASE - NIPCO FILLING STATION - ABA', -1_500_000, 'salaried')).toBe('transport');
  });

  it('a food courier brings food; a store named "save" is a supermarket; a leisure land is entertainment', () => {
    expect(cat('WEB PURCHASE - PAYSTACK*FOOD COURIER', -900_000, 'student')).toBe('food_groceries');
    expect(cat('POS PURCHASE BUY N SAVE WARRI', -3_000_000, 'salaried')).toBe('food_groceries');
    expect(cat('POS PURCHASE SHOP AND SAVE ENUGU', -3_000_000, 'retiree')).toBe('food_groceries');
    expect(cat('POS Payment Wonder Land Ilorin', -8_000_000, 'student')).toBe('entertainment');
  });

  it('a bare cash-and-carry is a trade\'s stock; a named one, or anyone else\'s, is food', () => {
    expect(cat('WEB PURCHASE CASH AND CARRY ENUGU', -15_000_000, 'sme')).toBe('business_expense');
    expect(cat('POS PURCHASE NEXT CASH AND CARRY ENUGU', -7_000_000, 'sme')).toBe('food_groceries');
    expect(cat('WEB PURCHASE CASH AND CARRY ENUGU', -3_000_000, 'salaried')).toBe('food_groceries');
  });

  it('GoMoney, OPay Credit and Branch Technologies are lenders', () => {
    expect(cat('PAYSTACK*GOMONEY', -10_000_000, 'salaried')).toBe('loan_repayment');
    expect(cat('OPay Credit PRINCIPAL+INT', -3_000_000, 'gig-worker')).toBe('loan_repayment');
    expect(cat('Transfer from Branch Technologies', 15_000_000, 'student')).toBe('loan_disbursement');
    expect(cat('Transfer from Gomoney MFB', 5_000_000, 'gig-worker')).toBe('loan_disbursement');
  });

  it('a trade\'s bulk transfer to a food manufacturer is stock; an Islamic deposit is saved; a birth certificate is the state\'s', () => {
    expect(cat('TRF/TO NESTLE NIGERIA', -150_000_000, 'business')).toBe('business_expense');
    expect(cat('TAJ MUDARABAH DEPOSIT', -5_000_000, 'sme')).toBe('savings_investment');
    expect(cat('REMITA/NPC/BIRTH CERTIFICATE', -500_000, 'salaried')).toBe('tax_government');
  });

  it('a kolo (money box) is savings; the surname Kolo beside a name is the person', () => {
    expect(cat('Transfer to my kolo box', -2_000_000, 'salaried')).toBe('savings_investment');
    expect(cat('TRANSFER TO ALIYU KOLO', -2_000_000, 'salaried')).toBe('transfers_out');
  });

  it('a cooperative member\'s contribution and a timed deposit are saved', () => {
    expect(cat('NIP/GTB/OKAFOR CICS/CONTRIBUTION', -3_000_000, 'civil-servant')).toBe('savings_investment');
    expect(cat('Transfer to ACCESS TIMED DEPOSIT', -9_000_000, 'salaried')).toBe('savings_investment');
    expect(cat('NIP/OPAY/HAUWA KOLO/POCKET MONEY', -2_000_000, 'retiree')).toBe('transfers_out');
  });
});
