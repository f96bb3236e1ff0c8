/**
 * The labelling conventions (docs/CATEGORIES.md, "Labelling conventions") on narrations written for these tests:
 * none of them comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('labelling conventions', () => {
  it('a trader’s, SME’s or POS agent’s credit from a person with no personal memo is a customer paying', () => {
    for (const p of ['business', 'sme', 'pos-agent'] as const) {
      expect(cat('NIP TRANSFER FROM CHIAMAKA EZEH P/O 204', 8_550_000, p)).toBe('business_income');
      expect(cat('INWARD TRF FROM BELLO IBRAHIM INV 3381', 12_000_000, p)).toBe('business_income');
      expect(cat('Transfer from Ngozi Okafor', 4_500_000, p)).toBe('business_income');
      expect(cat('NIP FRM OLUMIDE BAKARE/BAL', 2_000_000, p)).toBe('business_income');
      // A personal memo still makes it money received.
      expect(cat('NIP FRM OLUMIDE BAKARE/my share', 2_000_000, p)).toBe('transfer_in');
      expect(cat('INWARD NIP CHIAMAKA EZEH happy birthday 000015250812093344556677889900', 2_000_000, p)).toBe(
        'transfer_in',
      );
      expect(cat('NIP IN TOLU ADEWALE for the kids', 2_000_000, p)).toBe('transfer_in');
    }
    // Other personas: a bare name is money received.
    expect(cat('Transfer from Ngozi Okafor', 4_500_000, 'salaried')).toBe('transfer_in');
    expect(cat('NIP FRM OLUMIDE BAKARE/my share', 2_000_000, 'student')).toBe('transfer_in');
  });

  it('money sent to help someone is a transfer; one’s own bill paid through a person is its purpose', () => {
    expect(cat('NIP TRF TO IFEOMA NWANKWO school fees support', -6_000_000, 'salaried')).toBe('transfers_out');
    expect(cat('TRF TO KABIRU SALISU for mummy medicine', -1_500_000, 'civil-servant')).toBe('transfers_out');
    expect(cat('Transfer to Chinedu Eze | house keeping', -2_500_000, 'salaried')).toBe('transfers_out');
    expect(cat('NIP OUT/BISOLA ADEYEMI/sallah/000013250411090807060504030201', -1_000_000, 'retiree')).toBe(
      'transfers_out',
    );
    expect(cat('TRF TO YAKUBU DANLADI burial contribution', -2_000_000, 'gig-worker')).toBe('transfers_out');
    expect(cat('TRF TO YAKUBU DANLADI contribution', -2_000_000, 'gig-worker')).toBe('transfers_out');
    // Group savings stay savings; a person's own fee stays its purpose.
    expect(cat('TRF TO YAKUBU DANLADI daily contribution', -2_000_000, 'gig-worker')).toBe('savings_investment');
    expect(cat('TRF TO MAMA IBEJI ajo', -2_000_000, 'business')).toBe('savings_investment');
    expect(cat('NIP TRF TO IFEOMA NWANKWO school fees', -6_000_000, 'salaried')).toBe('education');
    expect(cat('TRF TO CHIDI OBI generator repair', -1_500_000, 'salaried')).toBe('utilities');
    expect(cat('TRF TO CHIDI OBI car repair', -1_500_000, 'salaried')).toBe('transport');
    expect(cat('TRF TO MALLAM AUDU for tomatoes', -500_000, 'salaried')).toBe('food_groceries');
    expect(cat('TRF TO KEMI BADA braids', -1_200_000, 'student')).toBe('other_expense');
    // A trader buying the same produce buys stock.
    expect(cat('Transfer to Kemi Bada TOMATOES supply', -12_000_000, 'business')).toBe('business_expense');
    // "Gift" is also a first name.
    expect(cat('PAYMENT FOR TILES TO GIFT EMEKA', -9_000_000, 'business')).toBe('business_expense');
  });

  it('a lender’s fee is a charge; a person paying back a debt is money received, a bank’s reversal is a reversal', () => {
    expect(cat('CARBON LOAN PROCESSING FEE', -250_000, 'salaried')).toBe('bank_charges');
    expect(cat('NIP FROM ADA OBI refund', 5_000_000, 'business')).toBe('transfer_in');
    expect(cat('REV TRF FROM BOLA ADE', 1_500_000, 'salaried')).toBe('refund_reversal');
  });

  it('a pension is pay; promo wins are other income even when called a payout', () => {
    expect(cat('NIP CR/STANBIC IBTC PENSION/PENSION JUN', 18_000_000, 'salaried')).toBe('salary');
    expect(cat('PTAD MONTHLY PENSION MAR 2026', 9_000_000)).toBe('salary');
    expect(cat('PROMO WINNER PAYOUT 7781', 5_000_000, 'business')).toBe('other_income');
  });

  it('settlements to a business name are business income; a lender that is also a bank in the bank slot is not a loan', () => {
    expect(cat('PAYSTACK SETTLEMENT/OBIORA AUTOS', 30_000_000, 'business')).toBe('business_income');
    expect(cat('NIP CR/FAIRMONEY/GOLDLINE TRADING LTD/INV 1182', 60_000_000, 'sme')).toBe('business_income');
    expect(cat('NIP/CARBON/HALIMA SULE/for the kids', 3_000_000, 'salaried')).toBe('transfer_in');
    expect(cat('NIP CR/FAIRMONEY/LOAN DISBURSEMENT', 60_000_000, 'sme')).toBe('loan_disbursement');
    expect(cat('FAIRMONEY REPAYMENT', -6_000_000, 'salaried')).toBe('loan_repayment');
    expect(cat('Inward transfer Renmoney / Access Bank', 60_000_000, 'salaried')).toBe('loan_disbursement');
  });

  it('frozen-food and provision chains are food, filling stations transport, wherever the branch', () => {
    expect(cat('POS PURCHASE DELIFROST WUSE 2', -2_200_000)).toBe('food_groceries');
    expect(cat('POS PURCHASE AKIN FROZEN FOODS IKORODU', -1_800_000)).toBe('food_groceries');
    expect(cat('Card payment - EVERYDAY SUPERMARKET PH', -1_800_000)).toBe('food_groceries');
    expect(cat('POS PURCHASE A.Y.M SHAFA KADUNA', -3_000_000)).toBe('transport');
    expect(cat('POS PURCHASE TONIMAS ONITSHA', -3_000_000)).toBe('transport');
    expect(cat('POS PURCHASE AZMAN OIL KANO', -3_000_000)).toBe('transport');
    expect(cat('PAYSTACK/UDACITY/88172', -4_000_000)).toBe('education');
    expect(cat('CardPayment - VLISCO IKEJA', -4_000_000)).toBe('shopping');
  });

  it('a shop named after a transport company is a shop; a trader buying from it buys stock', () => {
    expect(cat('TRF TO GIGM PHONE ACCESSORIES 20 cartons', -40_000_000, 'business')).toBe('business_expense');
    expect(cat('GIGM TICKET LAGOS-ABUJA', -2_500_000, 'salaried')).toBe('transport');
  });

  it('government market levies are government; glued channel words read', () => {
    expect(cat('KDSG MARKET LEVY', -150_000, 'business')).toBe('tax_government');
    expect(cat('ENUGU STATE REVENUE/LEVY', -200_000, 'business')).toBe('tax_government');
    expect(cat('FGN ELECTRONIC LEVY', -5_000)).toBe('bank_charges');
    expect(cat('VTUAIRTEL 08021234567', -100_000)).toBe('airtime_data');
    expect(cat('DATAGLO 08051234567', -100_000)).toBe('airtime_data');
    expect(cat('Betting1XBET', -100_000)).toBe('betting');
    expect(cat('FEEON NIP TRANSFER 9911', -1_075)).toBe('bank_charges');
    expect(cat('ATMWD @ UBA OGBA 1104', -2_000_000)).toBe('cash_withdrawal');
  });

  it('a POS agent buying cash for the till is stock; their own withdrawal is cash', () => {
    expect(cat('Transfer to MALLAM SANI cash for pos', -50_000_000, 'pos-agent')).toBe('business_expense');
    expect(cat('POS CASH WITHDRAWAL IYA TOYIN POS AGEGE', -2_000_000, 'pos-agent')).toBe('cash_withdrawal');
  });
});
