import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api.ts';

export type Health = {
  status: 'ok' | 'degraded';
  database: { ok: boolean };
  jobs: { ok: boolean };
  storage: { ok: boolean };
  version: string;
};

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

