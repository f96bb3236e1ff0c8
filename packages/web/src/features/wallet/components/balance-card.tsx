import { BUCKET_LABELS, isBucket } from '@nairalens/core/tokens/buckets.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { tokenTone } from '@/components/token-badge.tsx';
import { formatDate, formatNumber, plural } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import type { WalletBucketBalance } from '@nairalens/core/api/wallet.ts';

const TONE = {
  danger: 'text-destructive',
  warning: 'text-warning-foreground dark:text-warning',
  success: 'text-success',
} as const;

/** Total balance and each bucket with its tokens' expiry dates, in the order tokens are spent. */
export function BalanceCard({
  total,
  buckets: rows,
  loading,
}: {
  total: number | undefined;
  buckets: WalletBucketBalance[];
  loading: boolean;
}) {
  // The API gives one row per bucket and expiry date; show one line per bucket with each expiry under it.
  const buckets: Array<{ bucket: string; balance: number; lots: { balance: number; expiresAt: string | null }[] }> = [];
  for (const row of rows) {
    let b = buckets.find((x) => x.bucket === row.bucket);
    if (!b) buckets.push((b = { bucket: row.bucket, balance: 0, lots: [] }));
    b.balance += row.balance;
    b.lots.push({ balance: row.balance, expiresAt: row.expiresAt });
  }
  return (
    <Card>
      <CardHeader>
        <CardDescription>Token balance</CardDescription>
        {loading ? (
          <Skeleton className="h-9 w-28" />
        ) : (
          <CardTitle
            className={cn('text-3xl tabular-nums', total !== undefined && TONE[tokenTone(total)])}
            data-testid="wallet-total"
          >
            {total === undefined ? '–' : plural(total, 'token', 'tokens')}
          </CardTitle>
        )}
      </CardHeader>
      <CardContent>
        {buckets.length === 0 && !loading ? (
          <p className="text-sm text-muted-foreground">No tokens yet. Buy a bundle or choose a plan below.</p>
        ) : (
          <ul className="divide-y" aria-label="Balance by bucket">
            {buckets.map((b) => (
              <li key={b.bucket} className="flex items-start justify-between gap-4 py-2 text-sm" data-bucket={b.bucket}>
                <div>
                  <p className="font-medium">{isBucket(b.bucket) ? BUCKET_LABELS[b.bucket] : b.bucket}</p>
                  <p className="text-xs text-muted-foreground">
                    {b.lots
                      .map((l) =>
                        l.expiresAt
                          ? `${formatNumber(l.balance)} expire ${formatDate(l.expiresAt)}`
                          : `${formatNumber(l.balance)} never expire`,
                      )
                      .join(' · ')}
                  </p>
                </div>
                <span className="font-semibold tabular-nums">{formatNumber(b.balance)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
