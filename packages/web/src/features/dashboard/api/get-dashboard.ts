import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { AnalysisStatus } from '@/components/ui/badge.tsx';

export type RecentAnalysis = {
  id: string;
  fileName: string | null;
  createdAt: string;
  status: AnalysisStatus;
  tokensCost: number;
};

export type DashboardData = {
  totalAnalyses: number;
  completedAnalyses: number;
  tokensUsedThisMonth: number;
  successRate: number;
  hasData: boolean;
  recentAnalyses: RecentAnalysis[];
};

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.get<DashboardData>('/api/dashboard'),
  staleTime: 10_000,
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
