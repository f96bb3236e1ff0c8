import type { DbOrTx } from '../../db/client.ts';
import { completedAnalysis, downloadName } from './completed-analysis.ts';
import { transactionsOf } from './transactions-repository.ts';

/** A completed analysis as JSON: the statement, every transaction and the summary, with its download name. */
export async function exportAnalysisJson(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ fileName: string; body: string }> {
  const a = await completedAnalysis(db, userId, id);
  const txs = await transactionsOf(db, a.id);
  const body = {
    statement: a.result_json!.statement,
    transactions: txs.map((t) => ({
      date: t.date,
      description: t.description,
      amount: t.amount,
      balance: t.balance,
      category: t.category,
      loanRepayment: t.loan_repayment,
      lender: t.lender,
    })),
    summary: a.result_json!.summary,
  };
  return { fileName: `${downloadName(a, 'analysis')}.json`, body: JSON.stringify(body, null, 2) };
}
