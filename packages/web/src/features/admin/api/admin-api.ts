import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, AuditFilter, AuditPage } from '@nairalens/core/api/admin-audit.ts';
import type {
  AdminPayments,
  PaymentReverified,
  PaymentSettings,
  PriceChange,
  PriceChangeBody,
} from '@nairalens/core/api/admin-payments.ts';
import type { AdminStats, Analytics, AnalyticsRow } from '@nairalens/core/api/admin-stats.ts';
import type { AdminRoleBody, AdminUserDetail, AdminUserRow, AdminUserSearch } from '@nairalens/core/api/admin-users.ts';
import type { ContentKind, ContentRevision, ContentView } from '@nairalens/core/api/content.ts';
import type {
  AiOverview,
  CorrectionGroup,
  GlobalRule,
  HeldOutAccuracy,
  RuleTest,
} from '@nairalens/core/api/admin-ai.ts';
import type { SupportList, SupportMessageEnvelope, SupportStatus } from '@nairalens/core/api/support.ts';
import { api } from '@/lib/api.ts';

export type { SupportStatus };

// Every answer's type is the server's own, from the shared contract (core/api/admin-*.ts, content.ts, support.ts).
export type { AdminUserDetail, AdminUserRow, AuditEntry, AuditFilter };

export function queryString(params: Record<string, string | number | undefined>): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
}

export function useSupportList(status: SupportStatus | 'all', q: string) {
  return useQuery({
    queryKey: ['admin', 'support', status, q],
    queryFn: () => api.get<SupportList>(`/api/admin/support/messages${queryString({ status, q, limit: 100 })}`),
    placeholderData: keepPreviousData,
  });
}

export function useSupportMessage(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'support', 'message', id],
    queryFn: () => api.get<SupportMessageEnvelope>(`/api/admin/support/messages/${id}`),
    enabled: Boolean(id),
  });
}

export function useSupportAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'reply'; reply: string } | { kind: 'close' }) =>
      input.kind === 'reply'
        ? api.post<SupportMessageEnvelope>(`/api/admin/support/messages/${id}/reply`, { reply: input.reply })
        : api.post<SupportMessageEnvelope>(`/api/admin/support/messages/${id}/close`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useUserSearch(q: string, offset: number) {
  return useQuery({
    queryKey: ['admin', 'users', q, offset],
    queryFn: () => api.get<AdminUserSearch>(`/api/admin/users${queryString({ q, offset, limit: 25 })}`),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export type UserAction =
  | { kind: 'grant' | 'revoke'; amount: number; reason: string }
  | ({ kind: 'role' } & AdminRoleBody)
  | { kind: 'suspend' | 'unsuspend'; reason: string }
  | { kind: 'delete'; reason: string; confirmEmail: string };

export function useUserAction(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: UserAction) => {
      const id = encodeURIComponent(userId);
      switch (a.kind) {
        case 'grant':
        case 'revoke':
          return api.post(`/api/admin/wallet/${id}/${a.kind}`, { amount: a.amount, reason: a.reason });
        case 'role':
          return api.post(`/api/admin/users/${id}/role`, { role: a.role, reason: a.reason });
        case 'suspend':
        case 'unsuspend':
          return api.post(`/api/admin/users/${id}/${a.kind}`, { reason: a.reason });
        case 'delete':
          return api.post(`/api/admin/users/${id}/delete`, { reason: a.reason, confirmEmail: a.confirmEmail });
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAudit(filter: AuditFilter, offset: number) {
  return useQuery({
    queryKey: ['admin', 'audit', filter, offset],
    queryFn: () => api.get<AuditPage>(`/api/admin/audit${queryString({ ...filter, offset, limit: 50 })}`),
    placeholderData: keepPreviousData,
  });
}

export type SeriesRow = AnalyticsRow;
export type { AdminStats, Analytics };

export function useAnalytics(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'analytics', from, to],
    queryFn: () => api.get<Analytics>(`/api/admin/analytics${queryString({ from, to })}`),
    placeholderData: keepPreviousData,
  });
}

export type { AdminPayments, PaymentSettings };

export function usePaymentSettings() {
  return useQuery({
    queryKey: ['admin', 'payments', 'settings'],
    queryFn: () => api.get<PaymentSettings>('/api/admin/payments/settings'),
  });
}

export function usePayments(status: string) {
  return useQuery({
    queryKey: ['admin', 'payments', status],
    queryFn: () =>
      api.get<AdminPayments>(`/api/admin/payments${queryString({ status: status === 'all' ? undefined : status })}`),
    placeholderData: keepPreviousData,
  });
}

export function useReverifyPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api.post<PaymentReverified>(`/api/admin/payments/${encodeURIComponent(reference)}/verify`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export type { ContentKind, ContentView };

export function useContent<K extends ContentKind>(kind: K) {
  return useQuery({
    queryKey: ['admin', 'cms', kind],
    queryFn: () => api.get<ContentView<K>>(`/api/admin/cms/${kind}`),
  });
}

export function useContentActions<K extends ContentKind>(kind: K) {
  const qc = useQueryClient();
  const done = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['admin', 'cms', kind] }),
      qc.invalidateQueries({ queryKey: ['content', kind] }),
    ]);
  return {
    save: useMutation({
      mutationFn: (content: unknown) => api.put<ContentRevision<K>>(`/api/admin/cms/${kind}/draft`, { content }),
      onSuccess: done,
    }),
    publish: useMutation({
      mutationFn: () => api.post<ContentRevision<K>>(`/api/admin/cms/${kind}/publish`),
      onSuccess: done,
    }),
    restore: useMutation({
      mutationFn: (id: string) => api.post<ContentRevision<K>>(`/api/admin/cms/${kind}/revisions/${id}/restore`),
      onSuccess: done,
    }),
  };
}

// The AI screen's answers are the server's own types, from the shared contract (core/api/admin-ai.ts).
export type { AiOverview, CorrectionGroup, GlobalRule, HeldOutAccuracy, RuleTest };
export type RuleDraft = { pattern: string; direction: GlobalRule['direction']; category: string };

export function useAiOverview() {
  return useQuery({
    queryKey: ['admin', 'ai'],
    queryFn: () => api.get<AiOverview>('/api/admin/ai'),
  });
}

export function useAiActions() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ['admin', 'ai'] });
  return {
    test: useMutation({ mutationFn: (r: RuleDraft) => api.post<RuleTest>('/api/admin/ai/rules/test', r) }),
    create: useMutation({
      mutationFn: (r: RuleDraft & { promotedFrom?: string }) => api.post<GlobalRule>('/api/admin/ai/rules', r),
      onSuccess: done,
    }),
    toggle: useMutation({
      mutationFn: (r: { id: string; enabled: boolean }) =>
        api.patch<GlobalRule>(`/api/admin/ai/rules/${r.id}`, { enabled: r.enabled }),
      onSuccess: done,
    }),
  };
}

export function useChangePrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceChangeBody) => api.post<PriceChange>('/api/admin/payments/prices', input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['admin'] }),
        qc.invalidateQueries({ queryKey: ['wallet', 'catalog'] }),
      ]),
  });
}
