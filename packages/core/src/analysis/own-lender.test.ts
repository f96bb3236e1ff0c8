import { describe, expect, it } from 'vitest';
import type { ParsedStatement, StatementRow } from '../contract.ts';
import { analyseStatement } from './analyse-statement.ts';
import { ownLenderName } from './own-lender.ts';

function parsed(bank: ParsedStatement['statement']['bank'], rows: Omit<StatementRow, 'balance'>[]): ParsedStatement {
  let b = 10_000_000;
  const transactions = rows.map((r) => ({ ...r, balance: (b += r.amount) }));
  return {
    statement: {
      bank,
      accountName: 'EMEKA OBI',
      accountNumber: '******8873',
      currency: 'NGN',
      periodStart: '2025-09-01',
      periodEnd: '2025-11-30',
      openingBalance: 10_000_000,
      closingBalance: b,
      pages: 1,
      reconciled: true,
      warnings: [],
      ...{},
    },
    transactions,
    meta: { format: 'pdf' },
  };
}

describe("a loan on the lender's own account", () => {
  it('is repaid to the institution that keeps the account', () => {
    const r = analyseStatement(
      parsed('renmoney', [
        {
          date: '2025-09-03',
          description: 'Loan disbursement RM-LN-2509-0031877 - 6 months tenor',
          amount: 35_000_000,
        },
        { date: '2025-10-03', description: 'Loan repayment instalment 1 of 6 RM-LN-2509-0031877', amount: -6_458_333 },
        { date: '2025-11-03', description: 'Loan repayment instalment 2 of 6 RM-LN-2509-0031877', amount: -6_458_333 },
      ]),
    );
    const loans = r.transactions.filter((t) => t.category === 'loan_repayment' || t.category === 'loan_disbursement');
    expect(loans).toHaveLength(3);
    expect(new Set(loans.map((t) => t.lender))).toEqual(new Set(['Renmoney']));
    expect(r.summary.healthComponents.find((c) => c.name === 'loan_stacking')!.detail).toBe('One lender (Renmoney).');
  });
  it("counts a bank's own loan named once and unnamed once as one lender", () => {
    expect(ownLenderName('gtbank')).toBe('GTBank QuickCredit');
    expect(ownLenderName('kuda')).toBe('Kuda overdraft');
    expect(ownLenderName('providus')).toMatch(/^Providus.* loan$/);
    expect(ownLenderName('other')).toBeNull();
    const r = analyseStatement(
      parsed('gtbank', [
        { date: '2025-09-25', description: 'QUICKCREDIT REPAYMENT', amount: -2_000_000 },
        { date: '2025-10-25', description: 'LOAN REPAYMENT', amount: -2_000_000 },
      ]),
    );
    expect(r.summary.recommendations.join(' ')).not.toMatch(/borrowing from 2 lenders/);
    expect(new Set(r.transactions.filter((t) => t.amount < 0).map((t) => t.lender))).toEqual(
      new Set(['GTBank QuickCredit']),
    );
  });
  it('names a friend, a cooperative or an employer as the lender, never the bank', () => {
    const r = analyseStatement(
      parsed('gtbank', [
        {
          date: '2025-09-02',
          description: 'NIP FRM TOLANI ADEWALE BAKARE ZENITH LOAN TILL MONTH END',
          amount: 6_000_000,
        },
        {
          date: '2025-09-05',
          description: 'NIP FRM LAGOS TEACHERS MULTIPURPOSE COOP LOAN DISBURSEMENT',
          amount: 20_000_000,
        },
        {
          date: '2025-09-28',
          description: 'GTWORLD TRF TO TOLANI ADEWALE BAKARE ZENITH REFUND OF LOAN',
          amount: -6_000_000,
        },
        { date: '2025-09-30', description: 'STAFF LOAN DEDUCTION SEP 2025 HALCYON FOODS', amount: -2_500_000 },
        { date: '2025-10-03', description: 'LOAN REPAYMENT QC0091', amount: -5_200_000 },
      ]),
    );
    expect(r.transactions.map((t) => t.lender)).toEqual([
      'Tolani Adewale Bakare',
      'Cooperative',
      'Tolani Adewale Bakare',
      'Employer (staff loan)',
      'GTBank QuickCredit',
    ]);
  });
});
