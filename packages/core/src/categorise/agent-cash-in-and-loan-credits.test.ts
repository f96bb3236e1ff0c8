/**
 * Credits that are not income: cash the holder paid in at an agent, the student loan fund's upkeep, a lender's app
 * paid out through its own microfinance bank; and a lender that is also a bank printed as a customer's bank between
 * dashes, which is not a loan. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('credits that are not income', () => {
  it("reads a wallet's cash-in through an agent as the holder's own money, on a rider's account too", () => {
    expect(cat('Cash-in via agent BROTHER JOE AGENT', 1_000_000, 'gig-worker')).toBe('own_transfer');
    expect(cat('Cash In by Agent BLESSED HANDS POS', 2_000_000, 'gig-worker')).toBe('own_transfer');
    expect(cat('Cash In by Agent BLESSED HANDS POS', 2_000_000)).toBe('own_transfer');
  });
  it("reads the student loan fund's upkeep as the loan paid out, not a relative's money", () => {
    expect(cat('Transfer from NELFUND UPKEEP', 2_000_000, 'student')).toBe('loan_disbursement');
    expect(cat('NIP CR/NELFUND/UPKEEP ALLOWANCE MAR', 2_000_000, 'student')).toBe('loan_disbursement');
  });
  it("reads a lender's app behind its own microfinance bank as the loan", () => {
    expect(cat('Inflow from BLUERIDGE MFB/OKASH (ZENITH)', 5_000_000)).toBe('loan_disbursement');
  });
  it("reads a lender-bank printed between dashes after a customer's name as the customer's bank, not a loan", () => {
    expect(cat('TRANSFER FROM OKON EFFIONG - FAIRMONEY - FOR ONIONS', 9_000_000, 'business')).toBe('business_income');
    expect(cat('TRANSFER FROM OKON EFFIONG - FAIRMONEY -', 9_000_000, 'business')).toBe('business_income');
  });
});
