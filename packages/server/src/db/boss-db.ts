import type { DbOrTx } from './client.ts';
import { sqlRows } from './sql.ts';

/** pg-boss's IDatabase over the same handle, so `queue.send(..., { db })` commits or rolls back with it. */
export function bossDb(db: DbOrTx): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  return { executeSql: async (text, values) => ({ rows: await sqlRows(db, text, values ?? []) }) };
}
