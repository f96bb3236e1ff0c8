import { describe, expect, it } from 'vitest';
import type { ParsedStatement, StatementRow } from '../contract.ts';
import { analyseStatement } from './analyse-statement.ts';
import { assessEligibility } from './eligibility.ts';
import { summariseTransactions } from './analyse-statement.ts';

type Row = Omit<StatementRow, 'balance'>;

function parsed(rows: Row[]): ParsedStatement {
  let b = 5_000_000;
  const txs = [...rows].sort((a, c) => a.date.localeCompare(c.date)).map((r) => ({ ...r, balance: (b += r.amount) }));
  return {
    statement: { bank: 'gtbank', accountName: 'ADA OKAFOR', accountNumber: '******1234', currency: 'NGN', periodStart: '2025-01-01', periodEnd: '2025-06-30', openingBalance: 5_000_000, closingBalance: b, pages: 1, reconciled: true, warnings: [] },
    transactions: txs,
    meta: { format: 'pdf' },
  };
}

/** Six months of ₦300,000 salary, ₦150,000 spending, and `moved(m)` sent to the holder's own Kuda account. */
function statement(moved: number, extra: (mm: string) => Row[] = () => []): ParsedStatement {
  const rows: Row[] = [];
  for (let m = 1; m <= 6; m++) {
    const mm = String(m).padStart(2, '0');
    rows.push({ date: `2025-${mm}-05`, description: 'NIP TRANSFER FROM ACME NIGERIA LTD SALARY', amount: 30_000_000 });
    rows.push({ date: `2025-${mm}-08`, description: 'POS PURCHASE @ SHOPRITE LEKKI', amount: -15_000_000 });
    if (moved > 0) rows.push({ date: `2025-${mm}-09`, description: 'NIP TRANSFER TO ADA OKAFOR KUDA MFB', amount: -moved });
    rows.push(...extra(mm));
  }
  return parsed(rows);
}

describe('money moved to the person’s own accounts', () => {
  it('is flagged on the transaction, counted in the result and named in the advice', () => {
    const r = analyseStatement(statement(10_000_000));
    const moves = r.transactions.filter((t) => t.ownAccount);
    expect(moves).toHaveLength(6);
    expect(moves.every((t) => t.category === 'savings_investment' && t.amount < 0)).toBe(true);
    expect(r.transactions.filter((t) => t.amount > 0 || t.description.includes('SHOPRITE')).some((t) => t.ownAccount)).toBe(false);
    // ₦300k income, ₦150k spent, ₦100k moved a month: the savings rate (50%) counts the move; without it, 16.67% was
    // kept. The period is 181 days = 5.9 months, so ₦600,000 moved is ₦101,695 a month.
    expect(r.summary.months).toBe(5.9);
    expect(r.summary.savingsRate).toBe(50);
    expect(r.summary.ownAccountMoves).toEqual({ total: 60_000_000, monthly: 10_169_492, count: 6, shareOfIncome: 33.33, savingsRateWithout: 16.67 });
    const note = r.summary.recommendations.find((x) => x.includes('your own other accounts'));
    expect(note).toMatch(/^₦600,000 \(₦101,695 a month, 33\.33% of your income\) went to your own other accounts or wallets in 6 transfers\./);
    expect(note).toMatch(/savings rate of 50% counts it as saved, but this statement cannot see how it was used there; without it you kept 16\.67%/);
  });

  it('is not proven surplus: the estimate is capped by what stays visible', () => {
    const without = analyseStatement(statement(0)).summary.loanEligibility;
    const withMoves = analyseStatement(statement(10_000_000)).summary.loanEligibility;
    expect(without.eligible).toBe(true);
    expect(withMoves.eligible).toBe(true);
    expect(withMoves.maxAmount).toBeLessThan(without.maxAmount);
    expect(withMoves.recommendedAmount).toBeLessThan(without.recommendedAmount);
    expect(withMoves.reason).toMatch(/The ₦101,695 a month you moved to your own other accounts is not counted as surplus/);
    expect(without.reason ?? '').not.toMatch(/own other accounts/);
  });

  it('gives no estimate when all that was kept went to the person’s own accounts', () => {
    const r = analyseStatement(statement(15_000_000));
    expect(r.summary.savingsRate).toBe(50);
    expect(r.summary.loanEligibility).toMatchObject({ eligible: false, maxAmount: 0, recommendedAmount: 0 });
    expect(r.summary.loanEligibility.reason).toMatch(/^No estimate, because what you kept \(₦152,54\d a month\) all went to your own other accounts or wallets \(₦152,54\d a month\)/);
    expect(r.summary.loanEligibility.reason).toMatch(/What would change it/);
    expect(r.summary.recommendations.join(' ')).not.toMatch(/keep repayments under/);
  });

  it('a move the person corrected to another category is no longer an own-account move', () => {
    const r = analyseStatement(statement(10_000_000));
    const corrected = r.transactions.map((t) => (t.ownAccount ? { ...t, category: 'transfers_out' as const } : t));
    expect(summariseTransactions(r.statement, corrected).ownAccountMoves).toBeUndefined();
    expect(summariseTransactions(r.statement, r.transactions).ownAccountMoves?.total).toBe(60_000_000);
  });

  it('the assessment takes the own-account share out of the surplus', () => {
    const base = { monthlyIncome: 30_000_000, monthlyDebt: 0, dti: 0, healthScore: 8, savingsRate: 50, monthlySurplus: 15_000_000, incomeVariation: 0, salaryDetected: true, reconciled: true, alterations: [] };
    const all = assessEligibility(base);
    const part = assessEligibility({ ...base, monthlyOwnAccount: 10_000_000 });
    expect(all.repaymentCeiling).toBe(7_500_000);
    expect(part.repaymentCeiling).toBe(2_500_000);
    expect(assessEligibility({ ...base, monthlyOwnAccount: 15_000_000 }).eligibility.eligible).toBe(false);
  });
});
