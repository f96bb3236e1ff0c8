/**
 * Persona awareness. The contract's arithmetic never changes; personas change what we say and which income figure
 * we trust for affordability:
 * - pos-agent / sme / business: turnover is not income; we estimate the margin (business inflows minus stock,
 *   supplier and — for POS agents — cash paid out) and use it for affordability.
 * - self-employed / gig-worker: irregular income; we use the median full month (robust) for affordability.
 * - retiree: pensions; diaspora: foreign inflows; student: allowances from family.
 */
import type { Kobo, Persona, Transaction } from '../contract.ts';
import { divideKobo, formatNairaWhole } from '../money/kobo.ts';
import type { IncomeBreakdown, SalaryInfo } from './income.ts';

export interface PersonaView {
  notes: string[];
  /** Monthly income to use for affordability (eligibility), with the reason when it differs from the contract figure. */
  affordabilityIncome: Kobo;
  affordabilityNote?: string;
  estimatedMonthlyMargin?: Kobo;
}

export function personaView(
  persona: Persona | undefined,
  txs: readonly Transaction[],
  months: number,
  monthlyIncome: Kobo,
  robustIncome: Kobo,
  income: IncomeBreakdown,
  salary: SalaryInfo,
): PersonaView {
  const div = Math.max(1, months);
  const notes: string[] = [];
  let affordabilityIncome = monthlyIncome;
  let affordabilityNote: string | undefined;
  let estimatedMonthlyMargin: Kobo | undefined;
  const sumDebits = (cat: string): Kobo => txs.reduce((a, t) => (t.amount < 0 && t.category === cat ? a - t.amount : a), 0);
  if (persona === 'pos-agent' || persona === 'sme' || persona === 'business') {
    const turnover = income.business + (persona === 'pos-agent' ? income.transfersReceived : 0);
    const outflow = sumDebits('business_expense') + (persona === 'pos-agent' ? sumDebits('cash_withdrawal') + sumDebits('transfers_out') : 0);
    const margin = Math.max(0, turnover - outflow);
    estimatedMonthlyMargin = divideKobo(margin, div);
    notes.push(
      `Your account moved ${formatNairaWhole(turnover)} of ${persona === 'pos-agent' ? 'POS and transfer' : 'business'} turnover (${formatNairaWhole(divideKobo(turnover, div))} a month). Turnover is not income: after ${persona === 'pos-agent' ? 'cash paid out and float' : 'stock and suppliers'} (${formatNairaWhole(outflow)}), we estimate your margin at about ${formatNairaWhole(estimatedMonthlyMargin)} a month.`,
    );
    if (estimatedMonthlyMargin < affordabilityIncome) {
      affordabilityIncome = estimatedMonthlyMargin;
      affordabilityNote = `Based on your estimated business margin of ${formatNairaWhole(estimatedMonthlyMargin)} a month, not your turnover.`;
    }
  } else if (persona === 'self-employed' || persona === 'gig-worker') {
    notes.push(
      `Your income is irregular: a typical (median) month brought ${formatNairaWhole(robustIncome)}, against an average of ${formatNairaWhole(monthlyIncome)}. We plan with the typical month.`,
    );
    if (robustIncome < affordabilityIncome) {
      affordabilityIncome = robustIncome;
      affordabilityNote = `Based on your typical month's income of ${formatNairaWhole(robustIncome)}, because your income varies.`;
    }
  } else if (persona === 'retiree') {
    notes.push(income.pension > 0 ? `Pension payments came to ${formatNairaWhole(income.pension)} (${formatNairaWhole(divideKobo(income.pension, div))} a month).` : 'No pension payments were recognised on this statement.');
  } else if (persona === 'diaspora') {
    notes.push(income.foreignInflows > 0 ? `Money from abroad came to ${formatNairaWhole(income.foreignInflows)} (${formatNairaWhole(divideKobo(income.foreignInflows, div))} a month).` : 'No foreign inflows were recognised on this statement.');
  } else if (persona === 'student') {
    notes.push(`Allowances and transfers received came to ${formatNairaWhole(income.transfersReceived)} (${formatNairaWhole(divideKobo(income.transfersReceived, div))} a month).`);
  } else if (persona === 'salaried' || persona === 'civil-servant') {
    notes.push(salary.detected ? `Your salary from ${salary.payer} (about ${formatNairaWhole(salary.monthlyAmount)}) usually arrives around day ${salary.expectedPayDay} of the month.` : 'No regular monthly salary was recognised on this statement.');
  }
  const excluded = income.excluded.loans + income.excluded.refunds + income.excluded.ownTransfers;
  if (excluded > 0) notes.push(`${formatNairaWhole(excluded)} of money in was not counted as income (loans received, refunds and reversals, and moves between your own accounts).`);
  return { notes, affordabilityIncome, affordabilityNote, estimatedMonthlyMargin };
}
