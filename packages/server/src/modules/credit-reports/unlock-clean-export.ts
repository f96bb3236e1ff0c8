import { CLEAN_EXPORT_COST } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { spendTokens } from '../wallet/index.ts';
import { unlockCleanExport } from './repository.ts';
import { ownReport } from './view-credit-report.ts';

/** A clean (unwatermarked) PDF costs 2 tokens once per report; it stays unlocked afterwards. */
export async function unlockCreditReportExport(ctx: AppContext, userId: string, id: string): Promise<{ charged: number }> {
  const row = await ownReport(ctx.database.db, userId, id);
  if (row.cleanExportUnlocked) return { charged: 0 };
  await ctx.database.db.transaction(async (tx) => {
    await spendTokens(tx, { userId, amount: CLEAN_EXPORT_COST, idempotencyKey: `clean_export:credit_report:${id}`, reason: 'clean_export', analysisId: null });
    await unlockCleanExport(tx, userId, id);
  });
  return { charged: CLEAN_EXPORT_COST };
}
