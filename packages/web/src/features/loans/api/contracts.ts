import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractCorrectionBody, LoanContractJson } from '@nairalens/core/api/loan-contract.ts';
import { api, ApiError } from '@/lib/api.ts';
import { walletBalanceQueryKey } from '@/hooks/use-wallet-balance.ts';
import { loanContextQueryKey } from './loan-context.ts';

/** The API's contract shape, shared with the server (core/api/loan-contract.ts). */
export type LoanContract = LoanContractJson;

export const contractQueryKey = (id: string) => ['loans', 'contract', id] as const;

/** POST /api/loans/contracts (multipart). The idempotency key makes a retried request spend only once. */
export async function analyseContractFile(file: File, idempotencyKey: string): Promise<LoanContract> {
  const form = new FormData();
  form.append('idempotencyKey', idempotencyKey);
  form.append('file', file, file.name);
  return settled((await api.postForm<{ contract: LoanContract }>('/api/loans/contracts', form)).contract);
}

/**
 * The server reads a contract in a background job and answers once it is read; a very slow read is answered as
 * "processing", and this waits for the job by polling the contract. A failed read was refunded by the job.
 */
async function settled(contract: LoanContract): Promise<LoanContract> {
  let current = contract;
  while (current.status === 'processing') {
    await new Promise((r) => setTimeout(r, 2000));
    current = (await api.get<{ contract: LoanContract }>(`/api/loans/contracts/${current.id}`)).contract;
  }
  if (current.status === 'failed') {
    const message = current.failure?.message ?? 'This contract could not be read.';
    throw new ApiError(
      422,
      current.failure?.code ?? 'UNREADABLE',
      /refunded/.test(message) ? message : `${message} Your tokens were refunded.`,
    );
  }
  return current;
}

export function useAnalyseContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, idempotencyKey }: { file: File; idempotencyKey: string }) =>
      analyseContractFile(file, idempotencyKey),
    onSuccess: (contract) => {
      qc.setQueryData(contractQueryKey(contract.id), { contract });
      void qc.invalidateQueries({ queryKey: ['loans', 'contracts'] });
    },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: walletBalanceQueryKey });
      void qc.invalidateQueries({ queryKey: loanContextQueryKey });
    },
  });
}

export function useContract(id: string | null) {
  return useQuery({
    queryKey: contractQueryKey(id ?? ''),
    queryFn: () => api.get<{ contract: LoanContract }>(`/api/loans/contracts/${id}`),
    enabled: !!id,
    select: (d) => d.contract,
    // A contract still being read is polled until its job settles.
    refetchInterval: (q) => (q.state.data?.contract.status === 'processing' ? 2000 : false),
  });
}

export function useCorrectContract(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractCorrectionBody) =>
      api.patch<{ contract: LoanContract }>(`/api/loans/contracts/${id}`, input),
    onSuccess: (d) => qc.setQueryData(contractQueryKey(id), d),
  });
}

export const contractReportUrl = (id: string) => `/api/loans/contracts/${id}/report.pdf`;

export const contractsQueryKey = ['loans', 'contracts'] as const;

/** The person's past contract analyses, newest first. */
export function useContracts() {
  return useQuery({
    queryKey: contractsQueryKey,
    queryFn: () => api.get<{ contracts: LoanContract[] }>('/api/loans/contracts'),
    select: (d) => d.contracts,
  });
}

export function useDeleteContract() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/loans/contracts/${id}`),
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: contractQueryKey(id) });
      void qc.invalidateQueries({ queryKey: contractsQueryKey });
    },
  });
}
