import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * Every 15 s the queue looks for jobs whose worker stopped sending heartbeats (a process killed mid-job) and hands
 * them to a live worker: with 30-second heartbeats, an interrupted document resumes within about a minute.
 */
const SUPERVISION = { superviseIntervalSeconds: 15, monitorIntervalSeconds: 15 } as const;

/** pg-boss on the same database: embedded PGlite (its single connection) or PostgreSQL (a small pool of its own). */
export function createQueue(database: Database, databaseUrl: string | undefined): PgBoss {
  if (database.kind === 'pglite') {
    return new PgBoss({ db: fromPglite(database.pglite! as never), backend: 'pglite', schema: 'pgboss', ...SUPERVISION });
  }
  return new PgBoss({ connectionString: databaseUrl, max: 4, schema: 'pgboss', ...SUPERVISION });
}
