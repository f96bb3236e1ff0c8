import { useQuery } from '@tanstack/react-query';
import type { AnalysisStatus as AnalysisStatusValue, AnalysisStatusJson } from '@nairalens/core/api/analysis.ts';
import { api } from '@/lib/api.ts';

// An analysis job's status: followed by the upload page while it runs, and by the result page.

// The answer's type is the server's own, from the shared contract (core/api/analysis.ts).
export type { AnalysisStatusValue };
export type AnalysisStatus = AnalysisStatusJson;

/** Short polling (every second) while the analysis is processing; stops by itself when it is done. */
export function useAnalysisStatus(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['analysis-status', id],
    queryFn: () => api.get<AnalysisStatus>(`/api/analyses/${encodeURIComponent(id!)}/status`),
    enabled: Boolean(id) && enabled,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'processing' ? false : 1000),
    refetchIntervalInBackground: true,
    retry: false,
  });
}
