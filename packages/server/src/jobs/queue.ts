import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';

/** pg-boss on the same database: embedded PGlite (its single connection) or PostgreSQL (a small pool of its own). */
export function createQueue(database: Database, databaseUrl: string | undefined): PgBoss {
  if (database.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(database.pglite! as never), backend: 'pglite', schema: 'pgboss' });
  }
  return new PgBoss({ connectionString: databaseUrl, max: 4, schema: 'pgboss' });
}
