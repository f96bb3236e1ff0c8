import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { sharedSecrets, signUpOver, startProcess, throwawayDatabase, uploadOver, type Proc } from './support/processes.ts';
import { grantTokensIn, outcomes, waitUntil, withClient } from './support/pg-helpers.ts';

/** The database drops every connection (restart, failover, an idle-connection killer) while requests are served. */
describe.skipIf(!process.env.DATABASE_URL)('database connections terminated under load (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof throwawayDatabase>>;
  let server: Proc;
  beforeAll(async () => {
    db = await throwawayDatabase();
  }, 60_000);
  afterAll(async () => {
    await server?.stop().catch(() => {});
    await db?.drop();
  });

  it('stays up, answers 503 at worst, and recovers — requests and jobs', async () => {
    server = await startProcess('main.ts', { ...sharedSecrets(), DATABASE_URL: db.url });
    const email = 'dropped.connections@example.com';
    const cookie = await signUpOver(server.url, email);
    const userId = await grantTokensIn(db.url, email, 10);
    const dbName = new URL(db.url).pathname.slice(1);

    const statuses: number[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, () =>
            fetch(`${server.url}/api/dashboard`, { headers: { cookie } })
              .then((r) => r.status)
              .catch(() => -1),
          ),
        );
        statuses.push(...batch);
      }
    })();
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 700));
      const killed = await withClient(process.env.DATABASE_URL!, async (c) =>
        (await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName])).rowCount,
      );
      expect(killed).toBeGreaterThan(0);
    }
    await new Promise((r) => setTimeout(r, 1500));
    loading = false;
    await load;

    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(statuses.length).toBeGreaterThan(50);
    // Every answer was a real one (no dropped socket) and either served or a clean "try again".
    expect(statuses.every((s) => s === 200 || s === 503), JSON.stringify([...new Set(statuses)])).toBe(true);
    expect(statuses.slice(-10).every((s) => s === 200)).toBe(true);

    const ready = await waitUntil('readiness', async () => {
      const r = await fetch(`${server.url}/api/health/ready`);
      return r.ok ? r.json() : null;
    }, 20_000);
    expect(ready.database.ok).toBe(true);

    // Jobs resume: a statement uploaded after the outage is analysed.
    const f = await buildStatementFixture('gtbank-csv');
    const res = await uploadOver(server.url, cookie, { name: f.fileName, bytes: f.bytes, type: 'text/csv' }, 'after-outage-1');
    expect(res.status).toBe(201);
    const done = await waitUntil('the analysis', async () => {
      const rows = await outcomes(db.url, userId);
      return rows.length === 1 && rows[0].status === 'completed' ? rows : null;
    }, 60_000);
    expect(done[0].transactions).toBe(f.expected.transactions.length);
  }, 180_000);
});
