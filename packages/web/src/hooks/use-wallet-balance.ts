import { useQuery } from '@tanstack/react-query';
import type { WalletBalance } from '@nairalens/core/api/wallet.ts';
import { api } from '@/lib/api.ts';

export const walletBalanceQueryKey = ['wallet', 'balance'] as const;

/** The signed-in user's token balance (GET /api/wallet/balance). Shared by the app header, dashboard and wallet. */
export function useWalletBalance({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: walletBalanceQueryKey,
    queryFn: () => api.get<WalletBalance>('/api/wallet/balance'),
    enabled,
    staleTime: 15_000,
  });
  return {
    ...query,
    totalBalance: query.data?.totalBalance,
    balances: query.data?.balances ?? [],
  };
}
