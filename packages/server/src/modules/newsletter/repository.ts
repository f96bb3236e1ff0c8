import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

type Changes = Partial<typeof newsletterSubscriptions.$inferInsert>;

export async function subscriptionByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row ?? null;
}

export async function subscriptionByTokenHash(db: DbOrTx, hash: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hash));
  return row ?? null;
}

/** A new pending address; a concurrent insert of the same address wins and this one is dropped. */
export async function insertSubscription(db: DbOrTx, email: string, values: Changes): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ id: randomUUID(), email, ...values })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}

/** False when no such subscription exists. */
export async function updateSubscription(db: DbOrTx, id: string, changes: Changes): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set(changes)
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
