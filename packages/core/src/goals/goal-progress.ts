/**
 * Goals: how far a person is, how much a month it still takes, and whether they are on track.
 * Pure: "today" is passed in as an ISO date (YYYY-MM-DD, Lagos calendar day).
 */
import type { DebitCategory, Kobo, Transaction } from '../contract.ts';
import { isoDayNumber } from '../analysis/arithmetic.ts';
import { tokenize } from '../categorise/normalise.ts';

export const GOAL_KINDS = ['save_up', 'emergency_fund', 'pay_off_loan', 'spend_less'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export const GOAL_KIND_LABELS: Record<GoalKind, string> = {
  save_up: 'Save up',
  emergency_fund: 'Emergency fund',
  pay_off_loan: 'Pay off a loan',
  spend_less: 'Spend less on',
};

export type GoalStatus = 'on_track' | 'ahead' | 'at_risk' | 'completed' | 'paused';

export interface GoalDefinition {
  kind: GoalKind;
  /** Savings target, loan balance to clear, or (spend_less) the monthly cap. */
  targetAmount: Kobo;
  targetDate: string | null;
  /** The day the goal was set: only money moved from then on counts. */
  startDate: string;
  category: DebitCategory | null;
  lender: string | null;
  paused: boolean;
  completed: boolean;
}

export interface GoalProgress {
  /** Saved or repaid so far (save/loan kinds); spent in the latest analysed month (spend_less). */
  current: Kobo;
  remaining: Kobo;
  percent: number;
  monthsLeft: number | null;
  monthlyNeeded: Kobo | null;
  status: GoalStatus;
  /** The latest analysed month used for a spend_less goal. */
  month: string | null;
}

/**
 * A transfer naming the account holder (two or more words of one of their names): the person's own money moving to
 * another of their accounts or wallets. The categoriser books it as savings & investments (the taxonomy has no
 * own-transfer category for money out), but it is not saved towards a goal.
 */
function namesHolder(description: string, holderWords: readonly (readonly string[])[]): boolean {
  const words = new Set(tokenize(description));
  return holderWords.some((name) => name.filter((w) => words.has(w)).length >= 2);
}

/** A savings or investment transfer out (PiggyVest, Cowrywise, OWealth…) moves a savings goal. */
const countsAsSaving = (t: Transaction, holderWords: readonly (readonly string[])[]) =>
  t.amount < 0 && t.category === 'savings_investment' && !namesHolder(t.description, holderWords);

const sameLender = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Money from analysed statements that moves a goal: savings transfers for save_up and emergency_fund, repayments to
 * the goal's lender for pay_off_loan. Only transactions on or after the goal's start date count.
 */
export function contributionsFromTransactions(
  goal: Pick<GoalDefinition, 'kind' | 'startDate' | 'lender'>,
  transactions: readonly Transaction[],
  holders: readonly string[] = [],
): Kobo {
  // The holders' names split once, not once per transaction.
  const holderWords = holders.map((h) => tokenize(h).filter((w) => w.length > 1));
  let sum = 0;
  for (const t of transactions) {
    if (t.date < goal.startDate) continue;
    if ((goal.kind === 'save_up' || goal.kind === 'emergency_fund') && countsAsSaving(t, holderWords)) sum += -t.amount;
    if (goal.kind === 'pay_off_loan' && t.amount < 0 && t.loanRepayment && goal.lender && t.lender && sameLender(t.lender, goal.lender)) sum += -t.amount;
  }
  return sum;
}

/** The spending in one category per month (YYYY-MM), for spend_less goals. */
export function categorySpendByMonth(category: DebitCategory, transactions: readonly Transaction[]): Map<string, Kobo> {
  const out = new Map<string, Kobo>();
  for (const t of transactions) {
    if (t.amount >= 0 || t.category !== category) continue;
    const m = t.date.slice(0, 7);
    out.set(m, (out.get(m) ?? 0) - t.amount);
  }
  return out;
}

/** Whole months from today to the target date, at least 1 while the date is ahead; 0 once it has passed. */
export function monthsUntil(today: string, targetDate: string): number {
  const days = isoDayNumber(targetDate) - isoDayNumber(today);
  if (days < 0) return 0;
  return Math.max(1, Math.ceil(days / 30.4375));
}

/** An emergency fund covers 3 to 6 months of the person's analysed monthly expenses. */
export function suggestEmergencyFund(monthlyExpenses: Kobo): { min: Kobo; max: Kobo } {
  return { min: monthlyExpenses * 3, max: monthlyExpenses * 6 };
}

/** How far ahead or behind the straight line from start to target date counts as "ahead" or "at risk". */
const MARGIN = 0.1;

export function goalProgress(
  goal: GoalDefinition,
  evidence: { contributions: Kobo; fromAnalyses: Kobo; spendByMonth?: Map<string, Kobo> },
  today: string,
): GoalProgress {
  if (goal.kind === 'spend_less') return spendLessProgress(goal, evidence.spendByMonth ?? new Map());
  const current = Math.max(0, evidence.contributions + evidence.fromAnalyses);
  const remaining = Math.max(0, goal.targetAmount - current);
  const percent = goal.targetAmount > 0 ? Math.min(100, Math.round((current / goal.targetAmount) * 1000) / 10) : 0;
  const monthsLeft = goal.targetDate ? monthsUntil(today, goal.targetDate) : null;
  const monthlyNeeded = remaining === 0 ? 0 : monthsLeft === null ? null : monthsLeft === 0 ? remaining : Math.ceil(remaining / monthsLeft);
  let status: GoalStatus;
  if (goal.completed || remaining === 0) status = 'completed';
  else if (goal.paused) status = 'paused';
  else if (!goal.targetDate) status = 'on_track';
  else if (monthsLeft === 0) status = 'at_risk';
  else {
    const total = isoDayNumber(goal.targetDate) - isoDayNumber(goal.startDate);
    const elapsed = isoDayNumber(today) - isoDayNumber(goal.startDate);
    const expected = total <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / total));
    const done = current / goal.targetAmount;
    status = done >= expected + MARGIN ? 'ahead' : done >= expected - MARGIN ? 'on_track' : 'at_risk';
  }
  return { current, remaining, percent, monthsLeft, monthlyNeeded, status, month: null };
}

function spendLessProgress(goal: GoalDefinition, spendByMonth: Map<string, Kobo>): GoalProgress {
  const months = [...spendByMonth.keys()].sort();
  const month = months.at(-1) ?? null;
  const current = month ? spendByMonth.get(month)! : 0;
  const remaining = Math.max(0, goal.targetAmount - current);
  const percent = goal.targetAmount > 0 ? Math.round((current / goal.targetAmount) * 1000) / 10 : 0;
  let status: GoalStatus;
  if (goal.completed) status = 'completed';
  else if (goal.paused) status = 'paused';
  else if (month === null) status = 'on_track';
  else status = current <= goal.targetAmount * 0.8 ? 'ahead' : current <= goal.targetAmount ? 'on_track' : 'at_risk';
  return { current, remaining, percent, monthsLeft: null, monthlyNeeded: null, status, month };
}
