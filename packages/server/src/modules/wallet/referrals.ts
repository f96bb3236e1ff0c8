import { randomBytes } from 'node:crypto';
import {
  normaliseReferralCode,
  referralCode,
  referralLink,
  referralRewardDue,
  referralRewardKey,
  referralStatusLabel,
} from '@nairalens/core/tokens/referral.ts';
import { DAY_MS, REFERRAL_LIMIT, REFERRAL_REWARD_DAYS } from '@nairalens/core/tokens/buckets.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  insertReferral,
  insertReferralCode,
  lockReferralCode,
  lockReferralOf,
  markReferralQualified,
  qualifiedReferralCount,
  referralCodeOf,
  referralsBy,
  referrerOfCode,
  wasReferred,
} from './referrals-repository.ts';
import { creditTokens } from './ledger-service.ts';

/** The person's referral code, created on first use (e-mail prefix + random suffix; retried on a collision). */
export async function ensureReferralCode(db: DbOrTx, userId: string, email: string): Promise<string> {
  const existing = await referralCodeOf(db, userId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = referralCode(email, randomBytes(8));
    if (await insertReferralCode(db, userId, code)) return code;
    const mine = await referralCodeOf(db, userId);
    if (mine) return mine;
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
      const referrerId = await referrerOfCode(tx, code);
      if (referrerId && referrerId !== user.id) {
        if ((await qualifiedReferralCount(tx, referrerId)) < REFERRAL_LIMIT) {
          referred = (await insertReferral(tx, referrerId, user.id, code)) || (await wasReferred(tx, user.id));
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
  const ref = await lockReferralOf(tx, referredUserId);
  if (!ref || !ref.referrer_id || ref.status !== 'signed_up') return false;
  // The referrer's code row serialises concurrent qualifications against the limit of 5.
  await lockReferralCode(tx, ref.referrer_id);
  if (!referralRewardDue(ref.status, await qualifiedReferralCount(tx, ref.referrer_id))) return false;
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
  await markReferralQualified(tx, ref.id, {
    at: new Date(now),
    rewardExpiresAt: new Date(expiresAt),
    paymentReference,
  });
  return true;
}

export async function referralOverview(db: DbOrTx, user: { id: string; email: string }, appUrl: string) {
  const code = await ensureReferralCode(db, user.id, user.email);
  const rows = await referralsBy(db, user.id);
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
