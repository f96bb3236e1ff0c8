/**
 * Token buckets and the wallet constants of docs/product-rules.md.
 */

export const BUCKETS = [
  'REFERRAL_TRIAL',
  'GRANT',
  'DAILY',
  'SUBSCRIPTION',
  'ROLLOVER',
  'REFERRAL',
  'PURCHASED',
] as const;
export type Bucket = (typeof BUCKETS)[number];

/**
 * Spending order (docs/product-rules.md): Referral Trial, then the non-expiring free trial grant, Daily,
 * Subscription, Rollover, Referral, Purchased. BUCKETS is declared in this order.
 */
export const SPENDING_ORDER: readonly Bucket[] = BUCKETS;

export function bucketRank(bucket: Bucket): number {
  return SPENDING_ORDER.indexOf(bucket);
}

export function isBucket(value: unknown): value is Bucket {
  return typeof value === 'string' && (BUCKETS as readonly string[]).includes(value);
}

/** Labels shown next to a bucket's balance. */
export const BUCKET_LABELS: Readonly<Record<Bucket, string>> = {
  REFERRAL_TRIAL: 'Referral trial',
  GRANT: 'Free trial',
  DAILY: 'Daily',
  SUBSCRIPTION: 'Subscription',
  ROLLOVER: 'Rollover',
  REFERRAL: 'Referral reward',
  PURCHASED: 'Purchased',
};

/** Whether tokens of the bucket carry an expiry date (docs/product-rules.md). */
export const BUCKET_EXPIRES: Readonly<Record<Bucket, boolean>> = {
  REFERRAL_TRIAL: true,
  GRANT: false,
  DAILY: true,
  SUBSCRIPTION: false,
  ROLLOVER: true,
  REFERRAL: true,
  PURCHASED: false,
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Unused subscription tokens roll into the next cycle up to this many; the excess expires. */
export const ROLLOVER_CAP = 20;
/** A referred friend's trial token lives 7 days and only pays for files that cost 1 token. */
export const REFERRAL_TRIAL_DAYS = 7;
export const REFERRAL_TRIAL_TOKENS = 1;
export const REFERRAL_TRIAL_MAX_FILE_COST = 1;
/** The referrer's reward token lives 30 days. */
export const REFERRAL_REWARD_DAYS = 30;
export const REFERRAL_REWARD_TOKENS = 1;
/** At most 5 successful (qualified) referrals per account. */
export const REFERRAL_LIMIT = 5;
/** A new account's free trial token (docs/product-rules.md: 1, non-expiring, type `grant`). */
export const SIGN_UP_GRANT_TOKENS = 1;
