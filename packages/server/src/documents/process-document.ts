import type { AppContext } from '../context.ts';
import { DOCUMENT_JOB_OPTIONS } from '../jobs/queue-names.ts';
import type { AnyDocumentKind, DocumentFailure } from './document-kind.ts';
import { failDocument } from './fail-document.ts';

/** A failure of the pipeline itself that no retry can fix (the raw file is gone). */
class MissingFile extends Error {}

/**
 * One job: claim the row (still processing), decrypt the document in memory, read it (worker thread), then store
 * the result and mark it completed in one transaction that first re-checks the status under a row lock — so a
 * retried or duplicated job never writes twice, and a late duplicate changes nothing. The document's own failures
 * fail the row at once with a refund; other errors are retried, and the last attempt fails it with a refund.
 */
export async function processDocument(
  ctx: AppContext,
  kind: AnyDocumentKind,
  id: string,
  attempt: { retryCount: number },
): Promise<'completed' | 'failed' | 'skipped'> {
  const db = ctx.database.db;
  const record = await kind.store.claim(db, id);
  if (!record) return 'skipped';
  const started = performance.now();
  await kind.store.setStage(db, id, 'reading', true);
  const lastAttempt = attempt.retryCount >= DOCUMENT_JOB_OPTIONS.retryLimit;
  try {
    if (!record.storageKey) throw new MissingFile();
    let bytes: Uint8Array;
    try {
      bytes = await ctx.storage.get(record.storageKey);
    } catch {
      throw new MissingFile();
    }
    const output = await kind.read(ctx, bytes, record, (stage) => kind.store.setStage(db, id, stage));
    bytes = new Uint8Array(0);
    await kind.store.setStage(db, id, 'saving');
    const done = await db.transaction(async (tx) => {
      const locked = await kind.store.lock(tx, id);
      if (locked?.status !== 'processing') return false;
      // Completed and "raw document gone" become visible together; the file itself goes right after the commit
      // (a file left behind by a crash here is an orphan the sweeper deletes).
      await kind.store.complete(tx, record, output, Math.round(performance.now() - started));
      return true;
    });
    await deleteRaw(ctx, kind, id, record.storageKey);
    if (done && kind.afterComplete) {
      await kind
        .afterComplete(ctx, record)
        .catch((e) => ctx.log.warn({ err: scrub(e), id, kind: kind.name }, 'after-completion step failed'));
    }
    return done ? 'completed' : 'skipped';
  } catch (error) {
    const failure: DocumentFailure | null =
      error instanceof MissingFile
        ? { code: 'MISSING_FILE', message: kind.messages.MISSING_FILE }
        : kind.asFailure(error);
    if (!failure && !lastAttempt) {
      ctx.log.warn(
        { id, kind: kind.name, attempt: attempt.retryCount, err: scrub(error) },
        'document job failed; retrying',
      );
      await kind.store.setStage(db, id, 'queued');
      throw error;
    }
    if (!failure) ctx.log.error({ id, kind: kind.name, err: scrub(error) }, 'document job failed');
    const failed = await failDocument(ctx, kind, id, failure ?? { code: 'INTERNAL', message: kind.messages.INTERNAL });
    await deleteRaw(ctx, kind, id, record.storageKey);
    return failed ? 'failed' : 'skipped';
  }
}

/** Deletes the raw document once read (success or failure); the row keeps only its metadata. */
export async function deleteRaw(
  ctx: AppContext,
  kind: AnyDocumentKind,
  id: string,
  storageKey: string | null,
): Promise<void> {
  if (!storageKey) return;
  await ctx.storage.delete(storageKey);
  await kind.store.clearStorageKey(ctx.database.db, id, storageKey);
}

/** Error details for logs: name, code and message only (never the document or anything from the request). */
function scrub(error: unknown): { name?: string; code?: string; message?: string } {
  const e = error as { name?: string; code?: string; message?: string };
  return { name: e?.name, code: e?.code, message: e?.message?.slice(0, 300) };
}
