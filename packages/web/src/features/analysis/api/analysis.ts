import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnalysisAccessJson,
  AnalysisJson,
  AnalysisListItemJson,
  AnalysisResultJson,
  CleanExportUnlockJson,
  RecategorisedJson,
  TransactionPageJson,
  TransactionRowJson,
} from '@nairalens/core/api/analysis.ts';
import { api, ApiError } from '@/lib/api.ts';

export { useAnalysisStatus, type AnalysisStatus, type AnalysisStatusValue } from '@/hooks/use-analysis-status.ts';
import type { Category } from '@nairalens/core/contract.ts';

// The response types are the server's own, from the shared contract: a changed field breaks both typechecks.
export type MonthPoint = AnalysisResultJson['monthly'][number];
export type ChargesAudit = AnalysisResultJson['charges'];
export type AnalysisResultView = AnalysisResultJson;
/** The analysis with what the caller may do on its page (a workspace member reads; a viewer cannot export). */
export type Analysis = AnalysisJson & { access: AnalysisAccess };
export type AnalysisAccess = AnalysisAccessJson;
export type TransactionRow = TransactionRowJson;
export type TransactionPage = TransactionPageJson;

export const analysisQuery = (id: string) =>
  queryOptions({
    queryKey: ['analysis', id],
    queryFn: () =>
      api
        .get<{ analysis: Omit<Analysis, 'access'>; access: AnalysisAccess }>(`/api/analyses/${encodeURIComponent(id)}`)
        .then((r): Analysis => ({ ...r.analysis, access: r.access })),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useAnalysis(id: string) {
  return useQuery(analysisQuery(id));
}


export function useTransactions(id: string, params: { search: string; category: string; page: number; pageSize: number }, enabled: boolean) {
  const qs = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.search.trim()) qs.set('search', params.search.trim());
  if (params.category) qs.set('category', params.category);
  return useQuery({
    queryKey: ['analysis', id, 'transactions', params],
    queryFn: () => api.get<TransactionPage>(`/api/analyses/${encodeURIComponent(id)}/transactions?${qs}`),
    enabled,
    placeholderData: (prev) => prev,
  });
}

export function useRecategorise(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { txId: string; category: Category; applyToSimilar: boolean }) =>
      api.patch<RecategorisedJson>(`/api/analyses/${encodeURIComponent(id)}/transactions/${input.txId}`, {
        category: input.category,
        applyToSimilar: input.applyToSimilar,
      }),
    onSuccess: (data) => {
      // Only the owner can re-categorise, so the access they had stays as it was.
      queryClient.setQueryData(analysisQuery(id).queryKey, (prev) => (prev ? { ...data.analysis, access: prev.access } : prev));
      void queryClient.invalidateQueries({ queryKey: ['analysis', id, 'transactions'] });
    },
  });
}

export function useUnlockCleanExport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CleanExportUnlockJson>(`/api/analyses/${encodeURIComponent(id)}/clean-export`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: analysisQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export const reportUrl = (id: string, variant: 'watermarked' | 'clean') => `/api/analyses/${encodeURIComponent(id)}/report.pdf?variant=${variant}`;
export const csvUrl = (id: string) => `/api/analyses/${encodeURIComponent(id)}/transactions.csv`;
export const jsonUrl = (id: string) => `/api/analyses/${encodeURIComponent(id)}/export.json`;

/** Starts a download of a same-origin URL (the session cookie goes with it). */
export function download(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export type AnalysisListItem = AnalysisListItemJson;

/** Every analysis of the signed-in person, newest first (the server returns the latest 100). */
export function useAnalyses() {
  return useQuery({
    queryKey: ['analyses', 'list'],
    queryFn: () => api.get<{ analyses: AnalysisListItem[] }>('/api/analyses').then((r) => r.analyses),
  });
}
