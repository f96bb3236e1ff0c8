import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditReportCard, CreditReportDetailJson, DisputeItem } from '@nairalens/core/api/credit-report.ts';
import type { Bureau } from '@nairalens/core/credit-reports/types.ts';
import { documentUploadFieldsSchema, type DocumentUploadFields } from '@nairalens/core/api/upload.ts';
import { api } from '@/lib/api.ts';
import { walletBalanceQueryKey } from '@/hooks/use-wallet-balance.ts';

export type { CreditReportCard };
/** A report's detail: the shared response type (core/api/credit-report.ts). */
export type CreditReportDetail = CreditReportDetailJson;

export const creditReportsKey = ['credit-reports'] as const;
export const creditReportKey = (id: string) => ['credit-reports', 'detail', id] as const;

export function useCreditReports(bureau: Bureau | null) {
  return useQuery({
    queryKey: [...creditReportsKey, 'list', bureau ?? 'all'],
    queryFn: () => api.get<{ reports: CreditReportCard[] }>(`/api/credit-reports${bureau ? `?bureau=${bureau}` : ''}`),
    select: (d) => d.reports,
    refetchInterval: (q) => (q.state.data?.reports.some((r) => r.status === 'processing') ? 1500 : false),
  });
}

/**
 * The detail; polled while the report is being read, so the page moves from processing to the result by itself. A
 * report that could not be read had its token refunded: the balance in the header is fetched again.
 */
export function useCreditReport(id: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: creditReportKey(id),
    queryFn: async () => {
      const d = await api.get<{ report: CreditReportDetail }>(`/api/credit-reports/${id}`);
      if (d.report.status === 'failed') void qc.invalidateQueries({ queryKey: walletBalanceQueryKey });
      return d;
    },
    select: (d) => d.report,
    refetchInterval: (q) => (q.state.data?.report.status === 'processing' ? 1000 : false),
  });
}

/** The upload form: who the report is for and the PDF password when one is needed (the servers' own rules). */
export const newReportSchema = documentUploadFieldsSchema;
export type NewReportForm = DocumentUploadFields;

/** POST /api/credit-reports (multipart); the idempotency key makes a retried request spend only once. */
export async function uploadCreditReport(
  input: { file: File; idempotencyKey: string } & NewReportForm,
): Promise<CreditReportCard> {
  const form = new FormData();
  form.set('idempotencyKey', input.idempotencyKey);
  if (input.password) form.set('password', input.password);
  form.set('analysisFor', input.analysisFor);
  if (input.analysisFor === 'someone-else') {
    form.set('clientName', input.clientName.trim());
    form.set('consent', String(input.consent));
    if (input.profileId) form.set('profileId', input.profileId);
  }
  form.set('file', input.file, input.file.name);
  return (await api.postForm<{ report: CreditReportCard }>('/api/credit-reports', form)).report;
}

export function useUploadCreditReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadCreditReport,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: walletBalanceQueryKey });
      void qc.invalidateQueries({ queryKey: creditReportsKey });
    },
  });
}

export function useConfirmDisputes(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { findingIds: string[]; unrecognised: { lender: string; accountNumber: string | null }[] }) =>
      api.put<{ disputes: DisputeItem[] }>(`/api/credit-reports/${id}/disputes`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: creditReportKey(id) }),
  });
}

export function useUnlockReportExport(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ charged: number }>(`/api/credit-reports/${id}/clean-export`),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: creditReportKey(id) });
      void qc.invalidateQueries({ queryKey: walletBalanceQueryKey });
    },
  });
}

/** Downloads a file from the API with the session cookie, as a browser download. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? 'The download failed. Please try again.');
  }
  const blob = await res.blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
