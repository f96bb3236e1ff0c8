/**
 * Worker thread entry: draws an analysis's PDF report. Started by build-analysis-report.ts, so laying out a long
 * report never holds the event loop. Each piece PDFKit writes is posted at once (its memory handed over, not copied),
 * so the server streams it to the client instead of holding the whole file; then `{ ok: true }` marks the end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drawReport, type ReportInput } from './report-pdf.ts';

const input = workerData as ReportInput;

try {
  await drawReport(input.row, input.result, input.transactions, input.opts, (chunk) => {
    const bytes = new Uint8Array(chunk); // a copy of its own, so its buffer can be transferred
    parentPort?.postMessage({ chunk: bytes }, [bytes.buffer]);
  });
  parentPort?.postMessage({ ok: true });
} catch {
  parentPort?.postMessage({ ok: false, code: 'INTERNAL' });
}
