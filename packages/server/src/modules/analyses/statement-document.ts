import type { AnalysisResult, ParsedStatement, Persona } from '@nairalens/core/contract.ts';
import { PERSONAS, StatementError } from '@nairalens/core/contract.ts';
import type { Insights } from '@nairalens/core/analysis/analyse-statement.ts';
import type { AppContext } from '../../context.ts';
import type { DocumentKind } from '../../documents/document-kind.ts';
import { ocrSettings } from '../../documents/ocr/index.ts';
import { ANALYSIS_QUEUE } from '../../jobs/queue-names.ts';
import { parseStatementInWorker } from '../../statements/parse-in-worker.ts';
import { analyseWithRules, resultJson } from '@nairalens/core/analysis/analyse-with-rules.ts';
import { requireNairaAccount } from '@nairalens/core/statements/naira-account.ts';
import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import {
  claimStatement,
  clearStatementStorageKey,
  completeStatement,
  lockStatement,
  markStatementFailed,
  notificationTarget,
  setStatementJobId,
  setStatementStage,
  statementsStuckSince,
  statementsWithRawOlderThan,
  uploadOwnsStorageKey,
  rulesForNewAnalysis,
  type ClaimedStatement,
} from './repository.ts';

interface StatementOutput {
  result: AnalysisResult;
  insights: Insights;
  parsed: Pick<ParsedStatement, 'meta'>;
}

/**
 * A bank statement as a document kind: parsed in the statement engine's worker thread (OCR allowed), analysed with
 * the person's own category rules, stored as an analysis and its transactions. No password reaches the job:
 * protected PDFs were opened at upload and stored unprotected (re-encrypted with our key).
 */
export const statementDocument: DocumentKind<ClaimedStatement, StatementOutput> = {
  name: 'statement',
  queue: ANALYSIS_QUEUE,
  payloadKey: 'analysisId',
  ledger: {
    reason: 'statement',
    refundReason: 'refund',
    spendKey: (key) => `statement:${key}`,
    refundKey: (key) => `refund:statement:${key}`,
    analysisId: (id) => id,
  },
  messages: {
    TIMEOUT: 'The analysis took too long and was stopped; your tokens were refunded. Please try again.',
    INTERNAL: 'Something went wrong while analysing this statement; your tokens were refunded. Please try again.',
    MISSING_FILE: 'The uploaded file is no longer available; your tokens were refunded. Please upload it again.',
  },
  store: {
    claim: claimStatement,
    setStage: setStatementStage,
    setJobId: setStatementJobId,
    lock: lockStatement,
    complete: (tx, record, out, ms) =>
      completeStatement(
        tx,
        record,
        out.result,
        resultJson(out.result, out.insights, {
          format: out.parsed.meta.format,
          ocrConfidence: out.parsed.meta.ocrConfidence ?? null,
        }),
        ms,
      ),
    markFailed: markStatementFailed,
    clearStorageKey: clearStatementStorageKey,
    withRawOlderThan: statementsWithRawOlderThan,
    stuckSince: statementsStuckSince,
    ownsStorageKey: uploadOwnsStorageKey,
  },
  async read(ctx, bytes, record, stage) {
    const parsed = requireNairaAccount(
      await parseStatementInWorker(bytes, {
        ocr: ocrSettings({ dataDir: ctx.config.dataDir, memoryLimitMb: ctx.config.ocrMemoryLimitMb }),
        fileName: record.fileName ?? undefined,
        // An app screenshot's "Today" is about the day it is read (the job runs within moments of the upload).
        today: lagosDate(Date.now()),
      }),
    );
    await stage('analysing');
    const rules = await rulesForNewAnalysis(ctx.database.db, record.userId);
    const persona =
      record.analysisFor === 'me' && PERSONAS.includes(record.persona as Persona)
        ? (record.persona as Persona)
        : undefined;
    const { result, insights } = analyseWithRules(parsed, persona, rules);
    return { result, insights, parsed: { meta: parsed.meta } };
  },
  asFailure: (error) => (error instanceof StatementError ? { code: error.code, message: error.message } : null),
  afterComplete: notifyFinished,
};

async function notifyFinished(ctx: AppContext, record: ClaimedStatement): Promise<void> {
  const target = await notificationTarget(ctx.database.db, record.userId);
  if (!target?.on) return;
  await ctx.mailer.send(target.email, {
    subject: 'Your statement analysis is ready',
    heading: 'Your analysis is ready',
    paragraphs: [
      `We finished analysing ${record.fileName || 'your statement'}. Your income, spending, savings and health score are waiting for you.`,
    ],
    action: { label: 'View Analysis', url: `${ctx.config.appUrl}/app/analysis/${record.uploadId}` },
  });
}
