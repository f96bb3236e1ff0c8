/**
 * Upload → completed wall time through the real server (HTTP multipart upload, encryption, token spend, pg-boss job,
 * worker-thread parse, analysis, storing the result), polled the way the web page polls it (status endpoint).
 * Goals: a 3-page text PDF < 3 s, a 60-page text PDF < 8 s, a 2-page scan < 20 s. Each is printed against a
 * reference measured in the same run: the bare `parseStatement` time of the same file in this process.
 * Run: npx node bench/upload-to-result.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { buildBenchmarkStatementPdf, buildStatementFixture, type StatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { parseStatement } from '@nairalens/core/statements/parse-statement.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { ocrEngine } from '../packages/server/src/documents/ocr/index.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-bench-'));
const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', APP_URL: 'http://localhost:3000' });
const built = await buildApp(config);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const addr = built.app.server.address() as { port: number };
const base = `http://127.0.0.1:${addr.port}`;

async function signUp(): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.appUrl },
    body: JSON.stringify({ email, password: 'Correct-Horse-42', name: 'Bench Person', callbackURL: '/auth-verified' }),
  });
  const [mail] = await built.ctx.database.query<{ links: string[] }>('SELECT links FROM mail_outbox WHERE "to" = $1', [email]);
  const link = new URL(mail.links[0]);
  const verify = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
  const cookie = verify.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const [{ id }] = await built.ctx.database.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [email]);
  const op = randomUUID();
  await built.ctx.database.query('INSERT INTO token_operations (id, user_id, idempotency_key, kind) VALUES ($1, $2, $3, $4)', [op, id, `bench-${op}`, 'admin_grant']);
  await built.ctx.database.query(`INSERT INTO token_ledger (id, user_id, delta, bucket, type, reason, lot_id, operation_id) VALUES ($1, $2, 100, 'PURCHASED', 'purchase', 'bench', $1, $3)`, [op, id, op]);
  await built.ctx.database.query('UPDATE profiles SET tokens_balance = tokens_balance + 100 WHERE user_id = $1', [id]);
  return cookie;
}

async function uploadToCompleted(cookie: string, f: StatementFixture): Promise<number> {
  const form = new FormData();
  form.set('idempotencyKey', `bench-${randomUUID()}`);
  if (f.password) form.set('password', f.password);
  form.set('file', new Blob([new Uint8Array(f.bytes)]), f.fileName);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/uploads`, { method: 'POST', body: form, headers: { cookie } });
  const body = (await res.json()) as { upload: { id: string } };
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  for (;;) {
    const s = (await (await fetch(`${base}/api/analyses/${body.upload.id}/status`, { headers: { cookie } })).json()) as { status: string; failure: unknown };
    if (s.status === 'completed') return performance.now() - t0;
    if (s.status === 'failed') throw new Error(`analysis failed: ${JSON.stringify(s.failure)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const ocr = ocrEngine({ dataDir });
const cases: { label: string; goalMs: number; runs: number; fixture: () => Promise<StatementFixture> }[] = [
  { label: 'text PDF, 3 pages', goalMs: 3000, runs: 5, fixture: () => buildStatementFixture('gtbank-pdf') },
  { label: 'text PDF, 60 pages', goalMs: 8000, runs: 3, fixture: () => buildBenchmarkStatementPdf() },
  { label: 'scanned PDF, 2 pages', goalMs: 20000, runs: 2, fixture: () => buildStatementFixture('zenith-scan') },
];

const cookie = await signUp();
let failed = false;
try {
  for (const c of cases) {
    const f = await c.fixture();
    const parsed = await parseStatement(f.bytes, { ocr, password: f.password });
    const refs: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < c.runs; i++) {
      const r0 = performance.now();
      await parseStatement(f.bytes, { ocr, password: f.password });
      refs.push(performance.now() - r0);
      times.push(await uploadToCompleted(cookie, f));
    }
    const t = median(times);
    const ref = median(refs);
    const ok = t < c.goalMs;
    failed ||= !ok;
    console.log(
      `${c.label.padEnd(22)} ${String(parsed.statement.pages).padStart(3)} pages ${String(parsed.transactions.length).padStart(5)} rows  upload→completed ${t.toFixed(0).padStart(6)} ms (goal < ${c.goalMs} ms) ${ok ? 'OK ' : 'SLOW'}  bare parse ${ref.toFixed(0).padStart(6)} ms  ratio ${(t / ref).toFixed(2)}×`,
    );
  }
} finally {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
