import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** Stores one message in the development outbox (read at /dev/mailbox and GET /api/dev/outbox). */
export async function insertOutboxMessage(
  db: DbOrTx,
  message: { to: string; subject: string; html: string; text: string; links: string[] },
): Promise<void> {
  await db.insert(mailOutbox).values({ id: randomUUID(), ...message });
}
