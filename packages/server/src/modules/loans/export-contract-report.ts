import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { contractJson } from './contract-json.ts';
import { renderContractReport } from './report-pdf.ts';
import { findContract } from './repository.ts';

/** The PDF report of a completed contract analysis, and its download name. */
export async function exportContractReport(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findContract(db, userId, id);
  if (row.status !== 'completed')
    throw new AppError('CONFLICT', 'This contract could not be read, so there is no report.');
  const pdf = await renderContractReport(contractJson(row), new Date());
  return { pdf, fileName: `nairalens-loan-analysis-${row.id.slice(0, 8)}.pdf` };
}
