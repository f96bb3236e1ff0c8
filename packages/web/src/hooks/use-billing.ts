import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

// The person's plan, subscription and receipts: read by the wallet and by Settings → Billing.

export type SubscriptionInfo = {
  plan: { id: string; name: string; description: string };
  subscription: null | {
    id: string;
    planId: string;
    status: string;
    provider: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
  };
};

export type Receipt = {
  reference: string;
  status: string;
  productKind: string;
  productId: string;
  tokens: number;
  priceKobo: number;
  feeKobo: number;
  amountKobo: number;
  paidAt: string | null;
  createdAt: string;
};

export function useSubscription() {
  return useQuery({
    queryKey: ['wallet', 'subscription'],
    queryFn: () => api.get<SubscriptionInfo>('/api/wallet/subscription'),
  });
}

export function useReceipts() {
  return useQuery({
    queryKey: ['wallet', 'receipts'],
    queryFn: () => api.get<{ receipts: Receipt[] }>('/api/wallet/receipts'),
  });
}

export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ cancelled: boolean; endsAt: string }>('/api/wallet/subscription/cancel', {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['wallet', 'subscription'] }),
  });
}
