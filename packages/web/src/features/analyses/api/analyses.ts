import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HistoryList, PersonHistoryJson } from '@nairalens/core/api/history.ts';
import { api } from '@/lib/api.ts';

export type ListParams = { search: string; status: string; profile: string; page: number };

export const PAGE_SIZE = 10;

export function useAnalysisList(p: ListParams) {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(PAGE_SIZE) });
  if (p.search) q.set('search', p.search);
  if (p.status) q.set('status', p.status);
  if (p.profile) q.set('profile', p.profile);
  return useQuery({
    queryKey: ['analyses-list', p],
    queryFn: () => api.get<HistoryList>(`/api/history/analyses?${q}`),
    placeholderData: keepPreviousData,
  });
}

/** The person's merged history, or a client profile's. */
export function usePersonHistory(profileId: string | null) {
  return useQuery({
    queryKey: ['history', profileId],
    queryFn: () => api.get<PersonHistoryJson>(`/api/history${profileId ? `?profileId=${profileId}` : ''}`),
  });
}

export function useDeleteAnalysis() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/history/analyses/${id}`),
    onSuccess: () =>
      Promise.all(['analyses-list', 'history', 'dashboard'].map((k) => qc.invalidateQueries({ queryKey: [k] }))),
  });
}

export function useCorrectOwnTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ownTransfer }: { id: string; ownTransfer: boolean }) =>
      api.put(`/api/history/own-transfers/${encodeURIComponent(id)}`, { ownTransfer }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['history'] }),
  });
}

export type ClientProfile = { id: string; label: string };
export function useClientProfiles() {
  return useQuery({
    queryKey: ['profiles-for-filter'],
    queryFn: () => api.get<{ profiles: ClientProfile[] }>('/api/profiles'),
  });
}
