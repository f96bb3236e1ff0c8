import { formatNairaWhole } from '@nairalens/core/money/kobo.ts';
import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import type { HistoryMonth, PersonHistory } from '@nairalens/core/history/month-history.ts';
import type { AppContext } from '../../context.ts';
import { shouldEmail } from '../account/index.ts';
import { buildPersonHistory } from '../history/index.ts';
import { listGoalsWithProgress } from './list-goals.ts';
import { STATUS_WORDS } from './send-goal-reminders.ts';
import { claimDigest, digestRecipients, releaseDigest } from './repository.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/** The calendar month before a Lagos day, as YYYY-MM. */
export function previousMonth(lagosDay: string): string {
  const [y, m] = lagosDay.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

type Goals = Awaited<ReturnType<typeof listGoalsWithProgress>>['goals'];

/** One next step, from the person's own figures: an at-risk goal first, then saving, then keeping the data fresh. */
export function nextStep(month: HistoryMonth | null, goals: Goals): string {
  const atRisk = goals.find((g) => g.progress.status === 'at_risk' && g.progress.monthlyNeeded);
  if (atRisk) return `Put aside ${formatNairaWhole(atRisk.progress.monthlyNeeded!)} this month for “${atRisk.name}” to get it back on track.`;
  if (!month) return 'Upload last month’s statement so your figures and goals stay up to date.';
  if (month.income > 0 && month.savingsRate < 10) return `Move ${formatNairaWhole(Math.round(month.income / 10))} (10% of what came in) to savings on the day your money arrives.`;
  if (month.dti > 40) return 'Your loan repayments take a large share of your income: avoid new loans until one is paid off.';
  return 'You are doing well: keep saving on payday and upload next month’s statement to see your trend.';
}

export function digestParagraphs(history: PersonHistory, month: string, goals: Goals): string[] {
  const m = history.months.find((x) => x.month === month) ?? null;
  const out: string[] = [];
  if (m) {
    out.push(`In ${monthName(month)} ${formatNairaWhole(m.income)} came in and you spent ${formatNairaWhole(m.expenses)}; your savings rate was ${m.savingsRate}%.`);
  } else out.push(`We have no statement covering ${monthName(month)} yet.`);
  const scores = history.months.slice(-3);
  if (scores.length >= 2) out.push(`Health score trend: ${scores.map((s) => `${monthName(s.month)} ${s.healthScore}`).join(' → ')}.`);
  else if (scores.length === 1) out.push(`Health score: ${scores[0]!.healthScore}/10.`);
  for (const g of goals.filter((x) => x.status !== 'completed').slice(0, 5)) {
    out.push(`Goal “${g.name}”: ${g.kind === 'spend_less' ? `${formatNairaWhole(g.progress.current)} of a ${formatNairaWhole(g.targetAmount)} cap` : `${g.progress.percent}% of ${formatNairaWhole(g.targetAmount)}`} — ${STATUS_WORDS[g.progress.status]}.`);
  }
  out.push(`Next step: ${nextStep(m, goals)}`);
  return out;
}

/**
 * The monthly digest, on the 1st (09:00 Lagos), about the month that just ended, only to people who keep
 * `email_monthly_digest` on. Once per person and month: the month is claimed before sending, released on failure.
 */
export async function sendMonthlyDigests(ctx: AppContext, now = Date.now()): Promise<{ sent: number; skipped: number }> {
  const db = ctx.database.db;
  const month = previousMonth(lagosDate(now));
  let sent = 0;
  let skipped = 0;
  for (const r of await digestRecipients(db)) {
    const [history, { goals }] = await Promise.all([buildPersonHistory(db, { userId: r.userId, profileId: null }), listGoalsWithProgress(db, r.userId, null, now)]);
    // Nothing analysed and no goals: a digest would be empty words.
    if (history.months.length === 0 && goals.length === 0) {
      skipped += 1;
      continue;
    }
    if (!(await shouldEmail(db, r.userId, 'monthly_digest')) || !(await claimDigest(db, r.userId, month))) continue;
    try {
      await ctx.mailer.send(r.email, {
        subject: `Your NairaLens digest for ${monthName(month)}`,
        heading: `${r.firstName ? `${r.firstName}, here` : 'Here'} is your ${monthName(month)}`,
        paragraphs: digestParagraphs(history, month, goals),
        action: { label: 'Open my dashboard', url: `${ctx.config.appUrl}/app/dashboard` },
        unsubscribeUrl: unsubscribeUrl(ctx, 'monthly-digest', r.userId),
        footnote: 'You get this because the monthly digest is on in Settings › Notifications.',
      });
      sent += 1;
    } catch (err) {
      await releaseDigest(db, r.userId, month);
      ctx.log.error({ err }, 'monthly digest failed');
    }
  }
  return { sent, skipped };
}
