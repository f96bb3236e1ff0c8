import {
  CREDIT_CATEGORIES,
  DEBIT_CATEGORIES,
  PERSONAS,
  type Category,
  type Persona,
} from '@nairalens/core/contract.ts';
import {
  analyseWithRules,
  directionOf,
  resultJson,
  similarityKey,
} from '@nairalens/core/analysis/analyse-with-rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findAnalysis, parsedFromStored, rulesForNewAnalysis, saveRecomputedResult } from './repository.ts';
import { storeCategoryCounts, transactionsOf, updateTransactionCategory, upsertUserRule } from './transactions-repository.ts';

/**
 * A person moves one transaction to another category, and with `applyToSimilar` every transaction of the same
 * narration pattern and direction too (stored as their rule for later analyses). The analysis is computed again
 * with the corrections, under a row lock so two corrections never overwrite each other.
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
    const rows = await transactionsOf(tx, a.id);
    const target = rows.find((r) => r.id === txId);
    if (!target) throw new AppError('NOT_FOUND', 'Transaction not found.');
    const allowed: readonly string[] = target.amount < 0 ? DEBIT_CATEGORIES : CREDIT_CATEGORIES;
    if (!allowed.includes(body.category)) {
      throw new AppError(
        'VALIDATION',
        target.amount < 0 ? 'Choose a spending category for money out.' : 'Choose an income category for money in.',
      );
    }
    const category = body.category as Category;
    const key = similarityKey(target.description, target.amount);
    const direction = directionOf(target.amount);
    const changed = new Set<string>([target.id]);
    if (body.applyToSimilar) {
      await upsertUserRule(tx, userId, { pattern: key, direction, category });
      for (const r of rows)
        if (directionOf(r.amount) === direction && similarityKey(r.description, r.amount) === key) changed.add(r.id);
    }
    const overrides = new Map<number, Category>();
    for (const r of rows) {
      if (changed.has(r.id)) overrides.set(r.idx, category);
      else if (r.recategorised) overrides.set(r.idx, r.category);
    }
    // The same rules as a new analysis: the admins' global rules, then the person's own (which win ties).
    const rules = await rulesForNewAnalysis(tx, userId);
    const persona =
      a.analysis_for === 'me' && PERSONAS.includes(a.persona as Persona) ? (a.persona as Persona) : undefined;
    const { result, insights } = analyseWithRules(parsedFromStored(a.result_json, rows), persona, rules, overrides);
    for (const r of rows) {
      const t = result.transactions[r.idx];
      if (!t) continue;
      const recategorised = changed.has(r.id) || r.recategorised;
      if (t.category !== r.category || t.loanRepayment !== r.loan_repayment || recategorised !== r.recategorised) {
        await updateTransactionCategory(tx, r.id, {
          category: t.category,
          loanRepayment: t.loanRepayment,
          recategorised,
        });
      }
    }
    const json = resultJson(result, insights, a.result_json.meta ?? { format: 'pdf', ocrConfidence: null });
    await saveRecomputedResult(tx, a.id, json, result.summary);
    await storeCategoryCounts(tx, a.id);
    return { updated: changed.size, category };
  });
}
