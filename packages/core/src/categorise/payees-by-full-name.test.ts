/**
 * Payees and pockets named in full on the line, whatever platform or word sits before them (set 56's round). Every
 * narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('payees and pockets named in full', () => {
  it('reads an exam body by its full name as education, though Remita carries it', () => {
    expect(
      cat('REMITA/WEST AFRICAN EXAMINATIONS COUNCIL/WASSCE 2025/RRR123456789012', -1_800_000, 'civil-servant'),
    ).toBe('education');
    expect(cat('REMITA/NATIONAL EXAMINATIONS COUNCIL/SSCE EXT/RRR210987654321', -1_500_000)).toBe('education');
    expect(cat('REMITA/JOINT ADMISSIONS AND MATRICULATION BOARD/UTME', -700_000, 'student')).toBe('education');
    expect(cat('REMITA/FEDERAL INLAND REVENUE SERVICE/VAT JUL', -5_000_000, 'sme')).toBe('tax_government');
  });
  it('reads a state zakat commission as giving, not a government body', () => {
    expect(cat('NIP TRF TO SOKOTO STATE ZAKAT AND ENDOWMENT COMMISSION ZAKAT', -5_000_000, 'business')).toBe('giving');
  });
  it('reads money moved to a FairSave pocket as savings, whatever the pocket is named for', () => {
    expect(cat('Moved to FairSave - rent 2026', -1_000_000, 'student')).toBe('savings_investment');
    expect(cat('FairSave withdrawal', 1_000_000, 'student')).toBe('own_transfer');
  });
  it('reads cash paid in at an agent as the holder’s own money, not income', () => {
    expect(cat('Cash Deposit | Agent IYA BISI VENTURES OJO', 5_000_000, 'self-employed')).toBe('own_transfer');
    expect(cat('Cash deposit at agent', 9_300_000, 'pos-agent')).toBe('own_transfer');
  });
});
