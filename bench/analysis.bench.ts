/**
 * Analysis engine benchmark: categorise and analyse 3,000 transactions (goal < 100 ms), printed against a
 * reference measured in the same run — a plain loop that lower-cases and scans every narration once — as a ratio.
 * Run: npx node bench/analysis.bench.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ParsedStatement, StatementRow } from '@nairalens/core/contract.ts';
import { analyseStatement } from '@nairalens/core/analysis/analyse-statement.ts';
import { DEV_SET, heldOutSets, readLabelledNarrations } from '@nairalens/fixtures/narrations/labelled.ts';

const N = 3000;
// Narrations from every labelled set (in-house and held-out, 9,000+ distinct), so nearly every one of the 3,000 rows is
// a different narration, as on a real statement, and the counterparty grammar runs on many bank styles.
const LABELLED_NARRATIONS = [DEV_SET, ...heldOutSets().map((s) => s.file)].flatMap((f) => readLabelledNarrations(f));
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

/** Median wall time and median CPU time (user + system) of `runs` calls, in ms. */
function time(fn: () => unknown, runs: number): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const a = performance.now();
    fn();
    wall.push(performance.now() - a);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const cold = performance.now();
analyseStatement(parsed);
const coldMs = performance.now() - cold;
for (let i = 0; i < 3; i++) analyseStatement(parsed);
const { wall: ms, cpu: cpuMs } = time(() => analyseStatement(parsed), 15);
for (let i = 0; i < 20; i++) reference();
const refMs = time(reference, 51).wall;
console.log(`analysis: categorise + analyse ${N} transactions`);
console.log(`  first run (builds the rule index): ${coldMs.toFixed(1)} ms`);
console.log(`  median of 15 warm runs:            ${ms.toFixed(1)} ms  (goal < 100 ms: ${ms < 100 ? 'met' : 'NOT met'})`);
// On a shared machine the wall time includes waiting for a core; the CPU time is the work itself.
console.log(`  median CPU time (user + system):   ${cpuMs.toFixed(1)} ms  (load average ${os.loadavg()[0]!.toFixed(1)})`);
console.log(`  reference (lower-case + scan):     ${refMs.toFixed(2)} ms`);
console.log(`  ratio analysis / reference:        ${(ms / refMs).toFixed(1)}×`);
