import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityPeriodFilter, ActivityTypeFilter } from '@nairalens/core/tokens/display.ts';
import type { WalletActivity, WalletActivityPage } from '@nairalens/core/api/wallet-activity.ts';
import { api } from '@/lib/api.ts';
import { walletBalanceQueryKey } from '@/hooks/use-wallet-balance.ts';

export {
  useCancelSubscription,
  useReceipts,
  useSubscription,
  type Receipt,
  type SubscriptionInfo,
} from '@/hooks/use-billing.ts';

/** One wallet balance row (docs/product-rules.md): a bucket's tokens with one expiry date. */
export type WalletBucket = { bucket: string; balance: number; expiresAt: string | null };

/** One wallet activity row: the server's response type, shared through core (a changed field breaks both). */
export type Transaction = WalletActivity;

export type Quote = {
  id: string;
  name: string;
  tokens: number;
  dailyTokens: number;
  priceKobo: number;
  feeKobo: number;
  totalKobo: number;
  recurring: boolean;
  badge?: string | null;
  label?: string;
};

export type Catalog = { provider: 'paystack' | 'test' | 'none'; testMode: boolean; bundles: Quote[]; plans: Quote[] };

export type ReferralOverview = {
  code: string;
  link: string;
  limit: number;
  qualifiedCount: number;
  referrals: {
    id: string;
    status: 'signed_up' | 'qualified';
    label: string;
    createdAt: string;
    rewardExpiresAt: string | null;
  }[];
};

export function useTransactions(type: ActivityTypeFilter, period: ActivityPeriodFilter) {
  return useInfiniteQuery({
    queryKey: ['wallet', 'transactions', type, period],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ type, period });
      if (pageParam) q.set('cursor', pageParam);
      return api.get<WalletActivityPage>(`/api/wallet/transactions?${q}`);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useReferrals() {
  return useQuery({
    queryKey: ['wallet', 'referrals'],
    queryFn: () => api.get<ReferralOverview>('/api/wallet/referrals'),
  });
}

export function useCatalog() {
  return useQuery({
    queryKey: ['wallet', 'catalog'],
    queryFn: () => api.get<Catalog>('/api/wallet/catalog'),
    staleTime: 5 * 60_000,
  });
}

/** Starts a checkout and sends the person to the payment partner's page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (product: { kind: 'bundle' | 'plan'; id: string }) =>
      api.post<{ reference: string; authorizationUrl: string }>('/api/wallet/checkout', product),
    onSuccess: ({ authorizationUrl }) => {
      window.location.assign(authorizationUrl);
    },
  });
}

export function useRefreshWallet() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: walletBalanceQueryKey });
    void qc.invalidateQueries({ queryKey: ['wallet'] });
  };
}
