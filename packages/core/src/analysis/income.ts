/**
 * Income: salary detection (a recurring credit from the same payer at a monthly cadence), business income,
 * transfers received, pensions, foreign inflows. Reversals, refunds, loan disbursements and own-account moves are
 * not income (their categories are outside INCOME_CATEGORIES).
 */
import type { Kobo, Transaction } from '../contract.ts';
import { isoDayNumber, roundTo } from './arithmetic.ts';
import { counterpartyKey, titleCase } from './keys.ts';
import { compareCodes } from '../text/compare-codes.ts';

export interface SalaryInfo {
  detected: boolean;
  payer: string | null;
  /** Median credit from that payer. */
  monthlyAmount: Kobo;
  /** Typical day of the month the salary lands (1-31). */
  expectedPayDay: number | null;
  /** 0-1. */
  confidence: number;
  /** Number of payments seen. */
  payments: number;
  /** Indexes (into the transactions) of the salary credits. */
  indexes: number[];
}

const NO_SALARY: SalaryInfo = { detected: false, payer: null, monthlyAmount: 0, expectedPayDay: null, confidence: 0, payments: 0, indexes: [] };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Finds the salary. Candidates: credits categorised salary, or transfers/other income from a non-person payer.
 * A payer qualifies when it paid in at least 2 different months, consecutive payments are 20-40 days apart, and
 * amounts stay within ±30% of their median. Confidence grows with payments, cadence regularity, amount stability
 * and payroll wording.
 */
export function detectSalary(txs: readonly Transaction[], personAt: (i: number) => string | null, periodMonths: number, keyAt: (i: number) => string = (i) => counterpartyKey(txs[i]!.description, txs[i]!.amount > 0)): SalaryInfo {
  const groups = new Map<string, number[]>();
  txs.forEach((t, i) => {
    if (t.amount <= 0) return;
    const eligible = t.category === 'salary' || ((t.category === 'transfer_in' || t.category === 'other_income') && personAt(i) === null);
    if (!eligible) return;
    const key = keyAt(i);
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  let best: SalaryInfo = NO_SALARY;
  for (const [key, idx] of groups) {
    // Keep one credit per month: the largest (bonuses and arrears land beside the salary).
    const byMonth = new Map<string, number>();
    for (const i of idx) {
      const m = txs[i]!.date.slice(0, 7);
      const cur = byMonth.get(m);
      if (cur === undefined || txs[i]!.amount > txs[cur]!.amount) byMonth.set(m, i);
    }
    const chosen = [...byMonth.values()].sort((a, b) => compareCodes(txs[a]!.date, txs[b]!.date));
    const worded = idx.some((i) => txs[i]!.category === 'salary');
    if (chosen.length < 2 && !(worded && chosen.length === 1 && periodMonths < 1.5)) continue;
    const amounts = chosen.map((i) => txs[i]!.amount);
    const med = median(amounts);
    const stable = amounts.filter((a) => Math.abs(a - med) <= 0.3 * med).length / amounts.length;
    const gaps: number[] = [];
    for (let k = 1; k < chosen.length; k++) gaps.push(isoDayNumber(txs[chosen[k]!]!.date) - isoDayNumber(txs[chosen[k - 1]!]!.date));
    const regular = gaps.length ? gaps.filter((g) => g >= 20 && g <= 40).length / gaps.length : worded ? 1 : 0;
    if (!worded && (regular < 0.6 || stable < 0.6)) continue;
    const coverage = Math.min(1, chosen.length / Math.max(1, Math.round(periodMonths)));
    const confidence = roundTo(Math.min(1, 0.25 * regular + 0.25 * stable + 0.25 * coverage + (worded ? 0.25 : 0.1)), 2);
    const days = chosen.map((i) => Number(txs[i]!.date.slice(8, 10)));
    const info: SalaryInfo = {
      detected: true,
      payer: titleCase(key),
      monthlyAmount: Math.round(med),
      expectedPayDay: Math.round(median(days)),
      confidence,
      payments: chosen.length,
      indexes: chosen,
    };
    if (info.confidence > best.confidence || (info.confidence === best.confidence && info.monthlyAmount > best.monthlyAmount)) best = info;
  }
  return best.confidence >= 0.6 ? best : NO_SALARY;
}

export interface IncomeBreakdown {
  salary: Kobo;
  business: Kobo;
  transfersReceived: Kobo;
  interest: Kobo;
  other: Kobo;
  pension: Kobo;
  foreignInflows: Kobo;
  /** Not income: shown so people see why. */
  excluded: { loans: Kobo; refunds: Kobo; ownTransfers: Kobo };
}

export function incomeBreakdown(txs: readonly Transaction[]): IncomeBreakdown {
  const b: IncomeBreakdown = { salary: 0, business: 0, transfersReceived: 0, interest: 0, other: 0, pension: 0, foreignInflows: 0, excluded: { loans: 0, refunds: 0, ownTransfers: 0 } };
  for (const t of txs) {
    if (t.amount <= 0) continue;
    switch (t.category) {
      case 'salary': b.salary += t.amount; break;
      case 'business_income': b.business += t.amount; break;
      case 'transfer_in': b.transfersReceived += t.amount; break;
      case 'interest': b.interest += t.amount; break;
      case 'other_income': b.other += t.amount; break;
      case 'loan_disbursement': b.excluded.loans += t.amount; break;
      case 'refund_reversal': b.excluded.refunds += t.amount; break;
      case 'own_transfer': b.excluded.ownTransfers += t.amount; break;
      default: break;
    }
    if (/\bPENSION/i.test(t.description) && t.category !== 'loan_disbursement') b.pension += t.amount;
    if (/LEMFI|WESTERN UNION|\bWU\b|MONEYGRAM|SENDWAVE|WORLDREMIT|REMITLY|TAPTAP|SWIFT|FX INFLOW|AFRIEX|\bNALA\b|CHIPPER|PAYONEER|\bGREY\b|RAENEST/i.test(t.description)) b.foreignInflows += t.amount;
  }
  return b;
}
