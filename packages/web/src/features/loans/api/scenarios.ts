import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Scenario, ScenarioKind } from '@nairalens/core/api/loan-contract.ts';
import { api } from '@/lib/api.ts';

/** A saved scenario: the shared response type (core/api/loan-contract.ts). */
export type { Scenario };

export const scenariosQueryKey = ['loans', 'scenarios'] as const;

export function useScenarios() {
  return useQuery({
    queryKey: scenariosQueryKey,
    queryFn: () => api.get<{ scenarios: Scenario[] }>('/api/loans/scenarios'),
    select: (d) => d.scenarios,
  });
}

export function useSaveScenario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      kind: ScenarioKind;
      name: string;
      input: Record<string, unknown>;
      contractId?: string | null;
    }) => api.post<{ scenario: Scenario }>('/api/loans/scenarios', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: scenariosQueryKey }),
  });
}

export function useDeleteScenario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/loans/scenarios/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: scenariosQueryKey }),
  });
}
