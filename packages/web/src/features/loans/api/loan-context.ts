import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export type LoanContext = {
  /** Kobo a month, from the latest completed statement analysis. */
  monthlyIncome: number | null;
  existingMonthlyDebt: number | null;
  analysisId: string | null;
  balance: number;
};

export const loanContextQueryKey = ['loans', 'context'] as const;

export function getLoanContext() {
  return api.get<LoanContext>('/api/loans/context');
}

export function useLoanContext() {
  return useQuery({ queryKey: loanContextQueryKey, queryFn: getLoanContext, staleTime: 30_000 });
}
