import type { AnalysisStatus } from '@nairalens/core/api/analysis.ts';
import type { DbOrTx } from '../../db/client.ts';
import { dashboardFigures } from './repository.ts';

/** The dashboard metrics (docs/product-rules.md), computed from the person's real uploads, analyses and ledger. */
export async function getDashboard(db: DbOrTx, userId: string, now: Date) {
  const monthStart = lagosMonthStart(now);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const { completed, spentThisMonth, recentStatuses, recent, anyUpload } = await dashboardFigures(db, userId, {
    monthStart,
    thirtyDaysAgo,
  });
  const started = recentStatuses.reduce((s, r) => s + Number(r.n), 0);
  const done = Number(recentStatuses.find((r) => r.status === 'completed')?.n ?? 0);
  return {
    totalAnalyses: completed,
    completedAnalyses: completed,
    tokensUsedThisMonth: Math.max(0, spentThisMonth),
    successRate: started === 0 ? 0 : Math.round((done / started) * 100),
    hasData: anyUpload,
    recentAnalyses: recent.map((r) => ({
      id: r.id,
      fileName: r.fileName || 'Uploaded Statement',
      createdAt: r.createdAt.toISOString(),
      status: (r.status ?? 'pending') as AnalysisStatus,
      tokensCost: r.tokenCost,
    })),
  };
}

/** Start of the current calendar month in Africa/Lagos (UTC+1, no daylight saving). */
export function lagosMonthStart(now: Date): Date {
  const lagos = new Date(now.getTime() + 3600 * 1000);
  return new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), 1) - 3600 * 1000);
}
