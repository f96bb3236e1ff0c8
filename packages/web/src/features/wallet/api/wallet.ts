import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityPeriodFilter, ActivityTypeFilter } from '@nairalens/core/tokens/display.ts';
import type { WalletActivity, WalletActivityPage } from '@nairalens/core/api/wallet-activity.ts';
import type {
  Catalogue,
  CatalogueQuote,
  Checkout,
  CheckoutBody,
  ReferralOverview,
} from '@nairalens/core/api/wallet.ts';
import { api } from '@/lib/api.ts';
import { walletBalanceQueryKey } from '@/hooks/use-wallet-balance.ts';

export { useSubscription } from '@/hooks/use-billing.ts';

/** One wallet activity row: the server's response type, shared through core (a changed field breaks both). */
export type Transaction = WalletActivity;

/** A bundle or plan as the catalogue lists it (the shared response type). */
export type Quote = CatalogueQuote;

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
    queryFn: () => api.get<Catalogue>('/api/wallet/catalog'),
    staleTime: 5 * 60_000,
  });
}

/** Starts a checkout and sends the person to the payment partner's page. */
export function useCheckout() {
  return useMutation({
    mutationFn: (product: CheckoutBody) => api.post<Checkout>('/api/wallet/checkout', product),
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
