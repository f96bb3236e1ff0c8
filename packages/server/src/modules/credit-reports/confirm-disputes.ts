import { reconcileWithStatements } from '@nairalens/core/credit-reports/reconcile.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { saveDisputes, statementLoans, type StoredResult } from './repository.ts';
import { ownReport, type DisputeItem } from './view-credit-report.ts';

/**
 * The person confirms which findings are errors (and may add an account they do not recognise); only findings
 * computed from their own data, or accounts on their own report, can be disputed.
 */
export async function confirmDisputes(
  db: DbOrTx,
  userId: string,
  id: string,
  input: { findingIds: string[]; unrecognised: { lender: string; accountNumber: string | null }[] },
): Promise<DisputeItem[]> {
  const row = await ownReport(db, userId, id);
  const stored = row.resultJson as StoredResult | null;
  if (row.status !== 'completed' || !stored) throw new AppError('CONFLICT', 'This report has not been read yet.');
  const { repayments, coverage } = await statementLoans(db, userId, row.profileId);
  const findings = reconcileWithStatements(stored.report, repayments, coverage);
  const items: DisputeItem[] = [];
  for (const fid of input.findingIds) {
    const f = findings.find((x) => x.id === fid && x.disputable);
    if (!f) throw new AppError('VALIDATION', 'One of the selected problems no longer applies to this report; reload the page.');
    items.push({ findingId: f.id, lender: f.lender, accountNumber: f.account?.accountNumber ?? null, problem: f.detail, evidence: f.evidence });
  }
  for (const u of input.unrecognised) {
    const a = stored.report.accounts.find((x) => x.lender === u.lender && x.accountNumber === u.accountNumber);
    if (!a) throw new AppError('VALIDATION', 'That account is not on this report.');
    items.push({
      findingId: `unrecognised:${a.lender}:${a.accountNumber ?? ''}`, lender: a.lender, accountNumber: a.accountNumber,
      problem: `I do not recognise this ${a.type.replace('_', ' ')} opened ${a.openedDate ?? 'on an unknown date'}; I never applied for credit with ${a.lender} on this account.`,
      evidence: ['Declared by the account holder'],
    });
  }
  await saveDisputes(db, userId, id, items);
  return items;
}
