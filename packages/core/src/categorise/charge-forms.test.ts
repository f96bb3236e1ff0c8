/**
 * Charge forms of issue #14: the abbreviated charge word leading the transfer it was charged on, glued forms, a loan's
 * admin charge, a POS terminal's rental and a term deposit's interest. Every narration here was written for these
 * tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('a charge word that leads the transfer it was charged on', () => {
  it('is a bank charge, not a transfer to the person it names', () => {
    expect(cat('COM ON NIP TRF TO BISI ADEYEMI KOLA', -5_375)).toBe('bank_charges');
    expect(cat('Comm On Trf For Trf To Tunde Balogun', -2_500)).toBe('bank_charges');
    expect(cat('CHG ON USSD TRF/EMEKA OKAFOR', -1_000)).toBe('bank_charges');
    expect(cat('VAT ON NIP TRANSFER TO AISHA BELLO', -403)).toBe('bank_charges');
    expect(cat('SD ON EFT 0099123', -5_000)).toBe('bank_charges');
    expect(cat('STMP DUTY 0099123', -5_000)).toBe('bank_charges');
  });
  it('reads glued and letter-spaced forms alike', () => {
    expect(cat('COMON NIPTRF TO SEUN ALABI', -2_500)).toBe('bank_charges');
    expect(cat('C O M  O N  T R F', -2_500)).toBe('bank_charges');
    expect(cat('TRANSFER CHARGETO IFEOMA UDOH', -5_000)).toBe('bank_charges');
    expect(cat('NIP TRF COM 88812', -1_075)).toBe('bank_charges');
    expect(cat('VALUE ADDED TAXTO IFEOMA UDOH', -188)).toBe('bank_charges');
  });
  it('leaves a large transfer and a person paid "for" a transfer to the other rules', () => {
    expect(cat('COM ON NIP TRF TO BISI ADEYEMI', -5_000_000)).not.toBe('bank_charges');
    expect(cat('TRF TO COMFORT OKON', -500_000)).toBe('transfers_out');
    expect(cat('POS WDL @ 2076 COMFORT ADE IKOTUN', -500_000)).toBe('cash_withdrawal');
    expect(cat('COM ON NIP TRF REVERSAL', 5_375)).not.toBe('bank_charges');
  });
});

describe('fees on a loan, a POS terminal and a term deposit', () => {
  it("reads a loan's admin charge as a bank charge, not a repayment", () => {
    expect(cat('LOAN ADMIN CHARGE', -250_000)).toBe('bank_charges');
    expect(cat('LOANADMIN CHG 7781', -180_000)).toBe('bank_charges');
    expect(cat('MGMT FEE ON LOAN 7781', -180_000)).toBe('bank_charges');
    expect(cat('LOAN REPAYMENT 7781', -2_500_000)).toBe('loan_repayment');
  });
  it("reads a POS terminal's rental or fee as a bank charge", () => {
    expect(cat('POS TERMINAL RENTAL JUNE', -150_000, 'pos-agent')).toBe('bank_charges');
    expect(cat('AGENT TERMINAL FEE', -200_000, 'pos-agent')).toBe('bank_charges');
  });
  it("reads a term deposit's interest as interest", () => {
    expect(cat('TERM DEPOSIT INT REF 66120', 4_500_000)).toBe('interest');
    expect(cat('FIXED DEPOSIT INTEREST 0402', 1_200_000)).toBe('interest');
  });
});
