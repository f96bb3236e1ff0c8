import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { analysisResult, listFiles, transactionsOf, type Actor } from '../workspace/index.ts';

/** `{ id, clientId, status, failure?, result? }` with `result` in the analysis contract's shape (statement, transactions, summary). */
export async function getAnalysis(ctx: AppContext, actor: Actor, analysisId: string) {
  const notFound = new AppError('NOT_FOUND', 'Analysis not found.');
  if (!/^[0-9a-f-]{36}$/i.test(analysisId)) throw notFound;
  const [file] = await listFiles(ctx.database.db, actor.workspaceId, { analysisId });
  if (!file) throw notFound;
  const base = {
    id: analysisId,
    clientId: file.clientId,
    status: file.status ?? 'processing',
    fileName: file.fileName,
    createdAt: file.createdAt.toISOString(),
    completedAt: file.completedAt?.toISOString() ?? null,
  };
  if (file.status === 'failed') return { ...base, failure: { code: file.failureCode, message: file.failureMessage } };
  if (file.status !== 'completed') return base;
  const stored = await analysisResult(ctx.database.db, actor.workspaceId, analysisId);
  const txs = await transactionsOf(ctx.database.db, [analysisId]);
  return {
    ...base,
    result: {
      statement: stored?.result?.statement ?? null,
      transactions: txs.map((t) => ({
        date: t.date,
        description: t.description,
        amount: Number(t.amount),
        balance: t.balance === null ? null : Number(t.balance),
        category: t.category,
        loanRepayment: t.loanRepayment,
        lender: t.lender,
      })),
      summary: stored?.result?.summary ?? null,
    },
  };
}
