import { Worker } from 'node:worker_threads';
import type { ParsedStatement, StatementErrorCode } from '@nairalens/core/contract.ts';
import { StatementError } from '@nairalens/core/contract.ts';
import type { ParseStatementOptions } from '@nairalens/core/statements/parse-statement.ts';

export interface WorkerLimits {
  /** Wall-clock limit; default 60 s, or 10 minutes when OCR is allowed. */
  timeoutMs?: number;
  /** V8 old-generation heap limit of the worker; default 768 MB. */
  maxOldGenerationSizeMb?: number;
}

const WORKER_URL = new URL('./parse-worker.ts', import.meta.url);

/**
 * Runs `parseStatement` in a worker thread with a time limit and a memory limit. A malformed file ends in a
 * StatementError (its own, or UNREADABLE when the worker runs out of time or memory or dies), never a crash or
 * a hang of the caller. The password stays in memory.
 */
export function parseStatementInWorker(bytes: Uint8Array, options: ParseStatementOptions = {}, limits: WorkerLimits = {}): Promise<ParsedStatement> {
  const timeoutMs = limits.timeoutMs ?? (options.ocr ? 600_000 : 60_000);
  return new Promise<ParsedStatement>((resolve, reject) => {
    let settled = false;
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, options },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb ?? 768, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      // Libraries may print (tesseract does); keep the caller's stdout clean (the CLI prints exactly one JSON).
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
    const timer = setTimeout(() => {
      finish(() => reject(new StatementError('UNREADABLE', 'This file took too long to read, so it was stopped; try a clearer or shorter statement.')));
    }, timeoutMs);
    worker.on('message', (msg: { ok: true; result: ParsedStatement } | { ok: false; code: StatementErrorCode; message: string }) => {
      finish(() => (msg.ok ? resolve(msg.result) : reject(new StatementError(msg.code, msg.message))));
    });
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(() =>
        reject(
          new StatementError(
            oom ? 'TOO_LARGE' : 'UNREADABLE',
            oom ? 'This file needs too much memory to read, so it was stopped.' : 'This file could not be read as a bank statement.',
          ),
        ),
      );
    });
    worker.on('exit', (code) => {
      finish(() => reject(new StatementError('UNREADABLE', `This file could not be read as a bank statement (the reader stopped with code ${code}).`)));
    });
  });
}

export default parseStatementInWorker;
