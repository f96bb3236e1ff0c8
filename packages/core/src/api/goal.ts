import { z } from 'zod';
import { DEBIT_CATEGORIES } from '../contract.ts';
import { GOAL_KINDS, type GoalKind } from '../goals/goal-progress.ts';
import { isValidReminder } from '../goals/reminders.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31.');
/** Kobo, positive, at most ₦10 billion: larger is a typing mistake, not a goal. */
const kobo = z.number().int('Amounts are whole kobo.').positive('Enter an amount above ₦0.').max(1_000_000_000_000);

/** A goal's name, as the goal form and the server both check it. */
export const goalNameSchema = z.string().trim().min(1, 'Give your goal a name.').max(80);

/** What each kind of goal cannot do without: a category to spend less on, a lender to pay off, a save-up date. */
export function missingForKind(g: {
  kind: GoalKind;
  category?: string | null;
  lender?: string | null;
  targetDate?: string | null;
}): { path: 'category' | 'lender' | 'targetDate'; message: string }[] {
  const missing: { path: 'category' | 'lender' | 'targetDate'; message: string }[] = [];
  if (g.kind === 'spend_less' && !g.category) missing.push({ path: 'category', message: 'Choose the category to spend less on.' });
  if (g.kind === 'pay_off_loan' && !g.lender) missing.push({ path: 'lender', message: 'Choose the lender you are paying off.' });
  if (g.kind === 'save_up' && !g.targetDate) missing.push({ path: 'targetDate', message: 'Choose the date you want to reach it by.' });
  return missing;
}

export const reminderSchema = z
  .object({ frequency: z.enum(['weekly', 'monthly']), day: z.number().int() })
  .refine(isValidReminder, 'Choose a weekday (1–7) for weekly reminders or a day from 1 to 28 for monthly ones.');

export const createGoalSchema = z
  .object({
    kind: z.enum(GOAL_KINDS),
    name: goalNameSchema,
    targetAmount: kobo,
    targetDate: isoDate.nullable().optional(),
    /** Count savings and repayments from this day on (default: today); a statement of last month can then count. */
    startDate: isoDate.optional(),
    category: z.enum(DEBIT_CATEGORIES).nullable().optional(),
    lender: z.string().trim().min(1).max(80).nullable().optional(),
    profileId: z.string().uuid().nullable().optional(),
    reminder: reminderSchema.nullable().optional(),
  })
  .strict()
  .superRefine((g, ctx) => {
    for (const { path, message } of missingForKind(g)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type CreateGoalInput = z.infer<typeof createGoalSchema>;

export const updateGoalSchema = z
  .object({
    name: goalNameSchema.optional(),
    targetAmount: kobo.optional(),
    targetDate: isoDate.nullable().optional(),
    status: z.enum(['active', 'paused', 'completed']).optional(),
    reminder: reminderSchema.nullable().optional(),
    /** Pause (true) or resume (false) the reminder's e-mails, keeping its setting; the e-mail's unsubscribe is a pause. */
    remindersPaused: z.boolean().optional(),
  })
  .strict();
export type UpdateGoalInput = z.infer<typeof updateGoalSchema>;

export const contributionSchema = z
  .object({
    amount: z.number().int('Amounts are whole kobo.').refine((n) => n !== 0, 'Enter an amount.').refine((n) => Math.abs(n) <= 1_000_000_000_000, 'That amount is too large.'),
    note: z.string().trim().max(200).nullable().optional(),
    date: isoDate.optional(),
  })
  .strict();

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Goals as the API returns them (`/api/goals`): each goal with its progress and reminder, and what the screen offers
 * to set up. The server answers through these schemas and the web reads them as its types.
 */

export const goalStatusSchema = z.enum(['active', 'paused', 'completed']);

export const goalProgressSchema = z.object({
  /** Saved or repaid so far (save/loan kinds); spent in the latest analysed month (spend_less). */
  current: z.number().int(),
  remaining: z.number().int(),
  percent: z.number(),
  monthsLeft: z.number().nullable(),
  monthlyNeeded: z.number().int().nullable(),
  status: z.enum(['on_track', 'ahead', 'at_risk', 'completed', 'paused']),
  /** The latest analysed month used for a spend_less goal. */
  month: z.string().nullable(),
});

export const goalReminderSchema = z.object({
  frequency: z.enum(['weekly', 'monthly']),
  day: z.number().int(),
  unsubscribed: z.boolean(),
  unsubscribedAt: z.string().nullable(),
  lastSentOn: z.string().nullable(),
  /** Lagos calendar date of the next e-mail (sent at 08:00 Lagos time); null while off or the goal is paused. */
  nextOn: z.string().nullable(),
});

export const goalSchema = z.object({
  id: z.string(),
  kind: z.enum(GOAL_KINDS),
  name: z.string(),
  targetAmount: z.number().int(),
  targetDate: z.string().nullable(),
  startDate: z.string(),
  category: z.string().nullable(),
  lender: z.string().nullable(),
  status: goalStatusSchema,
  /** The client profile the goal belongs to; null for the person's own. */
  profileId: z.string().nullable(),
  /** Contributions recorded by hand, in kobo. */
  contributions: z.number().int(),
  progress: goalProgressSchema,
  reminder: goalReminderSchema.nullable(),
});
export type Goal = z.infer<typeof goalSchema>;

/** `GET /api/goals[?profileId=]`: the goals and the emergency-fund and lender suggestions. */
export const goalsSchema = z.object({
  goals: z.array(goalSchema),
  suggestions: z.object({
    monthlyExpenses: z.number().int().nullable(),
    emergencyFund: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    lenders: z.array(z.string()),
  }),
});
export type GoalsData = z.infer<typeof goalsSchema>;

/** `POST /api/goals`. */
export const goalCreatedSchema = z.object({ id: z.string() });
/** `PATCH /api/goals/:id`. */
export const goalChangedSchema = z.object({ id: z.string(), status: goalStatusSchema });
/** `POST /api/goals/:id/contributions`. */
export const contributionAddedSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  contributedOn: z.string(),
});
