import { Worker } from 'node:worker_threads';
import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import { LoanDocumentError, type LoanDocumentErrorCode } from '@nairalens/core/loans/read-document.ts';
import type { OcrOptions } from '@nairalens/core/statements/ocr-words.ts';

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
  ocr: OcrOptions,
  timeoutMs = 180_000,
): Promise<ExtractedContract> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, ocr },
      resourceLimits: { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new LoanDocumentError('UNREADABLE'))), timeoutMs);
    worker.on(
      'message',
      (msg: { ok: true; result: ExtractedContract } | { ok: false; code: LoanDocumentErrorCode }) => {
        finish(() => (msg.ok ? resolve(msg.result) : reject(new LoanDocumentError(msg.code))));
      },
    );
    worker.on('error', () => finish(() => reject(new LoanDocumentError('UNREADABLE'))));
    worker.on('exit', () => finish(() => reject(new LoanDocumentError('UNREADABLE'))));
  });
}
