import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { deleteUpload, findOwnedUpload } from './repository.ts';

/**
 * Deletes an analysis with its data: the upload row (the analysis and its transactions go with it) and the encrypted
 * original file. An analysis still being read is refused: the worker would write into rows that no longer exist.
 */
export async function deleteAnalysis(ctx: AppContext, userId: string, analysisId: string): Promise<void> {
  const db = ctx.database.db;
  const row = await findOwnedUpload(db, userId, analysisId);
  if (!row) throw new AppError('NOT_FOUND', "The analysis you're looking for doesn't exist or is still processing.");
  if (row.status === 'processing' || row.status === 'pending') throw new AppError('CONFLICT', 'This analysis is still running. Delete it when it has finished.');
  await deleteUpload(db, userId, row.uploadId);
  // The rows are gone first, so a failed file delete leaves an orphan file (swept with the account), never a row
  // pointing at nothing.
  if (row.storageKey) await ctx.storage.delete(row.storageKey).catch((err) => ctx.log.warn({ err }, 'could not delete a statement file'));
  await audit(db, { userId, action: 'analysis.deleted', target: analysisId });
}
