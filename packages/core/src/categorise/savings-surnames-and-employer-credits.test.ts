/**
 * The narration classes of set O's first run: a savings word that is a surname, own money credited back by a bank or
 * wallet, POS/CASH cash-outs, EMTL periods and convenience fees, an employer's credit with no memo, a loan returned by
 * a person, a lender's PRINCIPAL+INT, a POS agent's liquidity, "for market" and "phone purchase" memos, and the
 * holder's business named as a debit's sender. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried', accountName?: string): string =>
  categoriseNarration(d, amountKobo, { persona, accountName }).category;

describe('a savings word as a surname', () => {
  it('reads KOLO beside a name as the person, not a savings pocket', () => {
    expect(cat('TRANSFER TO BABAGANA KOLO', -4_000_000)).toBe('transfers_out');
    expect(cat('NIP/ZENITH/KOLO YAGANA', -2_500_000)).toBe('transfers_out');
    expect(cat('Transfer to Yagana Kolo zakat', -900_000)).toBe('giving');
    expect(cat('Received from Babagana Kolo', 3_000_000)).toBe('transfer_in');
  });
  it('keeps a savings pocket a savings pocket', () => {
    expect(cat('KOLO SAVINGS', -1_000_000)).toBe('savings_investment');
    expect(cat('Transfer to Kolo', -1_000_000)).toBe('savings_investment');
    expect(cat('Transfer from WEMA TARGET SAVINGS', 5_000_000)).toBe('own_transfer');
    expect(cat('transfer to palmpay cashbox 9XKQ2T7B', -5_000_000)).toBe('savings_investment');
    expect(cat('PALMPAY CASHBOX K27HWRTZ', -5_000_000)).toBe('savings_investment');
  });
});

describe('own money credited back', () => {
  it('reads a bank, wallet or deposit as the only sender as own money', () => {
    expect(cat('PalmPay WITHDRAWAL', 8_000_000)).toBe('own_transfer');
    expect(cat('Withdrawal from Fidelity Bank', 8_000_000, 'business')).toBe('own_transfer');
    expect(cat('Transfer from Sterling', 8_000_000, 'student')).toBe('own_transfer');
    expect(cat('STANBIC FIXED DEPOSIT WITHDRAWAL', 8_000_000, 'retiree')).toBe('own_transfer');
  });
  it('leaves a person sending through a bank as money received', () => {
    expect(cat('Transfer from Ada Obi', 8_000_000)).toBe('transfer_in');
  });
});

describe('cash and charges', () => {
  it('reads POS/CASH at any shop as cash', () => {
    expect(cat('POS/CASH/ADEOLA PHARMACY', -4_000_000)).toBe('cash_withdrawal');
    expect(cat('POS/CASH/IBRAHIM SUPERMARKET', -4_000_000, 'student')).toBe('cash_withdrawal');
    expect(cat('POS/CASH/OLUWA DAMILARE VENTURES', -4_000_000, 'sme')).toBe('cash_withdrawal');
  });
  it('reads a monthly EMTL line and a convenience fee as bank charges', () => {
    expect(cat('EMTL OCT/2024', -65_000)).toBe('bank_charges');
    expect(cat('EMTL NOV-24', -120_000, 'sme')).toBe('bank_charges');
    expect(cat('REMITA CONVENIENCE FEE', -10_750)).toBe('bank_charges');
  });
});

describe('salary from an employer with no memo', () => {
  it('reads a company credit on a salaried or civil servant account as salary', () => {
    expect(cat('Transfer from DANGOTE CEMENT PLC', 45_000_000)).toBe('salary');
    expect(cat('NIP INFLOW/NESTLE NIGERIA LTD/GTBANK', 38_000_000)).toBe('salary');
    expect(cat('INFLOW FRM KANO STATE GOVT', 15_000_000, 'civil-servant')).toBe('salary');
  });
  it('leaves traders, memos and finance houses alone', () => {
    expect(cat('Transfer from DANGOTE CEMENT PLC', 45_000_000, 'sme')).not.toBe('salary');
    expect(cat('Transfer from ACME LTD / design job', 9_000_000)).not.toBe('salary');
    expect(cat('TRF FROM ZEDVANCE FINANCE LTD', 9_000_000)).not.toBe('salary');
  });
});

describe('loans between people and lenders', () => {
  it('reads a person returning a loan as money received', () => {
    expect(cat('NIP FRM AMAKA EZE/returning the loan', 2_000_000)).toBe('transfer_in');
    expect(cat('TRANSFER FROM BOLA ADE | Carbon | returning the loan', 2_000_000)).toBe('transfer_in');
  });
  it("reads a relative's school or feeding allowance as money received", () => {
    expect(cat('Received from NGUTOR IORVER school allowance', 4_500_000, 'student')).toBe('transfer_in');
    expect(cat('NIP/UBA/AONDONA TERSOO/FEEDING ALLOWANCE', 4_500_000, 'student')).toBe('transfer_in');
  });
  it("reads a wallet lender's PRINCIPAL+INT as a repayment", () => {
    expect(cat('PalmPay Credit PRINCIPAL+INT', -2_500_000)).toBe('loan_repayment');
  });
});

describe('memos', () => {
  it("reads a POS agent's liquidity top-up as float", () => {
    expect(cat('LIQUIDITY TOPUP', -20_000_000, 'pos-agent')).toBe('business_expense');
  });
  it("reads 'for market' from a trading account as stock, elsewhere as food", () => {
    expect(cat('NIP TRF TO BOLA ADE FOR MARKET', -20_000_000, 'business')).toBe('business_expense');
    expect(cat('NIP TRF TO BOLA ADE FOR MARKET', -2_000_000, 'salaried')).toBe('food_groceries');
    expect(cat('NIP TRF TO BOLA ADE na for market', -2_000_000, 'sme')).toBe('food_groceries');
  });
  it("reads 'phone purchase' to a person as shopping", () => {
    expect(cat('Transfer to Bola Ade - phone purchase', -9_000_000)).toBe('shopping');
  });
  it("reads past the holder's business named as the sender", () => {
    const holder = 'ADEX FURNITURE HUB';
    expect(cat('TRANSFER FROM ADEX FURNITURE HUB TO BOLA ADE part payment', -900_000, 'sme', holder)).toBe(
      'transfers_out',
    );
    expect(cat('TRANSFER FROM ADEX FURNITURE HUB TO BOLA ADE FUEL', -900_000, 'sme', holder)).toBe('transport');
  });
});
