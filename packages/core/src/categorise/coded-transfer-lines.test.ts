/**
 * Transfer lines whose payee sits in a coded slot (coded-transfer-lines.ts): CIP/DR/<name>/<memo>, CIP/CR/<bank>/<name>,
 * FBNMOBILE:<memo>:<name>, <ref>-<name>. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration, createCategoriser } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string => categoriseNarration(d, amountKobo, { persona }).category;
const payee = (d: string, amountKobo: number): string | null =>
  createCategoriser({ persona: 'salaried' })({ date: '2025-01-01', description: d, amount: amountKobo, balance: null }).detail.person;

describe('CIP lines', () => {
  it('finds the payee after CIP/DR and the sender after CIP/CR and its bank', () => {
    expect(payee('CIP/DR/KUNLE ADIGUN/OK', -700_000)).toBe('kunle adigun');
    expect(payee('CIP/CR/FIDELITY/KUNLE ADIGUN/OK', 700_000)).toBe('kunle adigun');
  });
  it('reads a CIP transfer to a person as Transfers to People, its purpose memo as the purpose', () => {
    expect(cat('CIP/DR/KUNLE ADIGUN', -700_000)).toBe('transfers_out');
    expect(cat('CIP/DR/KUNLE ADIGUN/AS AGREED', -700_000)).toBe('transfers_out');
    expect(cat('CIP/DR/KUNLE ADIGUN/HOUSE RENT', -70_000_000)).toBe('rent_housing');
  });
});

describe('FirstBank app lines', () => {
  it('reads the payee last when the memo comes first', () => {
    expect(payee('FBNMOBILE:THANK YOU:KUNLE ADIGUN', -700_000)).toBe('kunle adigun');
    expect(cat('FBNMOBILE:THANK YOU:KUNLE ADIGUN', -700_000)).toBe('transfers_out');
    expect(cat('FBNMOBILE:NAIL TECH:KUNLE ADIGUN', -700_000)).toBe('other_expense');
  });
  it('keeps the payee first when the name comes first', () => {
    expect(payee('FBNMOBILE:KUNLE ADIGUN:THANK YOU', -700_000)).toBe('kunle adigun');
  });
});

describe('a reference and a name', () => {
  it('reads "<ref>-<name>" with no memo as a transfer to the person', () => {
    expect(cat('482913-KUNLE ADIGUN', -700_000)).toBe('transfers_out');
  });
});
