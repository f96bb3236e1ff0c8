import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { session } from '../db/schema/index.ts';

/** Ends one session everywhere it is used. */
export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}
