import { z } from 'zod';

/**
 * The admin's categorisation screen as the API returns it (`/api/admin/ai`): global rules, people's corrections
 * grouped, the held-out accuracy record and a rule tried before it is saved. The server answers through these
 * schemas and the web reads them as its types.
 */

const directionSchema = z.enum(['credit', 'debit', 'any']);

/** A global categorisation rule: narration words, the way money moves, the category it gives. */
export const globalRuleSchema = z.object({
  id: z.string(),
  pattern: z.string(),
  direction: directionSchema,
  category: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GlobalRule = z.infer<typeof globalRuleSchema>;

/** People's "apply to similar" corrections with the same words, way and category; `promoted` once a global rule. */
export const correctionGroupSchema = z.object({
  pattern: z.string(),
  direction: directionSchema,
  category: z.string(),
  people: z.number().int(),
  lastAt: z.string(),
  promoted: z.boolean(),
});
export type CorrectionGroup = z.infer<typeof correctionGroupSchema>;

const accuracyRunSchema = z.object({
  correct: z.number().int(),
  rows: z.number().int(),
  accuracy: z.number(),
  date: z.string(),
  commit: z.string().nullable(),
});

/** The categoriser's held-out accuracy per narration set: its first run and its latest. */
export const heldOutAccuracySchema = z.object({
  sets: z.array(z.object({ set: z.string(), firstRun: accuracyRunSchema, latest: accuracyRunSchema })),
});
export type HeldOutAccuracy = z.infer<typeof heldOutAccuracySchema>;

/** `GET /api/admin/ai`. `accuracy` is null where the record is not deployed. */
export const aiOverviewSchema = z.object({
  rules: z.array(globalRuleSchema),
  corrections: z.array(correctionGroupSchema),
  categories: z.object({ credit: z.array(z.string()).readonly(), debit: z.array(z.string()).readonly() }),
  accuracy: heldOutAccuracySchema.nullable(),
});
export type AiOverview = z.infer<typeof aiOverviewSchema>;

/** `POST /api/admin/ai/rules/test`: how many of the latest narrations the rule matches and changes, with examples. */
export const ruleTestSchema = z.object({
  checked: z.number().int(),
  matched: z.number().int(),
  changed: z.number().int(),
  examples: z.array(z.object({ description: z.string(), amount: z.number(), from: z.string(), to: z.string() })),
});
export type RuleTest = z.infer<typeof ruleTestSchema>;
