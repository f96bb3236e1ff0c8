import { randomUUID } from 'node:crypto';
import { detectReportFormat } from '@nairalens/core/credit-reports/read-text.ts';
import { CREDIT_REPORT_MESSAGES } from '@nairalens/core/credit-reports/types.ts';
import { documentSubjectProblem } from '@nairalens/core/uploads/subject-schema.ts';
import type { AppContext } from '../../context.ts';
import { submitDocument } from '../../documents/submit-document.ts';
import { UnlockError, unlockDocument } from '../../documents/unlock-document.ts';
import { AppError } from '../../errors.ts';
import { insufficient, liveBalance } from '../wallet/index.ts';
import { creditReportDocument } from './credit-report-document.ts';
import { CREDIT_REPORT_COST, MAX_REPORT_BYTES } from './queue.ts';
import { findByKey, insertReport, ownsProfile, type CreditReportRow } from './repository.ts';

const TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;

export interface NewReportInput {
  userId: string;
  bytes: Buffer;
  fileName: string;
  analysisFor: 'me' | 'someone-else';
  clientName: string | null;
  consent: boolean;
  profileId: string | null;
  /** Opens a protected PDF in memory; never stored, logged or queued. */
  password: string | null;
  idempotencyKey: string;
}

export interface NewReportOutcome {
  report: CreditReportRow;
  replayed: boolean;
}

function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'Credit report';
}

/**
 * The upload: checks by content (PDF, PNG, JPEG; ≤ 10 MB), opens a protected PDF with its password in memory and
 * hands it to the document pipeline: one transaction inserts the report (processing), spends the token and
 * enqueues its job.
 */
export async function createCreditReport(ctx: AppContext, input: NewReportInput): Promise<NewReportOutcome> {
  const db = ctx.database.db;
  const replay = await findByKey(db, input.userId, input.idempotencyKey);
  if (replay) return { report: replay, replayed: true };
  // The upload form's own rule: "Someone else" needs the client's name and the consent tick.
  const subjectProblem = documentSubjectProblem(input);
  if (subjectProblem) throw new AppError('VALIDATION', subjectProblem);
  if (input.bytes.length === 0) throw new AppError('UNREADABLE', 'This file is empty; upload the report the bureau sent you.');
  if (input.bytes.length > MAX_REPORT_BYTES) throw new AppError('TOO_LARGE', 'This file is larger than 10 MB; upload the report as the bureau sent it.');
  const format = detectReportFormat(input.bytes);
  if (!format) throw new AppError('UNSUPPORTED_FORMAT', CREDIT_REPORT_MESSAGES.UNSUPPORTED_FORMAT);
  if (input.profileId && !(await ownsProfile(db, input.userId, input.profileId))) throw new AppError('NOT_FOUND', 'Profile not found.');

  const balance = await liveBalance(db, input.userId);
  if (balance < CREDIT_REPORT_COST) throw insufficient(CREDIT_REPORT_COST, balance);

  let plaintext: Uint8Array = new Uint8Array(input.bytes);
  if (format === 'pdf') {
    try {
      // Opened off the event loop; what is stored never needs the password, which is never kept.
      plaintext = await unlockDocument(plaintext, input.password || null);
    } catch (e) {
      const code = e instanceof UnlockError ? e.code : 'UNREADABLE';
      if (code === 'PASSWORD_REQUIRED' || code === 'PASSWORD_INCORRECT') throw new AppError(code, CREDIT_REPORT_MESSAGES[code]);
      throw new AppError('UNREADABLE', CREDIT_REPORT_MESSAGES.UNREADABLE);
    }
  }

  const id = randomUUID();
  try {
    await submitDocument(ctx, creditReportDocument, {
      id, userId: input.userId, idempotencyKey: input.idempotencyKey, tokenCost: CREDIT_REPORT_COST, plaintext,
      insert: (tx, storageKey) =>
        insertReport(tx, {
          id, userId: input.userId, profileId: input.profileId, analysisFor: input.analysisFor,
          clientName: input.analysisFor === 'someone-else' ? input.clientName!.trim().slice(0, 120) : null,
          idempotencyKey: input.idempotencyKey, fileName: cleanFileName(input.fileName), fileSize: input.bytes.length, fileType: TYPES[format],
          tokenCost: CREDIT_REPORT_COST, storageKey, status: 'processing', stage: 'queued',
        }),
    });
  } catch (error) {
    const again = await findByKey(db, input.userId, input.idempotencyKey);
    if (again) return { report: again, replayed: true };
    throw error;
  }
  const report = await findByKey(db, input.userId, input.idempotencyKey);
  return { report: report!, replayed: false };
}
