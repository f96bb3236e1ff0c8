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

/** Gives a person tokens as a non-expiring purchased lot (what a real purchase writes), straight in the database. */
export async function grantTokensIn(url: string, email: string, amount: number): Promise<string> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [email]);
    const userId = rows[0].id;
    const op = randomUUID();
    await c.query('BEGIN');
    await c.query('INSERT INTO token_operations (id, user_id, idempotency_key, kind) VALUES ($1, $2, $3, $4)', [op, userId, `fault-grant-${op}`, 'admin_grant']);
    await c.query(
      `INSERT INTO token_ledger (id, user_id, delta, bucket, type, reason, lot_id, operation_id) VALUES ($1, $2, $3, 'PURCHASED', 'purchase', 'Test tokens', $1, $4)`,
      [op, userId, amount, op],
    );
    await c.query('UPDATE profiles SET tokens_balance = tokens_balance + $2 WHERE user_id = $1', [userId, amount]);
    await c.query('COMMIT');
    return userId;
  });
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
