import { CreditReportError } from '@nairalens/core/credit-reports/types.ts';
import type { AppContext } from '../../context.ts';
import { refundSpend } from '../wallet/ledger-service.ts';
import { CREDIT_REPORT_JOB_OPTIONS, refundKeyOf, spendKeyOf } from './queue.ts';
import { defaultOcrOptions, readCreditReportInWorker } from './read-in-worker.ts';
import { claimProcessing, clearStorageKey, lockForUpdate, markCompleted, markFailed, setStage } from './repository.ts';

const FAILURES: Record<string, string> = {
  MISSING_FILE: 'The uploaded file is no longer available; your token was refunded. Please upload it again.',
  INTERNAL: 'Something went wrong while reading this report; your token was refunded. Please try again.',
  TIMEOUT: 'Reading this report took too long and was stopped; your token was refunded. Please try again.',
};

class Permanent extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * One job: claim the report (still processing), decrypt in memory, read it in a worker thread, then store the
 * result and mark it completed under a row lock, so a retried or duplicated job never writes twice. The raw file
 * is deleted after reading, whatever the outcome; a failure refunds the token.
 */
export async function processCreditReport(ctx: AppContext, reportId: string, attempt: { retryCount: number }): Promise<'completed' | 'failed' | 'skipped'> {
  const db = ctx.database.db;
  const row = await claimProcessing(db, reportId);
  if (!row) return 'skipped';
  const started = performance.now();
  await setStage(db, reportId, 'reading', true);
  try {
    if (!row.storageKey) throw new Permanent('MISSING_FILE', FAILURES.MISSING_FILE);
    let bytes: Uint8Array;
    try {
      bytes = await ctx.storage.get(row.storageKey);
    } catch {
      throw new Permanent('MISSING_FILE', FAILURES.MISSING_FILE);
    }
    const ocr = { ...defaultOcrOptions(), cachePath: undefined };
    const result = await readCreditReportInWorker(bytes, { ocr });
    await setStage(db, reportId, 'saving');
    const done = await db.transaction(async (tx) => {
      const locked = await lockForUpdate(tx, reportId);
      if (locked?.status !== 'processing') return false;
      await markCompleted(tx, reportId, result, Math.round(performance.now() - started));
      return true;
    });
    await deleteRaw(ctx, reportId, row.storageKey);
    return done ? 'completed' : 'skipped';
  } catch (error) {
    const permanent = error instanceof CreditReportError || error instanceof Permanent;
    if (!permanent && attempt.retryCount < CREDIT_REPORT_JOB_OPTIONS.retryLimit) {
      ctx.log.warn({ reportId, attempt: attempt.retryCount, err: { message: (error as Error)?.message?.slice(0, 200) } }, 'credit report attempt failed; retrying');
      await setStage(db, reportId, 'queued');
      throw error;
    }
    const code = permanent ? (error as CreditReportError | Permanent).code : 'INTERNAL';
    const message = permanent ? refundNote((error as Error).message) : FAILURES.INTERNAL;
    if (!permanent) ctx.log.error({ reportId, err: { message: (error as Error)?.message?.slice(0, 200) } }, 'credit report failed');
    const failed = await failCreditReport(ctx, reportId, code, message);
    await deleteRaw(ctx, reportId, row.storageKey);
    return failed ? 'failed' : 'skipped';
  }
}

const refundNote = (m: string) => (/refunded/.test(m) ? m : `${m} Your token was refunded.`);

/** Marks a processing report failed and refunds its token in one transaction; false when it was not processing. */
export async function failCreditReport(ctx: AppContext, reportId: string, code: string, message: string): Promise<boolean> {
  let key: string | null = null;
  const failed = await ctx.database.db.transaction(async (tx) => {
    const r = await lockForUpdate(tx, reportId);
    if (r?.status !== 'processing') return false;
    key = r.storageKey;
    await markFailed(tx, reportId, code, message);
    await refundSpend(tx, { userId: r.userId, spendKey: spendKeyOf(r.idempotencyKey), idempotencyKey: refundKeyOf(r.idempotencyKey), reason: 'refund', analysisId: null });
    return true;
  });
  if (key) await ctx.storage.delete(key).catch(() => {});
  return failed;
}

export async function deleteRaw(ctx: AppContext, reportId: string, storageKey: string | null): Promise<void> {
  if (!storageKey) return;
  await ctx.storage.delete(storageKey).catch(() => {});
  await clearStorageKey(ctx.database.db, reportId, storageKey);
}

export { FAILURES };
