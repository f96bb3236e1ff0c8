import { useQuery } from '@tanstack/react-query';
import type { LoanContext } from '@nairalens/core/api/loan-contract.ts';
import { api } from '@/lib/api.ts';

export const loanContextQueryKey = ['loans', 'context'] as const;

export function getLoanContext() {
  return api.get<LoanContext>('/api/loans/context');
}

export function useLoanContext() {
  return useQuery({ queryKey: loanContextQueryKey, queryFn: getLoanContext, staleTime: 30_000 });
}
