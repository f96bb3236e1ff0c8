import type { AnalysisSummary } from '@nairalens/core/contract.ts';
import { whatChanged } from '@nairalens/core/history/what-changed.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { analysisAndPrevious } from './repository.ts';

/** This analysis against the owner's previous completed one of the same account (same person or same client profile). */
export async function whatChangedSinceLast(db: DbOrTx, userId: string, analysisId: string) {
  const { current, previous } = await analysisAndPrevious(db, userId, analysisId);
  if (!current) throw new AppError('NOT_FOUND', "The analysis you're looking for doesn't exist or is still processing.");
  if (!previous || !current.summary || !previous.summary) return { previous: null, changes: [] };
  return {
    previous: { id: previous.id, completedAt: previous.completedAt!.toISOString() },
    changes: whatChanged(previous.summary as AnalysisSummary, current.summary as AnalysisSummary),
  };
}
