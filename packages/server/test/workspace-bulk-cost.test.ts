import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture, FIXTURE_PASSWORD } from '@nairalens/fixtures/statements/index.ts';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { balanceOf, grantTokens, multipart } from './support/upload-helpers.ts';

// The bulk screen's total comes from each file's real pages or rows, and a file is charged only at the cost shown.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Who = { cookie: string; userId: string; email: string };
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
async function sendFile(
  who: Who,
  url: string,
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string>,
) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
}

describe('bulk upload priced from real counts', () => {
  it('quotes each file by its pages, totals what was shown, and refuses (409, nothing spent) a file whose cost differs', async () => {
    const owner = await t.signUp();
    expect((await call(owner, 'POST', '/api/workspace', { name: 'Count Co' })).statusCode).toBe(201);
    await grantTokens(t, owner.userId, 20);
    const client = (await call(owner, 'POST', '/api/workspace/clients', { name: 'Ada Obi', consent: true })).json()
      .client.id as string;
    const quoteOf = async (f: { fileName: string; bytes: Uint8Array }, password?: string) => {
      const res = await sendFile(
        owner,
        '/api/workspace/batches/account-name',
        { name: f.fileName, bytes: f.bytes },
        password ? { password } : {},
      );
      return { status: res.statusCode, body: res.json() };
    };

    // A 3-page statement padded to 3 MB: the size formula would ask for more, the real count is 3 pages → 1 token.
    const gt = await buildStatementFixture('gtbank-pdf');
    const padded = {
      fileName: 'padded.pdf',
      bytes: new Uint8Array([...gt.bytes, ...new Uint8Array(3 * 1024 * 1024).fill(32)]),
    };
    expect(statementTokenCost(padded.bytes.length)).toBeGreaterThan(1);
    const real = await quoteOf(padded);
    expect(real.status).toBe(200);
    expect(real.body.quote).toEqual({ tokenCost: 1, pages: 3, lines: null, counted: true });
    // A locked PDF is priced once its password is given (before that the page shows the size estimate).
    const locked = await buildStatementFixture('gtbank-pdf-password');
    expect((await quoteOf(locked)).body.error.code).toBe('PASSWORD_REQUIRED');
    expect((await quoteOf(locked, FIXTURE_PASSWORD)).body.quote).toMatchObject({ tokenCost: 1, counted: true });

    // The batch's total is the sum of the costs shown.
    const before = await balanceOf(t, owner.cookie);
    const plan = [
      { fileName: padded.fileName, size: padded.bytes.length, clientId: client, tokenCost: 1 },
      { fileName: locked.fileName, size: locked.bytes.length, clientId: client, tokenCost: 1 },
    ];
    const created = await call(owner, 'POST', '/api/workspace/batches', { files: plan });
    expect(created.statusCode).toBe(201);
    const batch = created.json().batch;
    expect(batch.totalCost).toBe(2);

    // A file sent at another cost than its real one: 409 with the real cost, and nothing spent or recorded.
    const wrong = await sendFile(
      owner,
      `/api/workspace/batches/${batch.id}/files`,
      { name: padded.fileName, bytes: padded.bytes },
      { clientId: client, expectedCost: '3', idempotencyKey: 'bulk-cost-wrong-1' },
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toBe('This statement costs 1 token, not 3. Check the new cost and start again.');
    expect(await balanceOf(t, owner.cookie)).toBe(before);
    expect((await call(owner, 'GET', `/api/workspace/batches/${batch.id}`)).json().files).toHaveLength(0);

    // At the cost shown, each file is charged exactly that: the total charged equals the total shown.
    for (const [f, password] of [
      [padded, undefined],
      [locked, FIXTURE_PASSWORD],
    ] as const) {
      const res = await sendFile(
        owner,
        `/api/workspace/batches/${batch.id}/files`,
        { name: f.fileName, bytes: f.bytes },
        { clientId: client, expectedCost: '1', ...(password ? { password } : {}) },
      );
      expect(res.statusCode).toBe(202);
      expect(res.json().tokenCost).toBe(1);
    }
    expect(await balanceOf(t, owner.cookie)).toBe(before - batch.totalCost);
  }, 120_000);
});
