import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findGoal, insertContribution } from './repository.ts';

/**
 * Money the person put towards a goal outside any analysed statement (cash, an account we have not seen). A negative
 * amount records a withdrawal from the goal. Spend-less goals are measured from statements only.
 */
export async function addContribution(db: DbOrTx, userId: string, goalId: string, input: { amount: number; note?: string | null; date?: string }, now = Date.now()) {
  const goal = await findGoal(db, userId, goalId);
  if (!goal) throw new AppError('NOT_FOUND', 'Goal not found.');
  if (goal.kind === 'spend_less') throw new AppError('VALIDATION', 'Spending goals follow your analysed statements; there is nothing to add by hand.');
  const today = lagosDate(now);
  if (input.date && input.date > today) throw new AppError('VALIDATION', 'A contribution cannot be in the future.');
  return insertContribution(db, { goalId, userId, amount: input.amount, note: input.note ?? null, contributedOn: input.date ?? today });
}
