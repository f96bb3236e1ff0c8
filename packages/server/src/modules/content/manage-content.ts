import { FAQ } from '@nairalens/core/help/faq.ts';
import { DEFAULT_TESTIMONIALS } from '@nairalens/core/content/testimonials.ts';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../audit.ts';
import { AppError } from '../../errors.ts';
import type { z } from 'zod';
import { CONTENT_ANSWERS, CONTENT_SCHEMAS, type ContentKind } from '@nairalens/core/api/content.ts';
import { findRevision, findState, history, publish, saveDraft, type Revision } from './repository.ts';

/** A kind's content as stored: saved through its rules (CONTENT_SCHEMAS), shaped by its answer schema when sent. */
type Stored<K extends ContentKind> = z.input<(typeof CONTENT_ANSWERS)[K]>;

/**
 * What the site shows before anything is published: the FAQ and testimonials written with the product, no banner, and
 * no admin answers (the assistant's built-in knowledge base answers alone).
 */
export const DEFAULT_CONTENT: { [K in ContentKind]: Stored<K> } = {
  faq: FAQ.map(({ id, question, answer }) => ({ id, question, answer })),
  announcement: { active: false, text: '', tone: 'info' },
  'help-answers': [],
  testimonials: [...DEFAULT_TESTIMONIALS],
};

// The jsonb column holds what CONTENT_SCHEMAS[kind] accepted; the route's answer schema shapes it on the way out.
const present = <K extends ContentKind>(_kind: K, r: Revision | undefined) =>
  r && {
    id: r.id,
    content: r.content as Stored<K>,
    state: r.state,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    publishedBy: r.publishedBy,
    publishedAt: r.publishedAt?.toISOString() ?? null,
  };

/** The public view: the published version, or the default. */
export async function publishedContent<K extends ContentKind>(db: DbOrTx, kind: K) {
  const row = await findState(db, kind, 'published');
  return {
    content: row ? (row.content as Stored<K>) : DEFAULT_CONTENT[kind],
    publishedAt: row?.publishedAt?.toISOString() ?? null,
  };
}

export async function contentForAdmin<K extends ContentKind>(db: DbOrTx, kind: K) {
  const [published, draft, older] = await Promise.all([
    findState(db, kind, 'published'),
    findState(db, kind, 'draft'),
    history(db, kind),
  ]);
  return {
    kind,
    default: DEFAULT_CONTENT[kind],
    published: present(kind, published) ?? null,
    draft: present(kind, draft) ?? null,
    history: older.map((r) => present(kind, r)!),
  };
}

export async function saveContentDraft<K extends ContentKind>(db: DbOrTx, kind: K, body: unknown, by: string) {
  const parsed = CONTENT_SCHEMAS[kind].safeParse(body);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Please check the content.');
  return present(kind, await saveDraft(db, kind, parsed.data, by))!;
}

/** Publishes the draft; every publish is audited with the version it replaced, so it can be undone. */
export async function publishDraft<K extends ContentKind>(db: DbOrTx, kind: K, actor: { id: string; ip: string }) {
  return db.transaction(async (tx) => {
    const draft = await findState(tx, kind, 'draft');
    if (!draft) throw new AppError('CONFLICT', 'There is no draft to publish.');
    const before = await findState(tx, kind, 'published');
    const row = await publish(tx, kind, draft.content, actor.id, draft.id);
    await audit(tx, {
      action: 'cms.publish',
      actorId: actor.id,
      target: `${kind}:${row.id}`,
      details: { kind, replaced: before?.id ?? null },
      ip: actor.ip,
    });
    return present(kind, row)!;
  });
}

/** Publishes an earlier version's content again (as a new version, so the history keeps every step). */
export async function restoreRevision<K extends ContentKind>(
  db: DbOrTx,
  kind: K,
  id: string,
  actor: { id: string; ip: string },
) {
  return db.transaction(async (tx) => {
    const old = await findRevision(tx, kind, id);
    if (!old) throw new AppError('NOT_FOUND', 'Version not found.');
    const before = await findState(tx, kind, 'published');
    const row = await publish(tx, kind, old.content, actor.id, null);
    await audit(tx, {
      action: 'cms.restore',
      actorId: actor.id,
      target: `${kind}:${row.id}`,
      details: { kind, from: id, replaced: before?.id ?? null },
      ip: actor.ip,
    });
    return present(kind, row)!;
  });
}
