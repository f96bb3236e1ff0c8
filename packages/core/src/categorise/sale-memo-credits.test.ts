/** Credits whose memo says a sale (sale-memo-credits.ts). Every narration here was written for these tests. */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona): string => categoriseNarration(d, amountKobo, { persona }).category;

describe('purchase orders', () => {
  it('reads a credit against a purchase order as a sale on any account', () => {
    expect(cat('NIP TRF FROM KUNLE ADIGUN P/O 2231 000013250101', 4_000_000, 'self-employed')).toBe('business_income');
    expect(cat('TRF FRM CHIKA UMEH/PALMPAY/PO#5521', 4_000_000, 'salaried')).toBe('business_income');
    expect(cat('INWARD TRANSFER BRIGHT STAR LTD PURCHASE ORDER 77', 4_000_000, 'sme')).toBe('business_income');
  });
  it('leaves a reversal of one a reversal', () => {
    expect(cat('REVERSAL P/O 2231 KUNLE ADIGUN', 4_000_000, 'sme')).toBe('refund_reversal');
  });
});

describe('coins sold to a person', () => {
  it("reads a person's credit for USDT as a sale", () => {
    expect(cat('MOB: TRF FRM BOLA ADE/FOR USDT', 20_000_000, 'gig-worker')).toBe('business_income');
    expect(cat('NIP:BOLA ADE-USDT-0000152404', 20_000_000, 'student')).toBe('business_income');
  });
  it("leaves a crypto app's withdrawal to the holder's own money", () => {
    expect(cat('QUIDAX WITHDRAWAL USDT', 20_000_000, 'student')).not.toBe('business_income');
  });
});
