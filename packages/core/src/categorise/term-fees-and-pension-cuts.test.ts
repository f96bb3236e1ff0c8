/** School terms and pension funds cut short (term-fees-and-pension-cuts.ts). Narrations written for these tests. */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string => categoriseNarration(d, amountKobo, { persona }).category;

describe('a school term paid to a person', () => {
  it('reads "<n>th term" as school fees', () => {
    expect(cat('TRANSFER TO KUNLE ADIGUN/2ND TERM', -12_000_000)).toBe('education');
    expect(cat('MOB/UTO/KUNLE ADIGUN/FIRST TERM SC', -12_000_000, 'civil-servant')).toBe('education');
  });
  it('keeps help with the term a transfer', () => {
    expect(cat('TRANSFER TO KUNLE ADIGUN/2ND TERM SUPPORT', -12_000_000)).toBe('transfers_out');
  });
});

describe("a pension fund's name cut short", () => {
  it('reads a fund cut to PENS or PENSIO on a credit as the pension', () => {
    expect(cat('TRF FRM LEADWAY PENS', 15_000_000, 'retiree')).toBe('salary');
    expect(cat('Received from ARM PENSIO', 15_000_000, 'retiree')).toBe('salary');
  });
});
