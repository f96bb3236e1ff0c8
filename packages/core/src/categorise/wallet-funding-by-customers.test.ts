/**
 * A wallet funded by someone other than the holder (own-money-and-cash-forms.ts): a customer paying on an account that
 * sells, money received elsewhere; also printed "Wallet top-up <name>". Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona, accountName: string): string =>
  categoriseNarration(d, amountKobo, { persona, accountName }).category;

describe('wallet funding from another person', () => {
  it("reads it as a customer's payment on an account that sells", () => {
    expect(cat('Funding from Kunle Adigun', 2_500_000, 'sme', 'BRIGHT TOUCH SALON')).toBe('business_income');
    expect(cat('Wallet top-up Kunle Adigun', 2_500_000, 'sme', 'BRIGHT TOUCH SALON')).toBe('business_income');
  });
  it('reads it as money received on a personal account', () => {
    expect(cat('Wallet top-up Kunle Adigun', 2_500_000, 'student', 'CHIKA UMEH')).toBe('transfer_in');
  });
  it("keeps the holder's own top-up and a card top-up the holder's own money", () => {
    expect(cat('Wallet top-up Chika Umeh', 2_500_000, 'student', 'CHIKA UMEH')).toBe('own_transfer');
    expect(cat('Wallet top-up via card', 2_500_000, 'sme', 'BRIGHT TOUCH SALON')).toBe('own_transfer');
  });
});
