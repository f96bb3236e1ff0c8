import type { Scenario } from '@nairalens/core/api/loan-contract.ts';
import type { ScenarioRow } from './repository.ts';

/** A saved scenario as the API answers it (core/api/loan-contract.ts). */
export function scenarioJson(r: ScenarioRow): Scenario {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    // Saved only after the body schema accepted it as an object.
    input: r.input_json as Record<string, unknown>,
    contractId: r.contract_id,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
