import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReadMeta } from '@nairalens/core/credit-reports/read-credit-report.ts';
import { CreditReportError, type CreditReport, type CreditReportErrorCode } from '@nairalens/core/credit-reports/types.ts';
import type { OcrOptions } from '@nairalens/core/statements/ocr-words.ts';

const WORKER_URL = new URL('./read-worker.ts', import.meta.url);

/** Tesseract's English data shipped with @tesseract.js-data/eng; pages shared across the machine's cores. */
export function defaultOcrOptions(): OcrOptions {
  const langPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')), '4.0.0');
  return { langPath, concurrency: Math.max(1, Math.min(4, os.availableParallelism())) };
}

/**
 * Reads a credit report in a worker thread with a time and a memory limit, so a malformed file ends in a
 * CreditReportError and never crashes or hangs the caller. The password stays in memory.
 */
export function readCreditReportInWorker(
  bytes: Uint8Array,
  options: { password?: string; ocr?: OcrOptions; timeoutMs?: number } = {},
): Promise<{ report: CreditReport; meta: ReadMeta }> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  return new Promise((resolve, reject) => {
    let settled = false;
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, password: options.password, ocr: options.ocr ?? defaultOcrOptions() },
      resourceLimits: { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new CreditReportError('UNREADABLE', 'This report took too long to read, so it was stopped; upload a clearer copy.'))),
      timeoutMs,
    );
    worker.on('message', (msg: { ok: true; result: { report: CreditReport; meta: ReadMeta } } | { ok: false; code: CreditReportErrorCode; message: string }) =>
      finish(() => (msg.ok ? resolve(msg.result) : reject(new CreditReportError(msg.code, msg.message)))),
    );
    worker.on('error', () => finish(() => reject(new CreditReportError('UNREADABLE'))));
    worker.on('exit', () => finish(() => reject(new CreditReportError('UNREADABLE'))));
  });
}
