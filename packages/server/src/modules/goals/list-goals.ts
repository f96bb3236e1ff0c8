import type { DebitCategory } from '@nairalens/core/contract.ts';
import type { PersonHistory } from '@nairalens/core/history/month-history.ts';
import { categorySpendByMonth, contributionsFromTransactions, goalProgress, suggestEmergencyFund, type GoalDefinition } from '@nairalens/core/goals/goal-progress.ts';
import { nextReminderDate } from '@nairalens/core/goals/reminders.ts';
import { LAGOS_OFFSET_MS, lagosDate } from '@nairalens/core/tokens/schedule.ts';
import { buildPersonHistory } from '../history/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contributionTotals, lastReminders, listGoals, type GoalRow } from './repository.ts';

export function definitionOf(g: GoalRow): GoalDefinition {
  return {
    kind: g.kind,
    targetAmount: g.targetAmount,
    targetDate: g.targetDate,
    startDate: g.startDate,
    category: (g.category as DebitCategory | null) ?? null,
    lender: g.lender,
    paused: g.status === 'paused',
    completed: g.status === 'completed',
  };
}

/**
 * A goal's reminder as the app shows it: the setting, whether it is paused or unsubscribed, and the Lagos date of the
 * next e-mail (none while the goal is paused or completed, or the reminder is off).
 */
export function reminderJson(g: GoalRow, lastReminder: string | null, now: number) {
  if (!g.reminderFrequency || !g.reminderDay) return null;
  const setting = { frequency: g.reminderFrequency, day: g.reminderDay };
  const off = g.remindersUnsubscribedAt !== null;
  const today = lagosDate(now);
  const hour = new Date(now + LAGOS_OFFSET_MS).getUTCHours();
  return {
    ...setting,
    unsubscribed: off,
    unsubscribedAt: g.remindersUnsubscribedAt?.toISOString() ?? null,
    lastSentOn: lastReminder,
    nextOn: off || g.status !== 'active' ? null : nextReminderDate(setting, today, hour, lastReminder === today),
  };
}

/** A goal as the API shows it: what it is, how far it is, and its reminder. */
export function goalJson(g: GoalRow, history: PersonHistory, contributions: number, today: string, lastReminder: string | null, now = Date.now()) {
  const def = definitionOf(g);
  const progress = goalProgress(
    def,
    {
      contributions,
      fromAnalyses: def.kind === 'spend_less' ? 0 : contributionsFromTransactions(def, history.transactions, history.holders),
      spendByMonth: def.kind === 'spend_less' && def.category ? categorySpendByMonth(def.category, history.transactions) : undefined,
    },
    today,
  );
  return {
    id: g.id,
    kind: g.kind,
    name: g.name,
    targetAmount: g.targetAmount,
    targetDate: g.targetDate,
    startDate: g.startDate,
    category: g.category,
    lender: g.lender,
    status: g.status,
    profileId: g.profileLightId,
    contributions,
    progress,
    reminder: reminderJson(g, lastReminder, now),
  };
}

/**
 * What the goals screen offers to set up: an emergency-fund target from the average spending of the latest (up to
 * three) well-covered months, and the lenders repayments went to.
 */
export function suggestionsFrom(history: PersonHistory) {
  const full = history.months.filter((m) => m.daysCovered >= 20).slice(-3);
  const monthlyExpenses = full.length ? Math.round(full.reduce((s, m) => s + m.expenses, 0) / full.length) : null;
  const lenders = [...new Set(history.transactions.filter((t) => t.loanRepayment && t.lender).map((t) => t.lender!))].sort();
  return { monthlyExpenses, emergencyFund: monthlyExpenses ? suggestEmergencyFund(monthlyExpenses) : null, lenders };
}

export async function listGoalsWithProgress(db: DbOrTx, userId: string, profileId: string | null, now = Date.now()) {
  const [rows, history] = await Promise.all([listGoals(db, userId, profileId), buildPersonHistory(db, { userId, profileId })]);
  const ids = rows.map((r) => r.id);
  const [totals, reminders] = await Promise.all([contributionTotals(db, userId, ids), lastReminders(db, userId, ids)]);
  const today = lagosDate(now);
  return {
    goals: rows.map((g) => goalJson(g, history, totals.get(g.id) ?? 0, today, reminders.get(g.id) ?? null, now)),
    suggestions: suggestionsFrom(history),
  };
}
