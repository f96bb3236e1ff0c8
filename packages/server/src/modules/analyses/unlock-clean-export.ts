import { CLEAN_EXPORT_COST } from '@nairalens/core/tokens/costs.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { spendTokens } from '../wallet/index.ts';
import { findAnalysis, markCleanExportUnlocked } from './repository.ts';

export const CLEAN_EXPORT_MESSAGE = 'You need 2 tokens to unlock clean exports.';

/** Clean exports: 2 tokens, once per analysis; after that they stay unlocked (stored on the analysis). */
export async function unlockCleanExport(
  db: Db,
  userId: string,
  id: string,
  ip: string,
): Promise<{ unlocked: true; charged: number }> {
  const result = await db.transaction(async (tx) => {
    const a = await findAnalysis(tx, userId, id, { lock: true });
    if (a.status !== 'completed')
      throw new AppError('CONFLICT', 'Exports are available once the analysis is complete.');
    if (a.clean_export_unlocked) return { charged: 0 };
    try {
      await spendTokens(tx, {
        userId,
        amount: CLEAN_EXPORT_COST,
        idempotencyKey: `clean_export:${a.id}`,
        reason: 'clean_export',
        analysisId: a.id,
      });
    } catch (e) {
      if (e instanceof AppError && e.code === 'INSUFFICIENT_TOKENS')
        throw new AppError('INSUFFICIENT_TOKENS', CLEAN_EXPORT_MESSAGE);
      throw e;
    }
    await markCleanExportUnlocked(tx, a.id);
    return { charged: CLEAN_EXPORT_COST };
  });
  if (result.charged) await audit(db, { action: 'analysis.clean_export_unlocked', userId, target: id, ip });
  return { unlocked: true, charged: result.charged };
}
