/**
 * Analysis engine benchmark: categorise and analyse 3,000 transactions (goal < 100 ms), printed against a
 * reference measured in the same run — a plain loop that lower-cases and scans every narration once — as a ratio.
 * Run: npx node bench/analysis.bench.ts
 */
import { performance } from 'node:perf_hooks';
import type { ParsedStatement, StatementRow } from '@nairalens/core/contract.ts';
import { analyseStatement } from '@nairalens/core/analysis/analyse-statement.ts';
import { DEV_SET, readLabelledNarrations } from '@nairalens/fixtures/narrations/labelled.ts';

const N = 3000;
const LABELLED_NARRATIONS = readLabelledNarrations(DEV_SET);
const rows: StatementRow[] = [];
let balance = 50_000_000;
for (let i = 0; i < N; i++) {
  const { description, amount } = LABELLED_NARRATIONS[(i * 7919) % LABELLED_NARRATIONS.length]!;
  const day = 1 + Math.floor((i / N) * 180);
  const d = new Date(Date.UTC(2025, 0, day));
  balance += amount;
  rows.push({ date: d.toISOString().slice(0, 10), description, amount, balance });
}
const parsed: ParsedStatement = {
  statement: { bank: 'gtbank', accountName: 'ADA OKAFOR', accountNumber: '******1234', currency: 'NGN', periodStart: '2025-01-01', periodEnd: '2025-06-29', openingBalance: 50_000_000, closingBalance: balance, pages: null, reconciled: true, warnings: [] },
  transactions: rows,
  meta: { format: 'csv' },
};

function reference(): number {
  let hits = 0;
  for (const r of rows) {
    const s = r.description.toLowerCase();
    for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) hits++;
  }
  return hits;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

function time(fn: () => unknown, runs: number): number {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const a = performance.now();
    fn();
    t.push(performance.now() - a);
  }
  return median(t);
}

const cold = performance.now();
analyseStatement(parsed);
const coldMs = performance.now() - cold;
for (let i = 0; i < 3; i++) analyseStatement(parsed);
const ms = time(() => analyseStatement(parsed), 15);
for (let i = 0; i < 20; i++) reference();
const refMs = time(reference, 51);
console.log(`analysis: categorise + analyse ${N} transactions`);
console.log(`  first run (builds the rule index): ${coldMs.toFixed(1)} ms`);
console.log(`  median of 15 warm runs:            ${ms.toFixed(1)} ms  (goal < 100 ms: ${ms < 100 ? 'met' : 'NOT met'})`);
console.log(`  reference (lower-case + scan):     ${refMs.toFixed(2)} ms`);
console.log(`  ratio analysis / reference:        ${(ms / refMs).toFixed(1)}×`);
