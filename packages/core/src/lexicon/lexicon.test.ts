import { describe, expect, it } from 'vitest';
import { DEBIT_CATEGORIES } from '../contract.ts';
import { CHARGE_LEXICON, LENDERS, MERCHANTS } from './index.ts';

describe('lexicon', () => {
  it('knows at least 40 lenders, each with name variants', () => {
    expect(LENDERS.length).toBeGreaterThanOrEqual(40);
    for (const l of LENDERS) expect(l.aliases.length + (l.ambiguous?.length ?? 0), l.name).toBeGreaterThanOrEqual(1);
    expect(LENDERS.filter((l) => l.aliases.length >= 2).length).toBeGreaterThanOrEqual(35);
  });
  it('covers the payee families of the brief', () => {
    const aliases = new Set(MERCHANTS.flatMap((m) => m.aliases));
    for (const a of ['bet9ja', 'sportybet', 'betking', '1xbet', 'nairabet', 'msport', 'bangbet', 'piggyvest', 'cowrywise', 'risevest', 'owealth', 'ajo', 'esusu', 'cooperative', 'waec', 'jamb', 'neco', 'remita', 'firs', 'lirs', 'dstv', 'gotv', 'ikedc', 'mtn', 'airtel', 'glo', '9mobile', 'bolt', 'uber', 'shoprite', 'jumia', 'konga', 'chowdeck', 'medplus', 'hygeia hmo', 'tithe', 'axa mansard', 'leadway'])
      expect(aliases.has(a), a).toBe(true);
    const cats = new Set(MERCHANTS.map((m) => m.category));
    for (const c of DEBIT_CATEGORIES) if (!['bank_charges', 'loan_repayment', 'transfers_out', 'cash_withdrawal', 'other_expense'].includes(c)) expect(cats.has(c), c).toBe(true);
  });
  it('itemises the charge types of the audit', () => {
    expect(CHARGE_LEXICON.map((c) => c.type)).toEqual(expect.arrayContaining(['sms_alert', 'stamp_duty', 'transfer_levy', 'vat', 'transfer_commission', 'maintenance_fee', 'card_fee']));
  });
  it('aliases are normalised (lower case, no punctuation)', () => {
    for (const m of MERCHANTS) for (const a of m.aliases) expect(a, m.name).toMatch(/^[a-z0-9 ]+$/);
    for (const l of LENDERS) for (const a of l.aliases) expect(a, l.name).toMatch(/^[a-z0-9 ]+$/);
  });
});
