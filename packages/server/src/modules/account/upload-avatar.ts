import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { attemptsUsed, AVATAR_RULE, recordAttempt } from './attempts.ts';
import { saveAvatar } from './avatar.ts';

/**
 * A new profile photo, at most AVATAR_RULE.max uploads an hour: each attempt counts before the image is read, so
 * oversized or broken files cannot be sent without limit. Returns the photo's address.
 */
export async function uploadAvatar(ctx: AppContext, userId: string, body: unknown): Promise<string> {
  const key = `avatar:${userId}`;
  if ((await attemptsUsed(ctx.database, key, AVATAR_RULE)) >= AVATAR_RULE.max) {
    throw new AppError('RATE_LIMITED', 'Too many photo uploads. Please try again in an hour.');
  }
  await recordAttempt(ctx.database, key, AVATAR_RULE);
  if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please upload a PNG or JPG image.');
  return saveAvatar(ctx, userId, body);
}
