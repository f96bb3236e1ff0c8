/** A wallet's "Withdrawal to <account>" lines. Every narration here was written for these tests. */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

const holder = 'Ifeoma Chidinma Anyanwu';
const cat = (d: string): string => categoriseNarration(d, -1_850_000, { accountName: holder }).category;

describe("a wallet's withdrawal to an account", () => {
  it('is money sent to the person it names, not cash', () => {
    expect(cat('Withdrawal to Jumoke Bakare Kuda MFB 5897602980')).toBe('transfers_out');
    expect(cat('Withdrawal to EMEKA NWOSU - Access Bank')).toBe('transfers_out');
  });
  it("is the holder's own money moving to their bank when it names them or only a bank", () => {
    expect(cat('Withdrawal to Ifeoma Anyanwu GTBank 0123456789')).toBe('savings_investment');
    expect(cat('Withdrawal to Access Bank 0123456789')).toBe('savings_investment');
    expect(cat('Withdraw to my bank account')).toBe('savings_investment');
  });
  it('leaves cash withdrawals as cash', () => {
    expect(cat('ATM WITHDRAWAL IKEJA CITY MALL')).toBe('cash_withdrawal');
    expect(cat('Cash withdrawal at POS agent Obalende')).toBe('cash_withdrawal');
    expect(cat('Withdrawal to cash agent Sabo')).toBe('cash_withdrawal');
  });
});

describe("a wallet funded from an account", () => {
  const credit = (d: string): string => categoriseNarration(d, 3_000_000, { accountName: holder }).category;
  it('is money received from the person it names', () => {
    expect(credit('Wallet funding from Ekaette Y. Ekwueme Ecobank')).toBe('transfer_in');
    expect(credit('Top up from BASHIR LAWAL - Zenith Bank')).toBe('transfer_in');
  });
  it("is the holder's own money when it names them or only a bank", () => {
    expect(credit('Wallet funding from Ifeoma C. Anyanwu GTBank')).toBe('own_transfer');
    expect(credit('Wallet funding from Access Bank')).toBe('own_transfer');
    expect(credit('Wallet top up from card')).toBe('own_transfer');
  });
});
