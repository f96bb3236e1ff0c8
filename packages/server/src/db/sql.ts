import type { DbOrTx } from './client.ts';

/**
 * Runs one parameterised statement on a drizzle database or transaction handle and returns its rows.
 * Both drivers (node-postgres and PGlite) keep their client on the drizzle session; using it keeps raw SQL inside
 * the caller's transaction. Also the adapter pg-boss's `send({ db })` needs to enqueue inside that transaction.
 */
export async function sqlRows<T = Record<string, unknown>>(db: DbOrTx, text: string, params: unknown[] = []): Promise<T[]> {
  const result = await clientOf(db).query(text, params);
  return result.rows as T[];
}

interface QueryClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function clientOf(db: DbOrTx): QueryClient {
  const session = (db as unknown as { session?: { client?: QueryClient } }).session;
  if (!session?.client || typeof session.client.query !== 'function') throw new Error('No SQL client on this database handle.');
  return session.client;
}

