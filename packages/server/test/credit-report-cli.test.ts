import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditReportFixtures } from '@nairalens/fixtures/credit-reports/reports.ts';
import { renderReport } from '@nairalens/fixtures/credit-reports/render.ts';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, '../src/cli/credit-report.ts');
let dir = '';

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, [CLI, ...args]);
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'credit-cli-'));
  for (const f of creditReportFixtures().filter((x) => x.media === 'pdf')) await writeFile(path.join(dir, `${f.id}.pdf`), await renderReport(f));
  await writeFile(path.join(dir, 'notes.txt'), 'not a report');
});

describe('credit-report command line', () => {
  it('prints exactly one JSON document in the contract shape', async () => {
    const r = await cli(path.join(dir, 'firstcentral-detailed.pdf'), '--json');
    expect(r.code).toBe(0);
    const truth = creditReportFixtures().find((f) => f.id === 'firstcentral-detailed')!.truth;
    expect(JSON.parse(r.stdout)).toEqual(truth);
  });

  it('treats a no-hit report as a success with no accounts', async () => {
    const r = await cli(path.join(dir, 'crc-no-hit.pdf'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).accounts).toEqual([]);
  });

  it('exits 3 for a missing or wrong password, 0 with the right one', async () => {
    expect((await cli(path.join(dir, 'crc-password.pdf'))).code).toBe(3);
    expect((await cli(path.join(dir, 'crc-password.pdf'), '--password', 'nope')).code).toBe(3);
    expect((await cli(path.join(dir, 'crc-password.pdf'), '--password', 'okafor1990', '--json')).code).toBe(0);
  });

  it('exits 4 for a file that is not a report and 2 for bad usage', async () => {
    const r = await cli(path.join(dir, 'notes.txt'));
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/not supported/);
    expect((await cli()).code).toBe(2);
    expect((await cli('--frobnicate', 'x')).code).toBe(2);
  });
});
