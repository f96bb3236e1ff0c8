import { reportFactors, reportRecommendations } from '@nairalens/core/credit-reports/insights.ts';
import { reconcileWithStatements, type Finding } from '@nairalens/core/credit-reports/reconcile.ts';
import { BUREAU_NAMES, type CreditReport, type ScoreBand } from '@nairalens/core/credit-reports/types.ts';
import type { CreditReportCard, DisputeItem } from '@nairalens/core/api/credit-report.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getReport, listReports, scoreHistory, statementLoans, type Bureau, type CreditReportRow, type StoredResult } from './repository.ts';

/** The API's views of a credit report: the list card, and the detail with everything derived from it. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type { DisputeItem };

export function cardJson(r: CreditReportRow): CreditReportCard {
  const stored = r.resultJson as StoredResult | null;
  return {
    id: r.id,
    title: r.bureau ? `${BUREAU_NAMES[r.bureau]} report` : (r.fileName ?? 'Credit report'),
    fileName: r.fileName,
    bureau: r.bureau,
    status: r.status,
    stage: r.stage,
    reportDate: r.reportDate,
    score: r.score,
    band: r.scoreBand as ScoreBand | null,
    scoreLabel: stored?.report.score?.label ?? null,
    accounts: stored?.report.accounts.length ?? null,
    profileId: r.profileId,
    clientName: r.clientName,
    tokenCost: r.tokenCost,
    rawDeleted: r.storageKey === null,
    failureMessage: r.failureMessage,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listCreditReports(db: DbOrTx, userId: string, filter: { bureau?: Bureau; profileId?: string }) {
  return (await listReports(db, userId, filter)).map(cardJson);
}

export async function ownReport(db: DbOrTx, userId: string, id: string): Promise<CreditReportRow> {
  const row = UUID.test(id) ? await getReport(db, userId, id) : null;
  if (!row) throw new AppError('NOT_FOUND', 'Credit report not found.');
  return row;
}

export async function creditReportDetail(db: DbOrTx, userId: string, id: string) {
  const row = await ownReport(db, userId, id);
  const card = cardJson(row);
  const stored = row.resultJson as StoredResult | null;
  if (row.status !== 'completed' || !stored) return { ...card, report: null };
  // Reports read before the reader listed guarantors, cheques and judgements carry none of these lists.
  const old = stored.report as Partial<CreditReport>;
  const report: CreditReport = { ...stored.report, guarantors: old.guarantors ?? [], dishonouredCheques: old.dishonouredCheques ?? [], judgements: old.judgements ?? [] };
  const { repayments, coverage } = await statementLoans(db, userId, row.profileId);
  const findings: Finding[] = reconcileWithStatements(report, repayments, coverage);
  const history = await scoreHistory(db, userId, row.profileId, row.profileId ? null : row.clientName);
  return {
    ...card,
    cleanExportUnlocked: row.cleanExportUnlocked,
    source: stored.meta.source,
    report,
    factors: reportFactors(report),
    recommendations: reportRecommendations(report),
    reconciliation: { coverage, repayments: repayments.length, findings },
    disputes: (row.disputesJson as DisputeItem[]) ?? [],
    // Only completed reports with a score are in the history (the query filters on both); completing one stores its
    // bureau, score and band together.
    scoreHistory: history.map((h) => ({ id: h.id, bureau: h.bureau!, reportDate: h.reportDate, score: h.score!, band: h.band as ScoreBand })),
  };
}

export type CreditReportDetail = Extract<Awaited<ReturnType<typeof creditReportDetail>>, { factors: unknown }>;
