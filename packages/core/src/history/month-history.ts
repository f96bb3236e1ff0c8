/**
 * A person's figures month by month, built from all their analyses: overlaps of the same account superseded by the
 * newer statement, transfers between their own accounts removed from income and spending, then each month summed
 * and scored with the same arithmetic as a single analysis.
 */
import type { Kobo, StatementInfo, Transaction } from '../contract.ts';
import { debtAmount, expenseAmount, incomeAmount, isoDayNumber, savedAmount } from '../analysis/arithmetic.ts';
import { summariseTransactions } from '../analysis/analyse-statement.ts';
import { markReturns } from '../analysis/returned-money.ts';
import { matchOwnTransfers, type AccountStatement, type OwnTransferPair } from './own-transfers.ts';
import { supersedeOverlaps, type AnalysedStatement, type KeptStatement } from './supersede.ts';
import { bankName } from '../statements/bank-name.ts';

export interface AccountFigures {
  account: string;
  label: string;
  income: Kobo;
  expenses: Kobo;
}

export interface HistoryMonth {
  month: string;
  /** Days of the month covered by at least one statement. */
  daysCovered: number;
  daysInMonth: number;
  income: Kobo;
  expenses: Kobo;
  saved: Kobo;
  debtRepayments: Kobo;
  savingsRate: number;
  dti: number;
  healthScore: number;
  accounts: AccountFigures[];
}

export interface PersonHistory {
  months: HistoryMonth[];
  accounts: { account: string; label: string; analyses: number; supersededTransactions: number }[];
  ownTransfers: OwnTransferPair[];
  /** Every counted transaction across accounts, by date: superseded days and own transfers left out. */
  transactions: Transaction[];
  /** The names the person's statements are printed in: a transfer to one of them is the person's own money moving. */
  holders: string[];
  /** Sum over all months (after overlaps and own transfers). */
  totals: { income: Kobo; expenses: Kobo; ownTransfersRemoved: Kobo };
}

const DAY = 86_400_000;
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

function accountLabel(s: KeptStatement): string {
  const bank = s.statement.bank ? bankName(s.statement.bank) : 'Account';
  const digits = s.statement.accountNumber?.replace(/\D/g, '');
  return digits ? `${bank} ••${digits.slice(-4)}` : `${bank} (${s.fileName ?? s.analysisId.slice(0, 8)})`;
}

/** The days (as day numbers) each month has coverage on, across all statements. */
function coverage(statements: readonly KeptStatement[]): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const s of statements) {
    for (let d = isoDayNumber(s.statement.periodStart); d <= isoDayNumber(s.statement.periodEnd); d++) {
      const m = isoOf(d).slice(0, 7);
      if (!out.has(m)) out.set(m, new Set());
      out.get(m)!.add(d);
    }
  }
  return out;
}

export function buildHistory(statements: readonly AnalysedStatement[], rejectedPairs: ReadonlySet<string> = new Set()): PersonHistory {
  // Money that came back is linked within each whole statement, before its months are cut apart.
  const kept = supersedeOverlaps(
    statements.map((s) => {
      const transactions = s.transactions.map((t) => ({ ...t }));
      markReturns(transactions);
      return { ...s, transactions };
    }),
  );
  const labelOf = new Map<string, string>();
  const accounts = new Map<string, AccountStatement>();
  for (const s of kept) {
    labelOf.set(s.account, labelOf.get(s.account) ?? accountLabel(s));
    const a = accounts.get(s.account) ?? { account: s.account, bank: s.statement.bank, accountName: s.statement.accountName, accountNumber: s.statement.accountNumber, transactions: [] };
    s.transactions.forEach((tx, i) => {
      if (s.kept.includes(tx)) a.transactions.push({ ref: `${s.analysisId}:${i}`, tx });
    });
    accounts.set(s.account, a);
  }
  const ownTransfers = matchOwnTransfers([...accounts.values()], rejectedPairs);
  const removed = new Set(ownTransfers.flatMap((p) => [p.from.ref, p.to.ref]));
  const byMonth = new Map<string, { account: string; tx: Transaction }[]>();
  for (const a of accounts.values()) {
    for (const { ref, tx } of a.transactions) {
      if (removed.has(ref)) continue;
      const m = tx.date.slice(0, 7);
      byMonth.set(m, [...(byMonth.get(m) ?? []), { account: a.account, tx }]);
    }
  }
  const cover = coverage(kept);
  const months: HistoryMonth[] = [];
  for (const month of [...cover.keys()].sort()) {
    const days = [...cover.get(month)!].sort((x, y) => x - y);
    const rows = byMonth.get(month) ?? [];
    const txs = rows.map((r) => r.tx);
    const [y, mo] = month.split('-').map(Number) as [number, number];
    const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    const statement: StatementInfo = {
      bank: null,
      accountName: null,
      accountNumber: null,
      currency: 'NGN',
      periodStart: isoOf(days[0]!),
      periodEnd: isoOf(days.at(-1)!),
      openingBalance: null,
      closingBalance: null,
      pages: null,
      reconciled: true,
      warnings: [],
    };
    const summary = summariseTransactions(statement, txs, { keepReturns: true });
    const perAccount = new Map<string, AccountFigures>();
    for (const r of rows) {
      const f = perAccount.get(r.account) ?? { account: r.account, label: labelOf.get(r.account)!, income: 0, expenses: 0 };
      f.income += incomeAmount(r.tx);
      f.expenses += expenseAmount(r.tx);
      perAccount.set(r.account, f);
    }
    months.push({
      month,
      daysCovered: days.length,
      daysInMonth,
      income: summary.totalIncome,
      expenses: summary.totalExpenses,
      saved: txs.reduce((s, t) => s + savedAmount(t), 0),
      debtRepayments: txs.reduce((s, t) => s + debtAmount(t), 0),
      savingsRate: summary.savingsRate,
      dti: summary.dti,
      healthScore: summary.healthScore,
      accounts: [...perAccount.values()].sort((a, b) => a.label.localeCompare(b.label)),
    });
  }
  return {
    months,
    accounts: [...new Set(kept.map((s) => s.account))].map((account) => {
      const list = kept.filter((s) => s.account === account);
      return { account, label: labelOf.get(account)!, analyses: list.length, supersededTransactions: list.reduce((n, s) => n + s.superseded, 0) };
    }),
    ownTransfers,
    transactions: [...byMonth.keys()].sort().flatMap((m) => byMonth.get(m)!.map((r) => r.tx)).sort((a, b) => a.date.localeCompare(b.date)),
    holders: [...new Set([...accounts.values()].map((a) => a.accountName).filter((n): n is string => !!n))],
    totals: {
      income: months.reduce((s, m) => s + m.income, 0),
      expenses: months.reduce((s, m) => s + m.expenses, 0),
      ownTransfersRemoved: ownTransfers.reduce((s, p) => s + p.amount, 0),
    },
  };
}
