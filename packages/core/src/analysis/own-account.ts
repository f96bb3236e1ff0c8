/**
 * Money moved to the person's own other accounts or wallets. The taxonomy books these debits as savings &
 * investments, so on a single statement they raise the savings rate; but the money may be spent from the other
 * account. The result says how much moved, and the eligibility estimate does not count it as proven surplus.
 */
import type { Kobo, OwnAccountMoves, Transaction } from '../contract.ts';
import { divideKobo, formatNairaWhole as N } from '../money/kobo.ts';
import { monthlyDivisor, roundTo } from './arithmetic.ts';

/** A debit to the person's own account, still booked as savings (a correction to another category ends it). */
export const isOwnAccountMove = (t: Transaction): boolean => t.amount < 0 && t.ownAccount === true && t.category === 'savings_investment';

export function ownAccountMoves(txs: readonly Transaction[], months: number, totalIncome: Kobo, monthlyIncome: Kobo, monthlySavings: Kobo): OwnAccountMoves | null {
  let total = 0;
  let count = 0;
  for (const t of txs)
    if (isOwnAccountMove(t)) {
      total += -t.amount;
      count++;
    }
  if (count === 0) return null;
  const monthly = divideKobo(total, monthlyDivisor(months));
  return {
    total,
    monthly,
    count,
    shareOfIncome: totalIncome > 0 ? roundTo((total / totalIncome) * 100, 2) : 0,
    savingsRateWithout: monthlyIncome > 0 ? roundTo(((monthlySavings - monthly) / monthlyIncome) * 100, 2) : 0,
  };
}

/** What the person is told: how much moved, that the savings rate counts it, and what this statement shows was kept. */
export function ownAccountNote(m: OwnAccountMoves, savingsRate: number): string {
  const share = m.shareOfIncome > 0 ? `, ${m.shareOfIncome}% of your income` : '';
  return `${N(m.total)} (${N(m.monthly)} a month${share}) went to your own other accounts or wallets in ${m.count} transfer${m.count === 1 ? '' : 's'}. Your savings rate of ${savingsRate}% counts it as saved, but this statement cannot see how it was used there; without it you kept ${m.savingsRateWithout}% of your income. Upload those accounts' statements to see the whole picture.`;
}

/** The person's own money moved into this account from their other accounts or wallets, a month. */
export function ownMoneyIn(txs: readonly Transaction[], months: number): Kobo {
  const total = txs.reduce((sum, t) => (t.amount > 0 && t.category === 'own_transfer' ? sum + t.amount : sum), 0);
  return divideKobo(total, monthlyDivisor(months));
}
