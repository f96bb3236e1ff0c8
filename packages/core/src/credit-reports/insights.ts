import type { Kobo } from '../contract.ts';
import { formatNairaWhole } from '../money/kobo.ts';
import type { CreditReport, ReportAccount } from './types.ts';

/**
 * What helps and what hurts a report, each tied to the accounts and months behind it, and what to pay first — all
 * from the report itself (docs/CREDIT-REPORTS.md).
 */

export interface AccountRef {
  lender: string;
  accountNumber: string | null;
}

export interface Factor {
  effect: 'helps' | 'hurts';
  kind: 'late_payments' | 'written_off' | 'overdue' | 'utilisation' | 'enquiries' | 'history_length' | 'clean_record';
  title: string;
  detail: string;
  accounts: AccountRef[];
  months: string[];
}

export interface Recommendation {
  title: string;
  detail: string;
  amount: Kobo;
  account: AccountRef | null;
}

const ref = (a: ReportAccount): AccountRef => ({ lender: a.lender, accountNumber: a.accountNumber });
const naira = formatNairaWhole;

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm);
}

export function reportFactors(r: CreditReport): Factor[] {
  const out: Factor[] = [];
  const asOf = (r.reportDate ?? r.accounts.flatMap((a) => a.history.map((h) => `${h.month}-01`)).sort().pop() ?? '2000-01-01').slice(0, 7);
  for (const a of r.accounts) {
    const late = a.history.filter((h) => 'daysPastDue' in h && h.daysPastDue > 0);
    if (a.status === 'written_off')
      out.push({ effect: 'hurts', kind: 'written_off', title: `${a.lender} wrote this account off`, detail: `A written-off account with ${naira(a.balance)} still owed is the heaviest mark on a report; it stays until it is settled and reported as settled.`, accounts: [ref(a)], months: [] });
    else if (late.length > 0) {
      const worst = Math.max(...late.map((h) => ('daysPastDue' in h ? h.daysPastDue : 0)));
      out.push({ effect: 'hurts', kind: 'late_payments', title: `Late payments on ${a.lender}`, detail: `${late.length} month${late.length > 1 ? 's' : ''} paid late, up to ${worst} days. Payment history weighs most in the score.`, accounts: [ref(a)], months: late.map((h) => h.month) });
    }
    if (a.overdue > 0 && a.status !== 'written_off')
      out.push({ effect: 'hurts', kind: 'overdue', title: `${naira(a.overdue)} overdue with ${a.lender}`, detail: `${a.daysPastDue} days past due, classed ${a.classification}.`, accounts: [ref(a)], months: [] });
  }
  const revolving = r.accounts.filter((a) => a.status === 'open' && (a.creditLimit ?? 0) > 0 && (a.type === 'overdraft' || a.type === 'credit_card'));
  if (revolving.length > 0) {
    const limit = revolving.reduce((s, a) => s + (a.creditLimit ?? 0), 0);
    const used = revolving.reduce((s, a) => s + a.balance, 0);
    const pct = Math.round((used / limit) * 100);
    const high = revolving.filter((a) => a.balance / (a.creditLimit ?? 1) > 0.5);
    if (pct > 30)
      out.push({ effect: 'hurts', kind: 'utilisation', title: `${pct}% of your overdraft and card limits in use`, detail: `${naira(used)} of ${naira(limit)}. Keeping balances under 30% of limits helps the "amounts owed" part of the score.`, accounts: (high.length ? high : revolving).map(ref), months: [] });
    else out.push({ effect: 'helps', kind: 'utilisation', title: `Low use of your limits (${pct}%)`, detail: `${naira(used)} of ${naira(limit)} in use.`, accounts: revolving.map(ref), months: [] });
  }
  const recent = r.enquiries.filter((e) => e.date && monthsBetween(e.date.slice(0, 7), asOf) <= 6);
  if (recent.length >= 3)
    out.push({ effect: 'hurts', kind: 'enquiries', title: `${recent.length} credit enquiries in six months`, detail: `Many applications in a short time read as a need for credit: ${recent.map((e) => e.institution).join(', ')}.`, accounts: [], months: recent.map((e) => e.date!.slice(0, 7)) });
  else if (r.accounts.length > 0 && recent.length === 0)
    out.push({ effect: 'helps', kind: 'enquiries', title: 'No recent credit enquiries', detail: 'No lender checked your report in the last six months.', accounts: [], months: [] });
  const opened = r.accounts.filter((a) => a.openedDate).sort((a, b) => (a.openedDate! < b.openedDate! ? -1 : 1));
  if (opened.length > 0) {
    const years = Math.floor(monthsBetween(opened[0].openedDate!.slice(0, 7), asOf) / 12);
    if (years >= 3) out.push({ effect: 'helps', kind: 'history_length', title: `${years} years of credit history`, detail: `Your oldest account, with ${opened[0].lender}, was opened in ${opened[0].openedDate!.slice(0, 4)}.`, accounts: [ref(opened[0])], months: [] });
    else if (years < 1) out.push({ effect: 'hurts', kind: 'history_length', title: 'Less than a year of credit history', detail: 'A short history gives lenders little to go on; it improves with time and on-time payments.', accounts: [ref(opened[0])], months: [] });
  }
  const clean = r.accounts.filter((a) => a.classification === 'performing' && a.status !== 'written_off' && !a.history.some((h) => 'daysPastDue' in h));
  if (clean.length > 0)
    out.push({ effect: 'helps', kind: 'clean_record', title: `${clean.length} account${clean.length > 1 ? 's' : ''} always paid on time`, detail: clean.map((a) => a.lender).join(', '), accounts: clean.map(ref), months: [] });
  return out;
}

const SEVERITY: Record<ReportAccount['classification'], number> = { performing: 0, watchlist: 1, substandard: 2, doubtful: 3, lost: 4 };

/**
 * Which overdue amounts to clear first. Accounts still short of 90 days come first (clearing them now keeps them
 * from being classed substandard), smallest first within a class; written-off debts after, settled and reported
 * as settled; then limits used above 30%.
 */
export function reportRecommendations(r: CreditReport): Recommendation[] {
  const out: Recommendation[] = [];
  const overdue = r.accounts.filter((a) => a.overdue > 0);
  const rank = (a: ReportAccount) => (a.status === 'written_off' ? 10 : a.daysPastDue < 90 ? 0 : SEVERITY[a.classification]);
  overdue.sort((a, b) => rank(a) - rank(b) || a.overdue - b.overdue);
  overdue.forEach((a, i) => {
    const order = i === 0 ? 'first' : `${i + 1}${['', 'st', 'nd', 'rd'][i + 1] ?? 'th'}`;
    const why =
      a.status === 'written_off'
        ? `Settle it with ${a.lender} and ask them to report it to the bureau as settled; a settled write-off weighs far less than an unpaid one.`
        : a.daysPastDue < 90
          ? `It is ${a.daysPastDue} days past due; cleared before 90 days, it stays out of the substandard class and can return to performing.`
          : `It is ${a.daysPastDue} days past due (${a.classification}); clearing it stops the class getting worse each month.`;
    out.push({ title: `Pay ${naira(a.overdue)} overdue on ${a.lender} ${order}`, detail: why, amount: a.overdue, account: ref(a) });
  });
  for (const a of r.accounts.filter((x) => x.status === 'open' && (x.type === 'overdraft' || x.type === 'credit_card') && (x.creditLimit ?? 0) > 0)) {
    const target = Math.floor((a.creditLimit ?? 0) * 0.3);
    if (a.balance > target)
      out.push({ title: `Bring ${a.lender} below ${naira(target)}`, detail: `Paying down ${naira(a.balance - target)} takes this ${a.type === 'overdraft' ? 'overdraft' : 'card'} to 30% of its ${naira(a.creditLimit ?? 0)} limit.`, amount: a.balance - target, account: ref(a) });
  }
  if (out.length === 0 && r.accounts.length > 0)
    out.push({ title: 'Keep paying every instalment on time', detail: 'Nothing is overdue. On-time payments month after month are what raise a score.', amount: 0, account: null });
  return out;
}
