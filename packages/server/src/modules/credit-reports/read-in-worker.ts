import type { ReadMeta } from '@nairalens/core/credit-reports/read-credit-report.ts';
import { CreditReportError, type CreditReport, type CreditReportErrorCode } from '@nairalens/core/credit-reports/types.ts';
import { ocrMemoryLimitFromEnv, ocrSettings, type OcrSettings } from '../../documents/ocr/index.ts';
import { runInWorker, type WorkerFailure } from '../../jobs/run-in-worker.ts';

const WORKER_URL = new URL('./read-worker.ts', import.meta.url);


function creditReportError(failure: WorkerFailure): CreditReportError {
  switch (failure.kind) {
    case 'reported':
      return new CreditReportError(failure.code as CreditReportErrorCode, failure.message);
    case 'timeout':
      return new CreditReportError('UNREADABLE', 'This report took too long to read, so it was stopped; upload a clearer copy.');
    case 'out-of-memory':
      return new CreditReportError('UNREADABLE', 'This report needs too much memory to read, so it was stopped; upload the report as the bureau sent it.');
    case 'crashed':
      return new CreditReportError('UNREADABLE');
  }
}

/**
 * Reads a credit report in a worker thread (the shared runner: time and memory limits), so a malformed file ends in
 * a CreditReportError and never crashes or hangs the caller. The password stays in memory.
 */
export function readCreditReportInWorker(
  bytes: Uint8Array,
  options: { password?: string; ocr?: OcrSettings; timeoutMs?: number } = {},
): Promise<{ report: CreditReport; meta: ReadMeta }> {
  return runInWorker<{ report: CreditReport; meta: ReadMeta }>(
    WORKER_URL,
    { bytes, password: options.password, ocr: options.ocr ?? ocrSettings({ memoryLimitMb: ocrMemoryLimitFromEnv() }) },
    { timeoutMs: options.timeoutMs ?? 300_000, toError: creditReportError },
  );
}
