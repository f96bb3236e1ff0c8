import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { countDocumentsSince } from './repository.ts';

/**
 * Documents a person may start in an hour (a Business batch of 50 fits twice), of every kind, failed and refunded ones included: a refund makes a
 * failure free, so without this budget a stream of hostile files would cost its sender nothing and our workers a
 * great deal.
 */
export const HOURLY_DOCUMENT_BUDGET = 120;

export async function assertHourlyBudget(ctx: AppContext, userId: string, now = new Date()): Promise<void> {
  const started = await countDocumentsSince(ctx.database.db, userId, new Date(now.getTime() - 3600_000));
  if (started >= HOURLY_DOCUMENT_BUDGET) {
    throw new AppError(
      'RATE_LIMITED',
      `You have started ${HOURLY_DOCUMENT_BUDGET} documents in the last hour. Please wait a little and try again.`,
    );
  }
}
