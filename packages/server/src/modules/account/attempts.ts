import type { Database } from '../../db/client.ts';

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
  const rows = await database.query<{ count: number; window_started_at: Date }>(
    'SELECT count, window_started_at FROM account_attempts WHERE key = $1',
    [key],
  );
  const row = rows[0];
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
  const rows = await database.query<{ count: number }>(
    `INSERT INTO account_attempts (key, count, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN account_attempts.window_started_at <= $3 THEN 1 ELSE account_attempts.count + 1 END,
       window_started_at = CASE WHEN account_attempts.window_started_at <= $3 THEN $2 ELSE account_attempts.window_started_at END
     RETURNING count`,
    [key, now, windowStart],
  );
  return rows[0]?.count ?? 1;
}

export async function clearAttempts(database: Database, key: string): Promise<void> {
  await database.query('DELETE FROM account_attempts WHERE key = $1', [key]);
}

/** Minutes until the window of a key ends (for messages). */
export function minutesLeft(rule: AttemptRule): number {
  return Math.ceil(rule.windowMs / 60_000);
}
