/**
 * A POS agent funding a named person's wallet hands over e-value for the cash a customer gave: the business's outflow,
 * like a customer cash deposit; not a bill paid to the agent network, nor help to a person. Every narration here was
 * written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, persona: Persona): string => categoriseNarration(d, -2_000_000, { persona }).category;

describe("a POS agent's wallet funding for a person", () => {
  it('is business outflow on an agent account', () => {
    expect(cat('BAXI WALLET FUNDING MUSA IBRAHIM GARBA', 'pos-agent')).toBe('business_expense');
    expect(cat('Wallet top-up from CHIOMA NKEM EZE', 'pos-agent')).toBe('business_expense');
  });
  it('leaves a betting wallet funded by an agent as betting, and anyone else\'s line alone', () => {
    expect(cat('BET9JA WALLET FUNDING', 'pos-agent')).toBe('betting');
    expect(cat('Wallet top-up from CHIOMA NKEM EZE', 'salaried')).not.toBe('business_expense');
  });
});
