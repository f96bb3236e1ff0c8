import { randomUUID } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A PostgreSQL database made for one spec, with a connection the spec uses to set up what the UI cannot. */
export type ThrowawayDatabase = {
  name: string;
  url: string;
  client: pg.Client;
  /** Credits tokens as a PURCHASED lot (operation + ledger row + cached balance), straight in the database. */
  grantTokens(email: string, amount: number): Promise<void>;
};

/**
 * Creates a database on E2E_DATABASE_URL's server (default the local one), or answers null when PostgreSQL does not
 * answer within 2 s: the spec then runs on PGlite or skips what needs it. The server migrates it on start.
 */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase | null> {
  const name = `nl_e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  try {
    const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } catch {
    return null;
  }
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { name, url, client, grantTokens: (email, amount) => grantTokens(client, email, amount) };
}

/** Closes the spec's connection and drops its database (forcing out the server's, should one be left). */
export async function dropThrowawayDatabase(db: ThrowawayDatabase | null) {
  if (!db) return;
  await db.client.end().catch(() => undefined);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
  await admin.end();
}

async function grantTokens(client: pg.Client, email: string, amount: number) {
  const [{ id }] = (await client.query('SELECT id FROM "user" WHERE email = $1', [email])).rows;
  const op = randomUUID();
  await client.query('BEGIN');
  await client.query('INSERT INTO token_operations (id, user_id, idempotency_key, kind) VALUES ($1, $2, $3, $4)', [
    op,
    id,
    `e2e-${op}`,
    'admin_grant',
  ]);
  await client.query(
    `INSERT INTO token_ledger (id, user_id, delta, bucket, type, reason, lot_id, operation_id)
     VALUES ($1, $2, $3, 'PURCHASED', 'purchase', 'E2E tokens', $1, $4)`,
    [op, id, amount, op],
  );
  await client.query('UPDATE profiles SET tokens_balance = tokens_balance + $2 WHERE user_id = $1', [id, amount]);
  await client.query('COMMIT');
}
