import { CREDIT_CATEGORIES, DEBIT_CATEGORIES, PERSONAS, type Category, type Persona } from '@nairalens/core/contract.ts';
import { directionOf, similarityKey } from '@nairalens/core/analysis/analyse-with-rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { runInWorker } from '../../jobs/run-in-worker.ts';
import { packedBuffers, type ReanalysisInput, type ReanalysisOutcome } from './reanalyse-statement.ts';
import { findAnalysis, rulesForNewAnalysis, saveRecomputedResult } from './repository.ts';
import { applyCategoryChanges, packedRowsOf, saveCategoryCounts, transactionOf } from './statement-rows-repository.ts';
import { upsertUserRule } from './transactions-repository.ts';

const REANALYSE_WORKER = new URL('./reanalyse-worker.ts', import.meta.url);
// A 200,000-row statement takes a few seconds of one core; this only catches a thread that never answers.
const REANALYSE_TIMEOUT_MS = 120_000;

/**
 * A person moves one transaction to another category, and with `applyToSimilar` every transaction of the same
 * narration pattern and direction too (stored as their rule for later analyses). The analysis is computed again
 * with the corrections, under a row lock so two corrections never overwrite each other.
 *
 * On a statement of any size the server stays responsive: the rows are read in chunks, the re-analysis (seconds of
 * CPU for 200,000 rows) runs in a worker thread, and the changes are written a few thousand rows per statement.
 */
export async function recategoriseTransaction(
  db: Db,
  userId: string,
  analysisId: string,
  txId: string,
  body: { category: string; applyToSimilar: boolean },
): Promise<{ updated: number; category: Category }> {
  return db.transaction(async (tx) => {
    const a = await findAnalysis(tx, userId, analysisId, { lock: true });
    if (a.status !== 'completed' || !a.result_json)
      throw new AppError('CONFLICT', 'This analysis has no transactions yet.');
    const target = await transactionOf(tx, a.id, txId);
    if (!target) throw new AppError('NOT_FOUND', 'Transaction not found.');
    const allowed: readonly string[] = target.amount < 0 ? DEBIT_CATEGORIES : CREDIT_CATEGORIES;
    if (!allowed.includes(body.category)) {
      throw new AppError(
        'VALIDATION',
        target.amount < 0 ? 'Choose a spending category for money out.' : 'Choose an income category for money in.',
      );
    }
    const category = body.category as Category;
    if (body.applyToSimilar) {
      const pattern = similarityKey(target.description, target.amount);
      await upsertUserRule(tx, userId, { pattern, direction: directionOf(target.amount), category });
    }
    // The same rules as a new analysis: the admins' global rules, then the person's own (which win ties).
    const rows = await packedRowsOf(tx, a.id);
    const input: ReanalysisInput = {
      rows,
      target: target.idx,
      category,
      applyToSimilar: body.applyToSimilar,
      stored: a.result_json,
      rules: await rulesForNewAnalysis(tx, userId),
      persona: a.analysis_for === 'me' && PERSONAS.includes(a.persona as Persona) ? (a.persona as Persona) : undefined,
    };
    const outcome = await runInWorker<ReanalysisOutcome>(REANALYSE_WORKER, input, {
      timeoutMs: REANALYSE_TIMEOUT_MS,
      maxOldGenerationSizeMb: 1024,
      transferList: packedBuffers(rows),
      toError: () => new AppError('INTERNAL', 'The analysis could not be computed again. Please try again.'),
    });
    await applyCategoryChanges(tx, a.id, outcome.changes);
    await saveRecomputedResult(tx, a.id, outcome.json, outcome.summary);
    await saveCategoryCounts(tx, a.id, outcome.counts);
    return { updated: outcome.updated, category };
  });
}
