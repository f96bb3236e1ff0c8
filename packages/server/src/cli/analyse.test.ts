import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import type { OcrEngine } from '@nairalens/core/documents/ocr-engine.ts';
import { NeedsOcr, parseStatement } from '@nairalens/core/statements/parse-statement.ts';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import sharp from 'sharp';
import { currentBundle } from './command-bundle.mjs';
import { MONEY_CAME_BACK_CSV } from '@nairalens/fixtures/statements/money-came-back.ts';

const CLI = path.join(import.meta.dirname, 'analyse.mjs');
const BUNDLE_MANIFEST = path.join(import.meta.dirname, '../../../../node_modules/.cache/nairalens-analyse/manifest.json');
const dir = mkdtempSync(path.join(os.tmpdir(), 'nl-cli-test-'));
/** OCR is available, but a deferred read must stop before recognising anything: starting it fails the test. */
const neverStarted: OcrEngine = {
  recognise: () => Promise.reject(new Error('OCR started although the read was deferred')),
};

async function cli(name: string, ...extra: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const f = await buildStatementFixture(name);
  const file = path.join(dir, f.fileName);
  writeFileSync(file, f.bytes);
  return run(file, ...extra);
}

async function run(file: string, ...extra: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runWith({}, file, ...extra);
}

async function runWith(env: Record<string, string>, file: string, ...extra: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await promisify(execFile)(process.execPath, [CLI, file, ...extra], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, ...env },
    });
    return { code: 0, ...r };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('analyse command (text documents read in its own process)', () => {
  it('prints exactly the rows of the statement as one JSON document', async () => {
    const f = await buildStatementFixture('gtbank-pdf');
    const r = await cli('gtbank-pdf', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { transactions: { date: string; amount: number; balance: number | null }[] };
    expect(out.transactions.map((t) => [t.date, t.amount, t.balance])).toEqual(
      f.expected.transactions.map((t) => [t.date, t.amount, t.balance]),
    );
  }, 60_000);

  it("writes each percentage as the result's own figure, so the table and a recommendation agree", async () => {
    const json = await cli('gtbank-pdf', '--json');
    const text = await cli('gtbank-pdf');
    expect(text.code).toBe(0);
    const r = JSON.parse(json.stdout) as { summary: { savingsRate: number; categories: { percentage: number }[] } };
    const top = text.stdout.split('Top spending:')[1].split('\n').filter((l) => l.trim()).slice(0, 3);
    expect(top.map((l) => l.trim().split(/\s+/).at(-1))).toEqual(r.summary.categories.slice(0, 3).map((c) => `${c.percentage}%`));
    expect(text.stdout).toContain(`savings rate ${r.summary.savingsRate}%`);
  }, 60_000);

  it('says what came back and was sent back, under the income and spending it is not part of', async () => {
    const file = path.join(dir, 'october.csv');
    writeFileSync(file, MONEY_CAME_BACK_CSV);
    const r = await run(file);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Income:    ₦300,000 (₦300,000 a month)\n           ₦70,000 you sent back is not counted\n           ₦40,000 you passed on for someone else is not counted\n',
    );
    expect(r.stdout).toContain('Expenses:  ₦30,000 (₦30,000 a month)\n           ₦50,000 that came back (reversals, refunds) is not counted\n');
  }, 60_000);

  it('keeps the exit codes of the contract', async () => {
    const r = await cli('firstbank-pdf', '--json');
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/password/i);
    // A held-out US dollar domiciliary statement: read, then refused as an unsupported file (4), saying why.
    const dom = path.join(import.meta.dirname, '../../../fixtures/held-out/statements-14/gtbank-dom-usd-2025-10.pdf');
    const refused = await run(dom, '--json');
    expect(refused.code).toBe(4);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^This is the statement of an account in US dollars \(USD\)\./);
    // A password-protected Excel statement: 3 without its password, read with it.
    const sheet = path.join(import.meta.dirname, '../../../fixtures/protected-sheets/zenith-2025-10-protected.xls');
    const locked = await run(sheet, '--json');
    expect([locked.code, locked.stderr.trim()]).toEqual([3, 'This spreadsheet is protected with a password; enter the password your bank sent with it.']);
    const opened = await run(sheet, '--json', '--password', 'ZB2081');
    expect(opened.code).toBe(0);
    expect((JSON.parse(opened.stdout) as { transactions: unknown[] }).transactions).toHaveLength(8);
  }, 60_000);

  it('runs bundled with core exactly as from its sources, and the bundle it ran is current', async () => {
    const f = await buildStatementFixture('kuda-pdf');
    const file = path.join(dir, f.fileName);
    writeFileSync(file, f.bytes);
    const bundled = await run(file, '--json');
    const sources = await runWith({ NAIRALENS_CLI_SOURCE: '1' }, file, '--json');
    expect(bundled.code).toBe(0);
    expect(bundled.stdout).toBe(sources.stdout);
    expect(currentBundle(BUNDLE_MANIFEST)).toMatch(/analyse-command\.js$/);
  }, 60_000);

  it('reads a text PDF without loading what only drawing needs: no canvas library, no fetch implementation', async () => {
    const f = await buildStatementFixture('kuda-pdf');
    const file = path.join(dir, f.fileName);
    writeFileSync(file, f.bytes);
    // At exit, the command's process tells which of the two it loaded (text-only-pdfjs.ts keeps both out).
    const probe = path.join(dir, 'probe.cjs');
    writeFileSync(
      probe,
      `process.on('exit', () => process.stderr.write(JSON.stringify({ undici: process.moduleLoadList.some((m) => m.includes('undici')), canvas: Object.keys(require.cache).some((k) => k.includes('@napi-rs')) })));`,
    );
    const r = await promisify(execFile)(process.execPath, ['--require', probe, CLI, file, '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(JSON.parse(r.stdout).transactions.length).toBe(f.expected.transactions.length);
    expect(JSON.parse(r.stderr)).toEqual({ undici: false, canvas: false });
  }, 60_000);

  it("says what a photo with no statement on it lacks, though the reason comes back from OCR's worker", async () => {
    // Bundled, the command has its own copy of core; the worker's StatementError is the server's, and was once
    // reported as "an unexpected error".
    const blank = path.join(dir, 'blank-page.png');
    await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#ffffff' } }).png().toFile(blank);
    const r = await run(blank);
    expect([r.code, r.stderr.trim()]).toEqual([5, MESSAGES.NO_TRANSACTIONS]);
  }, 60_000);

  it('hands a scan to OCR under limits: the in-process read stops with NeedsOcr before recognising anything', async () => {
    const f = await buildStatementFixture('zenith-scan');
    const t0 = performance.now();
    await expect(parseStatement(f.bytes, { deferOcr: true, ocr: neverStarted })).rejects.toBeInstanceOf(
      NeedsOcr,
    );
    expect(performance.now() - t0).toBeLessThan(20_000);
  }, 60_000);

  it('a photo too', async () => {
    const f = await buildStatementFixture('fcmb-photo');
    await expect(parseStatement(f.bytes, { deferOcr: true, ocr: neverStarted })).rejects.toBeInstanceOf(
      NeedsOcr,
    );
  }, 60_000);

  it("reads a photo whose last date OCR read a year late as one month, and its summary's point-grouped closing balance whole", async () => {
    // Set 15's Sterling page photographed on a desk: the last row's 31/08/2025 reads "31/08/2026", and the summary's
    // 197,345.12 reads "197.345.12". Taken as read, the period was 13 months and income a thirteenth of the truth.
    const photo = path.join(import.meta.dirname, '../../../fixtures/held-out/statements-15/sterling-printed-photo-2025-08.jpg');
    const r = await run(photo);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Period: 2025-08-01 to 2025-08-31 \(1 month, \d+ transactions\)$/m);
    expect(r.stdout).toMatch(/^Balances: opening ₦312,440, closing ₦197,345;/m);
    const income = /^Income: +(₦[\d,]+) \((₦[\d,]+) a month\)$/m.exec(r.stdout);
    expect(income?.[1]).toBe(income?.[2]);
    expect(r.stdout).toContain('A date the scan read as 2026-08-31 was taken as 2025-08-31');
  }, 180_000);
});
