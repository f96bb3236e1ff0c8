import type { AppContext } from '../context.ts';
import { RAW_DOCUMENT_TTL_MS } from '../jobs/queue-names.ts';
import type { AnyDocumentKind } from './document-kind.ts';
import { failDocument } from './fail-document.ts';
import { deleteRaw } from './process-document.ts';

/**
 * Housekeeping over every document kind, run every few minutes and once at start: raw documents older than 24 hours
 * are deleted whatever their state (and stray files no row names, too); rows processing with no progress for
 * `config.documentStaleMs` (their job lost, or the server killed mid-way) fail with a refund.
 */
export async function sweepDocuments(
  ctx: AppContext,
  kinds: readonly AnyDocumentKind[],
  now = Date.now(),
): Promise<{ rawDeleted: number; stale: number }> {
  const db = ctx.database.db;
  const cutoff = new Date(now - RAW_DOCUMENT_TTL_MS);
  let rawDeleted = 0;
  let stale = 0;
  for (const kind of kinds) {
    for (const row of await kind.store.withRawOlderThan(db, cutoff)) {
      await deleteRaw(ctx, kind, row.id, row.storageKey);
      rawDeleted++;
    }
  }
  for (const key of await ctx.storage.listOlderThan(RAW_DOCUMENT_TTL_MS, now)) {
    let owned = false;
    for (const kind of kinds) if (!owned) owned = await kind.store.ownsStorageKey(db, key);
    if (!owned) {
      await ctx.storage.delete(key);
      rawDeleted++;
    }
  }
  const staleBefore = new Date(now - ctx.config.documentStaleMs);
  for (const kind of kinds) {
    for (const id of await kind.store.stuckSince(db, staleBefore)) {
      if (await failDocument(ctx, kind, id, { code: 'TIMEOUT', message: kind.messages.TIMEOUT })) stale++;
    }
  }
  return { rawDeleted, stale };
}
