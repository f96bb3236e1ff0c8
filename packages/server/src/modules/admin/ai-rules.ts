import { CREDIT_CATEGORIES, DEBIT_CATEGORIES, type Category } from '@nairalens/core/contract.ts';
import { createCategoriser } from '@nairalens/core/categorise/categorise.ts';
import { tokenize } from '@nairalens/core/categorise/normalise.ts';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../audit.ts';
import { AppError } from '../../errors.ts';
import { correctionGroups, insertGlobalRule, listGlobalRules, recentNarrations, updateGlobalRule } from './repository.ts';
import { heldOutAccuracy } from './held-out-accuracy.ts';

const ALL: readonly string[] = [...new Set([...CREDIT_CATEGORIES, ...DEBIT_CATEGORIES])];

export const ruleInput = z
  .object({
    // Stored as the narration words the categoriser compares (lowercase, no punctuation), like a person's rule.
    pattern: z.string().trim().min(2, 'Write the words to match.').max(120).transform((p) => tokenize(p).join(' ')),
    direction: z.enum(['credit', 'debit', 'any']),
    category: z.string().refine((c) => ALL.includes(c), 'Choose a category.'),
  })
  .refine((r) => r.pattern.length >= 2, { message: 'Write the words to match.', path: ['pattern'] })
  .refine(
    (r) =>
      r.direction === 'any' ||
      (r.direction === 'credit' ? CREDIT_CATEGORIES : DEBIT_CATEGORIES).includes(r.category as never),
    { message: 'That category does not fit money going that way.', path: ['category'] },
  );
export type RuleInput = z.infer<typeof ruleInput>;

export const categories = () => ({ credit: CREDIT_CATEGORIES, debit: DEBIT_CATEGORIES });

/** A stored rule as the API answers it (dates as ISO strings). */
const ruleJson = <R extends { createdAt: Date; updatedAt: Date }>({ createdAt, updatedAt, ...rest }: R) => ({
  ...rest,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

export async function aiOverview(db: DbOrTx) {
  const [rules, groups, accuracy] = await Promise.all([listGlobalRules(db), correctionGroups(db), heldOutAccuracy()]);
  const global = new Set(rules.map((r) => `${r.pattern}|${r.direction}`));
  return {
    rules: rules.map(ruleJson),
    corrections: groups.map((g) => ({ ...g, lastAt: new Date(g.lastAt).toISOString(), promoted: global.has(`${g.pattern}|${g.direction}`) })),
    categories: categories(),
    accuracy,
  };
}

/** How many of the latest narrations a rule would change, with examples: tried before it is saved. */
export async function testRule(db: DbOrTx, rule: RuleInput, sample = 2000) {
  const rows = await recentNarrations(db, sample);
  const withRule = createCategoriser({
    userRules: [{ id: 'candidate', pattern: rule.pattern, direction: rule.direction, category: rule.category as Category }],
  });
  const builtin = createCategoriser();
  const examples: { description: string; amount: number; from: string; to: string }[] = [];
  let matched = 0;
  let changed = 0;
  for (const r of rows) {
    const row = { date: '1970-01-01', description: r.description, amount: Number(r.amount), balance: null };
    const next = withRule(row);
    if (next.detail.ruleId !== 'user.candidate') continue;
    matched++;
    const before = builtin(row).tx.category;
    if (before === next.tx.category) continue;
    changed++;
    if (examples.length < 20) examples.push({ description: r.description, amount: row.amount, from: before, to: next.tx.category });
  }
  return { checked: rows.length, matched, changed, examples };
}

export async function createRule(db: DbOrTx, rule: RuleInput, actor: { id: string; ip: string }, from?: string) {
  const row = await insertGlobalRule(db, { ...rule, createdBy: actor.id });
  if (!row) throw new AppError('CONFLICT', 'A global rule for these words and direction exists already.');
  await audit(db, { action: from ? 'ai.rule_promote' : 'ai.rule_create', actorId: actor.id, target: row.id, details: { ...rule }, ip: actor.ip });
  return ruleJson(row);
}

export async function editRule(db: DbOrTx, id: string, patch: Partial<RuleInput> & { enabled?: boolean }, actor: { id: string; ip: string }) {
  const row = await updateGlobalRule(db, id, patch);
  if (!row) throw new AppError('NOT_FOUND', 'Rule not found.');
  await audit(db, { action: 'ai.rule_update', actorId: actor.id, target: id, details: { ...patch }, ip: actor.ip });
  return ruleJson(row);
}
