import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { UpdateGoalInput } from '@nairalens/core/api/goal.ts';
import { deleteGoal, findGoal, updateGoal, type GoalRow, type NewGoal } from './repository.ts';

const goalNotFound = () => new AppError('NOT_FOUND', 'Goal not found.');

/** Edit, pause, resume, complete; setting a reminder again also re-subscribes to it. */
export async function editGoal(db: DbOrTx, userId: string, id: string, input: UpdateGoalInput, now = Date.now()): Promise<GoalRow> {
  const goal = await findGoal(db, userId, id);
  if (!goal) throw goalNotFound();
  if (input.targetDate && input.targetDate <= lagosDate(now) && input.targetDate !== goal.targetDate) throw new AppError('VALIDATION', 'Choose a target date in the future.');
  if (input.targetDate === null && goal.kind === 'save_up') throw new AppError('VALIDATION', 'A savings goal needs a target date.');
  const values: Partial<NewGoal> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.targetAmount !== undefined) values.targetAmount = input.targetAmount;
  if (input.targetDate !== undefined) values.targetDate = input.targetDate;
  if (input.status !== undefined) values.status = input.status;
  if (input.reminder !== undefined) {
    values.reminderFrequency = input.reminder?.frequency ?? null;
    values.reminderDay = input.reminder?.day ?? null;
    values.remindersUnsubscribedAt = null;
  }
  if (input.remindersPaused !== undefined) {
    if (!(input.reminder ?? (input.reminder === undefined && goal.reminderFrequency)))
      throw new AppError('VALIDATION', 'This goal has no reminder to pause or resume.');
    values.remindersUnsubscribedAt = input.remindersPaused ? new Date(now) : null;
  }
  const row = await updateGoal(db, userId, id, values);
  if (!row) throw goalNotFound();
  return row;
}

export async function removeGoal(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!(await deleteGoal(db, userId, id))) throw goalNotFound();
}
