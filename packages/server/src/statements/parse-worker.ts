/**
 * Worker thread entry: runs the statement engine on the bytes it is given and posts back the result or a
 * StatementError's code and message. Started by parse-in-worker.ts with time and memory limits.
 */
import module from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { StatementError } from '@nairalens/core/contract.ts';
import { createProcessOcrEngine } from '../documents/ocr/index.ts';
import type { WorkerParseOptions } from './parse-in-worker.ts';

// A worker does not read NODE_COMPILE_CACHE by itself: turn the cache on before the reader is loaded.
if (process.env.NODE_COMPILE_CACHE) module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
const { parseStatement } = await import('@nairalens/core/statements/parse-statement.ts');

interface Input {
  bytes: Uint8Array;
  options: WorkerParseOptions;
}

const { bytes, options } = workerData as Input;

try {
  const ocr = options.ocr ? createProcessOcrEngine(options.ocr) : undefined;
  const result = await parseStatement(bytes, { ...options, ocr });
  parentPort?.postMessage({ ok: true, result });
} catch (e) {
  if (e instanceof StatementError) parentPort?.postMessage({ ok: false, code: e.code, message: e.message });
  else parentPort?.postMessage({ ok: false, code: 'UNREADABLE', message: 'This file could not be read as a bank statement.' });
}
