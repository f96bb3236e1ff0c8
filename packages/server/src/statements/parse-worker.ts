/**
 * Worker thread entry: runs the statement engine on the bytes it is given and posts back the result or a
 * StatementError's code and message. Started by parse-in-worker.ts with time and memory limits.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { StatementError } from '@nairalens/core/contract.ts';
import { parseStatement } from '@nairalens/core/statements/parse-statement.ts';
import type { ParseStatementOptions } from '@nairalens/core/statements/parse-statement.ts';

interface Input {
  bytes: Uint8Array;
  options: ParseStatementOptions;
}

const { bytes, options } = workerData as Input;

try {
  const result = await parseStatement(bytes, options);
  parentPort?.postMessage({ ok: true, result });
} catch (e) {
  if (e instanceof StatementError) parentPort?.postMessage({ ok: false, code: e.code, message: e.message });
  else parentPort?.postMessage({ ok: false, code: 'UNREADABLE', message: 'This file could not be read as a bank statement.' });
}
