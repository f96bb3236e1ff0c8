import type { DbOrTx } from '../../db/client.ts';
import { liveBalance } from '../wallet/index.ts';
import { latestIncome } from './repository.ts';

/** Income for the calculator and affordability (the latest completed statement analysis, if any) and the balance. */
export async function getLoanContext(db: DbOrTx, userId: string) {
  const income = await latestIncome(db, userId);
  return {
    monthlyIncome: income?.monthlyIncome ?? null,
    existingMonthlyDebt: income?.monthlyDebt ?? null,
    analysisId: income?.analysisId ?? null,
    balance: await liveBalance(db, userId),
  };
}
