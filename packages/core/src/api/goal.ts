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
