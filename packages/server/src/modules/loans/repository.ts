import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sqlRows } from '../../db/sql.ts';
import type { DocumentRecord } from '../../documents/document-kind.ts';

/** Data access of the loans area. Every query is scoped to the user; another user's row is a 404. */

export interface ContractRow {
  id: string;
  user_id: string;
  idempotency_key: string;
  file_name: string | null;
  file_size: number;
  file_type: string;
  token_cost: number;
  status: 'processing' | 'completed' | 'failed';
  stage: string | null;
  source: 'pdf-text' | 'ocr' | null;
  ocr_confidence: string | number | null;
  terms_json: ContractTerms | null;
  corrections_json: Partial<ContractTerms>;
  monthly_income: string | number | null;
  failure_code: string | null;
  failure_message: string | null;
  processing_ms: number | null;
  created_at: Date;
  completed_at: Date | null;
}

export interface ScenarioRow {
  id: string;
  kind: 'calculator' | 'comparison' | 'contract';
  name: string;
  input_json: unknown;
  contract_id: string | null;
  created_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function hydrate(row: ContractRow): ContractRow {
  row.terms_json = row.terms_json === null ? null : json<ContractTerms>(row.terms_json);
  row.corrections_json = json<Partial<ContractTerms>>(row.corrections_json ?? {});
  return row;
}

export async function findContract(db: DbOrTx, userId: string, id: string): Promise<ContractRow> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Loan analysis not found.');
  const [row] = await sqlRows<ContractRow>(db, 'SELECT * FROM loan_contracts WHERE user_id = $1 AND id = $2', [
    userId,
    id,
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'Loan analysis not found.');
  return hydrate(row);
}

export async function findContractByKey(db: DbOrTx, userId: string, key: string): Promise<ContractRow | null> {
  const [row] = await sqlRows<ContractRow>(
    db,
    'SELECT * FROM loan_contracts WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return row ? hydrate(row) : null;
}

export async function listContracts(db: DbOrTx, userId: string): Promise<ContractRow[]> {
  const rows = await sqlRows<ContractRow>(
    db,
    'SELECT * FROM loan_contracts WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50',
    [userId],
  );
  return rows.map(hydrate);
}

export async function insertContract(
  db: DbOrTx,
  row: Pick<
    ContractRow,
    'id' | 'user_id' | 'idempotency_key' | 'file_name' | 'file_size' | 'file_type' | 'token_cost'
  > & {
    storage_key: string;
  },
): Promise<void> {
  await sqlRows(
    db,
    `INSERT INTO loan_contracts (id, user_id, idempotency_key, file_name, file_size, file_type, token_cost, status, stage, storage_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'processing', 'queued', $8)`,
    [
      row.id,
      row.user_id,
      row.idempotency_key,
      row.file_name,
      row.file_size,
      row.file_type,
      row.token_cost,
      row.storage_key,
    ],
  );
}

export async function completeContract(
  db: DbOrTx,
  id: string,
  values: {
    terms: ContractTerms;
    source: string;
    ocrConfidence: number | null;
    monthlyIncome: number | null;
    processingMs: number;
  },
): Promise<void> {
  await sqlRows(
    db,
    `UPDATE loan_contracts SET status = 'completed', stage = NULL, terms_json = $2, source = $3, ocr_confidence = $4, monthly_income = $5,
       processing_ms = $6, storage_key = NULL, raw_deleted_at = now(), completed_at = now(), updated_at = now() WHERE id = $1`,
    [id, JSON.stringify(values.terms), values.source, values.ocrConfidence, values.monthlyIncome, values.processingMs],
  );
}

/** Marks the contract failed and its raw document gone; returns the storage key it held. */
export async function failContract(db: DbOrTx, id: string, code: string, message: string): Promise<string | null> {
  const [row] = await sqlRows<{ storage_key: string | null }>(
    db,
    `UPDATE loan_contracts c SET status = 'failed', stage = NULL, failure_code = $2, failure_message = $3, storage_key = NULL,
       raw_deleted_at = now(), updated_at = now(), completed_at = now() FROM loan_contracts old
      WHERE c.id = old.id AND c.id = $1 RETURNING old.storage_key`,
    [id, code, message],
  );
  return row?.storage_key ?? null;
}

// --- the contract document, as the document pipeline reads and writes it -----------------------------------------

export interface ClaimedContract extends DocumentRecord {
  fileSize: number;
}

export async function claimContract(db: DbOrTx, id: string): Promise<ClaimedContract | null> {
  const [row] = await sqlRows<{
    id: string;
    user_id: string;
    storage_key: string | null;
    idempotency_key: string;
    file_name: string | null;
    file_size: number;
  }>(
    db,
    `SELECT id, user_id, storage_key, idempotency_key, file_name, file_size FROM loan_contracts WHERE id = $1 AND status = 'processing'`,
    [id],
  );
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        storageKey: row.storage_key,
        idempotencyKey: row.idempotency_key,
        fileName: row.file_name,
        fileSize: row.file_size,
      }
    : null;
}

export async function setContractStage(db: DbOrTx, id: string, stage: string, countAttempt = false): Promise<void> {
  await sqlRows(
    db,
    `UPDATE loan_contracts SET stage = $2, updated_at = now()${countAttempt ? ', attempts = attempts + 1' : ''} WHERE id = $1 AND status = 'processing'`,
    [id, stage],
  );
}

export async function setContractJobId(db: DbOrTx, id: string, jobId: string | null): Promise<void> {
  await sqlRows(db, 'UPDATE loan_contracts SET job_id = $2 WHERE id = $1', [id, jobId]);
}

export async function lockContract(
  db: DbOrTx,
  id: string,
): Promise<{ status: string; userId: string; idempotencyKey: string } | null> {
  const [row] = await sqlRows<{ status: string; user_id: string; idempotency_key: string }>(
    db,
    'SELECT status, user_id, idempotency_key FROM loan_contracts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row ? { status: row.status, userId: row.user_id, idempotencyKey: row.idempotency_key } : null;
}

export async function clearContractStorageKey(db: DbOrTx, id: string, storageKey: string): Promise<void> {
  await sqlRows(
    db,
    'UPDATE loan_contracts SET storage_key = NULL, raw_deleted_at = coalesce(raw_deleted_at, now()) WHERE id = $1 AND storage_key = $2',
    [id, storageKey],
  );
}

export async function contractsWithRawOlderThan(
  db: DbOrTx,
  cutoff: Date,
): Promise<{ id: string; storageKey: string }[]> {
  const rows = await sqlRows<{ id: string; storage_key: string }>(
    db,
    'SELECT id, storage_key FROM loan_contracts WHERE storage_key IS NOT NULL AND created_at < $1',
    [cutoff],
  );
  return rows.map((r) => ({ id: r.id, storageKey: r.storage_key }));
}

export async function contractsStuckSince(db: DbOrTx, cutoff: Date): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(
    db,
    `SELECT id FROM loan_contracts WHERE status = 'processing' AND updated_at < $1`,
    [cutoff],
  );
  return rows.map((r) => r.id);
}

export async function contractOwnsStorageKey(db: DbOrTx, storageKey: string): Promise<boolean> {
  return (await sqlRows(db, 'SELECT id FROM loan_contracts WHERE storage_key = $1', [storageKey])).length > 0;
}

export async function saveCorrections(
  db: DbOrTx,
  userId: string,
  id: string,
  corrections: Partial<ContractTerms>,
  monthlyIncome: number | null | undefined,
): Promise<void> {
  await sqlRows(
    db,
    `UPDATE loan_contracts SET corrections_json = $3, monthly_income = CASE WHEN $4::boolean THEN $5::bigint ELSE monthly_income END,
       updated_at = now() WHERE user_id = $1 AND id = $2`,
    [userId, id, JSON.stringify(corrections), monthlyIncome !== undefined, monthlyIncome ?? null],
  );
}

/**
 * Monthly income and debt repayments of the person's OWN latest completed statement analysis (kobo), if any: an
 * analysis made for someone else, for a client profile or through the workspace describes another person's money.
 */
export async function latestIncome(
  db: DbOrTx,
  userId: string,
): Promise<{ analysisId: string; monthlyIncome: number; monthlyDebt: number; months: number | null; noEstimateReason: string | null } | null> {
  const [row] = await sqlRows<{ id: string; income: string | null; debt: string | null; months: string | null; eligible: string | null; reason: string | null }>(
    db,
    `SELECT a.id, a.result_json->'summary'->>'monthlyIncome' AS income, a.result_json->'summary'->>'monthlyDebtRepayments' AS debt,
            a.result_json->'summary'->>'months' AS months,
            a.result_json->'summary'->'loanEligibility'->>'eligible' AS eligible,
            a.result_json->'summary'->'loanEligibility'->>'reason' AS reason
       FROM analyses a JOIN uploads u ON u.id = a.upload_id AND u.user_id = a.user_id
      WHERE a.user_id = $1 AND a.status = 'completed' AND a.result_json IS NOT NULL
        AND u.analysis_for = 'me' AND a.profile_light_id IS NULL AND u.profile_light_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM workspace_files wf WHERE wf.analysis_id = a.id)
      ORDER BY a.completed_at DESC NULLS LAST, a.created_at DESC LIMIT 1`,
    [userId],
  );
  if (!row || row.income === null) return null;
  return {
    analysisId: row.id,
    monthlyIncome: Math.round(Number(row.income)),
    monthlyDebt: Math.round(Number(row.debt ?? 0)),
    months: row.months === null ? null : Number(row.months),
    noEstimateReason: row.eligible === 'false' && row.reason ? row.reason : null,
  };
}

export async function listScenarios(db: DbOrTx, userId: string): Promise<ScenarioRow[]> {
  const rows = await sqlRows<ScenarioRow>(
    db,
    'SELECT id, kind, name, input_json, contract_id, created_at FROM loan_scenarios WHERE user_id = $1 ORDER BY created_at DESC LIMIT 100',
    [userId],
  );
  return rows.map((r) => ({ ...r, input_json: json(r.input_json) }));
}

export async function insertScenario(
  db: DbOrTx,
  userId: string,
  s: { id: string; kind: string; name: string; input: unknown; contractId: string | null },
): Promise<ScenarioRow> {
  const [row] = await sqlRows<ScenarioRow>(
    db,
    `INSERT INTO loan_scenarios (id, user_id, kind, name, input_json, contract_id) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, kind, name, input_json, contract_id, created_at`,
    [s.id, userId, s.kind, s.name, JSON.stringify(s.input), s.contractId],
  );
  return { ...row, input_json: json(row.input_json) };
}

export async function deleteScenario(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Scenario not found.');
  const rows = await sqlRows(db, 'DELETE FROM loan_scenarios WHERE user_id = $1 AND id = $2 RETURNING id', [
    userId,
    id,
  ]);
  if (!rows.length) throw new AppError('NOT_FOUND', 'Scenario not found.');
}

/** Deletes one of the person's contract analyses; one still being read cannot be deleted until its job settles. */
export async function deleteContract(db: DbOrTx, userId: string, id: string): Promise<void> {
  const row = await findContract(db, userId, id);
  if (row.status === 'processing')
    throw new AppError('CONFLICT', 'This contract is still being read. Delete it once its analysis has finished.');
  await sqlRows(db, 'DELETE FROM loan_contracts WHERE user_id = $1 AND id = $2', [userId, id]);
}
