import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS } from '../contract.ts';
import { createCategoriser } from './categorise.ts';
import { LABELLED_NARRATIONS } from './labelled-narrations.ts';

describe('labelled narrations', () => {
  const cat = createCategoriser();
  const per = new Map<string, { ok: number; total: number }>();
  let ok = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: string[] = [];
  for (const [description, amount, expected] of LABELLED_NARRATIONS) {
    const { tx } = cat({ date: '2025-01-01', description, amount, balance: null });
    const p = per.get(expected) ?? { ok: 0, total: 0 };
    p.total++;
    if (tx.category === expected) {
      p.ok++;
      ok++;
    } else misses.push(`${expected} ← ${tx.category}: ${description} (${amount})`);
    per.set(expected, p);
    const isLoan = expected === 'loan_repayment';
    if (isLoan && tx.loanRepayment) tp++;
    else if (tx.loanRepayment) fp++;
    else if (isLoan) fn++;
  }
  const overall = ok / LABELLED_NARRATIONS.length;
  const precision = tp / (tp + fp);
  const recall = tp / (tp + fn);

  it('has at least 1,500 rows covering every category', () => {
    expect(LABELLED_NARRATIONS.length).toBeGreaterThanOrEqual(1500);
    for (const c of Object.keys(CATEGORY_LABELS)) expect(per.get(c)?.total ?? 0, c).toBeGreaterThanOrEqual(20);
  });

  it('reports accuracy per category and overall (≥ 97%), loan precision and recall (≥ 95%)', () => {
    const lines = [...per.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([c, v]) => `| ${c.padEnd(20)} | ${String(v.ok).padStart(4)} / ${String(v.total).padEnd(4)} | ${((100 * v.ok) / v.total).toFixed(1).padStart(5)}% |`);
    console.log(
      ['| category             | correct     | accuracy |', '|---|---|---|', ...lines, `| **overall**          | ${ok} / ${LABELLED_NARRATIONS.length} | ${(100 * overall).toFixed(2)}% |`].join('\n') +
        `\nloan repayment precision ${(100 * precision).toFixed(2)}%, recall ${(100 * recall).toFixed(2)}% (tp ${tp}, fp ${fp}, fn ${fn})\nmisses:\n${misses.join('\n')}`,
    );
    expect(overall).toBeGreaterThanOrEqual(0.97);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
