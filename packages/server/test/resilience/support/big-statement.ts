import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { grantTokensWith, waitUntil, withClient, type RunSql } from './pg-helpers.ts';
import { sharedSecrets, signUpOver, startProcess, throwawayDatabase, uploadOver, type Proc } from './processes.ts';

// A 200,000-row statement is built directly in the database (parsing 200,000 uploaded rows would test the parser,
// not serving): one real analysis of a small CSV, then its transactions table grown with generate_series and its
// stored per-category counts written as completion writes them. Every grown row reads "POS PURCHASE SHOP <n>", so
// all of them are "similar" to each other (digits are not part of the similarity key).
export const EXTRA_ROWS = 200_000;

export function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

// The probe runs in a thread of its own, so the test's own work (reading a 50 MB download) cannot delay its timer or
// its answers and be mistaken for the server's.
const PROBE_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const samples = [];
const inFlight = new Set();
const timer = setInterval(() => {
  const at = performance.now();
  const p = fetch(workerData.url + '/api/health/live')
    .then((r) => r.arrayBuffer())
    .then(() => samples.push({ at: performance.timeOrigin + at, ms: performance.now() - at }), () => samples.push({ at: performance.timeOrigin + at, ms: Infinity }))
    .finally(() => inFlight.delete(p));
  inFlight.add(p);
}, workerData.everyMs);
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(inFlight);
  parentPort.postMessage(samples);
});
`;

/**
 * Liveness requests at a fixed rate (one every `everyMs`, not waiting for the previous answer) until stopped. A probe
 * that waits for each answer takes one sample through a 5-second freeze and thousands around it, so its p99 hides
 * the freeze; at a fixed rate every request sent during the freeze answers late. Each sample: sent when (on this
 * thread's clock), took how long; a failed request counts as infinitely late.
 */
export function probeLiveness(url: string, everyMs = 20) {
  const samples: { at: number; ms: number }[] = [];
  const worker = new Worker(PROBE_THREAD, { eval: true, workerData: { url, everyMs } });
  return {
    samples,
    async stop() {
      const done = new Promise<{ at: number; ms: number }[]>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      // performance.now() counts from each thread's own start: the probe sends absolute times.
      for (const s of await done) samples.push({ at: s.at - performance.timeOrigin, ms: s.ms });
      await worker.terminate();
    },
  };
}

/** Adds `extra` rows after the analysis's own and stores its per-category counts; returns the new total. */
export async function growStatement(run: RunSql, uploadId: string, base: number, extra = EXTRA_ROWS): Promise<number> {
  const { rows } = (await run('SELECT id, user_id FROM analyses WHERE upload_id = $1', [uploadId])) as {
    rows: { id: string; user_id: string }[];
  };
  await run(
    `INSERT INTO analysis_transactions (id, analysis_id, user_id, idx, date, description, amount, balance, category, engine_category)
     SELECT gen_random_uuid(), $1, $2, $3 + g, DATE '2025-01-01' + (g % 180), 'POS PURCHASE SHOP ' || g, -(100 + g), NULL, 'other_expense', 'other_expense'
       FROM generate_series(0, $4 - 1) g`,
    [rows[0].id, rows[0].user_id, base, extra],
  );
  await run(
    `UPDATE analyses SET category_counts = (SELECT jsonb_object_agg(category, n) FROM
       (SELECT category, count(*)::int AS n FROM analysis_transactions WHERE analysis_id = $1 GROUP BY category) c) WHERE id = $1`,
    [rows[0].id],
  );
  await run('ANALYZE analysis_transactions');
  return base + extra;
}

export interface BigStatement {
  server: Proc;
  cookie: string;
  uploadId: string;
  /** Rows in all: the small CSV's and the grown ones. */
  total: number;
  close(): Promise<void>;
}

async function uploadAndWait(server: Proc, cookie: string): Promise<{ uploadId: string; base: number }> {
  const f = await buildStatementFixture('gtbank-csv');
  const file = { name: f.fileName, bytes: f.bytes, type: 'application/octet-stream' };
  const res = await uploadOver(server.url, cookie, file, 'big-statement-upload-1');
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const uploadId = ((await res.json()) as { upload: { id: string } }).upload.id;
  const get = (p: string) => fetch(`${server.url}/api/analyses/${uploadId}${p}`, { headers: { cookie } });
  await waitUntil(
    'the analysis to complete',
    async () => ((await (await get('')).json()) as { analysis: { status: string } }).analysis.status === 'completed',
    90_000,
  );
  const base = ((await (await get('/transactions?pageSize=1')).json()) as { total: number }).total;
  return { uploadId, base };
}

async function withPglite<T>(dataDir: string, fn: (run: RunSql) => Promise<T>): Promise<T> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await fn((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

/**
 * A person with a 200,000-row statement, served by a fresh main.ts. On PostgreSQL the rows are written by a client
 * next to the server; PGlite is embedded in the server's process, so the server is stopped while the test opens its
 * data directory (to grant tokens, then to grow the statement) and started again on it.
 */
export async function bigStatementOn(kind: 'postgres' | 'pglite', email: string): Promise<BigStatement> {
  const secrets = sharedSecrets();
  if (kind === 'postgres') {
    const db = await throwawayDatabase();
    const server = await startProcess('main.ts', { ...secrets, DATABASE_URL: db.url });
    const cookie = await signUpOver(server.url, email);
    await withClient(db.url, (c) => grantTokensWith((sql, p) => c.query(sql, p), email, 10));
    const { uploadId, base } = await uploadAndWait(server, cookie);
    const total = await withClient(db.url, (c) => growStatement((sql, p) => c.query(sql, p), uploadId, base));
    const close = async () => {
      await server.stop().catch(() => {});
      await db.drop();
    };
    return { server, cookie, uploadId, total, close };
  }
  const env = { ...secrets, DATABASE_URL: undefined };
  let server = await startProcess('main.ts', env);
  const dataDir = server.dataDir;
  const cookie = await signUpOver(server.url, email);
  await server.stop();
  await withPglite(dataDir, (run) => grantTokensWith(run, email, 10));
  server = await startProcess('main.ts', env, { dataDir });
  const { uploadId, base } = await uploadAndWait(server, cookie);
  await server.stop();
  const total = await withPglite(dataDir, (run) => growStatement(run, uploadId, base));
  server = await startProcess('main.ts', env, { dataDir });
  const running = server;
  return { server, cookie, uploadId, total, close: () => running.stop().catch(() => {}) };
}
