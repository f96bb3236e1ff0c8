import { randomUUID } from 'node:crypto';
import type { AnalysisResult, Persona } from '@nairalens/core/contract.ts';
import { PERSONAS, StatementError } from '@nairalens/core/contract.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { refundSpend } from '../uploads/tokens.ts';
import { analyseWithRules, resultJson, type StoredRule } from './extras.ts';
import { ANALYSIS_JOB_OPTIONS, RAW_DOCUMENT_TTL_MS } from './queue-names.ts';
import { ocrOptions, parseStatementOffThread } from './run-parse.ts';
import { sqlRows } from './sql.ts';

/** Why an analysis failed, in one sentence a person can act on. */
const FAILURE_MESSAGES: Record<string, string> = {
  TIMEOUT: 'The analysis took too long and was stopped; your tokens were refunded. Please try again.',
  INTERNAL: 'Something went wrong while analysing this statement; your tokens were refunded. Please try again.',
  MISSING_FILE: 'The uploaded file is no longer available; your tokens were refunded. Please upload it again.',
};

interface Claimed {
  id: string;
  user_id: string;
  upload_id: string;
  storage_key: string | null;
  file_name: string | null;
  token_cost: number;
  idempotency_key: string | null;
  analysis_for: string;
  persona: string | null;
}

export class PermanentFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * One job: claim the analysis (still processing), decrypt the document in memory, parse (worker thread), analyse,
 * then store result + transactions and mark it completed in one transaction that first re-checks the status under
 * a row lock — so a retried or duplicated job never writes twice, and a late duplicate changes nothing.
 */
export async function processAnalysis(ctx: AppContext, analysisId: string, attempt: { retryCount: number }): Promise<'completed' | 'failed' | 'skipped'> {
  const db = ctx.database.db;
  const [row] = await sqlRows<Claimed>(
    db,
    `SELECT a.id, a.user_id, a.upload_id, u.storage_key, u.file_name, u.token_cost, u.idempotency_key, u.analysis_for, p.persona
       FROM analyses a JOIN uploads u ON u.id = a.upload_id LEFT JOIN profiles p ON p.user_id = a.user_id
      WHERE a.id = $1 AND a.status = 'processing'`,
    [analysisId],
  );
  if (!row) return 'skipped';
  const started = performance.now();
  await setStage(db, analysisId, 'reading', true);
  const lastAttempt = attempt.retryCount >= ANALYSIS_JOB_OPTIONS.retryLimit;
  try {
    if (!row.storage_key) throw new PermanentFailure('MISSING_FILE', FAILURE_MESSAGES.MISSING_FILE);
    let bytes: Uint8Array;
    try {
      bytes = await ctx.storage.get(row.storage_key);
    } catch {
      throw new PermanentFailure('MISSING_FILE', FAILURE_MESSAGES.MISSING_FILE);
    }
    const parsed = await parseStatementOffThread(bytes, { ocr: ocrOptions(ctx.config.dataDir), fileName: row.file_name ?? undefined });
    bytes = new Uint8Array(0);
    await setStage(db, analysisId, 'analysing');
    const rules = await loadRules(db, row.user_id);
    const persona = row.analysis_for === 'me' && PERSONAS.includes(row.persona as Persona) ? (row.persona as Persona) : undefined;
    const { result, insights } = analyseWithRules(parsed, persona, rules);
    await setStage(db, analysisId, 'saving');
    const done = await db.transaction(async (tx) => {
      const [locked] = await sqlRows<{ status: string }>(tx, 'SELECT status FROM analyses WHERE id = $1 FOR UPDATE', [analysisId]);
      if (locked?.status !== 'processing') return false;
      await storeResult(tx, row, result, resultJson(result, insights, { format: parsed.meta.format, ocrConfidence: parsed.meta.ocrConfidence ?? null }), Math.round(performance.now() - started));
      // Completed and "raw document gone" become visible together; the file itself goes right after the commit
      // (a file left behind by a crash here is an orphan the sweeper deletes).
      await sqlRows(tx, 'UPDATE uploads SET storage_key = NULL, raw_deleted_at = now() WHERE id = $1', [row.upload_id]);
      return true;
    });
    await deleteRaw(ctx, row.upload_id, row.storage_key);
    if (done) await notifyFinished(ctx, row).catch((e) => ctx.log.warn({ err: e, analysisId }, 'analysis mail failed'));
    return done ? 'completed' : 'skipped';
  } catch (error) {
    const permanent = error instanceof StatementError || error instanceof PermanentFailure;
    if (!permanent && !lastAttempt) {
      ctx.log.warn({ analysisId, attempt: attempt.retryCount, err: scrub(error) }, 'analysis attempt failed; retrying');
      await setStage(db, analysisId, 'queued');
      throw error;
    }
    const code = permanent ? (error as StatementError | PermanentFailure).code : 'INTERNAL';
    const message = permanent ? (error as Error).message : FAILURE_MESSAGES.INTERNAL;
    if (!permanent) ctx.log.error({ analysisId, err: scrub(error) }, 'analysis failed');
    const failed = await failAnalysis(ctx, analysisId, code, message);
    await deleteRaw(ctx, row.upload_id, row.storage_key);
    return failed ? 'failed' : 'skipped';
  }
}

/** Error details for logs: name, code and message only (never the document or anything from the request). */
function scrub(error: unknown): { name?: string; code?: string; message?: string } {
  const e = error as { name?: string; code?: string; message?: string };
  return { name: e?.name, code: e?.code, message: e?.message?.slice(0, 300) };
}

async function setStage(db: DbOrTx, analysisId: string, stage: string, attempt = false): Promise<void> {
  await sqlRows(
    db,
    `UPDATE analyses SET stage = $2, updated_at = now()${attempt ? ', attempts = attempts + 1' : ''} WHERE id = $1 AND status = 'processing'`,
    [analysisId, stage],
  );
}

/** Marks a processing analysis failed and refunds its tokens, in one transaction. False when it was not processing. */
export async function failAnalysis(ctx: AppContext, analysisId: string, code: string, message: string): Promise<boolean> {
  const keys: string[] = [];
  const failed = await ctx.database.db.transaction(async (tx) => {
    const [a] = await sqlRows<{ status: string; user_id: string; idempotency_key: string | null }>(
      tx,
      `SELECT a.status, a.user_id, u.idempotency_key FROM analyses a JOIN uploads u ON u.id = a.upload_id WHERE a.id = $1 FOR UPDATE OF a`,
      [analysisId],
    );
    if (a?.status !== 'processing') return false;
    await sqlRows(
      tx,
      `UPDATE analyses SET status = 'failed', stage = NULL, failure_code = $2, failure_message = $3, updated_at = now(), completed_at = now() WHERE id = $1`,
      [analysisId, code, message],
    );
    const [u] = await sqlRows<{ id: string; storage_key: string | null }>(
      tx,
      'UPDATE uploads u SET storage_key = NULL, raw_deleted_at = now() FROM uploads old WHERE u.id = old.id AND u.id = (SELECT upload_id FROM analyses WHERE id = $1) RETURNING u.id, old.storage_key',
      [analysisId],
    );
    if (u?.storage_key) keys.push(u.storage_key);
    if (a.idempotency_key) {
      await refundSpend(tx, {
        userId: a.user_id,
        spendKey: `statement:${a.idempotency_key}`,
        idempotencyKey: `refund:statement:${a.idempotency_key}`,
        reason: 'refund',
        analysisId,
      });
    }
    return true;
  });
  for (const key of keys) await ctx.storage.delete(key).catch(() => {});
  return failed;
}

async function loadRules(db: DbOrTx, userId: string): Promise<StoredRule[]> {
  // Global rules (set by admins) first, the person's own after: later rules win ties, so a person's correction wins.
  return sqlRows<StoredRule>(
    db,
    `SELECT id, pattern, direction, category FROM (
       SELECT id::text, pattern, direction, category, 0 AS tier, updated_at FROM global_category_rules WHERE enabled
       UNION ALL
       SELECT id::text, pattern, direction, category, 1 AS tier, updated_at FROM user_category_rules WHERE user_id = $1
     ) r ORDER BY tier, updated_at, id`,
    [userId],
  );
}

async function storeResult(tx: Tx, row: Claimed, result: AnalysisResult, json: ReturnType<typeof resultJson>, ms: number): Promise<void> {
  await sqlRows(tx, 'DELETE FROM analysis_transactions WHERE analysis_id = $1', [row.id]);
  const txs = result.transactions;
  const CHUNK = 500;
  for (let start = 0; start < txs.length; start += CHUNK) {
    const chunk = txs.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const values = chunk.map((t, j) => {
      const i = start + j;
      params.push(randomUUID(), row.id, row.user_id, i, t.date, t.description, t.amount, t.balance, t.category, t.category, t.loanRepayment, t.lender);
      const b = params.length - 12;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8}, $${b + 9}, $${b + 10}, $${b + 11}, $${b + 12})`;
    });
    await sqlRows(
      tx,
      `INSERT INTO analysis_transactions (id, analysis_id, user_id, idx, date, description, amount, balance, category, engine_category, loan_repayment, lender) VALUES ${values.join(', ')}`,
      params,
    );
  }
  await sqlRows(
    tx,
    `UPDATE analyses SET status = 'completed', stage = NULL, dti = $2, summary_json = $3, loans_json = $4, result_json = $5,
            processing_ms = $6, updated_at = now(), completed_at = now() WHERE id = $1`,
    [row.id, result.summary.dti, JSON.stringify(result.summary), JSON.stringify({ loanEligibility: result.summary.loanEligibility }), JSON.stringify(json), ms],
  );
}

/** Deletes the raw document once read (success or failure); the upload keeps only its metadata. */
export async function deleteRaw(ctx: AppContext, uploadId: string, storageKey: string | null): Promise<void> {
  if (!storageKey) return;
  await ctx.storage.delete(storageKey);
  await sqlRows(ctx.database.db, 'UPDATE uploads SET storage_key = NULL, raw_deleted_at = coalesce(raw_deleted_at, now()) WHERE id = $1 AND storage_key = $2', [uploadId, storageKey]);
}

async function notifyFinished(ctx: AppContext, row: Claimed): Promise<void> {
  const [p] = await sqlRows<{ email: string; on: boolean }>(
    ctx.database.db,
    'SELECT u.email, p.email_analysis_finished AS on FROM "user" u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1',
    [row.user_id],
  );
  if (!p?.on) return;
  await ctx.mailer.send(p.email, {
    subject: 'Your statement analysis is ready',
    heading: 'Your analysis is ready',
    paragraphs: [`We finished analysing ${row.file_name || 'your statement'}. Your income, spending, savings and health score are waiting for you.`],
    action: { label: 'View Analysis', url: `${ctx.config.appUrl}/app/analysis/${row.upload_id}` },
  });
}

/**
 * Housekeeping, run every few minutes: raw documents older than 24 hours are deleted whatever their state (and
 * stray files in the store too); analyses stuck in processing for 15 minutes (their job lost or exhausted) fail
 * with a refund.
 */
export async function sweep(ctx: AppContext, now = Date.now()): Promise<{ rawDeleted: number; stale: number }> {
  const cutoff = new Date(now - RAW_DOCUMENT_TTL_MS);
  const old = await sqlRows<{ id: string; storage_key: string }>(
    ctx.database.db,
    'SELECT id, storage_key FROM uploads WHERE storage_key IS NOT NULL AND created_at < $1',
    [cutoff],
  );
  for (const u of old) await deleteRaw(ctx, u.id, u.storage_key);
  let rawDeleted = old.length;
  for (const key of await ctx.storage.listOlderThan(RAW_DOCUMENT_TTL_MS, now)) {
    const [ref] = await sqlRows(ctx.database.db, 'SELECT id FROM uploads WHERE storage_key = $1', [key]);
    if (!ref) {
      await ctx.storage.delete(key);
      rawDeleted++;
    }
  }
  const stuck = await sqlRows<{ id: string }>(
    ctx.database.db,
    `SELECT id FROM analyses WHERE status = 'processing' AND updated_at < $1`,
    [new Date(now - 15 * 60 * 1000)],
  );
  let stale = 0;
  for (const a of stuck) if (await failAnalysis(ctx, a.id, 'TIMEOUT', FAILURE_MESSAGES.TIMEOUT)) stale++;
  return { rawDeleted, stale };
}

