import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcementDeliveries, announcements, profiles, user } from '../../db/schema/index.ts';

export async function insertAnnouncement(db: DbOrTx, values: { subject: string; body: string }) {
  const [row] = await db
    .insert(announcements)
    .values({ id: randomUUID(), ...values })
    .returning();
  return row!;
}

export async function findAnnouncement(db: DbOrTx, id: string) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row ?? null;
}

export async function listAnnouncements(db: DbOrTx) {
  return db.select().from(announcements).orderBy(desc(announcements.createdAt)).limit(50);
}

/** Verified people who want product updates. */
export async function productUpdateRecipients(db: DbOrTx) {
  return db
    .select({ userId: user.id, email: user.email })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(profiles.emailProductUpdates, true), eq(user.emailVerified, true)));
}

/** How many people an announcement would reach now (the sender checks each one again when it sends). */
export async function countProductUpdateRecipients(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(profiles.emailProductUpdates, true), eq(user.emailVerified, true)));
  return Number(row?.n ?? 0);
}

export async function claimDelivery(db: DbOrTx, announcementId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(announcementDeliveries)
    .values({ announcementId, userId })
    .onConflictDoNothing()
    .returning({ userId: announcementDeliveries.userId });
  return rows.length > 0;
}

export async function releaseDelivery(db: DbOrTx, announcementId: string, userId: string): Promise<void> {
  await db
    .delete(announcementDeliveries)
    .where(and(eq(announcementDeliveries.announcementId, announcementId), eq(announcementDeliveries.userId, userId)));
}

export async function markSent(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(announcements)
    .set({
      sentAt: new Date(),
      recipients: sql`(SELECT count(*) FROM announcement_deliveries d WHERE d.announcement_id = ${id})`,
    })
    .where(eq(announcements.id, id));
}
