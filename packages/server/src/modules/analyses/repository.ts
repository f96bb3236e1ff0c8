import type { AnalysisResult, Category, ParsedStatement, StatementInfo } from '@nairalens/core/contract.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Insights } from '@nairalens/core/analysis/analyse-statement.ts';
import type { StoredMeta } from './extras.ts';
import { sqlRows } from './sql.ts';

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

export interface StoredResult {
  statement: StatementInfo;
  summary: AnalysisResult['summary'];
  monthly: { month: string; income: number; expenses: number; saved: number; net: number; daysCovered: number; daysInMonth: number }[];
  charges: Insights['chargesAudit'];
  salary: Insights['salary'];
  loans: Insights['loans'];
  personaNotes: string[];
  meta?: StoredMeta;
}

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

export interface TxRow {
  id: string;
  idx: number;
  date: string;
  description: string;
  amount: number;
  balance: number | null;
  category: Category;
  engine_category: Category;
  loan_repayment: boolean;
  lender: string | null;
  recategorised: boolean;
}

export async function transactionsOf(db: DbOrTx, analysisId: string): Promise<TxRow[]> {
  const rows = await sqlRows<TxRow>(
    db,
    `SELECT id, idx, to_char(date, 'YYYY-MM-DD') AS date, description, amount, balance, category, engine_category, loan_repayment, lender, recategorised
       FROM analysis_transactions WHERE analysis_id = $1 ORDER BY idx`,
    [analysisId],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount), balance: r.balance === null ? null : Number(r.balance) }));
}

/** The statement as the engine read it, rebuilt from what we stored (for re-analysis after a correction). */
export function parsedFromStored(result: StoredResult, rows: readonly TxRow[]): ParsedStatement {
  return {
    statement: result.statement,
    transactions: rows.map((r) => ({ date: r.date, description: r.description, amount: r.amount, balance: r.balance })),
    meta: { format: (result.meta?.format ?? 'pdf') as ParsedStatement['meta']['format'] },
  };
}

export function analysisJson(row: AnalysisRow) {
  return {
    id: row.id,
    uploadId: row.upload_id,
    status: row.status,
    stage: row.stage,
    fileName: row.file_name || 'Uploaded Statement',
    fileSize: row.file_size,
    fileType: row.file_type,
    analysisFor: row.analysis_for,
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
