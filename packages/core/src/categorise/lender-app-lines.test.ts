/**
 * A lender that is also a bank or wallet prints its name first on every line its app writes: a bill paid or a
 * transfer made there is not a loan repayment. Every narration here was written for these tests; none comes from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from './categorise.ts';

const run = (d: string, amountKobo: number) => categoriseNarration(d, amountKobo, { persona: 'salaried' });

describe("a lender's own app lines", () => {
  it('reads "<lender> BILLS <biller>" as the bill, not a repayment', () => {
    expect(run('FairMoney bills MTN 08031234567', -300_000).category).toBe('airtime_data');
    expect(run('FairMoney bills MTN 08031234567', -300_000).loanRepayment).toBe(false);
    expect(run('LAPO MOBILE BILLS: GLO DATA 0805', -500_000).category).toBe('airtime_data');
    expect(run('ACCION BILLS: MTN DATA 10GB 0803', -500_000).loanRepayment).toBe(false);
  });
  it('reads "<lender>/<memo>/TO <name>" as a transfer made from the lender\'s app', () => {
    expect(run('BAOBAB/OK/TO CHIDI OKAFOR', -5_000_000).loanRepayment).toBe(false);
  });
  it('still reads a repayment as one', () => {
    expect(run('FAIRMONEY LOAN REPAYMENT', -3_000_000).category).toBe('loan_repayment');
    expect(run('FAIRMONEY', -3_000_000).category).toBe('loan_repayment');
  });
  it('reads the bank\'s own transfer-rail prefix ("<lender> NIP TO <payee> <bank>") as a transfer made through it', () => {
    const biz = (d: string, k: number) => categoriseNarration(d, k, { persona: 'business' });
    expect(biz('LAPO NIP TO KOLAWOLE STORES LTD ZENITH P/O 118', -20_000_000).loanRepayment).toBe(false);
    expect(biz('ACCION NIP ADEBAYO TUNDE GTBANK RENT', -9_000_000).category).toBe('rent_housing');
    expect(biz('ACCION NIP ADEBAYO TUNDE GTBANK RENT', -9_000_000).loanRepayment).toBe(false);
    expect(biz('LAPO NIP TO PIGGYVEST/ADA OBI PROVIDUS SAVINGS', -5_000_000).category).toBe('savings_investment');
  });
  it('reads a person\'s money arriving through the lender-bank ("<lender> NIP FRM <name> <bank>") as no loan', () => {
    const biz = (d: string, k: number) => categoriseNarration(d, k, { persona: 'business' });
    expect(biz('LAPO NIP FRM CHINEDU OKORO WEMA', 4_000_000).category).toBe('business_income');
    expect(biz('ACCION NIP CR FUNKE ADE OPAY 3 BAGS', 4_000_000).category).toBe('business_income');
    expect(biz('BAOBAB INFLOW MUSA IDRIS/UBA/ORDER 12', 4_000_000).category).toBe('business_income');
    expect(biz('LAPO NIP FRM CHINEDU OKORO WEMA SECOND INSTALLMENT', 4_000_000).category).toBe('business_income');
  });
  it('still reads the lender\'s own loan lines through its rail as the loan', () => {
    expect(run('LAPO NIP LOAN REPAYMENT 1234', -3_000_000).category).toBe('loan_repayment');
    expect(run('ACCION NIP CR LOAN DISBURSEMENT', 30_000_000).category).toBe('loan_disbursement');
  });
});
