import type { TransactionPageJson, TransactionRowJson } from '@nairalens/core/api/analysis.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findAnalysis } from './repository.ts';
import { categoryCounts, transactionPage, type TransactionPageQuery, type TxRow } from './transactions-repository.ts';

/** One page of an analysis's transactions with the per-category counts; paged, filtered and sorted in SQL. */
export async function listTransactions(
  db: DbOrTx,
  userId: string,
  id: string,
  q: TransactionPageQuery,
): Promise<TransactionPageJson> {
  const a = await findAnalysis(db, userId, id);
  if (a.status !== 'completed')
    return { total: 0, page: q.page, pageSize: q.pageSize, categoryCounts: {}, transactions: [] };
  const counts = await categoryCounts(db, a.id);
  const known = q.search?.trim()
    ? undefined
    : q.category
      ? (counts[q.category] ?? 0)
      : Object.values(counts).reduce((sum, n) => sum + n, 0);
  const { rows, total } = await transactionPage(db, a.id, q, known);
  const back = returnsOf(a.result_json?.summary?.moneyReturned?.links ?? []);
  return {
    total,
    page: q.page,
    pageSize: q.pageSize,
    categoryCounts: counts,
    transactions: rows.map((t) => ({ ...transactionJson(t), ...back(t.idx) })),
  };
}

/** The summary's links of money that came back, as each row's own: what of it came back, which row it returns. */
function returnsOf(
  links: readonly { from: number; to: number; amount: number; passedOn?: true }[],
): (idx: number) => Pick<TransactionRowJson, 'returned' | 'returnOf' | 'passedOn'> {
  const returned = new Map<number, number>();
  const returnOf = new Map<number, number>();
  const passedOn = new Set<number>();
  for (const l of links) {
    returned.set(l.to, (returned.get(l.to) ?? 0) + l.amount);
    if (!returnOf.has(l.from)) returnOf.set(l.from, l.to);
    if (l.passedOn) passedOn.add(l.from).add(l.to);
  }
  return (idx) => ({
    ...(returned.has(idx) ? { returned: returned.get(idx)! } : {}),
    ...(returnOf.has(idx) ? { returnOf: returnOf.get(idx)! } : {}),
    ...(passedOn.has(idx) ? { passedOn: true as const } : {}),
  });
}

export function transactionJson(t: TxRow): TransactionRowJson {
  return {
    id: t.id,
    index: t.idx,
    date: t.date,
    description: t.description,
    amount: t.amount,
    balance: t.balance,
    category: t.category,
    engineCategory: t.engine_category,
    loanRepayment: t.loan_repayment,
    lender: t.lender,
    recategorised: t.recategorised,
  };
}
