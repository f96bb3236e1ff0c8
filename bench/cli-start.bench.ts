/**
 * Command-line start-up benchmark: node bench/cli-start.bench.ts
 * In one run, interleaved, best of 7 each: `node -e 0` (the floor any Node program pays), and `analyse --json` on a
 * 1-page text PDF and on a small CSV statement, as whole processes. Goal: a small text statement < 0.5 s end to end.
 * The first CLI run fills Node's compile cache and is reported apart.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildLargeStatement } from '@nairalens/fixtures/statements/index.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-cli-bench-'));
const pdf = await buildLargeStatement('pdf', 20, 'gtbank');
const csv = await buildLargeStatement('csv', 20, 'gtbank');
const pdfFile = path.join(dir, 'one-page.pdf');
const csvFile = path.join(dir, 'small.csv');
writeFileSync(pdfFile, pdf.bytes);
writeFileSync(csvFile, csv.bytes);
const cli = path.resolve(import.meta.dirname, '../packages/server/src/cli/analyse.ts');
// A cache of its own, so the cold run is really cold.
const env = { ...process.env, NODE_COMPILE_CACHE: path.join(dir, 'compile-cache') };

function time(args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited with ${r.status}`);
  return (performance.now() - t0) / 1000;
}

const cold = time([cli, pdfFile, '--json']);
const best = { bare: Infinity, pdf: Infinity, csv: Infinity };
for (let i = 0; i < 7; i++) {
  best.bare = Math.min(best.bare, time(['-e', '0']));
  best.pdf = Math.min(best.pdf, time([cli, pdfFile, '--json']));
  best.csv = Math.min(best.csv, time([cli, csvFile, '--json']));
}
const s = (t: number) => `${t.toFixed(2)} s`;
console.log('Command-line start-up benchmark');
console.log(`  node -e 0                    : ${s(best.bare)}`);
console.log(`  analyse, 1-page text PDF     : ${s(best.pdf)}  (${(best.pdf / best.bare).toFixed(1)}x node -e 0; first run, cold cache ${s(cold)})`);
console.log(`  analyse, 20-row CSV          : ${s(best.csv)}  (${(best.csv / best.bare).toFixed(1)}x node -e 0)`);
console.log(`  goal: small text statement < 0.50 s end to end -> ${best.pdf < 0.5 ? 'met' : 'NOT met'} on this machine now (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`);
