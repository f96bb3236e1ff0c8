import type { ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findContract, saveCorrections, type ContractRow } from './repository.ts';

/**
 * Keeps a person's corrections of a read contract (merged over earlier ones) and, when given, the monthly income
 * used for affordability. Only a completed contract has terms to correct.
 */
export async function correctContract(
  db: DbOrTx,
  userId: string,
  id: string,
  input: { corrections?: Partial<ContractTerms>; monthlyIncome?: number | null },
): Promise<ContractRow> {
  const row = await findContract(db, userId, id);
  if (row.status !== 'completed')
    throw new AppError('CONFLICT', 'This contract could not be read, so there is nothing to correct.');
  await saveCorrections(db, userId, id, { ...row.corrections_json, ...(input.corrections ?? {}) }, input.monthlyIncome);
  return findContract(db, userId, id);
}
