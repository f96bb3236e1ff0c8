/**
 * Pay through a payroll service, pay in parts, expenses reimbursed, a POS agent's cash sold. Every narration here was
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('payroll services, pay in parts, reimbursements', () => {
  it("reads a payroll service's credit as pay, a final settlement included", () => {
    expect(cat('NIP TRF FRM SEAMLESSHR / DUNMORE LOGISTICS LTD / OCT 2025', 41_000_000)).toBe('salary');
    expect(cat('NIP TRF FRM SEAMLESSHR / DUNMORE LOGISTICS LTD / FINAL SETTLEMENT', 18_000_000)).toBe('salary');
    expect(cat('TRF FROM PAYSTACK PAYROLL/KORA FOODS LTD/SEP 2025', 35_000_000)).toBe('salary');
  });
  it("reads the employer's credit naming only the part of a month's pay as pay, on a salary account", () => {
    expect(cat('NIP FRM DUNMORE LOGISTICS LTD/ACCESS BANK SEP 40PCT', 14_000_000, 'salaried')).toBe('salary');
    expect(cat('NIP FRM DUNMORE LOGISTICS LTD/ACCESS BANK SEP BAL', 21_000_000, 'salaried')).toBe('salary');
    // On a trader's account a company's payment is a customer's.
    expect(cat('NIP FRM DUNMORE LOGISTICS LTD/ACCESS BANK SEP BAL', 21_000_000, 'business')).not.toBe('salary');
  });
  it('reads an expense reimbursed as money back, not income', () => {
    expect(cat('NIP FRM DUNMORE LOGISTICS LTD/ACCESS BANK FUEL REIMB SEP', 1_800_000, 'salaried')).toBe(
      'refund_reversal',
    );
    expect(cat('TRF FROM KORA FOODS LTD TRAVEL EXPENSE REIMBURSEMENT', 5_000_000)).toBe('refund_reversal');
  });
  it("reads a POS agent's transfer from a cash vendor as the agent's own money, not takings", () => {
    expect(cat('Inflow from MALAM SANI CASH VENDOR (PALMPAY)', 25_000_000, 'pos-agent')).toBe('own_transfer');
    expect(cat('Inflow from MALAM SANI CASH VENDOR (PALMPAY)', 25_000_000, 'salaried')).not.toBe('own_transfer');
  });
});
