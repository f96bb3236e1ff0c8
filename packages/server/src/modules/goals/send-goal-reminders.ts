import { formatNairaWhole } from '@nairalens/core/money/kobo.ts';
import { isReminderDue } from '@nairalens/core/goals/reminders.ts';
import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import type { PersonHistory } from '@nairalens/core/history/month-history.ts';
import type { AppContext } from '../../context.ts';
import { buildPersonHistory } from '../history/index.ts';
import { goalJson } from './list-goals.ts';
import { claimReminder, contributionTotals, goalsWithReminders, releaseReminder } from './repository.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/**
 * The daily reminder run (08:00 Lagos). A goal's reminder goes out on its weekday or day of the month, once: the day
 * is claimed before sending and released if the mail fails, so a retry sends it and a second run does not.
 * Goals that are paused, completed or unsubscribed are not selected.
 */
export async function sendGoalReminders(ctx: AppContext, now = Date.now()): Promise<{ sent: number; failed: number }> {
  const db = ctx.database.db;
  const today = lagosDate(now);
  const due = (await goalsWithReminders(db)).filter(({ goal }) => isReminderDue({ frequency: goal.reminderFrequency!, day: goal.reminderDay! }, today, null));
  const histories = new Map<string, PersonHistory>();
  let sent = 0;
  let failed = 0;
  for (const { goal, email, firstName } of due) {
    if (!(await claimReminder(db, goal.id, goal.userId, today))) continue;
    try {
      const key = `${goal.userId}:${goal.profileLightId ?? ''}`;
      if (!histories.has(key)) histories.set(key, await buildPersonHistory(db, { userId: goal.userId, profileId: goal.profileLightId }));
      const contributions = (await contributionTotals(db, goal.userId, [goal.id])).get(goal.id) ?? 0;
      const view = goalJson(goal, histories.get(key)!, contributions, today, null);
      const p = view.progress;
      const line =
        goal.kind === 'spend_less'
          ? `In ${p.month ?? 'your latest analysed month'} you spent ${formatNairaWhole(p.current)} of your ${formatNairaWhole(goal.targetAmount)} monthly limit.`
          : `You are at ${formatNairaWhole(p.current)} of ${formatNairaWhole(goal.targetAmount)} (${p.percent}%).`;
      const next =
        p.monthlyNeeded && p.monthlyNeeded > 0
          ? `To reach it on time, put aside about ${formatNairaWhole(p.monthlyNeeded)} a month.`
          : goal.kind === 'spend_less'
            ? 'Upload this month’s statement to see how you are doing.'
            : 'Add what you saved since last time, or upload a new statement to update it.';
      await ctx.mailer.send(email, {
        subject: `Reminder: ${goal.name}`,
        heading: `${firstName ? `${firstName}, your` : 'Your'} goal: ${goal.name}`,
        paragraphs: [line, `Status: ${STATUS_WORDS[p.status]}.`, next],
        action: { label: 'Open my goals', url: `${ctx.config.appUrl}/app/goals` },
        unsubscribeUrl: unsubscribeUrl(ctx, 'goal-reminders', goal.id),
        footnote: 'You get this because you set a reminder on this goal. The link below stops reminders for this goal only.',
      });
      sent += 1;
    } catch (err) {
      failed += 1;
      await releaseReminder(db, goal.id, today);
      ctx.log.error({ err, goalId: goal.id }, 'goal reminder failed');
    }
  }
  return { sent, failed };
}

export const STATUS_WORDS = { on_track: 'on track', ahead: 'ahead', at_risk: 'at risk', completed: 'completed', paused: 'paused' } as const;
