import { randomBytes, randomUUID } from 'node:crypto';
import {
  normaliseReferralCode,
  referralCode,
  referralLink,
  referralRewardDue,
  referralRewardKey,
  referralStatusLabel,
  type ReferralStatus,
} from '@nairalens/core/tokens/referral.ts';
import { DAY_MS, REFERRAL_LIMIT, REFERRAL_REWARD_DAYS } from '@nairalens/core/tokens/buckets.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';
import { creditTokens } from './ledger-service.ts';

/** The person's referral code, created on first use (e-mail prefix + random suffix; retried on a collision). */
export async function ensureReferralCode(db: DbOrTx, userId: string, email: string): Promise<string> {
  const [existing] = await sqlRows<{ code: string }>(db, 'SELECT code FROM referral_codes WHERE user_id = $1', [
    userId,
  ]);
  if (existing) return existing.code;
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = referralCode(email, randomBytes(8));
    const rows = await sqlRows<{ code: string }>(
      db,
      `INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code`,
      [userId, code],
    );
    if (rows[0]) return rows[0].code;
    const [mine] = await sqlRows<{ code: string }>(db, 'SELECT code FROM referral_codes WHERE user_id = $1', [userId]);
    if (mine) return mine.code;
  }
  throw new Error('Could not allocate a referral code');
}

/**
 * Sign-up work of the wallet: the free trial token (GRANT, never expires) — or, for a friend who came with a valid
 * referral code of someone who still has referral rewards to earn, the 7-day referral trial token instead.
 * Idempotent: both credits use the key `signup-grant`. An e-mail whose earlier account was deleted had its trial
 * token then, so `trialAlreadyGiven` grants none.
 */
export async function onSignUp(
  db: Db,
  user: { id: string; email: string; referralCodeUsed?: string | null },
  options: { trialAlreadyGiven?: boolean } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureReferralCode(tx, user.id, user.email);
    const code = user.referralCodeUsed ? normaliseReferralCode(user.referralCodeUsed) : null;
    let referred = false;
    if (code) {
      const [referrer] = await sqlRows<{ user_id: string }>(tx, 'SELECT user_id FROM referral_codes WHERE code = $1', [
        code,
      ]);
      if (referrer && referrer.user_id !== user.id) {
        const [{ n }] = await sqlRows<{ n: number }>(
          tx,
          `SELECT count(*)::int AS n FROM referrals WHERE referrer_id = $1 AND status = 'qualified'`,
          [referrer.user_id],
        );
        if (Number(n) < REFERRAL_LIMIT) {
          const inserted = await sqlRows(
            tx,
            `INSERT INTO referrals (id, referrer_id, referred_user_id, code) VALUES ($1, $2, $3, $4)
             ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
            [randomUUID(), referrer.user_id, user.id, code],
          );
          referred =
            inserted.length > 0 ||
            (await sqlRows(tx, 'SELECT 1 FROM referrals WHERE referred_user_id = $1', [user.id])).length > 0;
        }
      }
    }
    if (options.trialAlreadyGiven) return;
    await creditTokens(tx, {
      userId: user.id,
      kind: referred ? 'referral_trial' : 'grant',
      amount: 1,
      idempotencyKey: 'signup-grant',
      reason: referred ? 'Referral trial token' : 'Free trial token',
    });
  });
}

/**
 * After a person's first successful purchase: if a friend's referral is still pending and the referrer has fewer
 * than 5 successful referrals, the referrer gets 1 REFERRAL token for 30 days, once (keyed by the referral).
 */
export async function qualifyReferral(
  tx: Tx,
  referredUserId: string,
  paymentReference: string,
  now = Date.now(),
): Promise<boolean> {
  const [ref] = await sqlRows<{ id: string; referrer_id: string | null; status: ReferralStatus }>(
    tx,
    'SELECT id, referrer_id, status FROM referrals WHERE referred_user_id = $1 FOR UPDATE',
    [referredUserId],
  );
  if (!ref || !ref.referrer_id || ref.status !== 'signed_up') return false;
  // The referrer's code row serialises concurrent qualifications against the limit of 5.
  await sqlRows(tx, 'SELECT user_id FROM referral_codes WHERE user_id = $1 FOR UPDATE', [ref.referrer_id]);
  const [{ n }] = await sqlRows<{ n: number }>(
    tx,
    `SELECT count(*)::int AS n FROM referrals WHERE referrer_id = $1 AND status = 'qualified'`,
    [ref.referrer_id],
  );
  if (!referralRewardDue(ref.status, Number(n))) return false;
  const expiresAt = now + REFERRAL_REWARD_DAYS * DAY_MS;
  await creditTokens(tx, {
    userId: ref.referrer_id,
    kind: 'referral_reward',
    amount: 1,
    idempotencyKey: referralRewardKey(ref.id),
    reason: 'Referral reward',
    expiresAt,
    now,
  });
  await sqlRows(
    tx,
    `UPDATE referrals SET status = 'qualified', qualified_at = $2, reward_expires_at = $3, qualifying_reference = $4 WHERE id = $1`,
    [ref.id, new Date(now), new Date(expiresAt), paymentReference],
  );
  return true;
}

export async function referralOverview(db: DbOrTx, user: { id: string; email: string }, appUrl: string) {
  const code = await ensureReferralCode(db, user.id, user.email);
  const rows = await sqlRows<{ id: string; status: ReferralStatus; created_at: Date; reward_expires_at: Date | null }>(
    db,
    'SELECT id, status, created_at, reward_expires_at FROM referrals WHERE referrer_id = $1 ORDER BY created_at DESC',
    [user.id],
  );
  return {
    code,
    link: referralLink(appUrl, code),
    limit: REFERRAL_LIMIT,
    qualifiedCount: rows.filter((r) => r.status === 'qualified').length,
    referrals: rows.map((r) => ({
      id: r.id,
      status: r.status,
      label: referralStatusLabel(r.status),
      createdAt: new Date(r.created_at).toISOString(),
      rewardExpiresAt: r.reward_expires_at ? new Date(r.reward_expires_at).toISOString() : null,
    })),
  };
}
