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
});
