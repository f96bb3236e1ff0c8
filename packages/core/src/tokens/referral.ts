/**
 * Referral codes and rules (docs/product-rules.md, "Tokens"). Randomness is a parameter.
 */
import { REFERRAL_LIMIT } from './buckets.ts';

/** Unambiguous characters for the random suffix (no 0/o, 1/l/i). */
export const REFERRAL_SUFFIX_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const REFERRAL_SUFFIX_LENGTH = 5;
export const REFERRAL_PREFIX_MAX = 12;
const FALLBACK_PREFIX = 'friend';

/** The e-mail prefix part of a code: the local part without any +tag, letters and digits only, lower case. */
export function referralPrefix(email: string): string {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  const untagged = local.split('+')[0];
  const cleaned = untagged
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, REFERRAL_PREFIX_MAX);
  return cleaned.length > 0 ? cleaned : FALLBACK_PREFIX;
}

/**
 * A referral code: e-mail prefix, a dash, and a random suffix drawn from `randomBytes` (at least
 * REFERRAL_SUFFIX_LENGTH bytes, e.g. from crypto.getRandomValues). Example: ada.obi+x@mail.ng → `adaobi-k7qm4`.
 */
export function referralCode(email: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < REFERRAL_SUFFIX_LENGTH) {
    throw new RangeError(`referralCode needs at least ${REFERRAL_SUFFIX_LENGTH} random bytes`);
  }
  let suffix = '';
  for (let i = 0; i < REFERRAL_SUFFIX_LENGTH; i++) {
    // 31 letters: 256 % 31 = 8, a negligible bias for a code that only has to be hard to guess and unique-ish.
    suffix += REFERRAL_SUFFIX_ALPHABET[randomBytes[i] % REFERRAL_SUFFIX_ALPHABET.length];
  }
  return `${referralPrefix(email)}-${suffix}`;
}

const CODE_PATTERN = new RegExp(
  `^[a-z0-9]{1,${REFERRAL_PREFIX_MAX}}-[${REFERRAL_SUFFIX_ALPHABET}]{${REFERRAL_SUFFIX_LENGTH}}$`,
);

/** The canonical form of a code typed or pasted by a person, or null if it cannot be one. */
export function normaliseReferralCode(input: string): string | null {
  const code = input.trim().toLowerCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/** The sign-up link carrying a code (spec: `/auth?mode=signup&ref=CODE`). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/auth?mode=signup&ref=${encodeURIComponent(code)}`;
}

export const REFERRAL_STATUSES = ['signed_up', 'qualified'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** How the Referrals tab shows a status (docs/product-rules.md). */
export function referralStatusLabel(status: ReferralStatus): string {
  return status === 'qualified' ? '1 Token Earned' : 'Pending';
}

/**
 * Whether a friend's first purchase earns the referrer a token: the referral must still be pending and the referrer
 * must have fewer than 5 successful referrals.
 */
export function referralRewardDue(status: ReferralStatus, referrerQualifiedCount: number): boolean {
  return status === 'signed_up' && referrerQualifiedCount < REFERRAL_LIMIT;
}

/** Idempotency keys of referral credits, so a replayed sign-up or purchase pays once. */
export function referralTrialKey(friendUserId: string): string {
  return `referral-trial:${friendUserId}`;
}
export function referralRewardKey(referralId: string): string {
  return `referral-reward:${referralId}`;
}
