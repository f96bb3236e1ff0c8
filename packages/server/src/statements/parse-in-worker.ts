import type { ParsedStatement, StatementErrorCode } from '@nairalens/core/contract.ts';
import { StatementError } from '@nairalens/core/contract.ts';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import type { ParseStatementOptions } from '@nairalens/core/statements/parse-statement.ts';
import type { OcrSettings } from '../documents/ocr/index.ts';
import { runInWorker, type WorkerFailure } from '../jobs/run-in-worker.ts';

export interface WorkerLimits {
  /** Wall-clock limit; default 60 s, or 10 minutes when OCR is allowed. */
  timeoutMs?: number;
  /** V8 old-generation heap limit of the worker; default 768 MB. */
  maxOldGenerationSizeMb?: number;
}

const WORKER_URL = new URL('./parse-worker.ts', import.meta.url);

/** The reader's options as data a thread can receive: OCR as settings, its engine made in the thread. */
export type WorkerParseOptions = Omit<ParseStatementOptions, 'ocr'> & { ocr?: OcrSettings };

function statementError(failure: WorkerFailure): StatementError {
  switch (failure.kind) {
    case 'reported':
      return new StatementError(failure.code as StatementErrorCode, failure.message ?? 'This file could not be read as a bank statement.');
    case 'timeout':
      return new StatementError('UNREADABLE', MESSAGES.TOOK_TOO_LONG);
    case 'out-of-memory':
      return new StatementError('TOO_LARGE', MESSAGES.TOO_MUCH_MEMORY);
    case 'crashed':
      return new StatementError(
        'UNREADABLE',
        failure.exitCode === undefined
          ? 'This file could not be read as a bank statement.'
          : `This file could not be read as a bank statement (the reader stopped with code ${failure.exitCode}).`,
      );
  }
}

/**
 * Runs `parseStatement` in a worker thread with a time limit and a memory limit (OCR, when allowed, in a child
 * process with its own limits: see documents/ocr). A malformed file ends in a
 * StatementError (its own, or UNREADABLE/TOO_LARGE when the worker runs out of time or memory or dies), never a
 * crash or a hang of the caller. The password stays in memory.
 */
export function parseStatementInWorker(bytes: Uint8Array, options: WorkerParseOptions = {}, limits: WorkerLimits = {}): Promise<ParsedStatement> {
  return runInWorker<ParsedStatement>(WORKER_URL, { bytes, options }, {
    timeoutMs: limits.timeoutMs ?? (options.ocr ? 600_000 : 60_000),
    maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
    toError: statementError,
  });
}
