import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { CreditReport } from '@nairalens/core/credit-reports/types.ts';
import type { StatementCoverage, StatementRepayment } from '@nairalens/core/credit-reports/reconcile.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { analysisTransactions } from '../../db/schema/analysis.ts';
import { creditReports } from '../../db/schema/credit-reports.ts';
import { analyses, clientProfiles } from '../../db/schema/foundation.ts';

/** All SQL of the credit-reports area. Reads and writes for a person are scoped to their user id. */

export type CreditReportRow = typeof creditReports.$inferSelect;
export type NewCreditReport = typeof creditReports.$inferInsert;
export type Bureau = NonNullable<CreditReportRow['bureau']>;

export interface StoredResult {
  report: CreditReport;
  meta: { source: 'pdf-text' | 'ocr'; pages: number };
}

export async function findByKey(db: DbOrTx, userId: string, key: string): Promise<CreditReportRow | null> {
  const [row] = await db.select().from(creditReports).where(and(eq(creditReports.userId, userId), eq(creditReports.idempotencyKey, key)));
  return row ?? null;
}

export async function ownsProfile(db: DbOrTx, userId: string, profileId: string): Promise<boolean> {
  const rows = await db.select({ id: clientProfiles.id }).from(clientProfiles).where(and(eq(clientProfiles.id, profileId), eq(clientProfiles.userId, userId)));
  return rows.length > 0;
}

export async function insertReport(tx: Tx, row: NewCreditReport): Promise<void> {
  await tx.insert(creditReports).values(row);
}

export async function setJobId(tx: Tx, id: string, jobId: string | null): Promise<void> {
  await tx.update(creditReports).set({ jobId }).where(eq(creditReports.id, id));
}

export async function listReports(db: DbOrTx, userId: string, filter: { bureau?: Bureau; profileId?: string } = {}): Promise<CreditReportRow[]> {
  const where = [eq(creditReports.userId, userId)];
  if (filter.bureau) where.push(eq(creditReports.bureau, filter.bureau));
  if (filter.profileId) where.push(eq(creditReports.profileId, filter.profileId));
  return db.select().from(creditReports).where(and(...where)).orderBy(desc(creditReports.createdAt)).limit(200);
}

export async function getReport(db: DbOrTx, userId: string, id: string): Promise<CreditReportRow | null> {
  const [row] = await db.select().from(creditReports).where(and(eq(creditReports.userId, userId), eq(creditReports.id, id)));
  return row ?? null;
}

/** The job's view of a report: any owner, only while processing. */
export async function claimProcessing(db: DbOrTx, id: string): Promise<CreditReportRow | null> {
  const [row] = await db.select().from(creditReports).where(and(eq(creditReports.id, id), eq(creditReports.status, 'processing')));
  return row ?? null;
}

export async function setStage(db: DbOrTx, id: string, stage: string, attempt = false): Promise<void> {
  await db
    .update(creditReports)
    .set({ stage, updatedAt: new Date(), ...(attempt ? { attempts: sql`${creditReports.attempts} + 1` } : {}) })
    .where(and(eq(creditReports.id, id), eq(creditReports.status, 'processing')));
}

export async function lockForUpdate(tx: Tx, id: string): Promise<CreditReportRow | null> {
  const [row] = await tx.select().from(creditReports).where(eq(creditReports.id, id)).for('update');
  return row ?? null;
}

/** Marks the row failed and forgets its raw file; returns the key it held (the caller deletes the file). */
export async function failReport(tx: Tx, id: string, code: string, message: string): Promise<string | null> {
  const row = await lockForUpdate(tx, id);
  await markFailed(tx, id, code, message);
  return row?.storageKey ?? null;
}

export async function markCompleted(tx: Tx, id: string, result: StoredResult, ms: number): Promise<void> {
  const r = result.report;
  await tx
    .update(creditReports)
    .set({
      status: 'completed', stage: null, bureau: r.bureau, reportDate: r.reportDate, score: r.score?.value ?? null, scoreBand: r.score?.band ?? null,
      source: result.meta.source, resultJson: result, processingMs: ms, storageKey: null, rawDeletedAt: new Date(), updatedAt: new Date(), completedAt: new Date(),
    })
    .where(eq(creditReports.id, id));
}

export async function markFailed(tx: Tx, id: string, code: string, message: string): Promise<void> {
  await tx
    .update(creditReports)
    .set({ status: 'failed', stage: null, failureCode: code, failureMessage: message, storageKey: null, rawDeletedAt: new Date(), updatedAt: new Date(), completedAt: new Date() })
    .where(eq(creditReports.id, id));
}

export async function clearStorageKey(db: DbOrTx, id: string, key: string): Promise<void> {
  await db
    .update(creditReports)
    .set({ storageKey: null, rawDeletedAt: sql`coalesce(${creditReports.rawDeletedAt}, now())` })
    .where(and(eq(creditReports.id, id), eq(creditReports.storageKey, key)));
}

export async function rawOlderThan(db: DbOrTx, cutoff: Date): Promise<{ id: string; storageKey: string }[]> {
  const rows = await db.select({ id: creditReports.id, storageKey: creditReports.storageKey }).from(creditReports).where(and(isNotNull(creditReports.storageKey), lt(creditReports.createdAt, cutoff)));
  return rows.map((r) => ({ id: r.id, storageKey: r.storageKey! }));
}

export async function isStorageKeyKnown(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db.select({ id: creditReports.id }).from(creditReports).where(eq(creditReports.storageKey, key));
  return rows.length > 0;
}

export async function stuckProcessing(db: DbOrTx, cutoff: Date): Promise<string[]> {
  const rows = await db.select({ id: creditReports.id }).from(creditReports).where(and(eq(creditReports.status, 'processing'), lt(creditReports.updatedAt, cutoff)));
  return rows.map((r) => r.id);
}

export async function saveDisputes(db: DbOrTx, userId: string, id: string, disputes: unknown[]): Promise<void> {
  await db.update(creditReports).set({ disputesJson: disputes, updatedAt: new Date() }).where(and(eq(creditReports.userId, userId), eq(creditReports.id, id)));
}

export async function unlockCleanExport(tx: Tx, userId: string, id: string): Promise<void> {
  await tx.update(creditReports).set({ cleanExportUnlocked: true }).where(and(eq(creditReports.userId, userId), eq(creditReports.id, id)));
}

/** Scores of the person's completed reports, oldest first (the score history). */
/** One subject's scores: a client profile's, or else the person's own, or else one named client's (no profile). */
export async function scoreHistory(db: DbOrTx, userId: string, profileId: string | null, clientName: string | null = null) {
  const subject = profileId
    ? eq(creditReports.profileId, profileId)
    : and(sql`${creditReports.profileId} IS NULL`, clientName ? eq(creditReports.clientName, clientName) : sql`${creditReports.clientName} IS NULL`);
  return db
    .select({ id: creditReports.id, bureau: creditReports.bureau, reportDate: creditReports.reportDate, score: creditReports.score, band: creditReports.scoreBand, createdAt: creditReports.createdAt })
    .from(creditReports)
    .where(and(eq(creditReports.userId, userId), eq(creditReports.status, 'completed'), isNotNull(creditReports.score), subject))
    .orderBy(asc(creditReports.reportDate), asc(creditReports.createdAt));
}

/**
 * Loan repayments found in the person's completed statement analyses (the same client profile, or their own), and
 * the months those statements cover.
 */
export async function statementLoans(db: DbOrTx, userId: string, profileId: string | null): Promise<{ repayments: StatementRepayment[]; coverage: StatementCoverage | null }> {
  const scope = and(eq(analyses.userId, userId), eq(analyses.status, 'completed'), profileId ? eq(analyses.profileLightId, profileId) : sql`${analyses.profileLightId} IS NULL`);
  const rows = await db
    .select({ date: analysisTransactions.date, amount: analysisTransactions.amount, lender: analysisTransactions.lender })
    .from(analysisTransactions)
    .innerJoin(analyses, eq(analyses.id, analysisTransactions.analysisId))
    .where(and(scope, eq(analysisTransactions.userId, userId), eq(analysisTransactions.loanRepayment, true), lt(analysisTransactions.amount, 0)));
  const [span] = await db
    .select({
      from: sql<string | null>`min(${analyses.resultJson}->'statement'->>'periodStart')`,
      to: sql<string | null>`max(${analyses.resultJson}->'statement'->>'periodEnd')`,
    })
    .from(analyses)
    .where(scope);
  const coverage = span?.from && span?.to ? { from: span.from.slice(0, 7), to: span.to.slice(0, 7) } : null;
  return { repayments: rows.map((r) => ({ date: r.date, amount: -Number(r.amount), lender: r.lender ?? 'Unknown lender' })), coverage };
}
