import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { DbOrTx } from './client.ts';
import * as schema from './schema/index.ts';

/** better-auth's tables (users, sessions, accounts, verifications, two-factor) over our drizzle schema. */
export function authAdapter(db: DbOrTx) {
  return drizzleAdapter(db, { provider: 'pg', schema });
}
