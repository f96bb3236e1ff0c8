import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { creditTokens, refundSpend, spendTokens, walletBalance } from '../src/modules/wallet/ledger-service.ts';

/**
 * Concurrency on real PostgreSQL (runs when DATABASE_URL is set, e.g. `npm run test:pg`): 50 simultaneous spends of
 * 1 token, each in its own transaction on its own connection, against a balance of 20 → exactly 20 succeed.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('wallet concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp({ WORKERS: 'off' });
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 60 });
    db = drizzle(pool, { schema }) as unknown as Db;
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('50 simultaneous spends of 1 token against 20: exactly 20 succeed, never negative', async () => {
    const a = await t.signUp();
    await db.transaction((tx) =>
      creditTokens(tx, { userId: a.userId, kind: 'purchase', amount: 19, idempotencyKey: 'seed', reason: 'seed' }),
    );
    expect((await walletBalance(db, a.userId)).totalBalance).toBe(20);

    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction((tx) =>
          spendTokens(tx, {
            userId: a.userId,
            amount: 1,
            idempotencyKey: `race-${i}`,
            reason: 'statement',
            analysisId: null,
          }),
        ),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'INSUFFICIENT_TOKENS',
    ).length;
    console.info(
      `concurrency: 50 simultaneous spends against 20 → ${ok} succeeded, ${refused} refused (INSUFFICIENT_TOKENS) in ${ms} ms`,
    );
    expect(ok).toBe(20);
    expect(refused).toBe(30);
    const [sum] = await t.ctx.database.query<{ n: number; cached: number }>(
      'SELECT (SELECT sum(delta)::int FROM token_ledger WHERE user_id = $1) AS n, (SELECT tokens_balance FROM profiles WHERE user_id = $1) AS cached',
      [a.userId],
    );
    expect(sum).toEqual({ n: 0, cached: 0 });
  });

  it('the same idempotency key raced 20 times spends once; concurrent refunds of one spend refund once', async () => {
    const a = await t.signUp();
    await db.transaction((tx) =>
      creditTokens(tx, { userId: a.userId, kind: 'purchase', amount: 9, idempotencyKey: 'seed', reason: 'seed' }),
    );
    const spends = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) =>
          spendTokens(tx, {
            userId: a.userId,
            amount: 3,
            idempotencyKey: 'one-upload',
            reason: 'statement',
            analysisId: null,
          }),
        ),
      ),
    );
    expect(spends.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(spends.filter((r) => r.status === 'fulfilled' && !r.value.replayed)).toHaveLength(1);
    expect((await walletBalance(db, a.userId)).totalBalance).toBe(7);
    const refunds = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) =>
          refundSpend(tx, { userId: a.userId, spendKey: 'one-upload', idempotencyKey: i % 2 ? 'r-a' : 'r-b' }),
        ),
      ),
    );
    expect(refunds.reduce((s, r) => s + r.refunded, 0)).toBe(3);
    expect((await walletBalance(db, a.userId)).totalBalance).toBe(10);
  });
});
