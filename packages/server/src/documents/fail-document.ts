import type { AppContext } from '../context.ts';
import { refundSpend } from '../modules/wallet/index.ts';
import type { AnyDocumentKind, DocumentFailure } from './document-kind.ts';

/**
 * Marks a processing document failed and refunds its tokens, in one transaction (so a failure never keeps the
 * tokens, and a refund never happens twice: the row is locked and must still be processing). False when it was not
 * processing. The raw file goes right after the commit.
 */
export async function failDocument(
  ctx: AppContext,
  kind: AnyDocumentKind,
  id: string,
  failure: DocumentFailure,
): Promise<boolean> {
  let storageKey: string | null = null;
  const failed = await ctx.database.db.transaction(async (tx) => {
    const row = await kind.store.lock(tx, id);
    if (row?.status !== 'processing') return false;
    storageKey = await kind.store.markFailed(tx, id, failure);
    if (row.idempotencyKey) {
      await refundSpend(tx, {
        userId: row.userId,
        spendKey: kind.ledger.spendKey(row.idempotencyKey),
        idempotencyKey: kind.ledger.refundKey(row.idempotencyKey),
        reason: kind.ledger.refundReason,
        analysisId: kind.ledger.analysisId(id),
      });
    }
    return true;
  });
  if (storageKey) await ctx.storage.delete(storageKey).catch(() => {});
  return failed;
}
