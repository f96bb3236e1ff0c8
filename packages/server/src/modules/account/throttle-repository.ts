import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';

/** The SQL of the account's counters: attempt windows, sign-in failures, used TOTP steps and deleted addresses. */

export async function attemptWindow(
  database: Database,
  key: string,
): Promise<{ count: number; window_started_at: Date } | null> {
  const rows = await database.query<{ count: number; window_started_at: Date }>(
    'SELECT count, window_started_at FROM account_attempts WHERE key = $1',
    [key],
  );
  return rows[0] ?? null;
}

/** Counts one attempt; a window that started before `windowStart` begins again at `now`. */
export async function countAttempt(database: Database, key: string, now: Date, windowStart: Date): Promise<number> {
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

export async function deleteAttempts(database: Database, key: string): Promise<void> {
  await database.query('DELETE FROM account_attempts WHERE key = $1', [key]);
}

export async function signInFailures(
  database: Database,
  emailHash: string,
): Promise<{ failures: number; last_failed_at: Date } | null> {
  const [row] = await database.query<{ failures: number; last_failed_at: Date }>(
    'SELECT failures, last_failed_at FROM sign_in_failures WHERE email_hash = $1',
    [emailHash],
  );
  return row ?? null;
}

/** Counts one failed sign-in; failures older than `forgetBefore` are forgotten first. */
export async function countSignInFailure(
  database: Database,
  emailHash: string,
  now: Date,
  forgetBefore: Date,
): Promise<{ failures: number; lock_mailed_at: Date | null } | null> {
  const [row] = await database.query<{ failures: number; lock_mailed_at: Date | null }>(
    `INSERT INTO sign_in_failures (email_hash, failures, first_failed_at, last_failed_at) VALUES ($1, 1, $2, $2)
     ON CONFLICT (email_hash) DO UPDATE SET
       failures = CASE WHEN sign_in_failures.last_failed_at < $3 THEN 1 ELSE sign_in_failures.failures + 1 END,
       first_failed_at = CASE WHEN sign_in_failures.last_failed_at < $3 THEN $2 ELSE sign_in_failures.first_failed_at END,
       lock_mailed_at = CASE WHEN sign_in_failures.last_failed_at < $3 THEN NULL ELSE sign_in_failures.lock_mailed_at END,
       last_failed_at = $2
     RETURNING failures, lock_mailed_at`,
    [emailHash, now, forgetBefore],
  );
  return row ?? null;
}

/** True for the one caller that gets to send the lock e-mail. */
export async function claimLockMail(database: Database, emailHash: string, now: Date): Promise<boolean> {
  const claimed = await database.query(
    'UPDATE sign_in_failures SET lock_mailed_at = $2 WHERE email_hash = $1 AND lock_mailed_at IS NULL RETURNING 1',
    [emailHash, now],
  );
  return claimed.length > 0;
}

export async function deleteSignInFailures(database: Database, emailHash: string): Promise<void> {
  await database.query('DELETE FROM sign_in_failures WHERE email_hash = $1', [emailHash]);
}

/** Records the step as used; false when it (or a later one) was used already — a replayed code. */
export async function claimTotpStep(database: Database, userId: string, step: number): Promise<boolean> {
  const rows = await database.query<{ user_id: string }>(
    `INSERT INTO account_totp_steps (user_id, last_step) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET last_step = EXCLUDED.last_step WHERE account_totp_steps.last_step < EXCLUDED.last_step
     RETURNING user_id`,
    [userId, step],
  );
  return rows.length > 0;
}

export async function insertDeletedEmailHash(db: DbOrTx, hash: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO deleted_account_emails (email_hash) VALUES (${hash}) ON CONFLICT (email_hash) DO NOTHING`,
  );
}

export async function deletedEmailHashExists(db: DbOrTx, hash: string): Promise<boolean> {
  const res = await db.execute(sql`SELECT 1 AS hit FROM deleted_account_emails WHERE email_hash = ${hash}`);
  return res.rows.length > 0;
}

/** A new or removed TOTP secret: the single-use record of the old one no longer applies. */
export async function forgetTotpSteps(database: Database, userId: string): Promise<void> {
  await database.query('DELETE FROM account_totp_steps WHERE user_id = $1', [userId]);
}
