import { z } from 'zod';
import { GOAL_KINDS } from '../goals/goal-progress.ts';

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
