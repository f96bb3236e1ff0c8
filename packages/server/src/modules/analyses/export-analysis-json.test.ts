import { describe, expect, it } from 'vitest';
import { analysisJsonWriter } from './export-analysis-json.ts';
import type { TxRow } from './transactions-repository.ts';

const row = (idx: number, description: string): Omit<TxRow, 'id'> => ({
  idx,
  date: `2025-01-0${idx + 1}`,
  description,
  amount: idx % 2 ? 150_000 : -2_500,
  balance: idx === 1 ? null : 1_000_000 - idx,
  category: idx % 2 ? 'salary' : 'airtime_data',
  engine_category: 'other_expense',
  loan_repayment: false,
  lender: idx === 2 ? 'Carbon' : null,
  recategorised: false,
});

const statement = { bank: 'gtbank', accountName: 'ADA "NNE" OKAFOR\n', warnings: ['a', 'b'] };
const summary = { dti: 0.12, categories: [{ category: 'salary', amount: 150_000 }], empty: [], nested: { deep: { x: null } } };

/** What the export wrote before it was streamed: the whole body at once. */
const whole = (rows: Omit<TxRow, 'id'>[]) =>
  JSON.stringify(
    {
      statement,
      transactions: rows.map((t) => ({
        date: t.date,
        description: t.description,
        amount: t.amount,
        balance: t.balance,
        category: t.category,
        loanRepayment: t.loan_repayment,
        lender: t.lender,
      })),
      summary,
    },
    null,
    2,
  );

describe('the analysis JSON export, written a chunk of rows at a time', () => {
  it('is byte for byte JSON.stringify(body, null, 2), whatever the chunks', () => {
    const rows = [row(0, 'MTN AIRTIME'), row(1, 'SALARY\tNOV "BONUS"'), row(2, 'CARBON LOAN'), row(3, 'Ọ̀yọ́ naira ₦')];
    const w = analysisJsonWriter(statement, summary);
    w.add(rows.slice(0, 1));
    w.add([]);
    w.add(rows.slice(1));
    expect(w.end().join('')).toBe(whole(rows));
  });

  it('writes an empty list as JSON.stringify does', () => {
    expect(analysisJsonWriter(statement, summary).end().join('')).toBe(whole([]));
  });
});
