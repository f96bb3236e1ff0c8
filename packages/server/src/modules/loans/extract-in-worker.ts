import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import {
  LOAN_DOCUMENT_ERROR_CODES,
  LoanDocumentError,
  type LoanDocumentErrorCode,
} from '@nairalens/core/loans/read-document.ts';
import type { OcrSettings } from '../../documents/ocr/index.ts';
import { runInWorker } from '../../jobs/run-in-worker.ts';

export interface ExtractedContract {
  terms: ContractTerms;
  source: 'pdf-text' | 'ocr';
  ocrConfidence: number | null;
  pages: number;
}

const WORKER_URL = new URL('./extract-worker.ts', import.meta.url);

/**
 * Reads a contract in a worker thread so PDF parsing and OCR never block the event loop. A malformed file ends
 * in a LoanDocumentError (UNREADABLE when the worker runs out of time or memory), never a hang.
 */
export function extractContractInWorker(
  bytes: Uint8Array,
  ocr: OcrSettings,
  timeoutMs = 180_000,
): Promise<ExtractedContract> {
  return runInWorker<ExtractedContract>(
    WORKER_URL,
    { bytes, ocr },
    {
      timeoutMs,
      toError: (failure) =>
        new LoanDocumentError(
          failure.kind === 'reported' && (LOAN_DOCUMENT_ERROR_CODES as readonly string[]).includes(failure.code)
            ? (failure.code as LoanDocumentErrorCode)
            : 'UNREADABLE',
        ),
    },
  );
}
