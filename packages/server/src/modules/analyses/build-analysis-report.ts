import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { runInWorker } from '../../jobs/run-in-worker.ts';
import { completedAnalysis, downloadName } from './completed-analysis.ts';
import { REPORT_APPENDIX_LIMIT, type ReportInput } from './report-pdf.ts';
import { transactionsForReport } from './transactions-repository.ts';
import { CLEAN_EXPORT_MESSAGE } from './unlock-clean-export.ts';

const REPORT_WORKER = new URL('./report-worker.ts', import.meta.url);

/**
 * The analysis as a PDF report. The appendix is bounded (REPORT_APPENDIX_LIMIT rows read with LIMIT) and the
 * drawing runs in a worker thread, so a statement of any size neither loads every row nor blocks other requests.
 * The clean variant needs the 2-token unlock first.
 */
export async function buildAnalysisReport(
  db: DbOrTx,
  userId: string,
  id: string,
  variant: 'watermarked' | 'clean',
): Promise<{ fileName: string; pdf: Buffer }> {
  const a = await completedAnalysis(db, userId, id);
  if (variant === 'clean' && !a.clean_export_unlocked) throw new AppError('INSUFFICIENT_TOKENS', CLEAN_EXPORT_MESSAGE);
  const { rows, total } = await transactionsForReport(db, a.id, REPORT_APPENDIX_LIMIT);
  const input: ReportInput = {
    row: a,
    result: a.result_json!,
    transactions: rows,
    opts: { watermarked: variant !== 'clean', generatedAt: new Date(), totalTransactions: total },
  };
  const bytes = await runInWorker<Uint8Array>(REPORT_WORKER, input, {
    timeoutMs: 60_000,
    maxOldGenerationSizeMb: 256,
    toError: () => new AppError('INTERNAL', 'The report could not be drawn. Please try again.'),
  });
  return {
    fileName: `${downloadName(a, variant === 'clean' ? 'report' : 'report-watermarked')}.pdf`,
    pdf: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}
