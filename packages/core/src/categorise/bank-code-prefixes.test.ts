/**
 * A sending bank's or agent network's short name before its own transfer line ("NPF NIP <payee> <bank>", "BAXI TRANSFER
 * <payee> <bank>") is the channel, not the payee: NPF is NPF Microfinance Bank there, not the police, and Baxi the
 * agent's wallet, not a bill paid. Every narration here was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration, createCategoriser } from './categorise.ts';

const run = (d: string, amountKobo: number) =>
  createCategoriser({ persona: 'salaried' })({ date: '2025-01-01', description: d, amount: amountKobo, balance: null });

describe("a bank's short name before its NIP line", () => {
  it('reads "NPF NIP <name> <bank>" as a transfer to the person', () => {
    const { tx, detail } = run('NPF NIP CHUKWU EMEKA OBI ZENITH', -2_500_000);
    expect(tx.category).toBe('transfers_out');
    expect(detail.person).toContain('emeka');
    expect(run('NPF NIP TO HALIMA BELLO OPAY THANKS', -900_000).tx.category).toBe('transfers_out');
  });
  it('still reads the police paid by name as the government', () => {
    expect(categoriseNarration('NPF POLICE REPORT FEE', -500_000, { persona: 'salaried' }).category).toBe('tax_government');
  });
});

describe("an agent network's wallet before its transfer line", () => {
  it('reads "BAXI TRANSFER <name> <bank>" as a transfer to the person, not a bill', () => {
    const tx = categoriseNarration('BAXI TRANSFER GARBA IDRIS MUSA GTBANK', -1_200_000, { persona: 'pos-agent' });
    expect(tx.category).toBe('transfers_out');
  });
  it('still reads a bill paid through Baxi as the bill', () => {
    expect(categoriseNarration('BAXI/IKEJA ELECTRIC/PREPAID/0401', -1_000_000, { persona: 'salaried' }).category).toBe('utilities');
  });
});
