import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ACTIVITY_PERIOD_FILTERS,
  ACTIVITY_PERIOD_LABELS,
  ACTIVITY_TYPE_FILTERS,
  ACTIVITY_TYPE_LABELS,
  type ActivityPeriodFilter,
  type ActivityTypeFilter,
} from '@nairalens/core/tokens/display.ts';
import type { WalletActivityFilters } from '@nairalens/core/api/wallet-activity.ts';
import { BUCKET_LABELS, isBucket } from '@nairalens/core/tokens/buckets.ts';
import { activitySubjectHref, activityTitle } from '@nairalens/core/tokens/activity-title.ts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { useTransactions, type Transaction } from '../api/wallet.ts';

function statusBadge(status: string) {
  if (status === 'refunded') return <Badge variant="secondary">Refunded</Badge>;
  if (status === 'completed') return <Badge variant="outline">Completed</Badge>;
  return <Badge variant="outline">Pending</Badge>;
}

function Row({ tx }: { tx: Transaction }) {
  const bucket = tx.bucket && isBucket(tx.bucket) ? BUCKET_LABELS[tx.bucket] : null;
  return (
    <li className="flex items-center justify-between gap-4 py-3" data-testid="wallet-transaction" data-type={tx.type}>
      <div className="min-w-0">
        <p className="truncate font-medium">
          {tx.subject ? (
            <Link
              to={activitySubjectHref(tx.subject)}
              className="underline-offset-4 hover:underline"
              data-testid="wallet-transaction-subject"
            >
              {activityTitle(tx)}
            </Link>
          ) : (
            activityTitle(tx)
          )}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {formatDateTime(tx.createdAt)}
          {bucket ? ` · ${bucket}` : ''}
          {tx.reason &&
          !['statement', 'credit_report', 'loan_contract_analysis', 'clean_export', 'refund'].includes(tx.reason)
            ? ` · ${tx.reason}`
            : ''}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        {statusBadge(tx.status)}
        <span
          className={cn(
            'w-14 text-right font-semibold tabular-nums',
            tx.delta > 0 ? 'text-success' : 'text-foreground',
          )}
        >
          {tx.delta > 0 ? '+' : ''}
          {formatNumber(tx.delta)}
        </span>
      </div>
    </li>
  );
}

/** Activity: the last 10 transactions, the type and period filters applied on the server, and more on request. */
export function ActivityTab() {
  // Both filters are fixed choices, each answer already one the server's rule (walletActivityFiltersSchema) accepts.
  const filters = useForm<WalletActivityFilters>({ defaultValues: { type: 'all', period: 'all' } });
  const { type, period } = filters.watch();
  const q = useTransactions(type, period);

  useEffect(() => {
    if (q.isError) toast.error('Error', { description: 'Failed to fetch transaction history.' });
  }, [q.isError]);

  const rows = q.data?.pages.flatMap((p) => p.transactions) ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-4">
        <div className="space-y-1">
          <Label htmlFor="wallet-type">Type</Label>
          <Select value={type} onValueChange={(v) => filters.setValue('type', v as ActivityTypeFilter)}>
            <SelectTrigger id="wallet-type" className="w-48" aria-label="Type filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ACTIVITY_TYPE_FILTERS.map((f) => (
                <SelectItem key={f} value={f}>
                  {ACTIVITY_TYPE_LABELS[f]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="wallet-period">Period</Label>
          <Select value={period} onValueChange={(v) => filters.setValue('period', v as ActivityPeriodFilter)}>
            <SelectTrigger id="wallet-period" className="w-48" aria-label="Period filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ACTIVITY_PERIOD_FILTERS.map((f) => (
                <SelectItem key={f} value={f}>
                  {ACTIVITY_PERIOD_LABELS[f]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {q.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No transactions for these filters.</p>
      ) : (
        <ul className="divide-y" aria-label="Transactions">
          {rows.map((tx) => (
            <Row key={tx.id} tx={tx} />
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? 'Loading…' : 'Show older transactions'}
        </Button>
      )}
    </div>
  );
}
