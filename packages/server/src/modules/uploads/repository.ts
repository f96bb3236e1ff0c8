import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';

/** Data access of uploads. Every query is scoped to the user. */

export interface UploadRow {
  id: string;
  file_name: string | null;
  file_size: number;
  file_type: string;
  analysis_for: string;
  client_name: string | null;
  profile_light_id: string | null;
  lines: number | null;
  pages: number | null;
  token_cost: number;
  raw_deleted: boolean;
  created_at: Date;
  analysis_id: string | null;
  status: string | null;
}

const UPLOAD_SELECT = `SELECT u.id, u.file_name, u.file_size, u.file_type, u.analysis_for, u.client_name, u.profile_light_id, u.lines, u.pages,
  u.token_cost, (u.storage_key IS NULL) AS raw_deleted, u.created_at, a.id AS analysis_id, a.status
  FROM uploads u LEFT JOIN analyses a ON a.upload_id = u.id`;

export async function listUploads(db: DbOrTx, userId: string): Promise<UploadRow[]> {
  return sqlRows<UploadRow>(db, `${UPLOAD_SELECT} WHERE u.user_id = $1 ORDER BY u.created_at DESC LIMIT 100`, [userId]);
}

export async function findUpload(db: DbOrTx, userId: string, id: string): Promise<UploadRow | null> {
  const [row] = await sqlRows<UploadRow>(db, `${UPLOAD_SELECT} WHERE u.user_id = $1 AND u.id = $2`, [userId, id]);
  return row ?? null;
}

export async function findUploadByKey(
  db: DbOrTx,
  userId: string,
  key: string,
): Promise<{ upload_id: string; analysis_id: string; status: string; token_cost: number } | null> {
  const [row] = await sqlRows<{ upload_id: string; analysis_id: string; status: string; token_cost: number }>(
    db,
    `SELECT u.id AS upload_id, a.id AS analysis_id, a.status, u.token_cost
       FROM uploads u JOIN analyses a ON a.upload_id = u.id
      WHERE u.user_id = $1 AND u.idempotency_key = $2`,
    [userId, key],
  );
  return row ?? null;
}

export async function ownsClientProfile(db: DbOrTx, userId: string, profileId: string): Promise<boolean> {
  return (
    (await sqlRows(db, 'SELECT id FROM client_profiles WHERE id = $1 AND user_id = $2', [profileId, userId])).length > 0
  );
}

export interface NewUpload {
  id: string;
  analysisId: string;
  userId: string;
  profileId: string | null;
  fileName: string;
  fileSize: number;
  fileType: string;
  analysisFor: string;
  clientName: string | null;
  lines: number | null;
  pages: number | null;
  tokenCost: number;
  storageKey: string;
  idempotencyKey: string;
}

/** The upload and its analysis (processing, queued), in the caller's transaction. */
export async function insertUploadWithAnalysis(tx: DbOrTx, u: NewUpload): Promise<void> {
  await sqlRows(
    tx,
    `INSERT INTO uploads (id, user_id, profile_light_id, file_name, file_size, file_type, analysis_for, client_name, lines, pages, token_cost, storage_key, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      u.id,
      u.userId,
      u.profileId,
      u.fileName,
      u.fileSize,
      u.fileType,
      u.analysisFor,
      u.clientName,
      u.lines,
      u.pages,
      u.tokenCost,
      u.storageKey,
      u.idempotencyKey,
    ],
  );
  await sqlRows(
    tx,
    `INSERT INTO analyses (id, user_id, upload_id, profile_light_id, status, stage) VALUES ($1, $2, $3, $4, 'processing', 'queued')`,
    [u.analysisId, u.userId, u.id, u.profileId],
  );
}
