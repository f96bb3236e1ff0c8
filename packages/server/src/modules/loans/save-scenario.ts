import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { findContract, insertScenario, type ScenarioRow } from './repository.ts';

/** Saves a what-if scenario; one that names a contract must name one of the person's own (else 404). */
export async function saveScenario(
  db: DbOrTx,
  userId: string,
  input: { kind: string; name: string; input: unknown; contractId?: string | null },
): Promise<ScenarioRow> {
  if (input.contractId) await findContract(db, userId, input.contractId);
  return insertScenario(db, userId, {
    id: randomUUID(),
    kind: input.kind,
    name: input.name,
    input: input.input,
    contractId: input.contractId ?? null,
  });
}
