import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiOverview, CorrectionGroup, GlobalRule, HeldOutAccuracy, RuleTest } from '@nairalens/core/api/admin-ai.ts';
import type { SupportList, SupportMessage, SupportStatus } from '@nairalens/core/api/support.ts';
import { api } from '@/lib/api.ts';

export type { SupportStatus };

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  suspended: boolean;
  twoFactorEnabled: boolean;
  emailVerified: boolean;
  tokensBalance: number;
  createdAt: string;
};

export type AuditEntry = {
  id: string;
  action: string;
  actorId: string | null;
  userId: string | null;
  target: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
};

export type AdminUserDetail = {
  user: AdminUserRow & { suspendedReason: string | null };
  profile: {
    fullName: string | null;
    phone: string | null;
    accountType: string;
    locationCountry: string;
    locationRegion: string | null;
    setupComplete: boolean;
  } | null;
  wallet: {
    balance: number;
    ledger: { id: string; delta: number; bucket: string; type: string; reason: string | null; createdAt: string }[];
  };
  analyses: { id: string; status: string; failureCode: string | null; createdAt: string; completedAt: string | null }[];
  sessions: { id: string; createdAt: string; lastActiveAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }[];
  audit: AuditEntry[];
};

export type AuditFilter = { actor?: string; action?: string; subject?: string; from?: string; to?: string };

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
    queryFn: () => api.get<{ message: SupportMessage }>(`/api/admin/support/messages/${id}`),
    enabled: Boolean(id),
  });
}

export function useSupportAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'reply'; reply: string } | { kind: 'close' }) =>
      input.kind === 'reply'
        ? api.post<{ message: SupportMessage }>(`/api/admin/support/messages/${id}/reply`, { reply: input.reply })
        : api.post<{ message: SupportMessage }>(`/api/admin/support/messages/${id}/close`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useUserSearch(q: string, offset: number) {
  return useQuery({
    queryKey: ['admin', 'users', q, offset],
    queryFn: () => api.get<{ users: AdminUserRow[]; total: number }>(`/api/admin/users${queryString({ q, offset, limit: 25 })}`),
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
  | { kind: 'role'; role: 'admin' | 'user'; reason: string }
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
    queryFn: () => api.get<{ entries: AuditEntry[]; total: number }>(`/api/admin/audit${queryString({ ...filter, offset, limit: 50 })}`),
    placeholderData: keepPreviousData,
  });
}

export type SeriesRow = Record<string, string | number | null>;
export type Analytics = {
  series: Record<'signups' | 'analyses' | 'documents' | 'failures' | 'timing' | 'tokens' | 'revenue', SeriesRow[]>;
  totals: { signups: number; analyses: number; successRate: number | null; revenueKobo: number };
};

export function useAnalytics(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'analytics', from, to],
    queryFn: () => api.get<Analytics>(`/api/admin/analytics${queryString({ from, to })}`),
    placeholderData: keepPreviousData,
  });
}

type Priced = { id: string; label?: string; tokens: number; priceKobo: number; feeKobo: number; totalKobo: number };
export type PaymentSettings = {
  provider: 'paystack' | 'test' | 'none';
  mode: 'live' | 'test' | 'test-provider' | 'not-configured';
  secretKeyConfigured: boolean;
  publicKeyConfigured: boolean;
  webhookUrl: string;
  callbackUrl: string;
  bundles: Priced[];
  plans: Priced[];
  history: { id: string; productKind: string; productId: string; priceKobo: number; reason: string; setBy: string | null; createdAt: string }[];
};
export type AdminPayment = {
  id: string;
  reference: string;
  productKind: string;
  productId: string;
  tokens: number;
  amountKobo: number;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  failureReason: string | null;
  email: string | null;
  createdAt: string;
};

export function usePaymentSettings() {
  return useQuery({ queryKey: ['admin', 'payments', 'settings'], queryFn: () => api.get<PaymentSettings>('/api/admin/payments/settings') });
}

export function usePayments(status: string) {
  return useQuery({
    queryKey: ['admin', 'payments', status],
    queryFn: () => api.get<{ payments: AdminPayment[]; total: number }>(`/api/admin/payments${queryString({ status: status === 'all' ? undefined : status })}`),
    placeholderData: keepPreviousData,
  });
}

export function useReverifyPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => api.post<{ outcome: string; status: string }>(`/api/admin/payments/${encodeURIComponent(reference)}/verify`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export type ContentKind = 'faq' | 'announcement' | 'help-answers' | 'testimonials';
export type ContentRevision<T> = {
  id: string;
  content: T;
  state: 'draft' | 'published' | 'superseded';
  createdAt: string;
  publishedAt: string | null;
  publishedBy: string | null;
};
export type ContentView<T> = {
  kind: ContentKind;
  default: T;
  published: ContentRevision<T> | null;
  draft: ContentRevision<T> | null;
  history: ContentRevision<T>[];
};

export function useContent<T>(kind: ContentKind) {
  return useQuery({ queryKey: ['admin', 'cms', kind], queryFn: () => api.get<ContentView<T>>(`/api/admin/cms/${kind}`) });
}

export function useContentActions(kind: ContentKind) {
  const qc = useQueryClient();
  const done = () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'cms', kind] }), qc.invalidateQueries({ queryKey: ['content', kind] })]);
  return {
    save: useMutation({ mutationFn: (content: unknown) => api.put(`/api/admin/cms/${kind}/draft`, { content }), onSuccess: done }),
    publish: useMutation({ mutationFn: () => api.post(`/api/admin/cms/${kind}/publish`), onSuccess: done }),
    restore: useMutation({ mutationFn: (id: string) => api.post(`/api/admin/cms/${kind}/revisions/${id}/restore`), onSuccess: done }),
  };
}

// The AI screen's answers are the server's own types, from the shared contract (core/api/admin-ai.ts).
export type { AiOverview, CorrectionGroup, GlobalRule, HeldOutAccuracy, RuleTest };
export type RuleDraft = { pattern: string; direction: GlobalRule['direction']; category: string };

export function useAiOverview() {
  return useQuery({
    queryKey: ['admin', 'ai'],
    queryFn: () =>
      api.get<AiOverview>('/api/admin/ai'),
  });
}

export function useAiActions() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ['admin', 'ai'] });
  return {
    test: useMutation({ mutationFn: (r: RuleDraft) => api.post<RuleTest>('/api/admin/ai/rules/test', r) }),
    create: useMutation({ mutationFn: (r: RuleDraft & { promotedFrom?: string }) => api.post<GlobalRule>('/api/admin/ai/rules', r), onSuccess: done }),
    toggle: useMutation({
      mutationFn: (r: { id: string; enabled: boolean }) => api.patch<GlobalRule>(`/api/admin/ai/rules/${r.id}`, { enabled: r.enabled }),
      onSuccess: done,
    }),
  };
}

export function useChangePrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'bundle' | 'plan'; id: string; priceKobo: number; reason: string }) => api.post('/api/admin/payments/prices', input),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin'] }), qc.invalidateQueries({ queryKey: ['wallet', 'catalog'] })]),
  });
}
