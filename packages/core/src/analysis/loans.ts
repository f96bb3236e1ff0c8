/**
 * Loans: repayments recognised by lender name (the categoriser) and by pattern — a credit followed by regular
 * debits to the same counterparty that add up to about the credit plus interest. Loan stacking: two or more
 * lenders active in the same month, or three or more over the statement.
 */
import type { Kobo, Transaction } from '../contract.ts';
import { debtAmount, isoDayNumber, keptAmount } from './arithmetic.ts';
import { counterpartyKey, titleCase } from './keys.ts';

export interface LenderSummary {
  lender: string;
  repaid: Kobo;
  repayments: number;
  disbursed: Kobo;
  firstDate: string;
  lastDate: string;
  /** How the loan was found. */
  foundBy: 'name' | 'pattern';
}

export interface LoanInsights {
  lenders: LenderSummary[];
  totalRepaid: Kobo;
  totalDisbursed: Kobo;
  stacking: boolean;
  /** Most lenders active in one calendar month. */
  maxLendersInAMonth: number;
}

/**
 * Marks pattern loans in place (returns the indexes changed). A credit C from a non-person counterparty that is not
 * salary is a loan when, within 100 days after it, there are ≥ 2 debits to the same counterparty, each within ±20%
 * of their median, together between 100% and 200% of C.
 */
export function detectPatternLoans(txs: Transaction[], personAt: (i: number) => string | null, keyAt: (i: number) => string = (i) => counterpartyKey(txs[i]!.description, txs[i]!.amount > 0)): number[] {
  const debitsByKey = new Map<string, number[]>();
  txs.forEach((t, i) => {
    if (t.amount >= 0 || t.loanRepayment) return;
    if (t.category === 'bank_charges' || t.category === 'savings_investment') return;
    const k = keyAt(i);
    const l = debitsByKey.get(k);
    if (l) l.push(i);
    else debitsByKey.set(k, [i]);
  });
  const changed: number[] = [];
  txs.forEach((c, i) => {
    if (c.amount <= 0) return;
    if (c.category === 'salary' || c.category === 'own_transfer' || c.category === 'refund_reversal' || c.category === 'interest') return;
    const key = keyAt(i);
    if (!debitsByKey.has(key) || personAt(i) !== null) return;
    if (key.split(' ').length === 0 || key.length < 3) return;
    const day = isoDayNumber(c.date);
    const debits = (debitsByKey.get(key) ?? []).filter((j) => {
      const d = isoDayNumber(txs[j]!.date) - day;
      return d > 0 && d <= 100;
    });
    if (debits.length < 2) return;
    const amts = debits.map((j) => -txs[j]!.amount).sort((a, b) => a - b);
    const med = amts[amts.length >> 1]!;
    if (!amts.every((a) => Math.abs(a - med) <= 0.2 * med)) return;
    const sum = amts.reduce((a, b) => a + b, 0);
    if (sum < c.amount || sum > 2 * c.amount) return;
    const lender = c.lender ?? titleCase(key);
    if (c.category !== 'loan_disbursement' || !c.lender) {
      c.category = 'loan_disbursement';
      c.lender = lender;
      changed.push(i);
    }
    for (const j of debits) {
      const d = txs[j]!;
      if (!d.loanRepayment) {
        d.category = 'loan_repayment';
        d.loanRepayment = true;
        d.lender = lender;
        changed.push(j);
      }
    }
  });
  return changed;
}

export function loanInsights(txs: readonly Transaction[], patternIndexes: ReadonlySet<number> = new Set()): LoanInsights {
  const by = new Map<string, LenderSummary>();
  const monthLenders = new Map<string, Set<string>>();
  txs.forEach((t, i) => {
    // A repayment that came back (a failed direct debit reversed) repaid nothing, and a loan credit sent back lent nothing.
    const isRepay = debtAmount(t) > 0;
    const isDisb = t.amount > 0 && t.category === 'loan_disbursement' && keptAmount(t) > 0;
    if (!isRepay && !isDisb) return;
    const name = t.lender ?? 'Unnamed lender';
    const s = by.get(name) ?? { lender: name, repaid: 0, repayments: 0, disbursed: 0, firstDate: t.date, lastDate: t.date, foundBy: patternIndexes.has(i) ? 'pattern' : 'name' };
    if (isRepay) {
      s.repaid += debtAmount(t);
      s.repayments++;
    } else s.disbursed += keptAmount(t);
    if (t.date < s.firstDate) s.firstDate = t.date;
    if (t.date > s.lastDate) s.lastDate = t.date;
    by.set(name, s);
    if (t.lender) {
      const m = t.date.slice(0, 7);
      const set = monthLenders.get(m) ?? new Set<string>();
      set.add(t.lender);
      monthLenders.set(m, set);
    }
  });
  const lenders = [...by.values()].sort((a, b) => b.repaid - a.repaid || b.disbursed - a.disbursed);
  const named = lenders.filter((l) => l.lender !== 'Unnamed lender');
  const maxLendersInAMonth = Math.max(0, ...[...monthLenders.values()].map((s) => s.size));
  return {
    lenders,
    totalRepaid: lenders.reduce((a, l) => a + l.repaid, 0),
    totalDisbursed: lenders.reduce((a, l) => a + l.disbursed, 0),
    stacking: maxLendersInAMonth >= 2 || named.length >= 3,
    maxLendersInAMonth,
  };
}

/** Named lenders that were repaid on this statement: what loan stacking is judged on. */
export function activeLenders(loans: LoanInsights): LenderSummary[] {
  return loans.lenders.filter((l) => l.lender !== 'Unnamed lender' && l.repayments > 0);
}
