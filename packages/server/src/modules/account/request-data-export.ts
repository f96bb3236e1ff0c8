import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { attemptsUsed, EXPORT_RULE, recordAttempt } from './attempts.ts';
import { requestExport } from './data-export.ts';
import { hasPendingExport } from './repository.ts';

/** A new data export: one at a time, 3 a day; built by a job and announced by e-mail. */
export async function requestDataExport(ctx: AppContext, userId: string, ip: string) {
  if (await hasPendingExport(ctx.database.db, userId)) {
    throw new AppError('CONFLICT', 'Your data export is already being prepared. We will e-mail you when it is ready.');
  }
  const key = `export:${userId}`;
  if ((await attemptsUsed(ctx.database, key, EXPORT_RULE)) >= EXPORT_RULE.max) {
    throw new AppError('RATE_LIMITED', 'You can request 3 data exports a day. Please try again tomorrow.');
  }
  await recordAttempt(ctx.database, key, EXPORT_RULE);
  return requestExport(ctx, userId, ip);
}
