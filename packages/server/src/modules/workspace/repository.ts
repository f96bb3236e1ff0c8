import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AnalysisSummary } from '@nairalens/core/contract.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  analyses,
  analysisTransactions,
  clientProfiles,
  subscriptions,
  uploads,
  user,
  workspaceAudit,
  workspaceBatches,
  workspaceClientNotes,
  workspaceClients,
  workspaceFiles,
  workspaceMembers,
  workspaces,
  type WorkspaceRole,
} from '../../db/schema/index.ts';

// Every query of the workspace module. Each one that reads workspace data takes the workspace id and filters by it.

export async function findMembership(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      workspaceId: workspaces.id,
      name: workspaces.name,
      ownerId: workspaces.ownerId,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId));
  return row ?? null;
}

export async function insertWorkspace(db: DbOrTx, input: { id: string; name: string; ownerId: string }) {
  await db.insert(workspaces).values(input);
  await db.insert(workspaceMembers).values({ workspaceId: input.id, userId: input.ownerId, role: 'owner' });
}

export async function insertMember(db: DbOrTx, workspaceId: string, userId: string, role: WorkspaceRole) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

export async function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      email: user.email,
      name: user.name,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt));
}

export async function deleteMember(db: DbOrTx, workspaceId: string, userId: string) {
  const rows = await db
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, userId),
        sql`${workspaceMembers.role} <> 'owner'`,
      ),
    )
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function userEmail(db: DbOrTx, userId: string) {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Clients

export interface NewClient {
  id: string;
  workspaceId: string;
  ownerId: string;
  name: string;
  reference: string | null;
  phone: string | null;
  email: string | null;
  consentBy: string;
  consentText: string;
  createdBy: string;
}

export async function insertClient(db: DbOrTx, c: NewClient) {
  const at = new Date();
  await db.insert(clientProfiles).values({ id: c.id, userId: c.ownerId, label: c.name, createdAt: at });
  await db.insert(workspaceClients).values({
    id: c.id,
    workspaceId: c.workspaceId,
    reference: c.reference,
    phone: c.phone,
    email: c.email,
    consentBy: c.consentBy,
    consentAt: at,
    consentText: c.consentText,
    createdBy: c.createdBy,
    createdAt: at,
  });
}

const clientColumns = {
  id: workspaceClients.id,
  name: clientProfiles.label,
  reference: workspaceClients.reference,
  phone: workspaceClients.phone,
  email: workspaceClients.email,
  consentBy: workspaceClients.consentBy,
  consentAt: workspaceClients.consentAt,
  consentText: workspaceClients.consentText,
  createdAt: workspaceClients.createdAt,
};

export async function listClients(db: DbOrTx, workspaceId: string) {
  return db
    .select(clientColumns)
    .from(workspaceClients)
    .innerJoin(clientProfiles, eq(clientProfiles.id, workspaceClients.id))
    .where(eq(workspaceClients.workspaceId, workspaceId))
    .orderBy(desc(workspaceClients.createdAt));
}

export async function findClient(db: DbOrTx, workspaceId: string, clientId: string) {
  const [row] = await db
    .select(clientColumns)
    .from(workspaceClients)
    .innerJoin(clientProfiles, eq(clientProfiles.id, workspaceClients.id))
    .where(and(eq(workspaceClients.workspaceId, workspaceId), eq(workspaceClients.id, clientId)));
  return row ?? null;
}

export async function insertNote(
  db: DbOrTx,
  n: { workspaceId: string; clientId: string; authorId: string; body: string },
) {
  const [row] = await db
    .insert(workspaceClientNotes)
    .values({ id: randomUUID(), ...n })
    .returning();
  return row;
}

export async function listNotes(db: DbOrTx, workspaceId: string, clientId: string) {
  return db
    .select({
      id: workspaceClientNotes.id,
      body: workspaceClientNotes.body,
      createdAt: workspaceClientNotes.createdAt,
      author: user.email,
    })
    .from(workspaceClientNotes)
    .leftJoin(user, eq(user.id, workspaceClientNotes.authorId))
    .where(and(eq(workspaceClientNotes.workspaceId, workspaceId), eq(workspaceClientNotes.clientId, clientId)))
    .orderBy(desc(workspaceClientNotes.createdAt));
}

// ---------------------------------------------------------------------------------------------------------------
// Statements sent by the workspace (one row per file, with its analysis once accepted)

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
  return row ? { ...row, result: parseJson<Record<string, unknown>>(row.result) } : null;
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

// ---------------------------------------------------------------------------------------------------------------
// Audit

export async function insertAudit(
  db: DbOrTx,
  e: {
    workspaceId: string;
    actorId: string | null;
    actorLabel: string;
    action: string;
    target?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await db
    .insert(workspaceAudit)
    .values({ id: randomUUID(), ...e, target: e.target ?? null, details: e.details ?? null });
}

export async function listAudit(db: DbOrTx, workspaceId: string, limit = 200) {
  return db
    .select()
    .from(workspaceAudit)
    .where(eq(workspaceAudit.workspaceId, workspaceId))
    .orderBy(desc(workspaceAudit.createdAt))
    .limit(limit);
}

function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Whether the owner pays for the Business plan (its uploads get priority parsing). */
export async function hasActiveBusinessPlan(db: DbOrTx, ownerId: string) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, ownerId),
        eq(subscriptions.planId, 'business'),
        inArray(subscriptions.status, ['active', 'past_due']),
      ),
    )
    .limit(1);
  return Boolean(row);
}
