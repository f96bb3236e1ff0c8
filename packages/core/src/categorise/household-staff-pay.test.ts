/**
 * A household's own staff paid from a household account is a personal service (Other); a business's staff pay stays
 * the business's. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('household staff pay', () => {
  it("reads a nanny's, a house help's or a caregiver's pay as Other on a household account", () => {
    expect(cat('Sent to Bello Rahila - nanny salary', -7_000_000, 'salaried')).toBe('other_expense');
    expect(cat('NIP TRF TO OJO MERCY/UBA/HOUSE HELP SALARY', -4_000_000, 'civil-servant')).toBe('other_expense');
    expect(cat('MOB TRF TO DUNG RUTH/FOR CAREGIVER', -5_000_000, 'diaspora')).toBe('other_expense');
  });
  it("leaves a business's staff salary as its cost", () => {
    expect(cat('TRF TO OJO MERCY STAFF SALARY', -4_000_000, 'sme')).toBe('business_expense');
  });
});
