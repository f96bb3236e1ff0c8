import { describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { parseStatementInWorker } from './parse-in-worker.ts';

describe('parseStatementInWorker', () => {
  it('parses in a worker thread', async () => {
    const f = await buildStatementFixture('access-pdf');
    const parsed = await parseStatementInWorker(f.bytes, { fileName: f.fileName });
    expect(parsed.transactions).toEqual(f.expected.transactions);
    expect(parsed.statement.reconciled).toBe(true);
  });
  it('passes StatementErrors through', async () => {
    const f = await buildStatementFixture('firstbank-pdf');
    await expect(parseStatementInWorker(f.bytes, {})).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
    await expect(parseStatementInWorker(f.bytes, { password: 'nope' })).rejects.toMatchObject({ code: 'PASSWORD_INCORRECT' });
    await expect(parseStatementInWorker(new Uint8Array([1, 2, 3, 0]), {})).rejects.toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
  });
  it('stops at the time limit with a clear error', async () => {
    const f = await buildStatementFixture('gtbank-pdf');
    await expect(parseStatementInWorker(f.bytes, {}, { timeoutMs: 1 })).rejects.toMatchObject({ code: 'UNREADABLE', message: expect.stringMatching(/too long/) });
  });
  it('stops at the memory limit with a clear error', async () => {
    const f = await buildLargeCsv();
    await expect(parseStatementInWorker(f, {}, { maxOldGenerationSizeMb: 8 })).rejects.toMatchObject({ code: expect.stringMatching(/TOO_LARGE|UNREADABLE/) });
  });
});

async function buildLargeCsv(): Promise<Uint8Array> {
  const { buildLargeStatement } = await import('@nairalens/fixtures/statements/index.ts');
  return (await buildLargeStatement('csv', 3000)).bytes;
}
