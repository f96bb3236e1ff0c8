import type { Database } from './client.ts';

/** The cheapest round trip to the database (readiness probes). */
export async function pingDatabase(database: Database): Promise<void> {
  await database.query('SELECT 1');
}
