import { randomUUID } from 'node:crypto';
import { MAX_BATCH_FILES, type PlannedFile } from '@nairalens/core/api/workspace-batch.ts';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { liveBalance } from '../wallet/index.ts';
import { requirePermission, type Actor } from './access.ts';
import { fileJson, requireClient } from './get-client.ts';
import { findBatch, insertBatch, listFiles } from './statement-repository.ts';
import { recordAction } from './resolve-actor.ts';
import { MAX_UPLOAD_BYTES } from '../uploads/index.ts';

/**
 * Opens a batch: checks the plan (≤ 50 files, each ≤ 10 MB, each for a client of this workspace) and answers with
 * the total cost and the pool's balance, before anything is spent. Files are then sent one by one, each with the cost
 * it was shown at: a file that would cost anything else is refused with 409 and nothing spent (see createUpload).
 */
export async function createBatch(ctx: AppContext, actor: Actor, files: PlannedFile[]) {
  requirePermission(actor, 'upload');
  if (files.length === 0) throw new AppError('VALIDATION', 'Choose at least one statement.');
  if (files.length > MAX_BATCH_FILES)
    throw new AppError('VALIDATION', `A batch holds at most ${MAX_BATCH_FILES} files.`);
  for (const f of files) {
    if (f.size > MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', `${f.fileName} is larger than 10 MB.`);
    await requireClient(ctx, actor, f.clientId);
  }
  const totalCost = files.reduce((sum, f) => sum + (f.tokenCost ?? statementTokenCost(Math.max(1, f.size))), 0);
  const balance = await liveBalance(ctx.database.db, actor.ownerId);
  const id = randomUUID();
  await ctx.database.db.transaction(async (tx) => {
    await insertBatch(tx, {
      id,
      workspaceId: actor.workspaceId,
      createdBy: actor.label,
      fileCount: files.length,
      quotedCost: totalCost,
    });
    await recordAction(tx, actor, 'batch.created', id, { files: files.length, totalCost });
  });
  return { id, fileCount: files.length, totalCost, balance };
}

export async function getBatch(ctx: AppContext, actor: Actor, batchId: string) {
  const batch = /^[0-9a-f-]{36}$/i.test(batchId) ? await findBatch(ctx.database.db, actor.workspaceId, batchId) : null;
  if (!batch) throw new AppError('NOT_FOUND', 'Batch not found.');
  const files = (await listFiles(ctx.database.db, actor.workspaceId, { batchId })).map(fileJson);
  const counts = { completed: 0, failed: 0, processing: 0 };
  for (const f of files) counts[f.status as keyof typeof counts] = (counts[f.status as keyof typeof counts] ?? 0) + 1;
  return {
    batch: {
      id: batch.id,
      fileCount: batch.fileCount,
      quotedCost: batch.quotedCost,
      createdAt: batch.createdAt.toISOString(),
      createdBy: batch.createdBy,
    },
    counts: { ...counts, notSent: Math.max(0, batch.fileCount - files.length) },
    spent: files.filter((f) => f.analysisId && f.status !== 'failed').reduce((s, f) => s + f.tokenCost, 0),
    files,
  };
}
