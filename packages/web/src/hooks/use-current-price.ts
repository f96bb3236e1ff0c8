import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

type Priced = { id: string; priceKobo: number };

/**
 * Today's price of a bundle or plan for new checkouts (an admin may have changed it), falling back to the catalogue
 * price while the answer loads or if the request fails.
 */
export function useCurrentPrice() {
  const { data } = useQuery({
    queryKey: ['wallet', 'catalog'],
    queryFn: () => api.get<{ bundles: Priced[]; plans: Priced[] }>('/api/wallet/catalog'),
    staleTime: 60_000,
  });
  return (kind: 'bundle' | 'plan', id: string, fallbackKobo: number): number =>
    (kind === 'bundle' ? data?.bundles : data?.plans)?.find((p) => p.id === id)?.priceKobo ?? fallbackKobo;
}
