import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A drizzle transaction handle; repositories accept `Db | Tx` so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs SQL text with no parameters (several statements allowed): migrations and maintenance. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given; otherwise PGlite (Postgres compiled to WASM) in `<dataDir>/pglite`,
 * or in memory when dataDir is 'memory://' (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Told about errors of idle pooled connections (a database restart, failover, an idle-connection killer). */
  onConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    // A request waiting for a connection during an outage fails after 5 s (answered 503) instead of hanging.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // Without this listener an idle client's error (the server closed the connection) is an uncaught 'error' event
    // and kills the process. The pool drops that client and opens a new one on the next query.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // Timestamps arrive as Date; bigint counters (rate limits) fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = drizzlePg(pool, { schema });
    return {
      kind: 'postgres',
      db,
      pool,
      exec: async (sql) => {
        // One dedicated connection, so a failed multi-statement script can be rolled back on that connection.
        const client = await pool.connect();
        try {
          await client.query(sql);
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (options.dataDir === 'memory://') {
    pglite = await PGlite.create();
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    query: async (sql, params) => (await pglite.query(sql, params)).rows as never,
    close: () => pglite.close(),
  };
}
