import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

// An analysis job's status: followed by the upload page while it runs, and by the result page.

export type AnalysisStatusValue = 'pending' | 'processing' | 'completed' | 'failed';

export type AnalysisStatus = { id: string; uploadId: string; status: AnalysisStatusValue; stage: string | null; failure: { code: string; message: string } | null };

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
