import { randomUUID } from 'node:crypto';
import { detectFormat, checkPdfPassword, pdfNeedsPassword } from '@nairalens/core/statements/parse-statement.ts';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import { StatementError } from '@nairalens/core/contract.ts';
import { someoneElseProblem } from '@nairalens/core/uploads/someone-else.ts';
import { statementSizeMetrics, statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { bossDb, sqlRows } from '../analyses/sql.ts';
import { ANALYSIS_QUEUE, ANALYSIS_JOB_OPTIONS } from '../analyses/queue-names.ts';
import { decryptPdf } from './decrypt-pdf.ts';
import { insufficient, liveBalance, spendTokens } from './tokens.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Formats we accept (spec §5: PDF, PNG, JPG, JPEG, CSV, XLS, XLSX), by content, never by name. */
const ACCEPTED: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface UploadInput {
  userId: string;
  bytes: Buffer;
  fileName: string;
  analysisFor: 'me' | 'someone-else';
  clientName: string | null;
  consent: boolean;
  profileId: string | null;
  /** Used in memory to open a protected PDF; never stored, logged or queued. */
  password: string | null;
  idempotencyKey: string;
}

export interface UploadOutcome {
  uploadId: string;
  analysisId: string;
  status: string;
  tokenCost: number;
  replayed: boolean;
}

function statementError(e: unknown): AppError | null {
  if (e instanceof StatementError) return new AppError(e.code, e.message);
  return null;
}

/** A file name as a label: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'Uploaded Statement';
}

export async function findByIdempotencyKey(ctx: AppContext, userId: string, key: string): Promise<UploadOutcome | null> {
  const [row] = await sqlRows<{ upload_id: string; analysis_id: string; status: string; token_cost: number }>(
    ctx.database.db,
    `SELECT u.id AS upload_id, a.id AS analysis_id, a.status, u.token_cost
       FROM uploads u JOIN analyses a ON a.upload_id = u.id
      WHERE u.user_id = $1 AND u.idempotency_key = $2`,
    [userId, key],
  );
  return row ? { uploadId: row.upload_id, analysisId: row.analysis_id, status: row.status, tokenCost: row.token_cost, replayed: true } : null;
}

/**
 * The upload request: checks, opens a protected PDF with the password (in memory), encrypts and stores the
 * document, then one transaction spends the tokens, inserts the upload and its analysis (processing) and enqueues
 * the job — the job carries only the analysis id.
 */
export async function createUpload(ctx: AppContext, input: UploadInput): Promise<UploadOutcome> {
  const replay = await findByIdempotencyKey(ctx, input.userId, input.idempotencyKey);
  if (replay) return replay;

  const someoneElse = someoneElseProblem(input.analysisFor, input.clientName, input.consent);
  if (someoneElse) {
    throw new AppError('VALIDATION', someoneElse);
  }
  if (input.bytes.length === 0) throw new AppError('UNREADABLE', MESSAGES.EMPTY);
  if (input.bytes.length > MAX_UPLOAD_BYTES) throw new AppError('TOO_LARGE', MESSAGES.TOO_LARGE);
  const format = detectFormat(input.bytes);
  if (!(format in ACCEPTED)) throw new AppError('UNSUPPORTED_FORMAT', MESSAGES.UNSUPPORTED_FORMAT);

  if (input.profileId) {
    const owned = await sqlRows(ctx.database.db, 'SELECT id FROM client_profiles WHERE id = $1 AND user_id = $2', [input.profileId, input.userId]);
    if (!owned.length) throw new AppError('NOT_FOUND', 'Profile not found.');
  }

  const sizeBytes = input.bytes.length;
  const tokenCost = statementTokenCost(sizeBytes);
  const { pages, lines } = statementSizeMetrics(sizeBytes);
  // Fail early and free of charge when the balance cannot cover the cost (the spend below re-checks under lock).
  const balance = await liveBalance(ctx.database.db, input.userId);
  if (balance < tokenCost) throw insufficient(tokenCost, balance);

  // pdf.js refuses Node Buffers: hand it a plain Uint8Array copy.
  let plaintext: Uint8Array = new Uint8Array(input.bytes);
  if (format === 'pdf') {
    try {
      if (await pdfNeedsPassword(plaintext)) {
        const check = await checkPdfPassword(plaintext, input.password || undefined);
        if (check === 'required') throw new AppError('PASSWORD_REQUIRED', MESSAGES.PASSWORD_REQUIRED);
        if (check === 'incorrect') throw new AppError('PASSWORD_INCORRECT', MESSAGES.PASSWORD_INCORRECT);
        plaintext = await decryptPdf(plaintext, input.password!);
      }
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw statementError(e) ?? new AppError('UNREADABLE', MESSAGES.UNREADABLE_PDF);
    }
  }

  const storageKey = await ctx.storage.put(plaintext);
  const uploadId = randomUUID();
  const analysisId = randomUUID();
  const spendKey = `statement:${input.idempotencyKey}`;
  try {
    await ctx.database.db.transaction(async (tx) => {
      await sqlRows(
        tx,
        `INSERT INTO uploads (id, user_id, profile_light_id, file_name, file_size, file_type, analysis_for, client_name, lines, pages, token_cost, storage_key, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          uploadId,
          input.userId,
          input.profileId,
          cleanFileName(input.fileName),
          sizeBytes,
          ACCEPTED[format],
          input.analysisFor,
          input.analysisFor === 'someone-else' ? input.clientName!.trim().slice(0, 120) : null,
          lines,
          pages,
          tokenCost,
          storageKey,
          input.idempotencyKey,
        ],
      );
      await sqlRows(
        tx,
        `INSERT INTO analyses (id, user_id, upload_id, profile_light_id, status, stage) VALUES ($1, $2, $3, $4, 'processing', 'queued')`,
        [analysisId, input.userId, uploadId, input.profileId],
      );
      const spent = await spendTokens(tx, { userId: input.userId, amount: tokenCost, idempotencyKey: spendKey, reason: 'statement', analysisId, fileCost: tokenCost });
      if (spent.replayed) throw new AppError('CONFLICT', 'This upload was already started.');
      const jobId = await ctx.queue.send(ANALYSIS_QUEUE, { analysisId }, { ...ANALYSIS_JOB_OPTIONS, db: bossDb(tx) });
      await sqlRows(tx, 'UPDATE analyses SET job_id = $2 WHERE id = $1', [analysisId, jobId]);
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    // A concurrent request with the same key won the race: answer with its upload.
    const again = await findByIdempotencyKey(ctx, input.userId, input.idempotencyKey);
    if (again) return again;
    throw error;
  }
  return { uploadId, analysisId, status: 'processing', tokenCost, replayed: false };
}
