import { randomUUID } from 'node:crypto';
import type { ReferralStatus } from '@nairalens/core/tokens/referral.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';

/** The SQL of referral codes and referrals. */

export async function referralCodeOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await sqlRows<{ code: string }>(db, 'SELECT code FROM referral_codes WHERE user_id = $1', [userId]);
  return row?.code ?? null;
}

/** False when the code is taken (by anyone, this person included). */
export async function insertReferralCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const rows = await sqlRows(
    db,
    `INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code`,
    [userId, code],
  );
  return rows.length > 0;
}

export async function referrerOfCode(db: DbOrTx, code: string): Promise<string | null> {
  const [row] = await sqlRows<{ user_id: string }>(db, 'SELECT user_id FROM referral_codes WHERE code = $1', [code]);
  return row?.user_id ?? null;
}

export async function qualifiedReferralCount(db: DbOrTx, referrerId: string): Promise<number> {
  const [{ n }] = await sqlRows<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM referrals WHERE referrer_id = $1 AND status = 'qualified'`,
    [referrerId],
  );
  return Number(n);
}

/** Records who referred a new person; a person is referred once (false when already recorded). */
export async function insertReferral(
  db: DbOrTx,
  referrerId: string,
  referredUserId: string,
  code: string,
): Promise<boolean> {
  const rows = await sqlRows(
    db,
    `INSERT INTO referrals (id, referrer_id, referred_user_id, code) VALUES ($1, $2, $3, $4)
     ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
    [randomUUID(), referrerId, referredUserId, code],
  );
  return rows.length > 0;
}

export async function wasReferred(db: DbOrTx, userId: string): Promise<boolean> {
  return (await sqlRows(db, 'SELECT 1 FROM referrals WHERE referred_user_id = $1', [userId])).length > 0;
}

export async function lockReferralOf(
  tx: Tx,
  referredUserId: string,
): Promise<{ id: string; referrer_id: string | null; status: ReferralStatus } | null> {
  const [ref] = await sqlRows<{ id: string; referrer_id: string | null; status: ReferralStatus }>(
    tx,
    'SELECT id, referrer_id, status FROM referrals WHERE referred_user_id = $1 FOR UPDATE',
    [referredUserId],
  );
  return ref ?? null;
}

/** The referrer's code row serialises concurrent qualifications against the limit of 5. */
export async function lockReferralCode(tx: Tx, referrerId: string): Promise<void> {
  await sqlRows(tx, 'SELECT user_id FROM referral_codes WHERE user_id = $1 FOR UPDATE', [referrerId]);
}

export async function markReferralQualified(
  tx: Tx,
  id: string,
  v: { at: Date; rewardExpiresAt: Date; paymentReference: string },
): Promise<void> {
  await sqlRows(
    tx,
    `UPDATE referrals SET status = 'qualified', qualified_at = $2, reward_expires_at = $3, qualifying_reference = $4 WHERE id = $1`,
    [id, v.at, v.rewardExpiresAt, v.paymentReference],
  );
}

export async function referralsBy(
  db: DbOrTx,
  referrerId: string,
): Promise<{ id: string; status: ReferralStatus; created_at: Date; reward_expires_at: Date | null }[]> {
  return sqlRows(
    db,
    'SELECT id, status, created_at, reward_expires_at FROM referrals WHERE referrer_id = $1 ORDER BY created_at DESC',
    [referrerId],
  );
}
