/**
 * Worker thread entry: reads a loan contract's text (PDF text layer or OCR) and finds its terms. Started by
 * extract-in-worker.ts with time and memory limits; posts back the terms or a LoanDocumentError code.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createProcessOcrEngine, type OcrSettings } from '../../documents/ocr/index.ts';
import { LoanDocumentError, readLoanDocumentText } from '@nairalens/core/loans/read-document.ts';
import { extractContractTerms } from '@nairalens/core/loans/extract-terms.ts';

const { bytes, ocr } = workerData as { bytes: Uint8Array; ocr: OcrSettings };

try {
  const read = await readLoanDocumentText(bytes, createProcessOcrEngine(ocr));
  parentPort?.postMessage({
    ok: true,
    result: {
      terms: extractContractTerms(read.text),
      source: read.source,
      ocrConfidence: read.ocrConfidence ?? null,
      pages: read.pages,
    },
  });
} catch (e) {
  parentPort?.postMessage({ ok: false, code: e instanceof LoanDocumentError ? e.code : 'UNREADABLE' });
}
