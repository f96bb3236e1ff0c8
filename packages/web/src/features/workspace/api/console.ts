import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type {
  ApiKeyCreated,
  ApiKeyInput,
  AuditEntry,
  ApiKey,
  InviteSent,
  Membership,
  Team,
  TeamInvite,
  TestQueued,
  WebhookCreated,
  Webhooks,
} from '@nairalens/core/api/workspace-console.ts';

const keys = {
  team: ['workspace', 'team'] as const,
  audit: ['workspace', 'audit'] as const,
  apiKeys: ['workspace', 'api-keys'] as const,
  webhooks: ['workspace', 'webhooks'] as const,
};

export function useTeam() {
  return useQuery({
    queryKey: keys.team,
    queryFn: () => api.get<Team>('/api/workspace/members'),
  });
}

export function useInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamInvite) => api.post<InviteSent>('/api/workspace/invites', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.team }),
  });
}

export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete(`/api/workspace/members/${encodeURIComponent(userId)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.team }),
  });
}

export function useAcceptInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<Membership>('/api/workspace/invites/accept', { token }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['workspace'] }),
  });
}

export function useAudit(enabled: boolean) {
  return useQuery({
    queryKey: keys.audit,
    queryFn: async () => (await api.get<{ entries: AuditEntry[] }>('/api/workspace/audit')).entries,
    enabled,
  });
}

export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: keys.apiKeys,
    queryFn: async () => (await api.get<{ keys: ApiKey[] }>('/api/workspace/api-keys')).keys,
    enabled,
  });
}

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) => api.post<ApiKeyCreated>('/api/workspace/api-keys', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/workspace/api-keys/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

export function useWebhooks(enabled: boolean) {
  return useQuery({
    queryKey: keys.webhooks,
    queryFn: () => api.get<Webhooks>('/api/workspace/webhooks'),
    enabled,
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false),
  });
}

export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => api.post<WebhookCreated>('/api/workspace/webhooks', { url }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.webhooks }),
  });
}

export function useSendTest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TestQueued>(`/api/workspace/webhooks/${id}/test`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.webhooks }),
  });
}
