import { buildHistory, type PersonHistory } from '@nairalens/core/history/month-history.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadAnalysedStatements, profileBelongsTo, rejectedPairs, type Owner } from './repository.ts';

/**
 * The owner's history across all their analyses and accounts. A client profile id that is not the person's is a 404,
 * like any other resource of someone else.
 */
export async function buildPersonHistory(db: DbOrTx, owner: Owner): Promise<PersonHistory> {
  if (owner.profileId && !(await profileBelongsTo(db, owner.userId, owner.profileId))) {
    throw new AppError('NOT_FOUND', 'Client profile not found.');
  }
  const [statements, rejected] = await Promise.all([loadAnalysedStatements(db, owner), rejectedPairs(db, owner.userId)]);
  return buildHistory(statements, rejected);
}
