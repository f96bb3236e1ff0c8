/**
 * The kind words of set N's classes (lexicon/kinds-trade.ts): every narration here was written for these tests with
 * invented names (none from a labelled set), so each rule is shown to read a kind of payee, not one payee.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('trade kinds (set N classes)', () => {
  it('an eatery by its kind word is food, on a card line or glued', () => {
    expect(cat('POS PURCHASE @ TASTY CORNER BITE ASABA', -450_000, 'salaried')).toBe('food_groceries');
    expect(cat('Card Payment MAMA TOBI SUYA SPOT', -300_000, 'student')).toBe('food_groceries');
    expect(cat('POS/OLUWASEGUN PEPPER SOUP JOINT/JOS', -600_000, 'civil-servant')).toBe('food_groceries');
    expect(cat('POSPUR/GOLDEN GRILLZ/04/11', -700_000, 'salaried')).toBe('food_groceries');
  });
  it('a shop named by its goods is shopping above a supermarket brand that is its first word', () => {
    expect(cat('POS PURCHASE @ SHOPRITE ELECTRONICS IKEJA', -9_000_000, 'salaried')).toBe('shopping');
    expect(cat('WEB/QT*BLESSING PHONES AND ACCESSORIES', -4_500_000, 'student')).toBe('shopping');
    expect(cat('FLW/KOLADE BOOKSELLERS LTD/11223344', -800_000, 'retiree')).toBe('shopping');
    expect(cat('REMITA*GRACELAND FURNITURE ABUJA', -25_000_000, 'civil-servant')).toBe('shopping');
    // A transfer to a gadget shop is retail for a person; a school's bookshop stays education; a trader's "20 cartons"
    // from a gadget shop stays stock.
    expect(cat('TRF TO OKEY GADGETS', -4_000_000, 'salaried')).toBe('shopping');
    expect(cat('POS PURCHASE ST ANNE COLLEGE BOOKSHOP', -350_000, 'salaried')).toBe('education');
    expect(cat('TRF TO OKEY GADGETS 20 cartons', -40_000_000, 'business')).toBe('business_expense');
  });
  it('a leisure place by its kind is entertainment on a card line; parking is transport', () => {
    expect(cat('Card purchase Ikogosi Warm Springs Resort', -3_500_000, 'salaried')).toBe('entertainment');
    expect(cat('WEB/OGBUNIKE CAVES', -200_000, 'student')).toBe('entertainment');
    expect(cat('POS PURCHASE @ MAGIC LAND FUN PARK ABUJA', -500_000, 'salaried')).toBe('entertainment');
    expect(cat('POS PURCHASE @ TAKWA BAY BEACH', -400_000, 'diaspora')).toBe('entertainment');
    expect(cat('POS PURCHASE @ CITY MALL CAR PARK', -50_000, 'salaried')).toBe('transport');
  });
  it('a car wash, cleaner or hairdresser on a card line is a personal service; a hair shop sells goods', () => {
    expect(cat('POS PMT SPOTLESS KLEEN AUTO 506099******1234', -250_000, 'salaried')).toBe('other_expense');
    expect(cat('Card Payment - CROWN HAIR STUDIO', -800_000, 'salaried')).toBe('other_expense');
    expect(cat('POS PURCHASE @ TEMI BRAIDS AND BEAUTY', -1_200_000, 'student')).toBe('other_expense');
    expect(cat('POS PURCHASE @ LUXE HUMAN HAIR AND WIGS', -9_000_000, 'salaried')).not.toBe('other_expense');
  });
  it("a fund's income and a registrar's payment are interest, a fund's redemption is not", () => {
    expect(cat('MMF INCOME DISTRIBUTION', 4_500)).toBe('interest');
    expect(cat('STANBIC IBTC MONEY MARKET FUND DIVIDEND', 12_000, 'retiree')).toBe('interest');
    expect(cat('TRF FRM MERISTEM REGISTRARS TO ADA OKAFOR', 250_000, 'salaried')).toBe('interest');
    expect(cat('MMF REDEMPTION PROCEEDS', 50_000_000, 'salaried')).not.toBe('interest');
  });
  it("a wallet's rewards are other income; a lender named 'Ltd' or paying out is a loan", () => {
    expect(cat('TRF FROM OPAY REWARDS', 20_000, 'salaried')).toBe('other_income');
    expect(cat('CARBON LTD', 5_000_000, 'salaried')).toBe('loan_disbursement');
    expect(cat('BRANCH LTD', 3_000_000, 'retiree')).toBe('loan_disbursement');
    expect(cat('NIP OUTWARD TRF TO CARBON LTD GTBANK', -1_200_000, 'salaried')).toBe('loan_repayment');
    expect(cat('NIP/ECOBANK/UNITY COOP SOCIETY/SOFT LOAN', 40_000_000, 'civil-servant')).toBe('loan_disbursement');
  });
  it("a trade's payment to a wholesale market or a supplier is stock; a shop standing in the market is its own trade", () => {
    expect(cat('Online Payment to ARIARIA MARKET', -3_000_000, 'sme')).toBe('business_expense');
    expect(cat('WEB PURCHASE FLW*BALOGUN MARKET LAGOS', -5_000_000, 'business')).toBe('business_expense');
    expect(cat('WEB/OKONKWO OFFICE SUPPLIES/1122', -2_000_000, 'sme')).toBe('business_expense');
    expect(cat('POS TRANSACTION SWEET SENSATION MAIN MARKET', -400_000, 'business')).toBe('food_groceries');
    // The same market paid by a salaried person: what was bought decides, not the trade.
    expect(cat('Online Payment to ARIARIA MARKET', -3_000_000, 'salaried')).not.toBe('business_expense');
  });
  it('revenue services, waste boards and gas shops by their letters; a market levy is government', () => {
    expect(cat('QUICKTELLER KGIRS 1122334455', -3_000_000, 'business')).toBe('tax_government');
    expect(cat('PAYMENT TO ONEPA REF 11223344', -1_000_000, 'salaried')).toBe('utilities');
    expect(cat('BILLS PAYMENT/KASESA/1234567', -500_000, 'salaried')).toBe('utilities');
    expect(cat('Card purchase Bigigas', -1_200_000, 'student')).toBe('utilities');
    expect(cat('WEB PURCHASE QT*MARKET ASSOC LEVY', -3_700_000, 'business')).toBe('tax_government');
    // English words of the revenue service's shape are not one.
    expect(cat('POS PURCHASE OFFICE CHAIRS', -3_000_000, 'salaried')).not.toBe('tax_government');
  });
  it("an insurer's premium by direct debit is insurance; its HMO's is health", () => {
    expect(cat('PAYSTACK DD CORNERSTONE INSURANCE REPAYMENT', -900_000, 'salaried')).toBe('insurance');
    expect(cat('DIRECT DEBIT AXA MANSARD HEALTH', -900_000, 'salaried')).toBe('health');
    expect(cat('PAYSTACK DD CORNERSTONE INSURANCE LOAN REPAYMENT', -900_000, 'salaried')).toBe('loan_repayment');
  });
  it("a platform's credit to a gig worker is the work's income; its referral bonus is not", () => {
    expect(cat('TRF FROM RIDEWELL TECHNOLOGIES 123456', 2_500_000, 'gig-worker')).toBe('business_income');
    expect(cat('NIP/SWIFTDROP LOGISTICS/44556677', 1_800_000, 'gig-worker')).toBe('business_income');
    expect(cat('TRF FROM RIDEWELL TECHNOLOGIES REFERRAL BONUS', 200_000, 'gig-worker')).not.toBe('business_income');
  });
  it('a town named like a streaming service is the town', () => {
    expect(cat('POS PURCHASE @ ALHERI PHARMACY MUBI', -300_000, 'salaried')).toBe('health');
    expect(cat('MUBI SUBSCRIPTION', -350_000, 'salaried')).toBe('tv_subscriptions');
  });

  it('a wallet\'s merchant payment at a shop named by its goods is retail, even for a POS agent', () => {
    expect(cat('Merchant Payment Okon Phones', -900_000, 'pos-agent')).toBe('shopping');
    expect(cat('Merchant Payment Tunde Electronics', -1_500_000, 'sme')).toBe('shopping');
  });

  it("a trade's transfer to a firm for goods is stock; anyone else's is what was bought", () => {
    expect(cat('NIP TRF TO EZEH GLOBAL LTD/onions', -9_000_000, 'business')).toBe('business_expense');
    expect(cat('TRF TO BALA TRADING CO - CEMENT', -30_000_000, 'business')).toBe('business_expense');
    expect(cat('NIP TRF ADEOLA VENTURES/SHOES', -12_000_000, 'sme')).toBe('business_expense');
    expect(cat('NIP TRF ADEOLA VENTURES/SHOES', -1_200_000, 'salaried')).not.toBe('business_expense');
  });
});

describe('shops by their goods (set V)', () => {
  it("reads a campus bookshop as education and a publisher's or a town bookshop as shopping", () => {
    expect(cat('POS/UNILAG BOOKSHOP/AKOKA', -600_000, 'student')).toBe('education');
    expect(cat('Card Payment - UNIBEN BOOKSHOP', -600_000, 'student')).toBe('education');
    expect(cat('POS UNIVERSITY PRESS BOOKSHOP IBADAN', -600_000, 'student')).toBe('shopping');
    expect(cat('POS MAMA TOBI BOOKSHOP', -600_000, 'student')).toBe('shopping');
  });
  it('reads an electronics shop at a campus gate as the shop', () => {
    expect(cat('POS/ZEST ELECTRONICS/UNILAG GATE/2214', -6_000_000, 'salaried')).toBe('shopping');
  });
  it('reads electrical and household-plastics shops as shopping', () => {
    expect(cat('PUR ZEST ELECTRICAL HOUSE IKEJA NG 2', -4_000_000, 'salaried')).toBe('shopping');
    expect(cat('PUR MAMA TOBI HOUSEHOLD PLASTICS ABA NG', -4_000_000, 'retiree')).toBe('shopping');
  });
});
