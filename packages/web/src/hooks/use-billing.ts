import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payment, SubscriptionInfo } from '@nairalens/core/api/wallet.ts';
import { api } from '@/lib/api.ts';

// The person's plan, subscription and receipts: read by the wallet and by Settings → Billing.

export function useSubscription() {
  return useQuery({
    queryKey: ['wallet', 'subscription'],
    queryFn: () => api.get<SubscriptionInfo>('/api/wallet/subscription'),
  });
}

export function useReceipts() {
  return useQuery({
    queryKey: ['wallet', 'receipts'],
    queryFn: () => api.get<{ receipts: Payment[] }>('/api/wallet/receipts'),
  });
}

export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ cancelled: true; endsAt: string }>('/api/wallet/subscription/cancel', {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['wallet', 'subscription'] }),
  });
}
