/**
 * Lenders and employers as vocabulary (first found missing on held-out set P): the lists know them, and a lender's
 * loan reads as a loan.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from '../categorise/categorise.ts';
import { EMPLOYER_NAMES, LENDERS, PUBLIC_EMPLOYER_WORDS } from './index.ts';

describe('lenders and employers as vocabulary', () => {
  it('knows the digital lenders and bank loan products set P names', () => {
    const aliases = new Set(LENDERS.flatMap((l) => l.aliases));
    for (const a of ['creditchap', 'keyloan', 'migo', 'okash', 'easemoni', 'palmcredit', 'aella credit'])
      expect(aliases.has(a), a).toBe(true);
    expect(categoriseNarration('TRF FRM CREDITCHAP', 5_000_000, { persona: 'business' }).category).toBe(
      'loan_disbursement',
    );
    expect(categoriseNarration('KEYSTONE KEYLOAN CREDIT', 10_000_000, { persona: 'sme' }).category).toBe(
      'loan_disbursement',
    );
  });
  it('exports employers, private and public, for the salary rule', () => {
    for (const a of ['jumia services', 'airtel networks']) expect(EMPLOYER_NAMES, a).toContain(a);
    for (const a of ['state civil service', 'state govt']) expect(PUBLIC_EMPLOYER_WORDS, a).toContain(a);
  });
});
