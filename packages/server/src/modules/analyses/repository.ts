import type { AnalysisResult } from '@nairalens/core/contract.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { randomUUID } from 'node:crypto';
import type { StoredRule } from '@nairalens/core/analysis/analyse-with-rules.ts';
import { sqlRows } from '../../db/sql.ts';
import type { AnalysisJson, AnalysisResultJson } from '@nairalens/core/api/analysis.ts';
import type { DocumentRecord } from '../../documents/document-kind.ts';
import { CATEGORY_COUNTS_SQL, type TxRow } from './transactions-repository.ts';

export type { TxRow };

export interface AnalysisRow {
  id: string;
  user_id: string;
  upload_id: string;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  stage: string | null;
  failure_code: string | null;
  failure_message: string | null;
  clean_export_unlocked: boolean;
  result_json: StoredResult | null;
  created_at: Date;
  completed_at: Date | null;
  processing_ms: number | null;
  file_name: string | null;
  file_size: number;
  file_type: string;
  analysis_for: string;
  client_name: string | null;
  token_cost: number;
  upload_created_at: Date;
  raw_deleted: boolean;
  persona: string | null;
}

/** result_json as stored: the same shape the API answers (core/api/analysis.ts). */
export type StoredResult = AnalysisResultJson;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The person's analysis by the upload id (the /app/analysis/{id} route) or by the analysis id. Anything else —
 * unknown, malformed, or someone else's — is the same 404.
 */
export async function findAnalysis(db: DbOrTx, userId: string, id: string, opts: { lock?: boolean } = {}): Promise<AnalysisRow> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await sqlRows<AnalysisRow>(
    db,
    `SELECT a.id, a.user_id, a.upload_id, a.status, a.stage, a.failure_code, a.failure_message, a.clean_export_unlocked, a.result_json,
            a.created_at, a.completed_at, a.processing_ms, u.file_name, u.file_size, u.file_type, u.analysis_for, u.client_name,
            u.token_cost, u.created_at AS upload_created_at, (u.storage_key IS NULL) AS raw_deleted, p.persona
       FROM analyses a JOIN uploads u ON u.id = a.upload_id LEFT JOIN profiles p ON p.user_id = a.user_id
      WHERE a.user_id = $1 AND (a.upload_id = $2 OR a.id = $2)${opts.lock ? ' FOR UPDATE OF a' : ''}`,
    [userId, id],
  );
  if (!row) throw notFound();
  if (typeof row.result_json === 'string') row.result_json = JSON.parse(row.result_json);
  return row;
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND', "The analysis you're looking for doesn't exist or is still processing.");
}

/** The analysis as the API answers it (the shared contract in core/api/analysis.ts). */
export function analysisJson(row: AnalysisRow): AnalysisJson {
  return {
    id: row.id,
    uploadId: row.upload_id,
    status: row.status,
    stage: row.stage,
    fileName: row.file_name || 'Uploaded Statement',
    fileSize: row.file_size,
    fileType: row.file_type,
    analysisFor: row.analysis_for === 'someone-else' ? 'someone-else' : 'me',
    clientName: row.client_name,
    tokenCost: row.token_cost,
    createdAt: new Date(row.upload_created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    processingMs: row.processing_ms,
    rawDeleted: row.raw_deleted,
    failure: row.status === 'failed' ? { code: row.failure_code, message: row.failure_message } : null,
    cleanExportUnlocked: row.clean_export_unlocked,
    result: row.status === 'completed' ? row.result_json : null,
  };
}

// --- the statement document, as the document pipeline reads and writes it --------------------------------------

/** An analysis being processed, with what its job needs of the upload and the person. */
export interface ClaimedStatement extends DocumentRecord {
  uploadId: string;
  analysisFor: string;
  persona: string | null;
}

export async function claimStatement(db: DbOrTx, analysisId: string): Promise<ClaimedStatement | null> {
  const [row] = await sqlRows<{ id: string; user_id: string; upload_id: string; storage_key: string | null; file_name: string | null; idempotency_key: string | null; analysis_for: string; persona: string | null }>(
    db,
    `SELECT a.id, a.user_id, a.upload_id, u.storage_key, u.file_name, u.idempotency_key, u.analysis_for, p.persona
       FROM analyses a JOIN uploads u ON u.id = a.upload_id LEFT JOIN profiles p ON p.user_id = a.user_id
      WHERE a.id = $1 AND a.status = 'processing'`,
    [analysisId],
  );
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    uploadId: row.upload_id,
    storageKey: row.storage_key,
    fileName: row.file_name,
    idempotencyKey: row.idempotency_key,
    analysisFor: row.analysis_for === 'someone-else' ? 'someone-else' : 'me',
    persona: row.persona,
  };
}

export async function setStatementStage(db: DbOrTx, analysisId: string, stage: string, countAttempt = false): Promise<void> {
  await sqlRows(
    db,
    `UPDATE analyses SET stage = $2, updated_at = now()${countAttempt ? ', attempts = attempts + 1' : ''} WHERE id = $1 AND status = 'processing'`,
    [analysisId, stage],
  );
}

export async function setStatementJobId(db: DbOrTx, analysisId: string, jobId: string | null): Promise<void> {
  await sqlRows(db, 'UPDATE analyses SET job_id = $2 WHERE id = $1', [analysisId, jobId]);
}

export async function lockStatement(db: DbOrTx, analysisId: string): Promise<{ status: string; userId: string; idempotencyKey: string | null } | null> {
  const [a] = await sqlRows<{ status: string; user_id: string; idempotency_key: string | null }>(
    db,
    `SELECT a.status, a.user_id, u.idempotency_key FROM analyses a JOIN uploads u ON u.id = a.upload_id WHERE a.id = $1 FOR UPDATE OF a`,
    [analysisId],
  );
  return a ? { status: a.status, userId: a.user_id, idempotencyKey: a.idempotency_key } : null;
}

/** The analysis after a correction: its stored result, summary and DTI recomputed. */
export async function saveRecomputedResult(db: DbOrTx, analysisId: string, json: unknown, summary: AnalysisResult['summary']): Promise<void> {
  await sqlRows(db, 'UPDATE analyses SET result_json = $2, summary_json = $3, dti = $4, updated_at = now() WHERE id = $1', [
    analysisId,
    JSON.stringify(json),
    JSON.stringify(summary),
    summary.dti,
  ]);
}

export async function markCleanExportUnlocked(db: DbOrTx, analysisId: string): Promise<void> {
  await sqlRows(db, 'UPDATE analyses SET clean_export_unlocked = true, updated_at = now() WHERE id = $1', [analysisId]);
}

/**
 * The rules a new analysis runs with: global rules (set by admins) first, the person's own after — later rules win
 * ties, so a person's correction wins over a global rule.
 */
export async function rulesForNewAnalysis(db: DbOrTx, userId: string): Promise<StoredRule[]> {
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

/** Stores the transactions and the result, marks the analysis completed and its upload's raw document gone. */
export async function completeStatement(
  tx: DbOrTx,
  row: ClaimedStatement,
  result: AnalysisResult,
  json: StoredResult,
  processingMs: number,
): Promise<void> {
  await sqlRows(tx, 'DELETE FROM analysis_transactions WHERE analysis_id = $1', [row.id]);
  const txs = result.transactions;
  const CHUNK = 500;
  for (let start = 0; start < txs.length; start += CHUNK) {
    const chunk = txs.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const values = chunk.map((t, j) => {
      const i = start + j;
      params.push(randomUUID(), row.id, row.userId, i, t.date, t.description, t.amount, t.balance, t.category, t.category, t.loanRepayment, t.lender);
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
            processing_ms = $6, category_counts = ${CATEGORY_COUNTS_SQL('$1')}, updated_at = now(), completed_at = now()
      WHERE id = $1`,
    [row.id, result.summary.dti, JSON.stringify(result.summary), JSON.stringify({ loanEligibility: result.summary.loanEligibility }), JSON.stringify(json), processingMs],
  );
  await sqlRows(tx, 'UPDATE uploads SET storage_key = NULL, raw_deleted_at = now() WHERE id = $1', [row.uploadId]);
}

/** Marks the analysis failed and its upload's raw document gone; returns the storage key the upload held. */
export async function markStatementFailed(tx: DbOrTx, analysisId: string, failure: { code: string; message: string }): Promise<string | null> {
  await sqlRows(
    tx,
    `UPDATE analyses SET status = 'failed', stage = NULL, failure_code = $2, failure_message = $3, updated_at = now(), completed_at = now() WHERE id = $1`,
    [analysisId, failure.code, failure.message],
  );
  const [u] = await sqlRows<{ storage_key: string | null }>(
    tx,
    'UPDATE uploads u SET storage_key = NULL, raw_deleted_at = now() FROM uploads old WHERE u.id = old.id AND u.id = (SELECT upload_id FROM analyses WHERE id = $1) RETURNING old.storage_key',
    [analysisId],
  );
  return u?.storage_key ?? null;
}

export async function clearStatementStorageKey(db: DbOrTx, analysisId: string, storageKey: string): Promise<void> {
  await sqlRows(
    db,
    'UPDATE uploads SET storage_key = NULL, raw_deleted_at = coalesce(raw_deleted_at, now()) WHERE id = (SELECT upload_id FROM analyses WHERE id = $1) AND storage_key = $2',
    [analysisId, storageKey],
  );
}

/** Uploads still holding a raw document created before `cutoff`, named by their analysis. */
export async function statementsWithRawOlderThan(db: DbOrTx, cutoff: Date): Promise<{ id: string; storageKey: string }[]> {
  const rows = await sqlRows<{ id: string; storage_key: string }>(
    db,
    'SELECT a.id, u.storage_key FROM uploads u JOIN analyses a ON a.upload_id = u.id WHERE u.storage_key IS NOT NULL AND u.created_at < $1',
    [cutoff],
  );
  return rows.map((r) => ({ id: r.id, storageKey: r.storage_key }));
}

export async function statementsStuckSince(db: DbOrTx, cutoff: Date): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(db, `SELECT id FROM analyses WHERE status = 'processing' AND updated_at < $1`, [cutoff]);
  return rows.map((r) => r.id);
}

export async function uploadOwnsStorageKey(db: DbOrTx, storageKey: string): Promise<boolean> {
  return (await sqlRows(db, 'SELECT id FROM uploads WHERE storage_key = $1', [storageKey])).length > 0;
}

export async function notificationTarget(db: DbOrTx, userId: string): Promise<{ email: string; on: boolean } | null> {
  const [p] = await sqlRows<{ email: string; on: boolean }>(
    db,
    'SELECT u.email, p.email_analysis_finished AS on FROM "user" u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1',
    [userId],
  );
  return p ?? null;
}
