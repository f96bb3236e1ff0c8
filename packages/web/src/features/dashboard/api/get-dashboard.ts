import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@nairalens/core/api/dashboard.ts';
import { api } from '@/lib/api.ts';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<DashboardData>('/api/dashboard'),
  staleTime: 10_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
