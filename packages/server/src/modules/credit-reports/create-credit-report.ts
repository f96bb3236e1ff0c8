import { randomUUID } from 'node:crypto';
import { detectReportFormat } from '@nairalens/core/credit-reports/read-text.ts';
import { CREDIT_REPORT_MESSAGES } from '@nairalens/core/credit-reports/types.ts';
import { checkPdfPassword, pdfNeedsPassword } from '@nairalens/core/statements/pdf-text-items.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { bossDb } from '../analyses/sql.ts';
import { decryptPdf } from '../uploads/decrypt-pdf.ts';
import { insufficient, liveBalance, spendTokens } from '../wallet/ledger-service.ts';
import { CREDIT_REPORT_COST, CREDIT_REPORT_JOB_OPTIONS, CREDIT_REPORT_QUEUE, MAX_REPORT_BYTES, spendKeyOf } from './queue.ts';
import { findByKey, insertReport, ownsProfile, setJobId, type CreditReportRow } from './repository.ts';

const TYPES = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;
export const SOMEONE_ELSE_MESSAGE = 'Please enter client name and confirm consent for "Someone else" analysis';

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
 * stores it re-encrypted with our key only, then one transaction spends the token, inserts the report
 * (processing) and enqueues its job.
 */
export async function createCreditReport(ctx: AppContext, input: NewReportInput): Promise<NewReportOutcome> {
  const db = ctx.database.db;
  const replay = await findByKey(db, input.userId, input.idempotencyKey);
  if (replay) return { report: replay, replayed: true };
  if (input.analysisFor === 'someone-else' && (!input.clientName?.trim() || !input.consent)) throw new AppError('VALIDATION', SOMEONE_ELSE_MESSAGE);
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
      if (await pdfNeedsPassword(plaintext)) {
        const check = await checkPdfPassword(plaintext, input.password || undefined);
        if (check === 'required') throw new AppError('PASSWORD_REQUIRED', CREDIT_REPORT_MESSAGES.PASSWORD_REQUIRED);
        if (check === 'incorrect') throw new AppError('PASSWORD_INCORRECT', CREDIT_REPORT_MESSAGES.PASSWORD_INCORRECT);
        plaintext = await decryptPdf(plaintext, input.password!);
      }
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw new AppError('UNREADABLE', CREDIT_REPORT_MESSAGES.UNREADABLE);
    }
  }

  const storageKey = await ctx.storage.put(plaintext);
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await insertReport(tx, {
        id, userId: input.userId, profileId: input.profileId, analysisFor: input.analysisFor,
        clientName: input.analysisFor === 'someone-else' ? input.clientName!.trim().slice(0, 120) : null,
        idempotencyKey: input.idempotencyKey, fileName: cleanFileName(input.fileName), fileSize: input.bytes.length, fileType: TYPES[format],
        tokenCost: CREDIT_REPORT_COST, storageKey, status: 'processing', stage: 'queued',
      });
      const spent = await spendTokens(tx, { userId: input.userId, amount: CREDIT_REPORT_COST, idempotencyKey: spendKeyOf(input.idempotencyKey), reason: 'credit_report', analysisId: null, fileCost: CREDIT_REPORT_COST });
      if (spent.replayed) throw new AppError('CONFLICT', 'This upload was already started.');
      const jobId = await ctx.queue.send(CREDIT_REPORT_QUEUE, { reportId: id }, { ...CREDIT_REPORT_JOB_OPTIONS, db: bossDb(tx) });
      await setJobId(tx, id, jobId);
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    const again = await findByKey(db, input.userId, input.idempotencyKey);
    if (again) return { report: again, replayed: true };
    throw error;
  }
  const report = await findByKey(db, input.userId, input.idempotencyKey);
  return { report: report!, replayed: false };
}
