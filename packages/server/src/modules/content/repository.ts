import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentRevisions } from '../../db/schema/index.ts';
import type { ContentKind } from '@nairalens/core/api/content.ts';

export type Revision = typeof contentRevisions.$inferSelect;

export async function findState(db: DbOrTx, kind: ContentKind, state: 'draft' | 'published') {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.state, state)));
  return row;
}

export async function findRevision(db: DbOrTx, kind: ContentKind, id: string) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.id, id)));
  return row;
}

export async function history(db: DbOrTx, kind: ContentKind, limit = 20) {
  return db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.state, 'superseded')))
    .orderBy(desc(contentRevisions.publishedAt))
    .limit(limit);
}

/** Replaces the kind's draft (there is at most one). */
export async function saveDraft(db: DbOrTx, kind: ContentKind, content: unknown, by: string) {
  await db.delete(contentRevisions).where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.state, 'draft')));
  const [row] = await db
    .insert(contentRevisions)
    .values({ id: randomUUID(), kind, content, state: 'draft', createdBy: by })
    .returning();
  return row!;
}

/** Supersedes the published version and publishes `id` (a draft) — or a copy of an older version's content. */
export async function publish(db: DbOrTx, kind: ContentKind, content: unknown, by: string, draftId: string | null) {
  await db
    .update(contentRevisions)
    .set({ state: 'superseded' })
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.state, 'published')));
  if (draftId) {
    const [row] = await db
      .update(contentRevisions)
      .set({ state: 'published', publishedBy: by, publishedAt: new Date() })
      .where(eq(contentRevisions.id, draftId))
      .returning();
    return row!;
  }
  const [row] = await db
    .insert(contentRevisions)
    .values({
      id: randomUUID(),
      kind,
      content,
      state: 'published',
      createdBy: by,
      publishedBy: by,
      publishedAt: new Date(),
    })
    .returning();
  return row!;
}
