import type { Db } from '../../db/client.ts';
import { onSignUp } from './referrals.ts';

/**
 * The free trial token (decisions.md: 1 token, a non-expiring GRANT) — or, for a referred friend, the 7-day
 * referral trial token instead. Idempotent (key `signup-grant`). Kept for callers of the foundation's name.
 */
export async function grantSignupToken(
  db: Db,
  userId: string,
  email = '',
  referralCodeUsed: string | null = null,
): Promise<void> {
  await onSignUp(db, { id: userId, email: email || `${userId}@unknown`, referralCodeUsed });
}
