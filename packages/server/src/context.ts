import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Auth, AuthHooks } from './auth/auth.ts';
import type { Mailer } from './mail/mailer.ts';
import type { EncryptedStore } from './storage/encrypted-store.ts';
import type { Metrics } from './http/metrics.ts';

/** Everything a route or job needs, built once at start and passed explicitly (no globals). */
export interface AppContext {
  config: Config;
  database: Database;
  auth: Auth;
  authHooks: AuthHooks;
  mailer: Mailer;
  queue: PgBoss;
  storage: EncryptedStore;
  log: FastifyBaseLogger;
  metrics: Metrics;
}
