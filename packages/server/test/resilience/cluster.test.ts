import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture, listStatementFixtures } from '@nairalens/fixtures/statements/index.ts';
import { sharedSecrets, signUpOver, startProcess, throwawayDatabase, uploadOver, type Proc } from './support/processes.ts';
import { grantTokensIn, outcomes, waitUntil } from './support/pg-helpers.ts';
import { startS3 } from './support/s3-server.ts';

/**
 * Two API processes and one worker process on one PostgreSQL, each with its own data directory, documents in a
 * real S3-compatible server: nothing may depend on one machine's disk or memory.
 */
describe.skipIf(!process.env.DATABASE_URL)('more than one machine (PostgreSQL + S3-compatible storage)', () => {
  let db: Awaited<ReturnType<typeof throwawayDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  const procs: Proc[] = [];

  beforeAll(async () => {
    db = await throwawayDatabase();
    s3 = await startS3();
  }, 60_000);
  afterAll(async () => {
    for (const p of procs) await p.stop().catch(() => {});
    await s3?.stop();
    await db?.drop();
  });

  it('20 uploads through two API hosts are each processed once by a separate worker', async () => {
    const env = { ...sharedSecrets(), ...s3.env, DATABASE_URL: db.url };
    // The first start migrates the database; the others then find it ready.
    const apiA = await startProcess('main.ts', { ...env, WORKERS: 'off' });
    procs.push(apiA);
    const apiB = await startProcess('main.ts', { ...env, WORKERS: 'off' });
    procs.push(apiB);
    const worker = await startProcess('worker.ts', env);
    procs.push(worker);

    const email = 'two.hosts@example.com';
    const cookieA = await signUpOver(apiA.url, email);
    const userId = await grantTokensIn(db.url, email, 40);
    // The session made on A is honoured by B (sessions live in the database) — but B's pages have B's origin.
    const names = listStatementFixtures().filter((n) => n.endsWith('-csv')).slice(0, 20);
    expect(names).toHaveLength(20);
    const files = await Promise.all(names.map((n) => buildStatementFixture(n)));
    const accepted = await Promise.all(
      files.map(async (f, i) => {
        const api = i % 2 === 0 ? apiA : apiB;
        const res = await uploadOver(api.url, cookieA, { name: f.fileName, bytes: f.bytes, type: 'text/csv' }, `cluster-${i}`);
        expect(res.status, await res.clone().text()).toBe(201);
        return ((await res.json()) as { analysis: { id: string } }).analysis.id;
      }),
    );
    expect(new Set(accepted).size).toBe(20);

    const done = await waitUntil(
      'every analysis to finish',
      async () => {
        const rows = await outcomes(db.url, userId);
        return rows.length === 20 && rows.every((r) => r.status !== 'processing' && r.status !== 'pending') ? rows : null;
      },
      120_000,
    );
    expect(done.filter((r) => r.status === 'completed')).toHaveLength(20);
    for (const r of done) {
      const file = files[accepted.indexOf(r.id)];
      // Processed once: one attempt, one spend, no refund, each of the file's transactions stored once.
      expect(r.attempts, file.name).toBe(1);
      expect(r.spent, file.name).toBeGreaterThan(0);
      expect(r.refunded, file.name).toBe(0);
      expect(r.transactions, file.name).toBe(file.expected.transactions.length);
    }
    // The raw documents were read from object storage by the worker and deleted after reading.
    expect(worker.logs.join('')).not.toMatch(/MISSING_FILE/);
  }, 240_000);
});
