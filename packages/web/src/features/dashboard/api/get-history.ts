import { useQuery } from '@tanstack/react-query';
import type { PersonHistoryJson } from '@nairalens/core/api/history.ts';
import { api } from '@/lib/api.ts';

/** The person's month-by-month figures across all their analyses and accounts. */
export function useScoreHistory() {
  return useQuery({
    queryKey: ['history'],
    queryFn: () => api.get<PersonHistoryJson>('/api/history'),
    staleTime: 30_000,
  });
}
