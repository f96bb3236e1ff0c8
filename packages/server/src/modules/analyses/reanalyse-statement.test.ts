import { describe, expect, it } from 'vitest';
import type { Category } from '@nairalens/core/contract.ts';
import {
  analyseWithRules,
  directionOf,
  resultJson,
  similarityKey,
  type StoredRule,
} from '@nairalens/core/analysis/analyse-with-rules.ts';
import { parseStatement } from '@nairalens/core/statements/parse-statement.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { reanalyseStatement, rowPacker, type PackableRow } from './reanalyse-statement.ts';
import type { StoredResult } from './repository.ts';

/** A real statement, analysed and stored as a completed analysis stores it, with one earlier single-row correction. */
async function storedStatement() {
  const parsed = await parseStatement((await buildStatementFixture('gtbank-csv')).bytes);
  const { result, insights } = analyseWithRules(parsed, undefined, []);
  const stored = resultJson(result, insights, { format: 'csv', ocrConfidence: null }) as StoredResult;
  const rows: PackableRow[] = result.transactions.map((t, idx) => ({
    idx,
    date: t.date,
    description: t.description,
    amount: t.amount,
    balance: t.balance,
    category: t.category,
    loan_repayment: t.loanRepayment,
    recategorised: false,
  }));
  const earlier = rows.findIndex((r) => r.amount > 0);
  rows[earlier] = { ...rows[earlier], category: 'business_income', recategorised: true };
  return { parsed, stored, rows };
}

describe('re-analysis after a correction (what the worker thread runs)', () => {
  it('gives the answer the engine gives on the rows, the same as re-analysing them one by one', async () => {
    const { parsed, stored, rows } = await storedStatement();
    const target = rows.find((r) => r.amount < 0 && r.category !== 'betting')!;
    const category: Category = 'betting';
    const key = similarityKey(target.description, target.amount);
    const rules: StoredRule[] = [{ id: 'r1', pattern: key, direction: directionOf(target.amount), category }];

    // What the correction meant before it moved to a thread, row by row.
    const similar = rows.filter((r) => directionOf(r.amount) === directionOf(target.amount) && similarityKey(r.description, r.amount) === key);
    const overrides = new Map<number, Category>(rows.filter((r) => r.recategorised).map((r) => [r.idx, r.category]));
    for (const r of similar) overrides.set(r.idx, category);
    const expected = analyseWithRules(parsed, undefined, rules, overrides).result;

    const packer = rowPacker();
    packer.add(rows.slice(0, 7));
    packer.add(rows.slice(7));
    const outcome = reanalyseStatement({ rows: packer.packed(), target: target.idx, category, applyToSimilar: true, stored, rules, persona: undefined });

    expect(outcome.updated).toBe(similar.length);
    expect(outcome.summary).toEqual(expected.summary);
    expect(outcome.json.summary).toEqual(expected.summary);
    // The stored rows once the changes are applied: the engine's categories, the corrections flagged.
    const after = rows.map((r) => ({ category: r.category, loan: r.loan_repayment, recategorised: r.recategorised }));
    for (const c of outcome.changes)
      for (const i of c.idx) after[i] = { category: c.category, loan: c.loanRepayment, recategorised: c.recategorised };
    expect(after).toEqual(
      expected.transactions.map((t, i) => ({
        category: t.category,
        loan: t.loanRepayment,
        recategorised: rows[i].recategorised || similar.some((s) => s.idx === i),
      })),
    );
    // Only rows that change are written.
    const written = outcome.changes.flatMap((c) => [...c.idx]);
    expect(written.length).toBeGreaterThanOrEqual(similar.length);
    for (const i of written) expect(after[i]).not.toEqual({ category: rows[i].category, loan: rows[i].loan_repayment, recategorised: rows[i].recategorised });
    const counts: Record<string, number> = {};
    for (const r of after) counts[r.category] = (counts[r.category] ?? 0) + 1;
    expect(outcome.counts).toEqual(counts);
  });

  it('without applyToSimilar moves the one row only', async () => {
    const { stored, rows } = await storedStatement();
    const target = rows.find((r) => r.amount < 0 && r.category !== 'betting')!;
    const packer = rowPacker();
    packer.add(rows);
    const outcome = reanalyseStatement({ rows: packer.packed(), target: target.idx, category: 'betting', applyToSimilar: false, stored, rules: [], persona: undefined });
    expect(outcome.updated).toBe(1);
    expect(outcome.changes).toEqual([{ category: 'betting', loanRepayment: false, recategorised: true, idx: Int32Array.of(target.idx) }]);
    expect(outcome.counts.betting).toBe(rows.filter((r) => r.category === 'betting').length + 1);
  });
});
