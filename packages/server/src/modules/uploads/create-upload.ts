import { documentSubjectProblem } from '@nairalens/core/uploads/subject-schema.ts';
import { randomUUID } from 'node:crypto';
import { isErrorCode } from '@nairalens/core/api/error-codes.ts';
import type { AnalysisStatus } from '@nairalens/core/api/analysis.ts';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import { plural } from '@nairalens/core/text/plural.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { submitDocument } from '../../documents/submit-document.ts';
import { UnlockError, unlockDocument } from '../../documents/unlock-document.ts';
import { AppError } from '../../errors.ts';
import { statementDocument } from '../analyses/index.ts';
import { insufficient, liveBalance } from '../wallet/index.ts';
import { ACCEPTED, checkStatementFile, quoteStatement } from './quote-upload.ts';
import { findUploadByKey, insertUploadWithAnalysis, ownsClientProfile } from './repository.ts';

export { MAX_UPLOAD_BYTES } from './quote-upload.ts';

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
  /**
   * The cost the person was shown before starting; when the file turns out to cost something else (a locked PDF
   * counted only once opened), nothing is spent and the new cost is returned to be confirmed.
   */
  expectedCost?: number | null;
  /** Job-queue priority (higher runs first): the Business plan's priority parsing. */
  priority?: number;
  /** Runs inside the upload's transaction, so a caller's own record commits or rolls back with the spend. */
  withinTransaction?: (tx: Tx, ids: { uploadId: string; analysisId: string; tokenCost: number }) => Promise<void>;
}

export interface UploadOutcome {
  uploadId: string;
  analysisId: string;
  status: AnalysisStatus;
  tokenCost: number;
  replayed: boolean;
}

/** A file name as a label: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'Uploaded Statement';
}

export async function findByIdempotencyKey(
  ctx: AppContext,
  userId: string,
  key: string,
): Promise<UploadOutcome | null> {
  const row = await findUploadByKey(ctx.database.db, userId, key);
  return row
    ? {
        uploadId: row.upload_id,
        analysisId: row.analysis_id,
        // The column's CHECK constraint holds it to these four values.
        status: row.status as AnalysisStatus,
        tokenCost: row.token_cost,
        replayed: true,
      }
    : null;
}

/**
 * Opens a protected PDF or spreadsheet with the password, off the event loop; the statement's own wording for each
 * failure (a spreadsheet's failures come with theirs).
 */
async function openDocument(bytes: Uint8Array, format: string, password: string | null): Promise<Uint8Array> {
  try {
    return await unlockDocument(bytes, password);
  } catch (e) {
    const code = e instanceof UnlockError ? e.code : 'UNREADABLE';
    if (e instanceof UnlockError && e.message !== e.code && isErrorCode(code)) throw new AppError(code, e.message);
    if (code === 'PASSWORD_REQUIRED') throw new AppError(code, MESSAGES.PASSWORD_REQUIRED);
    if (code === 'PASSWORD_INCORRECT') throw new AppError(code, MESSAGES.PASSWORD_INCORRECT);
    throw new AppError('UNREADABLE', format === 'pdf' ? MESSAGES.UNREADABLE_PDF : MESSAGES.UNREADABLE_SHEET);
  }
}

/**
 * The statement upload: checks, opens a protected PDF with the password (in memory, in a worker thread), then the
 * document pipeline stores it encrypted and, in one transaction, inserts the upload and its analysis (processing),
 * spends the tokens and enqueues the job — the job carries only the analysis id.
 */
export async function createUpload(ctx: AppContext, input: UploadInput): Promise<UploadOutcome> {
  const replay = await findByIdempotencyKey(ctx, input.userId, input.idempotencyKey);
  if (replay) return replay;

  // The upload form's own rule (as for credit reports): "Someone else" needs the client's name and the consent tick.
  const subjectProblem = documentSubjectProblem(input);
  if (subjectProblem) throw new AppError('VALIDATION', subjectProblem);
  const format = checkStatementFile(input.bytes);

  if (input.profileId && !(await ownsClientProfile(ctx.database.db, input.userId, input.profileId))) {
    throw new AppError('NOT_FOUND', 'Profile not found.');
  }

  const sizeBytes = input.bytes.length;
  // pdf.js refuses Node Buffers: hand it a plain Uint8Array copy.
  let plaintext: Uint8Array = new Uint8Array(input.bytes);
  if (format === 'pdf' || format === 'xls' || format === 'xlsx') plaintext = await openDocument(plaintext, format, input.password);
  // Priced from the opened file's real pages and rows (docs/product-rules.md), as the quote was.
  const quote = await quoteStatement(plaintext);
  const tokenCost = quote.tokenCost;
  if (input.expectedCost != null && input.expectedCost !== tokenCost) {
    throw new AppError(
      'CONFLICT',
      `This statement costs ${plural(tokenCost, 'token')}, not ${input.expectedCost}. Check the new cost and start again.`,
      { details: { tokenCost, pages: quote.pages, lines: quote.lines } },
    );
  }
  // Fail early and free of charge when the balance cannot cover the cost (the spend re-checks under lock).
  const balance = await liveBalance(ctx.database.db, input.userId);
  if (balance < tokenCost) throw insufficient(tokenCost, balance);

  const uploadId = randomUUID();
  const analysisId = randomUUID();
  try {
    await submitDocument(ctx, statementDocument, {
      id: analysisId,
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      tokenCost,
      plaintext,
      priority: input.priority,
      insert: async (tx, storageKey) => {
        await insertUploadWithAnalysis(tx, {
          id: uploadId,
          analysisId,
          userId: input.userId,
          profileId: input.profileId,
          fileName: cleanFileName(input.fileName),
          fileSize: sizeBytes,
          fileType: ACCEPTED[format],
          analysisFor: input.analysisFor,
          clientName: input.analysisFor === 'someone-else' ? input.clientName!.trim().slice(0, 120) : null,
          lines: quote.lines,
          pages: quote.pages,
          tokenCost,
          storageKey,
          idempotencyKey: input.idempotencyKey,
        });
        await input.withinTransaction?.(tx, { uploadId, analysisId, tokenCost });
      },
    });
  } catch (error) {
    // A concurrent request with the same key won the race: answer with its upload.
    const again = await findByIdempotencyKey(ctx, input.userId, input.idempotencyKey);
    if (again) return again;
    throw error;
  }
  return { uploadId, analysisId, status: 'processing', tokenCost, replayed: false };
}
