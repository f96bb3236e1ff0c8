import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CreateGoalInput } from '@nairalens/core/api/goal.ts';
import { clientProfileExists, insertGoal, type GoalRow } from './repository.ts';

export async function createGoal(db: DbOrTx, userId: string, input: CreateGoalInput, now = Date.now()): Promise<GoalRow> {
  const today = lagosDate(now);
  if (input.targetDate && input.targetDate <= today) throw new AppError('VALIDATION', 'Choose a target date in the future.');
  if (input.startDate && input.startDate > today) throw new AppError('VALIDATION', 'Counting can start today at the latest.');
  if (input.profileId && !(await clientProfileExists(db, userId, input.profileId))) throw new AppError('NOT_FOUND', 'Client profile not found.');
  return insertGoal(db, {
    userId,
    profileLightId: input.profileId ?? null,
    kind: input.kind,
    name: input.name,
    targetAmount: input.targetAmount,
    targetDate: input.targetDate ?? null,
    startDate: input.startDate ?? today,
    category: input.kind === 'spend_less' ? (input.category ?? null) : null,
    lender: input.kind === 'pay_off_loan' ? (input.lender ?? null) : null,
    reminderFrequency: input.reminder?.frequency ?? null,
    reminderDay: input.reminder?.day ?? null,
  });
}
