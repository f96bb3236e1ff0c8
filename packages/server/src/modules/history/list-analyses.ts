import type { DbOrTx } from '../../db/client.ts';
import { listAnalyses, type AnalysisListFilter } from './repository.ts';

/** Every analysis of the person, newest first, for /app/analyses: search by file name, profile and status, pages. */
export async function listPersonAnalyses(db: DbOrTx, filter: AnalysisListFilter) {
  const { total, rows } = await listAnalyses(db, filter);
  return {
    total,
    page: filter.page,
    pageSize: filter.pageSize,
    analyses: rows.map((r) => {
      const summary = r.summary as { healthScore?: number; monthlyIncome?: number } | null;
      return {
        id: r.id,
        uploadId: r.uploadId,
        status: r.status,
        fileName: r.fileName || 'Uploaded Statement',
        createdAt: r.createdAt.toISOString(),
        profile: r.profileId ? { id: r.profileId, label: r.profileLabel ?? 'Client' } : null,
        healthScore: r.status === 'completed' ? (summary?.healthScore ?? null) : null,
        monthlyIncome: r.status === 'completed' ? (summary?.monthlyIncome ?? null) : null,
      };
    }),
  };
}
