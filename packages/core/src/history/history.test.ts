import { describe, expect, it } from 'vitest';
import type { Transaction } from '../contract.ts';
import { buildHistory } from './month-history.ts';
import { matchOwnTransfers } from './own-transfers.ts';
import type { AnalysedStatement } from './supersede.ts';
import { whatChanged } from './what-changed.ts';

const tx = (date: string, amount: number, category: Transaction['category'], description = 'x', extra: Partial<Transaction> = {}): Transaction => ({
  date,
  description,
  amount,
  balance: null,
  category,
  loanRepayment: false,
  lender: null,
  ...extra,
});

const stmt = (id: string, analysedAt: string, bank: 'gtbank' | 'opay', number: string, start: string, end: string, transactions: Transaction[]): AnalysedStatement => ({
  analysisId: id,
  analysedAt,
  fileName: `${id}.pdf`,
  statement: { bank, accountNumber: `******${number}`, accountName: 'ADAEZE NGOZI OKAFOR', periodStart: start, periodEnd: end },
  transactions,
  healthScore: 60,
});

describe('month-by-month history', () => {
  it('counts the overlap of two statements of one account once, from the newer statement', () => {
    const feb = [tx('2026-02-25', 300_000_00, 'salary'), tx('2026-02-27', -80_000_00, 'rent_housing')];
    const older = stmt('a1', '2026-03-01T10:00:00Z', 'gtbank', '1234', '2026-01-01', '2026-02-28', [tx('2026-01-25', 300_000_00, 'salary'), tx('2026-01-28', -45_500_50, 'food_groceries'), ...feb]);
    // The newer statement repeats February (one row there was recategorised) and adds March.
    const newer = stmt('a2', '2026-04-02T10:00:00Z', 'gtbank', '1234', '2026-02-01', '2026-03-31', [tx('2026-02-25', 300_000_00, 'salary'), tx('2026-02-27', -80_000_00, 'rent_housing'), tx('2026-03-25', 310_000_00, 'salary'), tx('2026-03-26', -12_345_67, 'transport')]);
    const h = buildHistory([newer, older]);
    expect(h.months.map((m) => [m.month, m.income, m.expenses])).toEqual([
      ['2026-01', 300_000_00, 45_500_50],
      ['2026-02', 300_000_00, 80_000_00],
      ['2026-03', 310_000_00, 12_345_67],
    ]);
    expect(h.totals).toEqual({ income: 910_000_00, expenses: 137_846_17, ownTransfersRemoved: 0 });
    expect(h.accounts).toEqual([{ account: 'gtbank:1234', label: 'GTBank ••1234', analyses: 2, supersededTransactions: 2 }]);
    expect(h.months[1]!.savingsRate).toBeCloseTo(((300_000_00 - 80_000_00) / 300_000_00) * 100, 1);
    for (const m of h.months) expect(m.healthScore).toBeGreaterThanOrEqual(0);
  });

  it('keeps statements of different accounts apart even when their periods overlap', () => {
    const a = stmt('b1', '2026-03-01T10:00:00Z', 'gtbank', '1234', '2026-01-01', '2026-01-31', [tx('2026-01-25', 100_00, 'salary')]);
    const b = stmt('b2', '2026-03-02T10:00:00Z', 'opay', '5678', '2026-01-01', '2026-01-31', [tx('2026-01-25', 100_00, 'salary', 'POS credit TUNDE')]);
    expect(buildHistory([a, b]).totals.income).toBe(200_00);
  });
});

// A bank statement and a wallet statement of one person covering the same month, with known truth:
// two transfers between her own accounts (one each way), a look-alike pair between other people, and her spending.
const bank = stmt('bank', '2026-02-03T09:00:00Z', 'gtbank', '1234', '2026-01-01', '2026-01-31', [
  tx('2026-01-25', 350_000_00, 'salary', 'SALARY JAN ACME LTD'),
  tx('2026-01-26', -50_000_00, 'transfers_out', 'TRF TO ADAEZE OKAFOR OPAY 8012345678 REF 000123456789'),
  tx('2026-01-27', -120_000_00, 'rent_housing', 'RENT JAN LANDLORD'),
  tx('2026-01-28', -20_000_00, 'transfers_out', 'TRF TO CHIDI EZE'),
  tx('2026-01-30', 15_250_25, 'transfer_in', 'TRF FROM ADAEZE OKAFOR OPAY'),
]);
const wallet = stmt('wallet', '2026-02-03T09:05:00Z', 'opay', '5678', '2026-01-01', '2026-01-31', [
  tx('2026-01-26', 50_000_00, 'transfer_in', 'Transfer from ADAEZE NGOZI OKAFOR GTBank 000123456789'),
  tx('2026-01-27', -12_345_67, 'food_groceries', 'POS SHOPRITE'),
  tx('2026-01-28', 20_000_00, 'transfer_in', 'Transfer from TUNDE BAKARE'),
  tx('2026-01-29', -1_000_00, 'airtime_data', 'Airtime MTN'),
  tx('2026-01-29', -15_250_25, 'transfers_out', 'Transfer to ADAEZE OKAFOR GTBank'),
]);

describe('all accounts together', () => {
  it('removes her own transfers from income and spending, exact to the kobo', () => {
    const h = buildHistory([bank, wallet]);
    expect(h.ownTransfers.map((p) => [p.from.account, p.to.account, p.amount, p.daysApart])).toEqual([
      ['gtbank:1234', 'opay:5678', 50_000_00, 0],
      ['opay:5678', 'gtbank:1234', 15_250_25, 1],
    ]);
    expect(h.ownTransfers[0]!.reasons).toEqual(expect.arrayContaining(['your name is in the narration', 'the same reference on both sides']));
    // income: salary + Tunde's transfer; spending: rent + Chidi + Shoprite + airtime
    expect(h.totals).toEqual({ income: 370_000_00, expenses: 153_345_67, ownTransfersRemoved: 65_250_25 });
    expect(h.months[0]!.accounts).toEqual([
      { account: 'gtbank:1234', label: 'GTBank ••1234', income: 350_000_00, expenses: 140_000_00 },
      { account: 'opay:5678', label: 'OPay ••5678', income: 20_000_00, expenses: 13_345_67 },
    ]);
  });

  it('does not pair the same amount without a tie, nor more than a few days apart, and honours a rejection', () => {
    expect(buildHistory([bank, wallet]).ownTransfers.some((p) => p.amount === 20_000_00)).toBe(false);
    const far = stmt('far', '2026-02-03T09:05:00Z', 'opay', '5678', '2026-01-01', '2026-02-28', [tx('2026-02-05', 50_000_00, 'transfer_in', 'Transfer from ADAEZE OKAFOR GTBank')]);
    expect(buildHistory([bank, far]).ownTransfers).toEqual([]);
    const first = buildHistory([bank, wallet]).ownTransfers[0]!;
    const corrected = buildHistory([bank, wallet], new Set([first.id]));
    expect(corrected.ownTransfers.map((p) => p.amount)).toEqual([15_250_25]);
    expect(corrected.totals.income).toBe(420_000_00);
    expect(corrected.totals.expenses).toBe(203_345_67);
  });

  it('matches one-to-one when two equal transfers could pair', () => {
    const acc = (account: string, bankId: 'gtbank' | 'opay', txs: Transaction[]) => ({ account, bank: bankId, accountName: 'ADAEZE OKAFOR', accountNumber: null, transactions: txs.map((t, i) => ({ ref: `${account}:${i}`, tx: t })) });
    const pairs = matchOwnTransfers([
      acc('g', 'gtbank', [tx('2026-01-10', -5_000_00, 'transfers_out', 'TO ADAEZE OKAFOR OPAY'), tx('2026-01-12', -5_000_00, 'transfers_out', 'TO ADAEZE OKAFOR OPAY')]),
      acc('o', 'opay', [tx('2026-01-12', 5_000_00, 'transfer_in', 'FROM ADAEZE OKAFOR')]),
    ]);
    expect(pairs.map((p) => p.from.ref)).toEqual(['g:1']);
  });
});

describe('what changed since last time', () => {
  const base = { months: 1, healthScore: 5.5, monthlyIncome: 300_000_00, monthlyExpenses: 250_000_00, savingsRate: 16.67, dti: 10, monthlyDebtRepayments: 30_000_00, categories: [{ category: 'betting' as const, amount: 40_000_00, percentage: 16, count: 8 }, { category: 'food_groceries' as const, amount: 60_000_00, percentage: 24, count: 20 }] };
  it('names the figures that moved and the category behind the spending change', () => {
    const after = { ...base, healthScore: 6.3, monthlyExpenses: 215_000_00, savingsRate: 28.33, categories: [{ category: 'betting' as const, amount: 5_000_00, percentage: 2, count: 1 }, base.categories[1]!] };
    const changes = whatChanged(base, after);
    expect(changes.map((c) => [c.figure, c.direction])).toEqual([['healthScore', 'better'], ['monthlyExpenses', 'better'], ['savingsRate', 'better']]);
    expect(changes[1]!.why).toBe('Betting & Gambling fell by ₦35,000 a month.');
    expect(whatChanged(base, base)).toEqual([]);
    expect(whatChanged(base, { ...base, healthScore: 5.7 })).toEqual([]);
  });
});
