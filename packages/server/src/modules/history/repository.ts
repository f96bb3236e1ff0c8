import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Category, StatementInfo } from '@nairalens/core/contract.ts';
import type { AnalysedStatement } from '@nairalens/core/history/supersede.ts';
import { sameAccount } from '@nairalens/core/history/same-account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { analyses, analysisTransactions, clientProfiles, ownTransferRejections, uploads } from '../../db/schema/index.ts';

/** Whose analyses: the person's own (no client profile) or one of their client profiles'. */
export type Owner = { userId: string; profileId: string | null };

const ownerFilter = (o: Owner) =>
  and(eq(analyses.userId, o.userId), o.profileId ? eq(analyses.profileLightId, o.profileId) : isNull(analyses.profileLightId));

interface StoredSummary {
  statement?: StatementInfo;
  summary?: { healthScore?: number };
}

/** Completed analyses of the owner with their (possibly recategorised) transactions, oldest first. */
export async function loadAnalysedStatements(db: DbOrTx, owner: Owner): Promise<AnalysedStatement[]> {
  const rows = await db
    .select({ id: analyses.id, result: analyses.resultJson, completedAt: analyses.completedAt, createdAt: analyses.createdAt, fileName: uploads.fileName })
    .from(analyses)
    .innerJoin(uploads, eq(uploads.id, analyses.uploadId))
    .where(and(ownerFilter(owner), eq(analyses.status, 'completed')))
    .orderBy(asc(analyses.completedAt), asc(analyses.id));
  const withStatement = rows.filter((r) => (r.result as StoredSummary | null)?.statement);
  if (withStatement.length === 0) return [];
  const txs = await db
    .select()
    .from(analysisTransactions)
    .where(and(eq(analysisTransactions.userId, owner.userId), inArray(analysisTransactions.analysisId, withStatement.map((r) => r.id))))
    .orderBy(asc(analysisTransactions.analysisId), asc(analysisTransactions.idx));
  return withStatement.map((r) => {
    const stored = r.result as StoredSummary;
    return {
      analysisId: r.id,
      analysedAt: (r.completedAt ?? r.createdAt).toISOString(),
      fileName: r.fileName,
      statement: stored.statement!,
      healthScore: stored.summary?.healthScore ?? 0,
      transactions: txs
        .filter((t) => t.analysisId === r.id)
        .map((t) => ({ date: t.date, description: t.description, amount: t.amount, balance: t.balance, category: t.category as Category, loanRepayment: t.loanRepayment, lender: t.lender })),
    };
  });
}

export async function rejectedPairs(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db.select({ pairId: ownTransferRejections.pairId }).from(ownTransferRejections).where(eq(ownTransferRejections.userId, userId));
  return new Set(rows.map((r) => r.pairId));
}

export async function rejectPair(db: DbOrTx, userId: string, pairId: string): Promise<void> {
  await db.insert(ownTransferRejections).values({ userId, pairId }).onConflictDoNothing();
}

export async function restorePair(db: DbOrTx, userId: string, pairId: string): Promise<void> {
  await db.delete(ownTransferRejections).where(and(eq(ownTransferRejections.userId, userId), eq(ownTransferRejections.pairId, pairId)));
}

export async function profileBelongsTo(db: DbOrTx, userId: string, profileId: string): Promise<boolean> {
  const [row] = await db.select({ id: clientProfiles.id }).from(clientProfiles).where(and(eq(clientProfiles.id, profileId), eq(clientProfiles.userId, userId)));
  return Boolean(row);
}

export interface AnalysisListFilter {
  userId: string;
  search?: string;
  status?: 'processing' | 'completed' | 'failed' | 'pending';
  /** undefined: all; null: the person's own; a uuid: that client profile. */
  profileId?: string | null;
  page: number;
  pageSize: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAnalyses(db: DbOrTx, f: AnalysisListFilter) {
  const conditions: SQL[] = [eq(analyses.userId, f.userId)];
  if (f.search) conditions.push(ilike(uploads.fileName, `%${likeEscape(f.search)}%`));
  if (f.status) conditions.push(eq(analyses.status, f.status));
  if (f.profileId === null) conditions.push(isNull(analyses.profileLightId));
  else if (f.profileId) conditions.push(eq(analyses.profileLightId, f.profileId));
  const where = and(...conditions);
  const [{ n }] = await db.select({ n: count() }).from(analyses).innerJoin(uploads, eq(uploads.id, analyses.uploadId)).where(where);
  const rows = await db
    .select({
      id: analyses.id,
      uploadId: analyses.uploadId,
      status: analyses.status,
      fileName: uploads.fileName,
      createdAt: analyses.createdAt,
      profileId: analyses.profileLightId,
      profileLabel: clientProfiles.label,
      summary: analyses.summaryJson,
    })
    .from(analyses)
    .innerJoin(uploads, eq(uploads.id, analyses.uploadId))
    .leftJoin(clientProfiles, eq(clientProfiles.id, analyses.profileLightId))
    .where(where)
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { total: Number(n), rows };
}

/** The upload behind one of the person's analyses (deleting the upload deletes the analysis and its transactions). */
export async function findOwnedUpload(db: DbOrTx, userId: string, analysisId: string) {
  const [row] = await db
    .select({ uploadId: uploads.id, storageKey: uploads.storageKey, status: analyses.status })
    .from(analyses)
    .innerJoin(uploads, eq(uploads.id, analyses.uploadId))
    .where(and(eq(analyses.userId, userId), eq(analyses.id, analysisId)));
  return row ?? null;
}

export async function deleteUpload(db: DbOrTx, userId: string, uploadId: string): Promise<void> {
  await db.delete(uploads).where(and(eq(uploads.userId, userId), eq(uploads.id, uploadId)));
}

/** How far back "what changed" looks for an earlier statement of the same account. */
const EARLIER_LOOKED_AT = 24;
/** Only the stored result's statement facts: the result also holds every transaction, which the match never needs. */
const statementOf = sql<StatementInfo | null>`${analyses.resultJson}->'statement'`;

/**
 * The owner's completed analysis of the same account just before this one (for "what changed since last time"); a
 * statement of another of the person's accounts is no "last time".
 */
export async function analysisAndPrevious(db: DbOrTx, userId: string, analysisId: string) {
  const [current] = await db
    .select({ id: analyses.id, profileId: analyses.profileLightId, summary: analyses.summaryJson, statement: statementOf, completedAt: analyses.completedAt, status: analyses.status })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.id, analysisId)));
  if (!current || current.status !== 'completed' || !current.completedAt) return { current: current ?? null, previous: null };
  const statement = current.statement;
  if (!statement) return { current, previous: null };
  const earlier = await db
    .select({ id: analyses.id, summary: analyses.summaryJson, statement: statementOf, completedAt: analyses.completedAt })
    .from(analyses)
    .where(and(ownerFilter({ userId, profileId: current.profileId }), eq(analyses.status, 'completed'), lt(analyses.completedAt, current.completedAt)))
    .orderBy(desc(analyses.completedAt))
    .limit(EARLIER_LOOKED_AT);
  const previous = earlier.find((e) => e.statement !== null && sameAccount(e.statement, statement));
  return { current, previous: previous ?? null };
}
