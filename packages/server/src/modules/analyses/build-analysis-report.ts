import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { completedAnalysis, downloadName } from './completed-analysis.ts';
import { REPORT_APPENDIX_LIMIT, type ReportInput } from './report-pdf.ts';
import { transactionsForReport } from './transactions-repository.ts';
import { CLEAN_EXPORT_MESSAGE } from './unlock-clean-export.ts';

const REPORT_WORKER = new URL('./report-worker.ts', import.meta.url);
const REPORT_TIMEOUT_MS = 60_000;

/**
 * The analysis as a PDF report, streamed. The appendix is bounded (REPORT_APPENDIX_LIMIT rows read with LIMIT, the
 * total stated) and the drawing runs in a worker thread whose pieces flow straight to the response, so a statement
 * of any size neither loads every row, nor blocks other requests, nor holds the file in the server's memory.
 * The clean variant needs the 2-token unlock first.
 */
export async function buildAnalysisReport(
  db: DbOrTx,
  userId: string,
  id: string,
  variant: 'watermarked' | 'clean',
): Promise<{ fileName: string; pdf: Readable }> {
  const a = await completedAnalysis(db, userId, id);
  if (variant === 'clean' && !a.clean_export_unlocked) throw new AppError('INSUFFICIENT_TOKENS', CLEAN_EXPORT_MESSAGE);
  const { rows, total } = await transactionsForReport(db, a.id, REPORT_APPENDIX_LIMIT);
  const input: ReportInput = {
    row: a,
    result: a.result_json!,
    transactions: rows,
    opts: { watermarked: variant !== 'clean', generatedAt: new Date(), totalTransactions: total },
  };
  return {
    fileName: `${downloadName(a, variant === 'clean' ? 'report' : 'report-watermarked')}.pdf`,
    pdf: await streamReport(input),
  };
}

type ReportMessage = { chunk: Uint8Array } | { ok: true } | { ok: false; code: string };

/**
 * Starts the drawing thread and resolves with the stream once the first piece is written (a failure before it is a
 * clean 500). A failure later can only cut the download short: the stream is destroyed, the connection closed.
 * The thread has a heap limit and a wall-clock limit, and is stopped if the client goes away.
 */
function streamReport(input: ReportInput): Promise<Readable> {
  return new Promise<Readable>((resolve, reject) => {
    const worker = new Worker(REPORT_WORKER, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    const stream = new Readable({ read() {} });
    let started = false;
    let ended = false;
    const stop = () => {
      ended = true;
      clearTimeout(timer);
      void worker.terminate();
    };
    const fail = () => {
      if (ended) return;
      stop();
      const error = new AppError('INTERNAL', 'The report could not be drawn. Please try again.');
      if (started) stream.destroy(error);
      else reject(error);
    };
    const timer = setTimeout(fail, REPORT_TIMEOUT_MS);
    // The client went away (or the stream failed): no one needs the rest.
    stream.on('close', () => {
      if (!ended) stop();
    });
    worker.on('message', (msg: ReportMessage) => {
      if (ended) return;
      if ('chunk' in msg) {
        stream.push(Buffer.from(msg.chunk.buffer, msg.chunk.byteOffset, msg.chunk.byteLength));
        if (!started) {
          started = true;
          resolve(stream);
        }
      } else if (msg.ok && started) {
        stop();
        stream.push(null);
      } else fail();
    });
    worker.on('error', fail);
    worker.on('exit', fail);
  });
}
