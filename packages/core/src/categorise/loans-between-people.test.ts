/**
 * Loans between people and loan words that pay for something else. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

const read = (d: string, amountKobo: number) => {
  const t = categoriseNarration(d, amountKobo, { accountName: 'NGOZI ADAOBI EZE' });
  return { category: t.category, loan: t.loanRepayment, lender: t.lender };
};

describe('loans between people', () => {
  it('reads money the holder lends as money sent, not as a repayment', () => {
    expect(read('NIP TRF TO KUNLE ADEYEMI GTB soft loan', -2_500_000)).toEqual({
      category: 'transfers_out',
      loan: false,
      lender: null,
    });
    expect(read('TRANSFER TO BISI OLATUNDE - loan, pay me back when you can', -4_000_000).category).toBe(
      'transfers_out',
    );
  });
  it("reads a person's loan that says when it is due as a loan received, not a refund", () => {
    expect(read('NIP FRM TUNDE BAKARE ZENITH loan pay back end of month', 3_000_000).category).toBe(
      'loan_disbursement',
    );
    expect(read('TRF FROM HAUWA SANI loan till salary', 2_000_000).category).toBe('loan_disbursement');
  });
  it('reads money the holder borrowed and sends back as a repayment', () => {
    expect(read('TRANSFER TO TUNDE BAKARE - money I borrowed', -1_000_000)).toMatchObject({
      category: 'loan_repayment',
      loan: true,
    });
    expect(read('NIP TRF TO KUNLE ADEYEMI refund of loan', -1_000_000)).toMatchObject({
      category: 'loan_repayment',
      loan: true,
    });
    // "borrowed money" alone may be the receiver's borrowing: money sent.
    expect(read('NIP TRF TO KUNLE ADEYEMI borrowed money', -1_000_000).category).toBe('transfers_out');
  });
  it('reads pay net of a loan deduction as pay', () => {
    expect(read('NIP FRM HALCYON FOODS LTD MAY SALARY NET OF STAFF LOAN DEDUCTION', 24_000_000).category).toBe(
      'salary',
    );
    expect(read('NIP FRM HALCYON FOODS LTD STAFF LOAN', 10_000_000).category).toBe('loan_disbursement');
  });
  it('reads a salary advance recovered from pay as a repayment', () => {
    expect(read('SAL ADV RECOVERY SA20250412', -5_150_000)).toMatchObject({ category: 'loan_repayment', loan: true });
  });
  it('reads a down payment on goods bought on credit as the purchase, and the instalments as repayments', () => {
    expect(read('PAYSTACK*EASYBUY DOWN PAYMENT INFINIX HOT 40', -3_800_000)).toEqual({
      category: 'shopping',
      loan: false,
      lender: null,
    });
    expect(read('PAYSTACK*EASYBUY WEEKLY INSTALMENT EB20114 WK 3', -760_000)).toMatchObject({
      category: 'loan_repayment',
      loan: true,
      lender: 'Easybuy',
    });
  });
  it('reads a savings goal named against debt as saving, and a shop whose glued name holds "loan" as a shop', () => {
    expect(read('PAYSTACK*PIGGYVEST TARGET SAVINGS DEBT-FREE DECEMBER', -1_500_000)).toMatchObject({
      category: 'savings_investment',
      loan: false,
    });
    expect(read('POS PMT LOANWORD ENTERPRISES YABA 539941******1188', -1_200_000).loan).toBe(false);
    expect(read('POS PMT FAIRMONEY LOAN REPAYMENT 539941******1188', -1_200_000).loan).toBe(true);
  });
  it("reads a loan's late repayment fee as a charge, and new lenders by name", () => {
    expect(read('Loan late repayment fee LN2511003', -150_000)).toMatchObject({
      category: 'bank_charges',
      loan: false,
    });
    expect(read('Transfer to CREDITWAVE FINANCE | Kuda Mfb', -1_800_000)).toMatchObject({
      category: 'loan_repayment',
      lender: 'CreditWave',
    });
    expect(read('Inflow from BOI GEEP MARKETMONI (FIRST BANK)', 5_000_000)).toMatchObject({
      category: 'loan_disbursement',
      lender: 'GEEP',
    });
  });
  it("reads a person's transfer naming a purchase as money from them, not the seller's refund", () => {
    expect(read('NIP CR FROM AMAKA OBI ACCESS BANK DATA SUB', 250_000).category).toBe('transfer_in');
  });
});
