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
    incomeMonths: income?.months ?? null,
    // The analysis that gave this income made no loan estimate (too short, spending more than earned, altered…):
    // the calculator shows the reason beside the prefilled figure rather than a plain number.
    incomeCaveat: income?.noEstimateReason ?? null,
    balance: await liveBalance(db, userId),
  };
}
