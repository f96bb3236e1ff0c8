import type { AppContext } from '../../context.ts';
import { processDocument } from '../../documents/process-document.ts';
import { statementDocument } from './statement-document.ts';

/** What other modules may use of analyses: the statement as a document kind of the pipeline. */
export { statementDocument };

/** Runs one statement-analysis job (what the pg-boss worker runs); exported for the CLI and tests. */
export function processAnalysis(ctx: AppContext, analysisId: string, attempt: { retryCount: number }) {
  return processDocument(ctx, statementDocument, analysisId, attempt);
}
