import type { Tx } from '../../db/client.ts';
import { refundSpend, spendTokens } from '../wallet/ledger-service.ts';

/** Token spend and refund of a loan-contract analysis, through the wallet's ledger service, in the caller's transaction. */
export async function spendForContract(
  tx: Tx,
  input: { userId: string; amount: number; idempotencyKey: string },
): Promise<{ replayed: boolean }> {
  const { replayed } = await spendTokens(tx, {
    userId: input.userId,
    amount: input.amount,
    idempotencyKey: input.idempotencyKey,
    reason: 'loan_contract_analysis',
    // token_ledger.analysis_id names statement analyses; a contract is not one.
    analysisId: null,
    fileCost: input.amount,
  });
  return { replayed };
}

export async function refundContract(
  tx: Tx,
  input: { userId: string; spendKey: string },
): Promise<{ refunded: number }> {
  const { refunded } = await refundSpend(tx, {
    userId: input.userId,
    spendKey: input.spendKey,
    idempotencyKey: `${input.spendKey}:refund`,
    reason: 'loan_contract_analysis',
    analysisId: null,
  });
  return { refunded };
}
