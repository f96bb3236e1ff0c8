import { readFileSync } from 'node:fs';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildStatementFixture, FIXTURE_PASSWORD } from '@nairalens/fixtures/statements/index.ts';
import { parseStatement } from '@nairalens/core/statements/parse-statement.ts';
import { analyseStatement } from '@nairalens/core/analysis/analyse-statement.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { balanceOf, grantTokens, multipart, upload } from './support/upload-helpers.ts';
import { processAnalysis } from '../src/modules/analyses/index.ts';
import { sweep } from '../src/modules/index.ts';

// Workers off: each test drives the job handler itself, so stored files can be inspected before they are read.
let t: TestApp;
const logs: string[] = [];
const restore: (() => void)[] = [];
beforeAll(async () => {
  // Capture everything the server logs (pino writes to fd 1/2 through fs.write / fs.writeSync).
  const fsm = fs as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const name of ['write', 'writeSync']) {
    const original = fsm[name];
    fsm[name] = (...args: unknown[]) => {
      if ((args[0] === 1 || args[0] === 2) && args[1] !== undefined) {
        const text = String(args[1]);
        logs.push(text);
        // Server log lines are kept for the check below, not printed.
        if (text.startsWith('{"level"')) return name === 'writeSync' ? text.length : (args[args.length - 1] as (e: null, n: number) => void)(null, text.length);
      }
      return original.apply(fs, args);
    };
    restore.push(() => (fsm[name] = original));
  }
  t = await createTestApp({ WORKERS: 'off', LOG_LEVEL: 'debug' });
}, 60_000);
afterAll(async () => {
  for (const r of restore) r();
  await t?.close();
});

const jobOf = async (analysisId: string) => (await t.ctx.database.query<{ data: unknown }>(`SELECT data FROM pgboss.job WHERE data->>'analysisId' = $1`, [analysisId]))[0];
const storedFile = (key: string) => path.join(t.ctx.storage.dir!, key.slice(0, 2), `${key}.bin`);
const uploadRow = async (id: string) =>
  (await t.ctx.database.query<{ storage_key: string | null; raw_deleted_at: Date | null; token_cost: number }>('SELECT storage_key, raw_deleted_at, token_cost FROM uploads WHERE id = $1', [id]))[0];

describe('statement upload', () => {
  it('stores the file encrypted, spends tokens, enqueues a job with only the analysis id; the worker produces the engine result and deletes the raw file', async () => {
    const f = await buildStatementFixture('gtbank-pdf');
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 5);
    const before = await balanceOf(t, cookie);
    const res = await upload(t, cookie, { name: f.fileName, bytes: f.bytes });
    expect(res.statusCode).toBe(201);
    const { upload: up, analysis } = res.json();
    expect(analysis.status).toBe('processing');
    expect(await balanceOf(t, cookie)).toBe(before - up.tokenCost);

    const row = await uploadRow(up.id);
    const stored = readFileSync(storedFile(row.storage_key!));
    expect(stored.subarray(0, 4).toString()).toBe('NLE1');
    expect(stored.includes(Buffer.from(f.bytes.subarray(0, 64)))).toBe(false);
    expect(Buffer.from(await t.ctx.storage.get(row.storage_key!)).equals(Buffer.from(f.bytes))).toBe(true);
    expect((await jobOf(analysis.id))?.data).toEqual({ analysisId: analysis.id });

    expect(await processAnalysis(t.ctx, analysis.id, { retryCount: 0 })).toBe('completed');
    const after = await uploadRow(up.id);
    expect(after.storage_key).toBeNull();
    expect(after.raw_deleted_at).not.toBeNull();
    expect(fs.existsSync(storedFile(row.storage_key!))).toBe(false);

    const got = (await t.app.inject({ method: 'GET', url: `/api/analyses/${up.id}`, headers: { cookie } })).json().analysis;
    expect(got.status).toBe('completed');
    const expected = analyseStatement(await parseStatement(f.bytes, { fileName: f.fileName }), { persona: undefined });
    expect(got.result.summary).toEqual(expected.summary);
    expect(got.result.statement).toEqual(expected.statement);
    const txs = (await t.app.inject({ method: 'GET', url: `/api/analyses/${up.id}/transactions?pageSize=500`, headers: { cookie } })).json();
    expect(txs.total).toBe(expected.transactions.length);
    expect(txs.transactions.map((x: { amount: number }) => x.amount)).toEqual(expected.transactions.map((x) => x.amount));

    // A retried or duplicated job changes nothing.
    expect(await processAnalysis(t.ctx, analysis.id, { retryCount: 1 })).toBe('skipped');
    const again = (await t.app.inject({ method: 'GET', url: `/api/analyses/${up.id}/transactions?pageSize=500`, headers: { cookie } })).json();
    expect(again.total).toBe(expected.transactions.length);

    const dash = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json();
    expect(dash.totalAnalyses).toBe(1);
    expect(dash.successRate).toBe(100);
    expect(dash.recentAnalyses[0]).toMatchObject({ id: up.id, status: 'completed', fileName: f.fileName, tokensCost: up.tokenCost });
  });

  it('asks for the password of a protected PDF, refuses a wrong one without charging, and never stores or logs the password', async () => {
    const f = await buildStatementFixture('firstbank-pdf');
    expect(f.password).toBe(FIXTURE_PASSWORD);
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 3);
    const before = await balanceOf(t, cookie);
    const needed = await upload(t, cookie, { name: f.fileName, bytes: f.bytes });
    expect(needed.statusCode).toBe(422);
    expect(needed.json().error.code).toBe('PASSWORD_REQUIRED');
    const wrong = await upload(t, cookie, { name: f.fileName, bytes: f.bytes }, { password: 'not-it-123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('PASSWORD_INCORRECT');
    expect(await balanceOf(t, cookie)).toBe(before);

    const ok = await upload(t, cookie, { name: f.fileName, bytes: f.bytes }, { password: FIXTURE_PASSWORD });
    expect(ok.statusCode).toBe(201);
    const { upload: up, analysis } = ok.json();
    const row = await uploadRow(up.id);
    const stored = readFileSync(storedFile(row.storage_key!));
    // What we keep opens without the statement password (decrypted, then encrypted with our key).
    const plain = await t.ctx.storage.get(row.storage_key!);
    const task = getDocument({ data: new Uint8Array(plain), verbosity: 0 });
    const pdf = await task.promise;
    expect(pdf.numPages).toBeGreaterThan(0);
    await task.destroy();
    expect(await processAnalysis(t.ctx, analysis.id, { retryCount: 0 })).toBe('completed');
    const expected = analyseStatement(await parseStatement(f.bytes, { password: FIXTURE_PASSWORD }));
    const got = (await t.app.inject({ method: 'GET', url: `/api/analyses/${up.id}`, headers: { cookie } })).json().analysis;
    expect(got.result.summary).toEqual(expected.summary);

    // The password is nowhere: not in any table (job tables included), not in the stored file, not in the logs.
    const pw = FIXTURE_PASSWORD;
    expect(stored.includes(Buffer.from(pw))).toBe(false);
    expect(Buffer.from(plain).includes(Buffer.from(pw))).toBe(false);
    const tables = await t.ctx.database.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE'`,
    );
    expect(tables.some((x) => x.schema === 'pgboss' && x.name === 'job')).toBe(true);
    for (const { schema, name } of tables) {
      const hits = await t.ctx.database.query(`SELECT 1 FROM "${schema}"."${name}" x WHERE x::text LIKE $1 LIMIT 1`, [`%${pw}%`]);
      expect(hits, `${schema}.${name}`).toHaveLength(0);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(pw);
  });

  it('refuses wrong types, oversized files, missing consent and insufficient balances before charging', async () => {
    const { cookie, userId } = await t.signUp();
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const wrongType = await upload(t, cookie, { name: 'statement.pdf', bytes: zip });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.code).toBe('UNSUPPORTED_FORMAT');

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n');
    const oversized = await upload(t, cookie, { name: 'big.pdf', bytes: big });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.code).toBe('TOO_LARGE');

    const f = await buildStatementFixture('gtbank-csv');
    const noConsent = await upload(t, cookie, { name: f.fileName, bytes: f.bytes }, { analysisFor: 'someone-else', clientName: 'Bola Tinubu' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.message).toBe('Please enter client name and confirm consent for "Someone else" analysis');

    // The sign-up grant (1 token) is below the cost of a 3-token file: 1,300+ real rows (blank lines are not rows).
    const eol = Buffer.from(f.bytes).includes('\r\n') ? '\r\n' : '\n';
    const large = Buffer.concat([Buffer.from(f.bytes), Buffer.from(eol + `01/02/2025,Extra row,1.00${eol}`.repeat(1_300))]);
    const poor = await upload(t, cookie, { name: 'long.csv', bytes: large });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error).toEqual({ code: 'INSUFFICIENT_TOKENS', message: 'Insufficient tokens. You need 3 tokens but only have 1.' });
    expect(await balanceOf(t, cookie)).toBe(1);
    const rows = await t.ctx.database.query('SELECT id FROM uploads WHERE user_id = $1', [userId]);
    expect(rows).toHaveLength(0);
  });

  it('prices a file from its real pages before spending, and charges what was shown', async () => {
    const { cookie, userId } = await t.signUp();
    const photo = await buildStatementFixture('fcmb-photo');
    const body = multipart({}, { name: photo.fileName, bytes: photo.bytes });
    const quote = await t.app.inject({ method: 'POST', url: '/api/uploads/quote', headers: { ...body.headers, cookie }, payload: body.payload });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().quote).toEqual({ pages: 1, lines: null, counted: true, tokenCost: 1 });

    // A start whose shown cost differs from the real one spends nothing and says the real cost.
    const stale = await upload(t, cookie, { name: photo.fileName, bytes: photo.bytes }, { expectedCost: '2' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe('This statement costs 1 token, not 2. Check the new cost and start again.');
    expect(await balanceOf(t, cookie)).toBe(1);

    // The trial token pays for a phone photo.
    const paid = await upload(t, cookie, { name: photo.fileName, bytes: photo.bytes }, { expectedCost: '1' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().upload.tokenCost).toBe(1);
    expect(await balanceOf(t, cookie)).toBe(0);
    const [row] = await t.ctx.database.query<{ pages: number; lines: number | null }>('SELECT pages, lines FROM uploads WHERE user_id = $1', [userId]);
    expect(row).toEqual({ pages: 1, lines: null });

    const locked = await buildStatementFixture('firstbank-pdf');
    const lockedBody = multipart({}, { name: locked.fileName, bytes: locked.bytes });
    const lockedQuote = await t.app.inject({ method: 'POST', url: '/api/uploads/quote', headers: { ...lockedBody.headers, cookie }, payload: lockedBody.payload });
    expect(lockedQuote.json().quote.counted).toBe(false);
  });

  it('charges once per idempotency key', async () => {
    const f = await buildStatementFixture('gtbank-csv');
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 2);
    const first = await upload(t, cookie, { name: f.fileName, bytes: f.bytes }, { idempotencyKey: 'same-key-123' });
    const second = await upload(t, cookie, { name: f.fileName, bytes: f.bytes }, { idempotencyKey: 'same-key-123' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().analysis.id).toBe(first.json().analysis.id);
    expect(await balanceOf(t, cookie)).toBe(2);
  });

  it('fails with a clear reason and refunds in the same transaction when the file has no transactions', async () => {
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 1);
    const before = await balanceOf(t, cookie);
    const res = await upload(t, cookie, { name: 'notes.csv', bytes: Buffer.from('name,colour\nada,blue\nobi,green\n') });
    expect(res.statusCode).toBe(201);
    const { analysis, upload: up } = res.json();
    expect(await balanceOf(t, cookie)).toBe(before - 1);
    expect(await processAnalysis(t.ctx, analysis.id, { retryCount: 0 })).toBe('failed');
    const status = (await t.app.inject({ method: 'GET', url: `/api/analyses/${up.id}/status`, headers: { cookie } })).json();
    expect(status.status).toBe('failed');
    expect(status.failure.code).toBe('NO_TRANSACTIONS');
    expect(status.failure.message).toMatch(/No transactions were found/);
    expect(await balanceOf(t, cookie)).toBe(before);
    // A second run (a retried job) neither processes nor refunds again.
    expect(await processAnalysis(t.ctx, analysis.id, { retryCount: 1 })).toBe('skipped');
    expect(await balanceOf(t, cookie)).toBe(before);
    expect((await uploadRow(up.id)).storage_key).toBeNull();
    const ledger = await t.ctx.database.query<{ type: string; delta: number }>('SELECT type, delta FROM token_ledger WHERE analysis_id = $1 ORDER BY created_at', [analysis.id]);
    expect(ledger.map((l) => [l.type, l.delta])).toEqual([
      ['spend', -1],
      ['refund', 1],
    ]);
  });

  it('asks for the password of a protected Excel statement, refuses a wrong one free of charge, and stores it opened', async () => {
    const dir = path.join(import.meta.dirname, '../../fixtures/protected-sheets');
    const { password } = JSON.parse(readFileSync(path.join(dir, 'statement.truth.json'), 'utf8')) as { password: string };
    const file = { name: 'zenith-2025-10-protected.xlsx', bytes: new Uint8Array(readFileSync(path.join(dir, 'zenith-2025-10-protected.xlsx'))) };
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 3);
    const before = await balanceOf(t, cookie);
    const needed = await upload(t, cookie, file);
    expect([needed.statusCode, needed.json().error.code, needed.json().error.message]).toEqual([
      422,
      'PASSWORD_REQUIRED',
      'This spreadsheet is protected with a password; enter the password your bank sent with it.',
    ]);
    const wrong = await upload(t, cookie, file, { password: 'not-it-123' });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([422, 'PASSWORD_INCORRECT']);
    expect(await balanceOf(t, cookie)).toBe(before);
    // The quote with the password counts the real rows, so the upload is charged what was shown.
    const body = multipart({ password }, file);
    const quote = (await t.app.inject({ method: 'POST', url: '/api/uploads/quote', headers: { ...body.headers, cookie }, payload: body.payload })).json().quote;
    expect(quote.counted).toBe(true);
    const ok = await upload(t, cookie, file, { password, expectedCost: String(quote.tokenCost) });
    expect(ok.statusCode).toBe(201);
    const { upload: up, analysis } = ok.json();
    // What we keep opens without the password: an ordinary workbook (a zip), encrypted only with our key.
    const plain = Buffer.from(await t.ctx.storage.get((await uploadRow(up.id)).storage_key!));
    expect(plain.subarray(0, 2).toString()).toBe('PK');
    expect(await processAnalysis(t.ctx, analysis.id, { retryCount: 0 })).toBe('completed');
    const got = (await t.app.inject({ method: 'GET', url: `/api/analyses/${up.id}`, headers: { cookie } })).json().analysis;
    expect(got.result.summary).toEqual(analyseStatement(await parseStatement(file.bytes, { password })).summary);
    expect(got.result.statement.accountName).toBe('ADAEZE CHIOMA OKAFOR');
    expect(logs.join('\n')).not.toContain(password);
  });

  it('refuses a domiciliary (US dollar) account statement with what to upload instead, and refunds', async () => {
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 1);
    const before = await balanceOf(t, cookie);
    const csv = [
      'Account Name,ADA OKAFOR',
      'Account Number,0123456789',
      'Currency,USD',
      'Date,Description,Debit,Credit,Balance',
      '03-Oct-2025,INWARD TRANSFER FROM ACME LLC,,500.00,"1,500.00"',
      '05-Oct-2025,CARD PAYMENT AMAZON,25.50,,"1,474.50"',
    ].join('\n');
    const res = await upload(t, cookie, { name: 'dom-account.csv', bytes: Buffer.from(csv) });
    const { analysis, upload: up } = res.json();
    expect(await processAnalysis(t.ctx, analysis.id, { retryCount: 0 })).toBe('failed');
    const status = (await t.app.inject({ method: 'GET', url: `/api/analyses/${up.id}/status`, headers: { cookie } })).json();
    expect(status.failure.code).toBe('FOREIGN_CURRENCY');
    expect(status.failure.message).toMatch(/^This is the statement of an account in US dollars \(USD\)\. .*upload the statement of your naira account\.$/);
    expect(await balanceOf(t, cookie)).toBe(before);
  });

  it('sweeps raw documents older than 24 hours and fails stuck analyses with a refund', async () => {
    const f = await buildStatementFixture('gtbank-csv');
    const { cookie, userId } = await t.signUp();
    await grantTokens(t, userId, 1);
    const res = await upload(t, cookie, { name: f.fileName, bytes: f.bytes });
    const { upload: up } = res.json();
    const key = (await uploadRow(up.id)).storage_key!;
    await t.ctx.database.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id = $1`, [up.id]);
    await t.ctx.database.query(`UPDATE analyses SET updated_at = now() - interval '20 minutes' WHERE upload_id = $1`, [up.id]);
    const before = await balanceOf(t, cookie);
    const r = await sweep(t.ctx);
    expect(r.rawDeleted).toBeGreaterThanOrEqual(1);
    expect(r.stale).toBeGreaterThanOrEqual(1);
    expect((await uploadRow(up.id)).storage_key).toBeNull();
    expect(fs.existsSync(storedFile(key))).toBe(false);
    expect(await balanceOf(t, cookie)).toBe(before + 1);
  });
});
