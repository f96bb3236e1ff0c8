/**
 * Worker thread entry: draws an analysis's PDF report. Started by build-analysis-report.ts through runInWorker, so
 * laying out a long report never holds the event loop; posts back the PDF bytes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { renderReport, type ReportInput } from './report-pdf.ts';

const input = workerData as ReportInput;

try {
  const pdf = await renderReport(input.row, input.result, input.transactions, input.opts);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  parentPort?.postMessage({ ok: true, result: bytes });
} catch {
  parentPort?.postMessage({ ok: false, code: 'INTERNAL' });
}
