import type { PgBoss, SendOptions } from 'pg-boss';
import type { DbOrTx } from '../db/client.ts';
import { bossDb } from '../db/boss-db.ts';

/** Enqueues a job on the caller's transaction: it exists if and only if the transaction commits. */
export function sendInTransaction(queue: PgBoss, tx: DbOrTx, name: string, data: object, options: SendOptions = {}): Promise<string | null> {
  return queue.send(name, data, { ...options, db: bossDb(tx) });
}
