import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyses, clientProfiles } from '../../db/schema/index.ts';

/** The person's client profiles, newest first, with how many analyses each holds. */
export async function listProfiles(db: DbOrTx, userId: string) {
  return db
    .select({
      id: clientProfiles.id,
      label: clientProfiles.label,
      createdAt: clientProfiles.createdAt,
      analysisCount: count(analyses.id),
    })
    .from(clientProfiles)
    .leftJoin(analyses, eq(analyses.profileLightId, clientProfiles.id))
    .where(eq(clientProfiles.userId, userId))
    .groupBy(clientProfiles.id)
    .orderBy(desc(clientProfiles.createdAt));
}

export async function findProfile(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(clientProfiles)
    .where(and(eq(clientProfiles.id, id), eq(clientProfiles.userId, userId)));
  return row ?? null;
}

export async function insertProfile(db: DbOrTx, userId: string, label: string) {
  const [row] = await db.insert(clientProfiles).values({ id: randomUUID(), userId, label }).returning();
  return row!;
}
