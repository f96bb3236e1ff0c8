import { SPENDING_ORDER, type Bucket } from '@nairalens/core/tokens/buckets.ts';
import type { DbOrTx } from '../../db/client.ts';
import { loadLots } from './ledger-repository.ts';

// Reads: no lock needed.

export interface WalletBalance {
  totalBalance: number;
  /** The spec's wallet balance rows: one per bucket and expiry date, in spending order (soonest expiry first). */
  balances: Array<{ bucket: Bucket; balance: number; expiresAt: string | null }>;
}

/** Live balance rows (bucket, balance, expiresAt) from the ledger. */
export async function walletBalance(db: DbOrTx, userId: string, now = Date.now()): Promise<WalletBalance> {
  const lots = await loadLots(db, userId, []);
  const live = lots.filter((l) => l.remaining > 0 && (l.expiresAt === null || l.expiresAt > now));
  const balances: WalletBalance['balances'] = [];
  for (const bucket of SPENDING_ORDER) {
    const byExpiry = new Map<number | null, number>();
    for (const l of live.filter((x) => x.bucket === bucket))
      byExpiry.set(l.expiresAt, (byExpiry.get(l.expiresAt) ?? 0) + l.remaining);
    const keys = [...byExpiry.keys()].sort((x, y) => (x ?? Infinity) - (y ?? Infinity));
    for (const expiresAt of keys) {
      balances.push({
        bucket,
        balance: byExpiry.get(expiresAt)!,
        expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
      });
    }
  }
  return { totalBalance: balances.reduce((s, b) => s + b.balance, 0), balances };
}

export async function liveBalance(db: DbOrTx, userId: string, now = Date.now()): Promise<number> {
  return (await walletBalance(db, userId, now)).totalBalance;
}
