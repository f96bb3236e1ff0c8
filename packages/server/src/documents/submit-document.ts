import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { DOCUMENT_JOB_OPTIONS } from '../jobs/queue-names.ts';
import { sendInTransaction } from '../jobs/send-in-transaction.ts';
import { spendTokens } from '../modules/wallet/index.ts';
import type { AnyDocumentKind } from './document-kind.ts';
import { assertHourlyBudget } from './hourly-budget.ts';
import { imageProblemMessage } from '@nairalens/core/files/image-size.ts';

export interface Submission {
  id: string;
  userId: string;
  idempotencyKey: string;
  tokenCost: number;
  /** The document as the reader will get it (a protected PDF already opened), encrypted at rest by the store. */
  plaintext: Uint8Array;
  /** Job-queue priority (higher runs first); 0 when absent. */
  priority?: number;
  /** Inserts the kind's rows (status processing, stage queued) naming `storageKey`, inside the transaction. */
  insert(tx: Tx, storageKey: string): Promise<void>;
}

/**
 * Accepts a document: stores it encrypted, then ONE transaction inserts its row, spends its tokens and enqueues its
 * job (pg-boss on the same connection) — all three happen or none. The job carries only the row id. Nothing is
 * parsed here: the reading happens in the job. On any failure the stored file is deleted again.
 */
export async function submitDocument(ctx: AppContext, kind: AnyDocumentKind, input: Submission): Promise<void> {
  const imageProblem = imageProblemMessage(input.plaintext);
  if (imageProblem) throw new AppError('UNREADABLE', imageProblem);
  await assertHourlyBudget(ctx, input.userId);
  const storageKey = await ctx.storage.put(input.plaintext);
  try {
    await ctx.database.db.transaction(async (tx) => {
      await input.insert(tx, storageKey);
      const spent = await spendTokens(tx, {
        userId: input.userId,
        amount: input.tokenCost,
        idempotencyKey: kind.ledger.spendKey(input.idempotencyKey),
        reason: kind.ledger.reason,
        analysisId: kind.ledger.analysisId(input.id),
        fileCost: input.tokenCost,
      });
      if (spent.replayed) throw new AppError('CONFLICT', 'This upload was already started.');
      const jobId = await sendInTransaction(
        ctx.queue,
        tx,
        kind.queue,
        { [kind.payloadKey]: input.id },
        // Grouped by person, for fair queueing (register-document-jobs.ts); priority for the Business plan.
        { ...DOCUMENT_JOB_OPTIONS, group: { id: input.userId }, priority: input.priority ?? 0 },
      );
      await kind.store.setJobId(tx, input.id, jobId);
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}
