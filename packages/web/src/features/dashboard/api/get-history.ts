import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export type HistoryMonth = { month: string; income: number; expenses: number; savingsRate: number; dti: number; healthScore: number; daysCovered: number };

/** The person's month-by-month figures across all their analyses and accounts. */
export function useScoreHistory() {
  return useQuery({ queryKey: ['history'], queryFn: () => api.get<{ months: HistoryMonth[] }>('/api/history'), staleTime: 30_000 });
}
