import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AnalysisSummary, StatementInfo } from '@nairalens/core/contract.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  analysisTransactions,
  clientProfiles,
  uploads,
  workspaceBatches,
  workspaceFiles,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.ts';
import { parseJson } from './repository.ts';

// Queries of the statements a workspace sent (files, batches, usage, results, finished-analysis claims), each
// scoped by workspace id.

const fileColumns = {
  id: workspaceFiles.id,
  batchId: workspaceFiles.batchId,
  clientId: workspaceFiles.clientId,
  clientName: clientProfiles.label,
  analysisId: workspaceFiles.analysisId,
  uploadId: analyses.uploadId,
  fileName: workspaceFiles.fileName,
  tokenCost: workspaceFiles.tokenCost,
  refusedCode: workspaceFiles.refusedCode,
  refusedMessage: workspaceFiles.refusedMessage,
  via: workspaceFiles.via,
  createdAt: workspaceFiles.createdAt,
  status: analyses.status,
  stage: sql<string | null>`${analyses}.stage`,
  failureCode: analyses.failureCode,
  failureMessage: analyses.failureMessage,
  summary: analyses.summaryJson,
  completedAt: analyses.completedAt,
  accountName: sql<string | null>`${analyses.resultJson}->'statement'->>'accountName'`,
};

export type FileRow = Awaited<ReturnType<typeof listFiles>>[number];

export async function listFiles(
  db: DbOrTx,
  workspaceId: string,
  filter: { clientId?: string; batchId?: string; analysisId?: string; limit?: number },
) {
  const conditions = [eq(workspaceFiles.workspaceId, workspaceId)];
  if (filter.clientId) conditions.push(eq(workspaceFiles.clientId, filter.clientId));
  if (filter.batchId) conditions.push(eq(workspaceFiles.batchId, filter.batchId));
  if (filter.analysisId) conditions.push(eq(workspaceFiles.analysisId, filter.analysisId));
  const rows = await db
    .select(fileColumns)
    .from(workspaceFiles)
    .innerJoin(clientProfiles, eq(clientProfiles.id, workspaceFiles.clientId))
    .leftJoin(analyses, eq(analyses.id, workspaceFiles.analysisId))
    .where(and(...conditions))
    .orderBy(desc(workspaceFiles.createdAt), asc(workspaceFiles.fileName))
    .limit(filter.limit ?? 500);
  return rows.map((r) => ({ ...r, summary: parseJson<AnalysisSummary>(r.summary) }));
}

export async function insertFile(
  db: DbOrTx,
  f: {
    workspaceId: string;
    batchId: string | null;
    clientId: string;
    analysisId: string | null;
    fileName: string;
    tokenCost: number;
    refusedCode?: string;
    refusedMessage?: string;
    uploadedBy: string;
    via: 'web' | 'api';
  },
) {
  await db.insert(workspaceFiles).values({ id: randomUUID(), ...f });
}

export async function insertBatch(
  db: DbOrTx,
  b: { id: string; workspaceId: string; createdBy: string; fileCount: number; quotedCost: number },
) {
  await db.insert(workspaceBatches).values(b);
}

export async function findBatch(db: DbOrTx, workspaceId: string, batchId: string) {
  const [row] = await db
    .select()
    .from(workspaceBatches)
    .where(and(eq(workspaceBatches.workspaceId, workspaceId), eq(workspaceBatches.id, batchId)));
  return row ?? null;
}

export async function recentBatches(db: DbOrTx, workspaceId: string, limit = 10) {
  return db
    .select({
      id: workspaceBatches.id,
      fileCount: workspaceBatches.fileCount,
      quotedCost: workspaceBatches.quotedCost,
      createdAt: workspaceBatches.createdAt,
      sent: count(workspaceFiles.id),
      processing: sql<number>`count(*) FILTER (WHERE ${analyses.status} = 'processing')`.mapWith(Number),
    })
    .from(workspaceBatches)
    .leftJoin(workspaceFiles, eq(workspaceFiles.batchId, workspaceBatches.id))
    .leftJoin(analyses, eq(analyses.id, workspaceFiles.analysisId))
    .where(eq(workspaceBatches.workspaceId, workspaceId))
    .groupBy(workspaceBatches.id)
    .orderBy(desc(workspaceBatches.createdAt))
    .limit(limit);
}

/** Tokens the workspace's accepted statements cost since `since`, failed (refunded) ones excluded. */
export async function tokensSpentSince(db: DbOrTx, workspaceId: string, since: Date) {
  const [row] = await db
    .select({
      tokens: sql<number>`coalesce(sum(${workspaceFiles.tokenCost}), 0)`.mapWith(Number),
      analyses: count(workspaceFiles.id),
    })
    .from(workspaceFiles)
    .innerJoin(analyses, eq(analyses.id, workspaceFiles.analysisId))
    .where(
      and(
        eq(workspaceFiles.workspaceId, workspaceId),
        gte(workspaceFiles.createdAt, since),
        sql`${analyses.status} <> 'failed'`,
      ),
    );
  return { tokens: row?.tokens ?? 0, analyses: Number(row?.analyses ?? 0) };
}

export async function transactionsOf(db: DbOrTx, analysisIds: string[]) {
  if (analysisIds.length === 0) return [];
  return db
    .select({
      analysisId: analysisTransactions.analysisId,
      date: analysisTransactions.date,
      description: analysisTransactions.description,
      amount: analysisTransactions.amount,
      balance: analysisTransactions.balance,
      category: analysisTransactions.category,
      loanRepayment: analysisTransactions.loanRepayment,
      lender: analysisTransactions.lender,
    })
    .from(analysisTransactions)
    .where(inArray(analysisTransactions.analysisId, analysisIds))
    .orderBy(asc(analysisTransactions.analysisId), asc(analysisTransactions.idx));
}

/** The stored result of one of the workspace's analyses (scoped through workspace_files). */
export async function analysisResult(db: DbOrTx, workspaceId: string, analysisId: string) {
  const [row] = await db
    .select({ result: analyses.resultJson, fileName: uploads.fileName })
    .from(workspaceFiles)
    .innerJoin(analyses, eq(analyses.id, workspaceFiles.analysisId))
    .innerJoin(uploads, eq(uploads.id, analyses.uploadId))
    .where(and(eq(workspaceFiles.workspaceId, workspaceId), eq(workspaceFiles.analysisId, analysisId)));
  return row
    ? { ...row, result: parseJson<{ statement?: StatementInfo; summary?: AnalysisSummary }>(row.result) }
    : null;
}

/**
 * Claims finished analyses whose webhook events have not been raised yet (each is claimed once, even with several
 * servers: the row is marked in the same statement that reads it).
 */
export async function claimFinished(db: DbOrTx, limit = 50) {
  const rows = await db.execute<{
    id: string;
    workspace_id: string;
    analysis_id: string;
    client_id: string;
    status: string;
  }>(sql`
    UPDATE workspace_files f SET notified_at = now()
      FROM analyses a
     WHERE a.id = f.analysis_id AND f.id IN (
       SELECT f2.id FROM workspace_files f2 JOIN analyses a2 ON a2.id = f2.analysis_id
        WHERE f2.notified_at IS NULL AND f2.analysis_id IS NOT NULL AND a2.status IN ('completed', 'failed')
        ORDER BY f2.created_at LIMIT ${limit} FOR UPDATE OF f2 SKIP LOCKED)
    RETURNING f.id, f.workspace_id, f.analysis_id, f.client_id, a.status`);
  return (
    rows as unknown as {
      rows: { id: string; workspace_id: string; analysis_id: string; client_id: string; status: string }[];
    }
  ).rows;
}

/**
 * The workspace an analysis was sent in (by analysis or upload id), with the given person's role there and the
 * owner whose data it is; null when the analysis is no workspace's or the person is not (or no longer) a member.
 */
export async function memberAccessToAnalysis(db: DbOrTx, userId: string, analysisOrUploadId: string) {
  const [row] = await db
    .select({ ownerId: workspaces.ownerId, role: workspaceMembers.role, workspaceId: workspaces.id })
    .from(workspaceFiles)
    .innerJoin(analyses, eq(analyses.id, workspaceFiles.analysisId))
    .innerJoin(workspaces, eq(workspaces.id, workspaceFiles.workspaceId))
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaceFiles.workspaceId), eq(workspaceMembers.userId, userId)),
    )
    .where(sql`(${analyses.id} = ${analysisOrUploadId} OR ${analyses.uploadId} = ${analysisOrUploadId})`)
    .limit(1);
  return row ?? null;
}
