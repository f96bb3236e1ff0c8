import type { Kobo } from '../contract.ts';
import { formatNairaWhole } from '../money/kobo.ts';
import type { AccountRef } from './insights.ts';
import type { CreditReport, ReportAccount } from './types.ts';

/**
 * The report against the person's analysed bank statements covering the same months: lenders repaid in the
 * statements but missing from the report, report accounts with no repayments in the statements, loans reported
 * open whose repayments stopped, and months reported late although a repayment left the account that month.
 * Each finding that may be a bureau error is a dispute candidate the person confirms.
 */

export interface StatementRepayment {
  date: string;
  /** Positive kobo paid. */
  amount: Kobo;
  lender: string;
}

export interface StatementCoverage {
  /** First and last month (YYYY-MM) the analysed statements cover. */
  from: string;
  to: string;
}

export interface Finding {
  id: string;
  kind: 'missing_from_report' | 'no_repayments_in_statements' | 'repayments_stopped' | 'late_but_paid';
  lender: string;
  account: AccountRef | null;
  detail: string;
  evidence: string[];
  /** Could be a bureau error the person may dispute. */
  disputable: boolean;
}

const STOP = new Set(['mfb', 'microfinance', 'bank', 'plc', 'limited', 'ltd', 'nigeria', 'of', 'the', 'finance', 'financials', 'loan', 'loans', 'digital', 'services', 'company', 'international', 'intl', 'salary', 'advance', 'payday', 'quick', 'credit', 'ng']);
const ALIASES: Record<string, string> = { gtbank: 'guaranty', gtb: 'guaranty', firstbank: 'first', fbn: 'first', uba: 'united', fcmb: 'city', ibtc: 'stanbic', palmcredit: 'palmpay', quickcredit: 'guaranty' };

function tokens(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map((w) => ALIASES[w] ?? w);
}

/** Same lender when a significant word matches ("FairMoney" ~ "FAIRMONEY MFB", "Access PayDay Loan" ~ "ACCESS BANK PLC"). */
export function sameLender(a: string, b: string): boolean {
  const ta = tokens(a);
  const tb = tokens(b);
  const ca = ta.join('');
  const cb = tb.join('');
  return ta.some((w) => tb.includes(w)) || (ca.length >= 4 && cb.length >= 4 && (ca.includes(cb) || cb.includes(ca)));
}

const ref = (a: ReportAccount): AccountRef => ({ lender: a.lender, accountNumber: a.accountNumber });
const month = (d: string) => d.slice(0, 7);

export function reconcileWithStatements(report: CreditReport, repayments: readonly StatementRepayment[], coverage: StatementCoverage | null): Finding[] {
  if (!coverage) return [];
  const inRange = (m: string) => m >= coverage.from && m <= coverage.to;
  const out: Finding[] = [];
  const byLender = new Map<string, StatementRepayment[]>();
  for (const r of repayments) byLender.set(r.lender, [...(byLender.get(r.lender) ?? []), r]);

  for (const [lender, paid] of byLender) {
    if (report.accounts.some((a) => sameLender(a.lender, lender))) continue;
    const total = paid.reduce((s, p) => s + p.amount, 0);
    out.push({
      id: `missing:${lender}`, kind: 'missing_from_report', lender, account: null,
      detail: `Your statements show ${paid.length} repayment${paid.length > 1 ? 's' : ''} to ${lender} (${formatNairaWhole(total)}), but the report lists no account with them. A loan you repay on time that is not reported cannot help your score.`,
      evidence: paid.slice(0, 6).map((p) => `${p.date}: ${formatNairaWhole(p.amount)} to ${p.lender}`),
      disputable: true,
    });
  }
  for (const a of report.accounts) {
    const paid = repayments.filter((r) => sameLender(a.lender, r.lender)).sort((x, y) => (x.date < y.date ? -1 : 1));
    const opened = a.openedDate ? month(a.openedDate) : null;
    const activeInCoverage = a.status === 'open' && (!opened || opened <= coverage.to);
    if (paid.length === 0 && activeInCoverage && a.type !== 'overdraft' && a.type !== 'credit_card') {
      out.push({
        id: `norepay:${a.lender}:${a.accountNumber ?? ''}`, kind: 'no_repayments_in_statements', lender: a.lender, account: ref(a),
        detail: `The report shows this ${a.type.replace('_', ' ')} open with ${formatNairaWhole(a.balance)} owed, but your statements from ${coverage.from} to ${coverage.to} show no repayment to ${a.lender}. If you never took this loan, dispute it; if you repay it from another account, upload that statement.`,
        evidence: [`No repayment to ${a.lender} between ${coverage.from} and ${coverage.to}`],
        disputable: true,
      });
      continue;
    }
    if (paid.length > 0 && a.status === 'open') {
      const last = month(paid[paid.length - 1].date);
      const gap = monthsGap(last, coverage.to);
      if (gap >= 2) {
        out.push({
          id: `stopped:${a.lender}:${a.accountNumber ?? ''}`, kind: 'repayments_stopped', lender: a.lender, account: ref(a),
          detail: `Repayments to ${a.lender} stopped after ${last}, yet the report still shows the account open with ${formatNairaWhole(a.balance)} owed. If you paid it off, the bureau should show it closed; if not, it is falling behind.`,
          evidence: paid.slice(-3).map((p) => `${p.date}: ${formatNairaWhole(p.amount)} to ${p.lender}`),
          disputable: true,
        });
      }
    }
    for (const h of a.history) {
      if (!('daysPastDue' in h) || !inRange(h.month)) continue;
      const that = paid.filter((p) => month(p.date) === h.month);
      if (that.length === 0) continue;
      out.push({
        id: `late:${a.lender}:${h.month}`, kind: 'late_but_paid', lender: a.lender, account: ref(a),
        detail: `${h.month} is reported ${h.daysPastDue} days late on ${a.lender}, but your statement shows a repayment that month.`,
        evidence: that.map((p) => `${p.date}: ${formatNairaWhole(p.amount)} to ${p.lender}`),
        disputable: true,
      });
    }
  }
  return out;
}

function monthsGap(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}
