import { randomUUID } from 'node:crypto';
import pg from 'pg';

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Runs one parameterised statement: a pg client's or a PGlite's `query`. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** Gives a person tokens as a non-expiring purchased lot (what a real purchase writes), straight in the database. */
export async function grantTokensIn(url: string, email: string, amount: number): Promise<string> {
  return withClient(url, (c) => grantTokensWith((sql, params) => c.query(sql, params), email, amount));
}

/** grantTokensIn on any database handle (PGlite's data directory, opened while the server is stopped). */
export async function grantTokensWith(run: RunSql, email: string, amount: number): Promise<string> {
  const { rows } = (await run('SELECT id FROM "user" WHERE email = $1', [email])) as { rows: { id: string }[] };
  const userId = rows[0].id;
  const op = randomUUID();
  await run('BEGIN');
  await run('INSERT INTO token_operations (id, user_id, idempotency_key, kind) VALUES ($1, $2, $3, $4)', [op, userId, `fault-grant-${op}`, 'admin_grant']);
  await run(
    `INSERT INTO token_ledger (id, user_id, delta, bucket, type, reason, lot_id, operation_id) VALUES ($1, $2, $3, 'PURCHASED', 'purchase', 'Test tokens', $1, $4)`,
    [op, userId, amount, op],
  );
  await run('UPDATE profiles SET tokens_balance = tokens_balance + $2 WHERE user_id = $1', [userId, amount]);
  await run('COMMIT');
  return userId;
}

export interface AnalysisOutcome {
  id: string;
  status: string;
  attempts: number;
  transactions: number;
  spent: number;
  refunded: number;
}

/** Every analysis of a person with what the ledger says about it. */
export async function outcomes(url: string, userId: string): Promise<AnalysisOutcome[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<AnalysisOutcome>(
      `SELECT a.id, a.status, a.attempts,
              (SELECT count(*)::int FROM analysis_transactions t WHERE t.analysis_id = a.id) AS transactions,
              coalesce((SELECT -sum(l.delta)::int FROM token_ledger l WHERE l.analysis_id = a.id AND l.delta < 0), 0) AS spent,
              coalesce((SELECT sum(l.delta)::int FROM token_ledger l WHERE l.analysis_id = a.id AND l.delta > 0), 0) AS refunded
         FROM analyses a WHERE a.user_id = $1 ORDER BY a.created_at`,
      [userId],
    );
    return rows;
  });
}

export async function waitUntil<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
