import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Readiness } from '@nairalens/core/api/health.ts';
import { ApiError } from '@/lib/api.ts';

/** The service's health: the shared response type (core/api/health.ts). */
export type Health = Readiness;

/** GET /api/health; a 503 still carries the body (database down), so read it rather than fail. */
async function getHealth(): Promise<Health> {
  const res = await fetch('/api/health', { headers: { Accept: 'application/json' }, credentials: 'include' });
  if (res.status === 503) return (await res.json()) as Health;
  if (!res.ok) throw new ApiError(res.status, 'UNAVAILABLE', 'The service did not answer.');
  return (await res.json()) as Health;
}

export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: getHealth,
  refetchInterval: 60_000,
  staleTime: 30_000,
  retry: 1,
});

export function useHealth() {
  return useQuery(healthQuery);
}
