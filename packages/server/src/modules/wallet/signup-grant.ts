import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, tokenLedger, tokenOperations } from '../../db/schema/index.ts';

/**
 * The free trial token (decisions.md: 1 token, a non-expiring GRANT). Operation, ledger row and cached balance
 * change in one transaction; the operation's idempotency key makes a repeated hook harmless.
 */
export async function grantSignupToken(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const operationId = randomUUID();
    const op = await tx
      .insert(tokenOperations)
      .values({ id: operationId, userId, idempotencyKey: 'signup-grant', kind: 'grant' })
      .onConflictDoNothing()
      .returning({ id: tokenOperations.id });
    if (op.length === 0) return;
    const id = randomUUID();
    await tx.insert(tokenLedger).values({
      id,
      userId,
      delta: 1,
      bucket: 'GRANT',
      type: 'grant',
      reason: 'Free trial token',
      lotId: id,
      operationId,
    });
    await tx
      .update(profiles)
      .set({ tokensBalance: sql`${profiles.tokensBalance} + 1` })
      .where(eq(profiles.userId, userId));
  });
}
