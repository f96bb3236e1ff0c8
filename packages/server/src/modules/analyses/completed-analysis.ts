import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findAnalysis, type AnalysisRow } from './repository.ts';

/** The person's analysis, refused with a clear answer until it is complete (exports and reports need its result). */
export async function completedAnalysis(db: DbOrTx, userId: string, id: string): Promise<AnalysisRow> {
  const a = await findAnalysis(db, userId, id);
  if (a.status !== 'completed' || !a.result_json)
    throw new AppError('CONFLICT', 'Exports are available once the analysis is complete.');
  return a;
}

/** A download's file name: "nairalens-<statement name>-<suffix>", safe for a Content-Disposition header. */
export function downloadName(a: AnalysisRow, suffix: string): string {
  const base =
    (a.file_name || 'statement')
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 60) || 'statement';
  return `nairalens-${base}-${suffix}`;
}
