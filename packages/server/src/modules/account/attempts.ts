import type { Database } from '../../db/client.ts';
import { attemptWindow, countAttempt, deleteAttempts } from './throttle-repository.ts';

/**
 * Fixed-window attempt counters in the database (so they hold across instances and restarts) for the brute-force
 * controls better-auth does not cover: password re-entry on account screens, export requests, photo uploads.
 */
export interface AttemptRule {
  /** How many attempts a window allows. */
  max: number;
  windowMs: number;
}

export const REAUTH_RULE: AttemptRule = { max: 5, windowMs: 15 * 60_000 };
export const EXPORT_RULE: AttemptRule = { max: 3, windowMs: 24 * 60 * 60_000 };
export const AVATAR_RULE: AttemptRule = { max: 20, windowMs: 60 * 60_000 };

export const reauthKey = (userId: string) => `reauth:${userId}`;

/** The attempts counted in the current window (0 once the window has passed). */
export async function attemptsUsed(
  database: Database,
  key: string,
  rule: AttemptRule,
  now = new Date(),
): Promise<number> {
  const row = await attemptWindow(database, key);
  if (!row) return 0;
  return now.getTime() - new Date(row.window_started_at).getTime() >= rule.windowMs ? 0 : row.count;
}

/** Counts one attempt (starting a new window when the old one has passed); returns the count in the window. */
export async function recordAttempt(
  database: Database,
  key: string,
  rule: AttemptRule,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  return countAttempt(database, key, now, windowStart);
}

export async function clearAttempts(database: Database, key: string): Promise<void> {
  await deleteAttempts(database, key);
}

/** Minutes until the window of a key ends (for messages). */
export function minutesLeft(rule: AttemptRule): number {
  return Math.ceil(rule.windowMs / 60_000);
}
