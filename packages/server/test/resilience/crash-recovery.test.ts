import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { sharedSecrets, signUpOver, startProcess, throwawayDatabase, uploadOver, type Proc } from './support/processes.ts';
import { grantTokensIn, outcomes, waitUntil, withClient } from './support/pg-helpers.ts';

/**
 * kill -9 of the only server while analyses are in flight: after a restart each one ends completed (its
 * transactions stored once) or failed with every token refunded, within two minutes — never both, never twice.
 */
describe.skipIf(!process.env.DATABASE_URL)('crash recovery (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof throwawayDatabase>>;
  const procs: Proc[] = [];
  beforeAll(async () => {
    db = await throwawayDatabase();
  }, 60_000);
  afterAll(async () => {
    for (const p of procs) await p.stop().catch(() => {});
    await db?.drop();
  });

  it('finishes or refunds every analysis in flight after kill -9', async () => {
    const env = { ...sharedSecrets(), DATABASE_URL: db.url };
    const first = await startProcess('main.ts', env);
    procs.push(first);
    const email = 'crash.test@example.com';
    const cookie = await signUpOver(first.url, email);
    const userId = await grantTokensIn(db.url, email, 60);
    const names = ['gtbank-pdf', 'access-classic-pdf', 'zenith-pdf', 'uba-pdf', 'kuda-pdf', 'opay-pdf', 'gtbank-xlsx', 'uba-csv'];
    const files = await Promise.all(names.map((n) => buildStatementFixture(n)));
    const ids: string[] = [];
    for (const [i, f] of files.entries()) {
      const res = await uploadOver(first.url, cookie, { name: f.fileName, bytes: f.bytes, type: 'application/octet-stream' }, `crash-run-${i}`);
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { analysis: { id: string } }).analysis.id);
    }
    // Kill as soon as a job is being worked on, so some are mid-flight and others still queued.
    await waitUntil(
      'a job to start',
      () => withClient(db.url, async (c) => (await c.query("SELECT 1 FROM analyses WHERE attempts > 0 AND status = 'processing'")).rowCount),
      30_000,
    );
    await first.kill9();
    const inFlight = (await outcomes(db.url, userId)).filter((r) => r.status === 'processing').length;
    expect(inFlight).toBeGreaterThan(0);

    const restartedAt = Date.now();
    const second = await startProcess('main.ts', env, { dataDir: first.dataDir });
    procs.push(second);
    const done = await waitUntil(
      'every analysis to end',
      async () => {
        const rows = await outcomes(db.url, userId);
        return rows.every((r) => r.status === 'completed' || r.status === 'failed') ? rows : null;
      },
      120_000,
    );
    const recoverySeconds = (Date.now() - restartedAt) / 1000;
    expect(recoverySeconds).toBeLessThan(120);
    for (const r of done) {
      const file = files[ids.indexOf(r.id)];
      if (r.status === 'completed') {
        expect(r.refunded, file.name).toBe(0);
        expect(r.transactions, file.name).toBe(file.expected.transactions.length);
      } else {
        expect(r.refunded, file.name).toBe(r.spent);
        expect(r.transactions, file.name).toBe(0);
      }
    }
    console.log(`crash recovery: ${inFlight} in flight at kill -9; all ended ${recoverySeconds.toFixed(1)} s after restart; ${done.filter((r) => r.status === 'completed').length}/${done.length} completed`);
  }, 300_000);
});
