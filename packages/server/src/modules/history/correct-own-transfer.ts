import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { rejectPair, restorePair } from './repository.ts';

/** Pair ids are `${analysisId}:${index}>${analysisId}:${index}`; anything else is refused before it is stored. */
const PAIR_ID = /^[0-9a-f-]{36}:\d{1,6}>[0-9a-f-]{36}:\d{1,6}$/i;

/** "These two are not a transfer between my accounts" (reject) or "they are, after all" (restore). */
export async function correctOwnTransfer(db: DbOrTx, userId: string, pairId: string, isOwnTransfer: boolean): Promise<void> {
  if (!PAIR_ID.test(pairId)) throw new AppError('VALIDATION', 'That transfer pair does not exist.');
  if (isOwnTransfer) await restorePair(db, userId, pairId);
  else await rejectPair(db, userId, pairId);
}
