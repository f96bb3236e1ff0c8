/**
 * A loan's credit-life insurance deducted at disbursement is a loan fee (a bank charge), not a repayment. Every
 * narration here was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

describe("a loan's credit-life insurance", () => {
  it('is a bank charge beside a lender or a loan word', () => {
    for (const d of ['QUICKCREDIT CREDIT LIFE INS 1234', 'SALARY LOAN CREDIT LIFE INSURANCE', 'FAIRMONEY CREDIT LIFE 88']) {
      const tx = categoriseNarration(d, -150_000, { persona: 'salaried' });
      expect(tx.category, d).toBe('bank_charges');
      expect(tx.loanRepayment, d).toBe(false);
    }
  });
});
