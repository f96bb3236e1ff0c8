import { REFERRAL_TRIAL_MAX_FILE_COST, SPENDING_ORDER, bucketRank, type Bucket } from './buckets.ts';
import type { Allocation, EntryDraft, Lot } from './ledger-types.ts';

/** Reading a wallet's lots: which are live, the spending order, allocation of a spend, balances, expiry sweeps. */

export function isExpired(lot: Pick<Lot, 'expiresAt'>, now: number): boolean {
  return lot.expiresAt !== null && lot.expiresAt <= now;
}

export function isLive(lot: Lot, now: number): boolean {
  return lot.remaining > 0 && !isExpired(lot, now);
}

/** Spending order: bucket order, then soonest expiry (never-expiring last), then oldest, then id. */
export function compareLotsForSpending(a: Lot, b: Lot): number {
  return (
    bucketRank(a.bucket) - bucketRank(b.bucket) ||
    (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) ||
    a.createdAt - b.createdAt ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Whether referral-trial tokens may pay for this spend: only a file that costs 1 token. */
export function referralTrialUsable(amount: number, fileCost?: number): boolean {
  return (fileCost ?? amount) <= REFERRAL_TRIAL_MAX_FILE_COST && amount <= REFERRAL_TRIAL_MAX_FILE_COST;
}

/** Live lots a spend may draw from, in spending order. */
export function spendableLots(lots: readonly Lot[], now: number, useTrial: boolean): Lot[] {
  return lots.filter((l) => isLive(l, now) && (useTrial || l.bucket !== 'REFERRAL_TRIAL')).sort(compareLotsForSpending);
}

/** Greedy allocation in spending order; null when the lots hold fewer than `amount` tokens. */
export function allocate(lots: readonly Lot[], amount: number, now: number, useTrial: boolean): Allocation[] | null {
  const allocations: Allocation[] = [];
  let left = amount;
  for (const lot of spendableLots(lots, now, useTrial)) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    allocations.push({ lotId: lot.id, bucket: lot.bucket, amount: take });
    left -= take;
  }
  return left === 0 ? allocations : null;
}

/** Tokens spendable at `now`. */
export function liveBalance(lots: readonly Lot[], now: number): number {
  let sum = 0;
  for (const lot of lots) if (isLive(lot, now)) sum += lot.remaining;
  return sum;
}

export interface BucketBalance {
  bucket: Bucket;
  balance: number;
  /** The soonest expiry among the bucket's live lots, or null. */
  expiresAt: number | null;
  /** Each live lot's tokens and expiry, soonest first. */
  lots: Array<{ balance: number; expiresAt: number | null }>;
}

/** Live balance per bucket, in spending order, omitting empty buckets. */
export function bucketBalances(lots: readonly Lot[], now: number): BucketBalance[] {
  const out: BucketBalance[] = [];
  for (const bucket of SPENDING_ORDER) {
    const live = lots.filter((l) => l.bucket === bucket && isLive(l, now)).sort(compareLotsForSpending);
    if (live.length === 0) continue;
    const expiries = live.map((l) => l.expiresAt).filter((e): e is number => e !== null);
    out.push({
      bucket,
      balance: live.reduce((s, l) => s + l.remaining, 0),
      expiresAt: expiries.length ? Math.min(...expiries) : null,
      lots: live.map((l) => ({ balance: l.remaining, expiresAt: l.expiresAt })),
    });
  }
  return out;
}

/** The balance as the ledger says: the sum of every entry. */
export function ledgerBalance(entries: ReadonlyArray<Pick<EntryDraft, 'delta'>>): number {
  let sum = 0;
  for (const e of entries) sum += e.delta;
  return sum;
}

/** Entries that expire every expired lot's remaining tokens (idempotent: an emptied lot produces nothing). */
export function sweepEntries(lots: readonly Lot[], now: number): EntryDraft[] {
  return lots
    .filter((l) => l.remaining > 0 && isExpired(l, now))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((l) => ({ opKey: null, lotId: l.id, bucket: l.bucket, delta: -l.remaining, kind: 'expire' as const }));
}
