import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { ApiKey, AuditEntry, Delivery, Invite, Member, Role, Webhook } from './types.ts';

const keys = {
  team: ['workspace', 'team'] as const,
  audit: ['workspace', 'audit'] as const,
  apiKeys: ['workspace', 'api-keys'] as const,
  webhooks: ['workspace', 'webhooks'] as const,
};

export function useTeam() {
  return useQuery({
    queryKey: keys.team,
    queryFn: () => api.get<{ members: Member[]; invites: Invite[] }>('/api/workspace/members'),
  });
}

export function useInvite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: Exclude<Role, 'owner'> }) =>
      api.post<{ invite: Invite }>('/api/workspace/invites', input),
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
    mutationFn: (token: string) =>
      api.post<{ membership: { workspaceName: string; role: Role } }>('/api/workspace/invites/accept', { token }),
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
    mutationFn: (input: { name: string; role: 'analyst' | 'viewer' }) =>
      api.post<{ id: string; key: string }>('/api/workspace/api-keys', input),
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
    queryFn: () => api.get<{ webhooks: Webhook[]; deliveries: Delivery[] }>('/api/workspace/webhooks'),
    enabled,
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'pending') ? 2000 : false),
  });
}

export function useCreateWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      api.post<{ webhook: { id: string; url: string; secret: string } }>('/api/workspace/webhooks', { url }),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.webhooks }),
  });
}

export function useSendTest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/workspace/webhooks/${id}/test`),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.webhooks }),
  });
}
