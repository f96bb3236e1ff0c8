/**
 * Worker thread entry: reads a credit report from the bytes it is given and posts back the result or the
 * CreditReportError's code and message. Started by read-in-worker.ts with time and memory limits.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readCreditReport } from '@nairalens/core/credit-reports/read-credit-report.ts';
import { CreditReportError } from '@nairalens/core/credit-reports/types.ts';
import { createProcessOcrEngine, type OcrSettings } from '../../documents/ocr/index.ts';

interface Input {
  bytes: Uint8Array;
  password?: string;
  ocr: OcrSettings;
}

const { bytes, password, ocr } = workerData as Input;

try {
  const result = await readCreditReport(bytes, { password, ocr: createProcessOcrEngine(ocr) });
  parentPort?.postMessage({ ok: true, result });
} catch (e) {
  if (e instanceof CreditReportError) parentPort?.postMessage({ ok: false, code: e.code, message: e.message });
  else parentPort?.postMessage({ ok: false, code: 'UNREADABLE', message: new CreditReportError('UNREADABLE').message });
}
