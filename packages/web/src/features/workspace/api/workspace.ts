import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { ClientFilters, NewClient, NoteAdded, WorkspaceCreated } from '@nairalens/core/api/workspace.ts';
import type { ClientDetail, ClientRow, Overview, Workspace } from './types.ts';

export const workspaceKeys = {
  all: ['workspace'] as const,
  me: ['workspace', 'me'] as const,
  overview: ['workspace', 'overview'] as const,
  clients: (q: ClientFilters) => ['workspace', 'clients', q] as const,
  client: (id: string) => ['workspace', 'client', id] as const,
};

export type { ClientFilters };

export const workspaceMeQuery = queryOptions({
  queryKey: workspaceKeys.me,
  queryFn: async () => (await api.get<{ workspace: Workspace | null }>('/api/workspace/me')).workspace,
});

export function useWorkspaceMe() {
  return useQuery(workspaceMeQuery);
}

export function useCreateWorkspace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<WorkspaceCreated>('/api/workspace', { name }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

export function useOverview(enabled: boolean) {
  return useQuery({
    queryKey: workspaceKeys.overview,
    queryFn: () => api.get<Overview>('/api/workspace/overview'),
    enabled,
    // Batches in progress move on their own: refresh while any is running.
    refetchInterval: (q) => (q.state.data?.batchesInProgress.length ? 2000 : false),
  });
}

function queryString(q: ClientFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function useClients(q: ClientFilters, enabled = true) {
  return useQuery({
    queryKey: workspaceKeys.clients(q),
    queryFn: async () => (await api.get<{ clients: ClientRow[] }>(`/api/workspace/clients${queryString(q)}`)).clients,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type NewClientInput = NewClient;

export function useCreateClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NewClientInput) => api.post<ClientDetail>('/api/workspace/clients', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

export function useClient(id: string) {
  return useQuery({
    queryKey: workspaceKeys.client(id),
    queryFn: () => api.get<ClientDetail>(`/api/workspace/clients/${id}`),
    refetchInterval: (q) =>
      q.state.data?.statements.some((s) => s.status === 'processing' || s.status === 'pending') ? 1500 : false,
  });
}

export function useAddNote(clientId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<NoteAdded>(`/api/workspace/clients/${clientId}/notes`, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.client(clientId) }),
  });
}
