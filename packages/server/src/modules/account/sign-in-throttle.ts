import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { claimLockMail, countSignInFailure, deleteSignInFailures, signInFailures } from './throttle-repository.ts';

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

export const emailKey = (email: string) =>
  createHash('sha256').update(`sign-in:${email.trim().toLowerCase()}`).digest('hex');

/** The wait required after `failures` failures, in ms (0 while under the free allowance). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES));
}

/** Milliseconds this e-mail must still wait before its next attempt (0 = may try now). */
export async function signInWait(database: Database, email: string, now = Date.now()): Promise<number> {
  const row = await signInFailures(database, emailKey(email));
  if (!row) return 0;
  const last = new Date(row.last_failed_at).getTime();
  if (now - last > FORGET_AFTER_MS) return 0;
  return Math.max(0, last + delayAfter(row.failures) - now);
}

/** Counts a failure; true when this failure reached the lock and the owner has not been told yet. */
export async function recordSignInFailure(database: Database, email: string, now = new Date()): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const row = await countSignInFailure(database, emailKey(email), now, forgetBefore);
  if (!row || row.failures < LOCK_AT || row.lock_mailed_at) return false;
  return claimLockMail(database, emailKey(email), now);
}

export async function clearSignInFailures(database: Database, email: string): Promise<void> {
  await deleteSignInFailures(database, emailKey(email));
}
