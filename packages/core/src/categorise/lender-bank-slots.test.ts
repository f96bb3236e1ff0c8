/**
 * A lender that is also a bank, printed where a line names the sender's or payee's bank ("TRANSFER FROM <name> |
 * <lender> | memo", "NIP FRM <name> <lender> memo"), holds the person's account: the row is a transfer, not the loan.
 * Every narration here was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

describe("a lender-bank in the line's bank slot", () => {
  it('reads a credit from a person banking there as no loan', () => {
    const biz = { persona: 'business' as const };
    expect(categoriseNarration('TRANSFER FROM ADA OBI | FAIRMONEY | 3 BAGS BEANS', 5_000_000, biz).category).toBe('business_income');
    expect(categoriseNarration('NIP FRM TUNDE BELLO ADE FAIRMONEY WIGS', 5_000_000, biz).category).toBe('business_income');
    expect(categoriseNarration('FINA NIP CR KEMI ADE OLU FAIRMONEY', 5_000_000, biz).category).toBe('business_income');
  });
  it('still reads the lender paying out as the loan', () => {
    expect(categoriseNarration('NIP FRM FAIRMONEY MFB', 5_000_000, { persona: 'salaried' }).category).toBe('loan_disbursement');
    expect(categoriseNarration('TRANSFER FROM FAIRMONEY | LOAN DISBURSEMENT', 5_000_000, { persona: 'salaried' }).category).toBe('loan_disbursement');
  });
});
