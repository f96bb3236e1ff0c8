import type { AppContext } from '../../context.ts';
import { deleteRaw, failCreditReport, FAILURES } from './process-credit-report.ts';
import { RAW_REPORT_TTL_MS } from './queue.ts';
import { rawOlderThan, stuckProcessing } from './repository.ts';

/**
 * Housekeeping: raw reports older than 24 hours are deleted whatever their state; reports stuck in processing for
 * 15 minutes (their job lost) fail with a refund.
 */
export async function sweepCreditReports(ctx: AppContext, now = Date.now()): Promise<{ rawDeleted: number; stale: number }> {
  const old = await rawOlderThan(ctx.database.db, new Date(now - RAW_REPORT_TTL_MS));
  for (const r of old) await deleteRaw(ctx, r.id, r.storageKey);
  let stale = 0;
  for (const r of await stuckProcessing(ctx.database.db, new Date(now - 15 * 60 * 1000)))
    if (await failCreditReport(ctx, r.id, 'TIMEOUT', FAILURES.TIMEOUT)) stale++;
  return { rawDeleted: old.length, stale };
}
