import { CATEGORY_LABELS } from '@nairalens/core/contract.ts';
import type { DbOrTx } from '../../db/client.ts';
import { completedAnalysis, downloadName } from './completed-analysis.ts';
import { transactionsOf } from './transactions-repository.ts';

/** Every transaction of a completed analysis as CSV (naira with two decimals), with its download name. */
export async function exportTransactionsCsv(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ fileName: string; body: string }> {
  const a = await completedAnalysis(db, userId, id);
  const txs = await transactionsOf(db, a.id);
  const lines = ['date,description,amount_naira,balance_naira,category,category_label,loan_repayment,lender'];
  for (const t of txs) {
    lines.push(
      [
        t.date,
        t.description,
        (t.amount / 100).toFixed(2),
        t.balance === null ? '' : (t.balance / 100).toFixed(2),
        t.category,
        CATEGORY_LABELS[t.category],
        t.loan_repayment,
        t.lender ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { fileName: `${downloadName(a, 'transactions')}.csv`, body: lines.join('\r\n') + '\r\n' };
}

/** CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so spreadsheets do not run it as a formula. */
export function csvCell(v: unknown): string {
  let s = String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
