/**
 * Worker thread entry: the analysis computed again after a correction (reanalyse-statement.ts). Started by
 * recategorise-transaction.ts through jobs/run-in-worker.ts, so re-analysing a statement of 200,000 rows — seconds
 * of CPU — never holds the event loop. The row indexes of each change travel back as plain arrays.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { reanalyseStatement, type ReanalysisInput } from './reanalyse-statement.ts';

try {
  const result = reanalyseStatement(workerData as ReanalysisInput);
  parentPort?.postMessage({ ok: true, result }, result.changes.map((c) => c.idx.buffer as ArrayBuffer));
} catch (e) {
  parentPort?.postMessage({ ok: false, code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) });
}
