import { CreditReportError } from '@nairalens/core/credit-reports/types.ts';
import type { DocumentKind } from '../../documents/document-kind.ts';
import { ocrSettings } from '../../documents/ocr/index.ts';
import { CREDIT_REPORT_QUEUE } from '../../jobs/queue-names.ts';
import { refundKeyOf, spendKeyOf } from './queue.ts';
import { readCreditReportInWorker } from './read-in-worker.ts';
import {
  claimProcessing,
  clearStorageKey,
  failReport,
  isStorageKeyKnown,
  lockForUpdate,
  markCompleted,
  rawOlderThan,
  setJobId,
  setStage,
  stuckProcessing,
  type CreditReportRow,
  type StoredResult,
} from './repository.ts';

const refunded = (m: string) => (/refunded/.test(m) ? m : `${m} Your token was refunded.`);

/**
 * A credit report as a document kind: read in a worker thread (text layer, or OCR for a scan or photo), one token
 * (`credit_report`) refunded in full when the file is not a readable report of a known bureau.
 */
export const creditReportDocument: DocumentKind<CreditReportRow, StoredResult> = {
  name: 'credit-report',
  queue: CREDIT_REPORT_QUEUE,
  payloadKey: 'reportId',
  ledger: {
    reason: 'credit_report',
    refundReason: 'refund',
    spendKey: spendKeyOf,
    refundKey: refundKeyOf,
    analysisId: () => null,
  },
  messages: {
    TIMEOUT: 'Reading this report took too long and was stopped; your token was refunded. Please try again.',
    INTERNAL: 'Something went wrong while reading this report; your token was refunded. Please try again.',
    MISSING_FILE: 'The uploaded report is no longer available; your token was refunded. Please upload it again.',
  },
  store: {
    claim: claimProcessing,
    setStage,
    setJobId,
    async lock(tx, id) {
      const row = await lockForUpdate(tx, id);
      return row ? { status: row.status, userId: row.userId, idempotencyKey: row.idempotencyKey } : null;
    },
    complete: (tx, record, output, ms) => markCompleted(tx, record.id, output, ms),
    markFailed: (tx, id, failure) => failReport(tx, id, failure.code, failure.message),
    clearStorageKey,
    withRawOlderThan: rawOlderThan,
    stuckSince: stuckProcessing,
    ownsStorageKey: isStorageKeyKnown,
  },
  read: (ctx, bytes) =>
    readCreditReportInWorker(bytes, { ocr: ocrSettings({ dataDir: ctx.config.dataDir, memoryLimitMb: ctx.config.ocrMemoryLimitMb }) }),
  asFailure: (error) => (error instanceof CreditReportError ? { code: error.code, message: refunded(error.message) } : null),
};
