import { LAGOS_TIME_ZONE } from '@nairalens/core/tokens/schedule.ts';
import { REMINDER_HOUR_LAGOS } from '@nairalens/core/goals/reminders.ts';
import type { AppContext } from '../../context.ts';
import { sendGoalReminders } from './send-goal-reminders.ts';
import { sendMonthlyDigests } from './send-monthly-digest.ts';

export const GOAL_REMINDERS_QUEUE = 'goal-reminders';
export const MONTHLY_DIGEST_QUEUE = 'monthly-digest';

/**
 * pg-boss schedules in Africa/Lagos: goal reminders every morning at 08:00, the monthly digest on the 1st at 09:00.
 * A job may carry `{ at }` (epoch ms) to run as of another moment — used by development triggers and tests.
 */
export async function registerGoalJobs(ctx: AppContext): Promise<void> {
  for (const name of [GOAL_REMINDERS_QUEUE, MONTHLY_DIGEST_QUEUE]) await ctx.queue.createQueue(name);
  const at = (jobs: { data: unknown }[]) => {
    const v = (jobs[0]?.data as { at?: unknown } | null)?.at;
    return typeof v === 'number' && Number.isFinite(v) ? v : Date.now();
  };
  await ctx.queue.work(GOAL_REMINDERS_QUEUE, async (jobs) => ctx.log.info(await sendGoalReminders(ctx, at(jobs)), 'goal reminders'));
  await ctx.queue.work(MONTHLY_DIGEST_QUEUE, async (jobs) => ctx.log.info(await sendMonthlyDigests(ctx, at(jobs)), 'monthly digest'));
  await ctx.queue.schedule(GOAL_REMINDERS_QUEUE, `0 ${REMINDER_HOUR_LAGOS} * * *`, null, { tz: LAGOS_TIME_ZONE });
  await ctx.queue.schedule(MONTHLY_DIGEST_QUEUE, '0 9 1 * *', null, { tz: LAGOS_TIME_ZONE });
}
