/**
 * Presentation rules that web and server share: balance colours, activity filters.
 */
import { DAY_MS } from './buckets.ts';
import type { EntryKind, SpendReason } from './ledger.ts';

/** Low-balance thresholds (docs/product-rules.md): under 5 red and pulsing, 5 to 15 warning, above 15 success. */
export const LOW_BALANCE_THRESHOLD = 5;
export const WARNING_BALANCE_THRESHOLD = 15;

export type BalanceTone = 'danger' | 'warning' | 'success';

export function balanceTone(totalBalance: number): BalanceTone {
  if (totalBalance < LOW_BALANCE_THRESHOLD) return 'danger';
  if (totalBalance <= WARNING_BALANCE_THRESHOLD) return 'warning';
  return 'success';
}

/** The Activity tab's type filter (docs/product-rules.md, /app/wallet). */
export const ACTIVITY_TYPE_FILTERS = [
  'all',
  'statement',
  'credit_report',
  'loan_contract_analysis',
  'grant',
  'purchase',
  'refund',
] as const;
export type ActivityTypeFilter = (typeof ACTIVITY_TYPE_FILTERS)[number];

export const ACTIVITY_TYPE_LABELS: Readonly<Record<ActivityTypeFilter, string>> = {
  all: 'All',
  statement: 'Statement',
  credit_report: 'Credit report',
  loan_contract_analysis: 'Loan analysis',
  grant: 'Grant',
  purchase: 'Purchase',
  refund: 'Refund',
};

export const ACTIVITY_PERIOD_FILTERS = ['7', '30', '90', 'all'] as const;
export type ActivityPeriodFilter = (typeof ACTIVITY_PERIOD_FILTERS)[number];

export const ACTIVITY_PERIOD_LABELS: Readonly<Record<ActivityPeriodFilter, string>> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  all: 'All time',
};

/** Page size of the Activity list: the last 10, then "more". */
export const ACTIVITY_PAGE_SIZE = 10;

/** Earliest instant included by a period filter, or null for all time. */
export function periodSince(period: ActivityPeriodFilter, now: number): number | null {
  return period === 'all' ? null : now - Number(period) * DAY_MS;
}

/**
 * The transaction type (docs/product-rules.md, reason/type names) of an operation, from its entry kind and spend reason.
 * Subscription, daily, rollover and referral credits count as grants for the type filter.
 */
export function transactionType(kind: EntryKind, reason?: SpendReason | null): string {
  switch (kind) {
    case 'spend':
      return reason === 'clean_export' ? 'statement' : (reason ?? 'statement');
    case 'purchase':
      return 'purchase';
    case 'refund':
      return 'refund';
    case 'referral_reward':
      return 'referral_reward';
    default:
      return kind === 'expire' || kind === 'revoke' || kind === 'rollover_out' ? kind : 'grant';
  }
}

/** Whether a transaction of `type` passes the type filter. */
export function matchesTypeFilter(filter: ActivityTypeFilter, type: string): boolean {
  if (filter === 'all') return true;
  if (filter === 'grant') return type === 'grant' || type === 'referral_reward';
  return type === filter;
}
