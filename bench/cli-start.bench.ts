/**
 * Command-line start-up benchmark: node bench/cli-start.bench.ts
 * In one run, interleaved, best of 7 each: `node -e 0` (the floor any Node program pays), and `analyse --json` on a
 * 1-page text PDF as `npm run --silent analyse` (what a person types), as `node analyse.mjs` (the same without npm)
 * and as `node analyse.ts` (the TypeScript entry, which has to load Node's type stripper first), and on a small CSV;
 * the PDF and the CSV also from the command's sources instead of its bundle (command-bundle.mjs).
 * Goal: a small text statement < 0.5 s end to end. The first CLI run fills Node's compile cache and is reported apart.
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
const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'packages/server/src/cli/analyse.mjs');
const cliTs = path.join(root, 'packages/server/src/cli/analyse.ts');
// A cache of its own, so the cold run is really cold. npm puts node_modules/.bin (the pinned Node) first on PATH.
const env = {
  ...process.env,
  NODE_COMPILE_CACHE: path.join(dir, 'compile-cache'),
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
};

function time(cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
  const t0 = performance.now();
  const r = spawnSync(cmd, args, { env: { ...env, ...extraEnv }, cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
  return (performance.now() - t0) / 1000;
}

const node = process.execPath;
const cold = time(node, [cli, pdfFile, '--json']);
const runs: Record<string, () => number> = {
  bare: () => time(node, ['-e', '0']),
  npm: () => time('npm', ['run', '--silent', 'analyse', '--', pdfFile, '--json']),
  direct: () => time(node, [cli, pdfFile, '--json']),
  sources: () => time(node, [cli, pdfFile, '--json'], { NAIRALENS_CLI_SOURCE: '1' }),
  ts: () => time(node, [cliTs, pdfFile, '--json']),
  csv: () => time(node, [cli, csvFile, '--json']),
  csvSources: () => time(node, [cli, csvFile, '--json'], { NAIRALENS_CLI_SOURCE: '1' }),
};
const best: Record<string, number> = Object.fromEntries(Object.keys(runs).map((k) => [k, Infinity]));
const load0 = os.loadavg()[0];
for (let i = 0; i < 7; i++) for (const [k, f] of Object.entries(runs)) best[k] = Math.min(best[k], f());
const s = (t: number) => `${t.toFixed(2)} s`;
const x = (t: number) => `${(t / best.bare).toFixed(1)}x node -e 0`;
console.log('Command-line start-up benchmark (best of 7, interleaved)');
console.log(`  node -e 0                               : ${s(best.bare)}`);
console.log(`  npm run --silent analyse, 1-page PDF    : ${s(best.npm)}  (${x(best.npm)})`);
console.log(
  `  node analyse.mjs, 1-page PDF            : ${s(best.direct)}  (${x(best.direct)}; first run, cold cache ${s(cold)})`,
);
console.log(`  node analyse.mjs, 1-page PDF, unbundled : ${s(best.sources)}  (${x(best.sources)}; NAIRALENS_CLI_SOURCE=1)`);
console.log(`  node analyse.ts, 1-page PDF             : ${s(best.ts)}  (${x(best.ts)})`);
console.log(`  node analyse.mjs, 20-row CSV            : ${s(best.csv)}  (${x(best.csv)}; unbundled ${s(best.csvSources)})`);
const verdict = (t: number) => (t < 0.5 ? 'met' : 'NOT met');
console.log(
  `  goal < 0.50 s: npm run ${verdict(best.npm)}, direct ${verdict(best.direct)} (load average ${load0.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)`,
);
