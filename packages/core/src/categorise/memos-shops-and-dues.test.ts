/**
 * Classes the rules read after held-out set J's first run, fixed at their root (grammar, kinds of business, memo
 * meaning). Every narration here was written for these tests, with names and places of its own; none comes from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('personal memos on credits to a trader', () => {
  it('blessings and school money are money received, with a reference after the memo too', () => {
    expect(cat('TRF FROM NGOZI ADEWALE God dey REF 1234509876', 2_000_000, 'business')).toBe('transfer_in');
    expect(cat('NIP CR TOLU BAKARE for your exams', 3_000_000, 'sme')).toBe('transfer_in');
    expect(cat('TRF FROM EMEKA NWOSU gift REF 5550001112', 1_000_000, 'pos-agent')).toBe('transfer_in');
  });
  it('a sender no name list knows, before a personal memo, is a person', () => {
    expect(cat('FCMB TRF FROM OKWUDILI IHEANACHO school money', 1_500_000, 'business')).toBe('transfer_in');
  });
  it('a government or an employer before the memo stays the payer it is', () => {
    expect(cat('TRF FRM ENUGU STATE GOVT HOUSING ALLOWANCE', 9_000_000, 'civil-servant')).toBe('salary');
  });
  it('a bare name and a sale on a trader’s account stay a customer paying', () => {
    expect(cat('TRF FROM NGOZI ADEWALE REF 1234509876', 2_000_000, 'business')).toBe('business_income');
    expect(cat('TRF FROM NGOZI ADEWALE for goods REF 1234509876', 2_000_000, 'business')).toBe('business_income');
  });
});

describe('memos naming what a payment to a person bought', () => {
  it('a lawyer, a lost item, an installation and a fine are costs with no category of their own (Other)', () => {
    expect(cat('Transfer to SEGUN ALAO | for the lawyer', -2_500_000, 'salaried')).toBe('other_expense');
    expect(cat('NIP TRANSFER TO ADA UGWU pay for the lost item', -1_200_000, 'retiree')).toBe('other_expense');
    expect(cat('Sent to Kunle Adeyemi - installation of blinds', -900_000, 'self-employed')).toBe('other_expense');
    expect(cat('Sent to Ruth Okoro - fine for late coming', -200_000, 'student')).toBe('other_expense');
  });
  it('a staple bought by the bag is food, not a bag', () => {
    expect(cat('Transfer to IFEANYI OKON | 1 bag beans', -4_000_000, 'salaried')).toBe('food_groceries');
    expect(cat('Sent to Bola Ade - 2 tubers of yam', -600_000, 'student')).toBe('food_groceries');
    expect(cat('Transfer to IFEANYI OKON | handbag', -4_000_000, 'salaried')).toBe('shopping');
  });
  it('help with the same words stays help', () => {
    expect(cat('Transfer to IFEANYI OKON | for your lawyer', -2_000_000, 'salaried')).toBe('transfers_out');
  });
  it('weekly contributions and adashe are group savings; a burial contribution is help', () => {
    expect(cat('Transfer to HAUWA BELLO | weekly contribution', -1_000_000, 'civil-servant')).toBe(
      'savings_investment',
    );
    expect(cat('NIP OUT SADIQ YUSUF adashe', -1_000_000, 'salaried')).toBe('savings_investment');
    expect(cat('Transfer to HAUWA BELLO | burial contribution', -1_000_000, 'civil-servant')).toBe('transfers_out');
  });
});

describe('kinds of shop over brands and places', () => {
  it('a boutique, fabrics and toys are shopping even under a restaurant brand’s name or on a trader’s card', () => {
    expect(cat('POS PURCHASE DOMINOS BOUTIQUE WUSE NG', -5_000_000, 'salaried')).toBe('shopping');
    expect(cat('Card Payment to ADAMA FABRICS', -3_000_000, 'sme')).toBe('shopping');
    expect(cat('PUR@77XX TOYS R US IKEJA NG', -1_500_000, 'gig-worker')).toBe('shopping');
  });
  it('eateries and provision shops cut by the terminal are food', () => {
    expect(cat('POS TRAN-MAMA NKECHI KITC', -500_000, 'salaried')).toBe('food_groceries');
    expect(cat('POS PURCHASE BIG BITES CHOPS OWERRI NG', -500_000, 'salaried')).toBe('food_groceries');
    expect(cat('POS Payment ADAORA PROVISION STO', -900_000, 'retiree')).toBe('food_groceries');
  });
  it('a mart is food on any card line, but not an office or a phone mart, nor a TV smartcard', () => {
    expect(cat('PUR@1234ABCD GREENLEAF MART ASABA NG', -2_000_000, 'salaried')).toBe('food_groceries');
    expect(cat('Card Payment to GREENLEAF MART', -2_000_000, 'business')).toBe('food_groceries');
    expect(cat('PUR@1234ABCD OFFICE MART ASABA NG', -2_000_000, 'salaried')).not.toBe('food_groceries');
    expect(cat('BILL PAYMENT GOTV SMARTCARD 1234567890', -500_000, 'salaried')).toBe('tv_subscriptions');
  });
  it('a PUR@ line is a card purchase, and "ZOO RD" in an address is a street, not a zoo', () => {
    expect(cat('PUR@2044ABCD TOTAL ENERGIES AMINU KANO CRES NG', -3_000_000, 'salaried')).toBe('transport');
    expect(cat('PUR@2044ABCD OANDO ZOO RD KANO NG', -3_000_000, 'salaried')).toBe('transport');
    expect(cat('POS PURCHASE KANO ZOO GATE', -300_000, 'salaried')).toBe('entertainment');
  });
  it('a brand’s FOOD arm is food delivery', () => {
    expect(cat('WEB PMT GOKADA FOOD VIA PAYSTACK', -1_000_000, 'salaried')).toBe('food_groceries');
  });
  it('a POS agent’s money point and a business centre’s round sum are cash-outs', () => {
    expect(cat('POS PURCHASE IYA BOLA MONEY POINT OSHODI NG TID:2033AAAA', -2_000_000, 'salaried')).toBe(
      'cash_withdrawal',
    );
    expect(cat('POS PURCHASE NEW DAWN BUSINESS CTR OWO NG TID:2033AAAA', -1_000_000, 'student')).toBe(
      'cash_withdrawal',
    );
    expect(cat('POS PURCHASE NEW DAWN BUSINESS CTR OWO NG TID:2033AAAA', -135_000, 'student')).not.toBe(
      'cash_withdrawal',
    );
  });
});

describe('billers, lenders and dues', () => {
  it('an estate’s facility-management fee is housing; the ₦50 charge on it stays a charge', () => {
    expect(cat('NIP TRF TO PALM VIEW ESTATE FACILITY MGT FEE', -4_000_000, 'salaried')).toBe('rent_housing');
    expect(cat('NIP CHARGE/PALM VIEW ESTATE/001122', -5_000, 'salaried')).toBe('bank_charges');
    expect(cat('VAT/PALM VIEW ESTATE/001122', -375, 'salaried')).toBe('bank_charges');
    expect(cat('NIP CHARGEBOLA ADE/11223344', -5_000, 'salaried')).toBe('bank_charges');
    expect(cat('SMS4/ALERT/55555', -4_000, 'student')).toBe('bank_charges');
    expect(cat('VATBOLA ADE/1122334455', -375, 'salaried')).toBe('bank_charges');
  });
  it('a Remita mandate is a loan repayment; a water board through Remita is a utility unless it is a registration', () => {
    expect(cat('REMITA MANDATE FAIRMONEY 1234567890', -5_000_000, 'salaried')).toBe('loan_repayment');
    expect(cat('WEB PMT EKWAMA VIA REMITA BILL', -500_000, 'salaried')).toBe('utilities');
    expect(cat('REMITA PAYMENT EKWAMA REG', -500_000, 'salaried')).toBe('tax_government');
  });
  it('a phone-financing lender is a lender both ways', () => {
    expect(cat('EASYBUY AUTO DEBIT', -9_000_000, 'student')).toBe('loan_repayment');
    expect(cat('TRF FROM EASYBUY MICROFINANCE', 50_000_000, 'self-employed')).toBe('loan_disbursement');
  });
  it('a savings pot’s payout is one’s own money; a light rail is transport; a cut teaching hospital is health', () => {
    expect(cat('ALAT SAVINGS/PAYOUT/12345678', 40_000_000, 'sme')).toBe('own_transfer');
    expect(cat('WEB PMT ABUJA LIGHT RAIL VIA REMITA', -300_000, 'civil-servant')).toBe('transport');
    expect(cat('PAYSTACK*UNILAG TEACHING H', -10_000_000, 'gig-worker')).toBe('health');
  });
});
