import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';

/**
 * Sign-in throttling per account, on top of the per-address rate limit: spreading guesses over many addresses does
 * not help. The first FREE_FAILURES wrong passwords cost nothing; after that each attempt must wait a delay that
 * doubles with every failure (30 s, 1 min, 2 min … up to MAX_DELAY_MS). When throttling starts the owner is e-mailed
 * once. Failures are forgotten after a quiet FORGET_AFTER_MS, and a correct password clears them. The key is a hash
 * of the e-mail, and unknown addresses are throttled the same way (no hint of which addresses exist).
 */
export const FREE_FAILURES = 5;
export const LOCK_AT = FREE_FAILURES;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;
const FORGET_AFTER_MS = 60 * 60_000;

export const emailKey = (email: string) => createHash('sha256').update(`sign-in:${email.trim().toLowerCase()}`).digest('hex');

/** The wait required after `failures` failures, in ms (0 while under the free allowance). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds this e-mail must still wait before its next attempt (0 = may try now). */
export async function signInWait(database: Database, email: string, now = Date.now()): Promise<number> {
  const [row] = await database.query<{ failures: number; last_failed_at: Date }>(
    'SELECT failures, last_failed_at FROM sign_in_failures WHERE email_hash = $1',
    [emailKey(email)],
  );
  if (!row) return 0;
  const last = new Date(row.last_failed_at).getTime();
  if (now - last > FORGET_AFTER_MS) return 0;
  return Math.max(0, last + delayAfter(row.failures) - now);
}

/** Counts a failure; true when this failure reached the lock and the owner has not been told yet. */
export async function recordSignInFailure(database: Database, email: string, now = new Date()): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const [row] = await database.query<{ failures: number; lock_mailed_at: Date | null }>(
    `INSERT INTO sign_in_failures (email_hash, failures, first_failed_at, last_failed_at) VALUES ($1, 1, $2, $2)
     ON CONFLICT (email_hash) DO UPDATE SET
       failures = CASE WHEN sign_in_failures.last_failed_at < $3 THEN 1 ELSE sign_in_failures.failures + 1 END,
       first_failed_at = CASE WHEN sign_in_failures.last_failed_at < $3 THEN $2 ELSE sign_in_failures.first_failed_at END,
       lock_mailed_at = CASE WHEN sign_in_failures.last_failed_at < $3 THEN NULL ELSE sign_in_failures.lock_mailed_at END,
       last_failed_at = $2
     RETURNING failures, lock_mailed_at`,
    [emailKey(email), now, forgetBefore],
  );
  if (!row || row.failures < LOCK_AT || row.lock_mailed_at) return false;
  const claimed = await database.query(
    'UPDATE sign_in_failures SET lock_mailed_at = $2 WHERE email_hash = $1 AND lock_mailed_at IS NULL RETURNING 1',
    [emailKey(email), now],
  );
  return claimed.length > 0;
}

export async function clearSignInFailures(database: Database, email: string): Promise<void> {
  await database.query('DELETE FROM sign_in_failures WHERE email_hash = $1', [emailKey(email)]);
}
