/**
 * Narration forms of small banks' ledgers and card lines (normalise.ts, coded-transfer-lines.ts, transfer-memos.ts):
 * "WDL TRF <payee>" (a withdrawal by transfer), "INTERBANK CR <sender>", "<CODE>|OUT|<payee>", "<CODE> SEND <payee>",
 * "USSD-<payee>-<bank>", "Card <merchant>", and a lender that is only the bank the money moved through. Every narration
 * here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried', accountName?: string): string =>
  categoriseNarration(d, amountKobo, { persona, accountName }).category;
const person = (d: string, amountKobo: number): string | null =>
  createCategoriser({ persona: 'salaried' })({ date: '2025-01-01', description: d, amount: amountKobo, balance: null }).detail.person;

describe('a withdrawal by transfer', () => {
  it('is money sent to the named payee, not cash', () => {
    expect(cat('WDL TRF KUNLE ADIGUN', -2_000_000)).toBe('transfers_out');
    expect(cat('WDL TRF KUNLE ADIGUN HOUSE RENT', -30_000_000)).toBe('rent_housing');
    expect(cat('WDL TRF SUNSHINE FEEDS SUPPLY', -30_000_000, 'sme')).toBe('business_expense');
  });
  it('leaves an ATM withdrawal cash', () => {
    expect(cat('ATM WDL OKOTA LAGOS', -2_000_000)).toBe('cash_withdrawal');
  });
});

describe('an inter-bank credit', () => {
  it("is a person's transfer, not interest", () => {
    expect(cat('INTERBANK CR KUNLE ADIGUN ZENITH', 2_000_000)).toBe('transfer_in');
    expect(cat('INTERBANK CREDIT KUNLE ADIGUN ACCESS', 2_000_000, 'sme')).toBe('business_income');
  });
});

describe('coded outward lines', () => {
  it('finds the payee after a ledger code and OUT, after a code and SEND, and in a USSD line with a bank', () => {
    expect(person('WEMX|OUT|KUNLE ADIGUN|FOR YOU', -500_000)).toBe('kunle adigun');
    expect(cat('WEMX|OUT|KUNLE ADIGUN', -500_000)).toBe('transfers_out');
    expect(person('7PSB SEND CHIKA UMEH', -500_000)).toBe('chika umeh');
    expect(cat('7PSB SEND CHIKA UMEH', -500_000)).toBe('transfers_out');
    expect(person('USSD-CHIKA UMEH-FBN-FOR YOU', -500_000)).toBe('chika umeh');
    expect(cat('Payout Chika Umeh', -500_000)).toBe('transfers_out');
  });
});

describe('a lender that is only the bank of the line', () => {
  it("reads a microfinance bank's own ledger prefix and a cut receiving bank as the bank, not the loan", () => {
    expect(cat('LAPO TRF DEEPER LIFE BIBLE CHUR', -1_000_000)).not.toBe('loan_repayment');
    expect(cat('ACCION TRF SUNSHINE FEEDS SUPPLY', -30_000_000, 'sme')).toBe('business_expense');
    expect(cat('NIP/BRIGHT PROVISION STORES/FAIRMO', -1_500_000)).not.toBe('loan_repayment');
  });
  it('keeps a repayment to the lender a repayment', () => {
    expect(cat('LAPO TRF LOAN REPAYMENT', -5_000_000)).toBe('loan_repayment');
    expect(cat('NIP/LOAN REPAYMENT/FAIRMONEY', -5_000_000)).toBe('loan_repayment');
  });
});

describe("a card line printed as Card and the merchant", () => {
  it("reads the merchant's brand where it stands in a market, on a trading account too", () => {
    expect(cat('Card SHOPRITE MAIN MARKET ABA', -2_000_000, 'sme')).toBe('food_groceries');
  });
});

describe("the holder's own name on a remittance", () => {
  it('reads a currency code after the name as no third name', () => {
    expect(cat('NALA TRF FRM Chika Umeh GBP', 30_000_000, 'diaspora', 'Chika Umeh')).toBe('own_transfer');
  });
});
