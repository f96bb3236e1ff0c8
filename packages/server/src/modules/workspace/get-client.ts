import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './access.ts';
import { latestFigures } from './list-clients.ts';
import { findClient, listNotes } from './repository.ts';
import { listFiles, type FileRow } from './statement-repository.ts';

export const CLIENT_NOT_FOUND = 'Client not found.';

export async function requireClient(ctx: AppContext, actor: Actor, clientId: string) {
  const client = /^[0-9a-f-]{36}$/i.test(clientId)
    ? await findClient(ctx.database.db, actor.workspaceId, clientId)
    : null;
  if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return client;
}

/**
 * Whether the account name read from a statement plausibly names the client: some word of three or more letters in
 * common (names come in any order and case). Null when the statement has no account name.
 */
export function accountNameMatches(accountName: string | null, clientName: string): boolean | null {
  if (!accountName) return null;
  const words = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 3),
    );
  const client = words(clientName);
  return [...words(accountName)].some((w) => client.has(w));
}

/** One statement the workspace sent, as the API and the screens show it. */
export function fileJson(f: FileRow) {
  const status = f.analysisId ? (f.status ?? 'processing') : 'failed';
  return {
    id: f.id,
    batchId: f.batchId,
    clientId: f.clientId,
    clientName: f.clientName,
    analysisId: f.analysisId,
    uploadId: f.uploadId,
    fileName: f.fileName,
    // The name on the statement, and whether it looks like the client's: a wrongly assigned file stands out.
    accountName: f.accountName,
    accountNameMatches: accountNameMatches(f.accountName, f.clientName),
    tokenCost: f.tokenCost,
    status,
    stage: f.stage,
    // Refused before any spend (nothing charged), or failed after (refunded in full).
    failure: f.analysisId
      ? status === 'failed'
        ? { code: f.failureCode, message: f.failureMessage, refunded: true }
        : null
      : { code: f.refusedCode, message: f.refusedMessage, refunded: false },
    createdAt: f.createdAt.toISOString(),
    completedAt: f.completedAt ? f.completedAt.toISOString() : null,
    summary: f.summary
      ? {
          healthScore: f.summary.healthScore,
          dti: f.summary.dti,
          dtiBand: f.summary.dtiBand,
          monthlyIncome: f.summary.monthlyIncome,
          monthlyExpenses: f.summary.monthlyExpenses,
          savingsRate: f.summary.savingsRate,
        }
      : null,
  };
}

/** The client page: details with consent record, statements over time, latest figures, health trend, notes. */
export async function getClient(ctx: AppContext, actor: Actor, clientId: string) {
  const client = await requireClient(ctx, actor, clientId);
  const db = ctx.database.db;
  const [files, notes] = await Promise.all([
    listFiles(db, actor.workspaceId, { clientId }),
    listNotes(db, actor.workspaceId, clientId),
  ]);
  const trend = files
    .filter((f) => f.status === 'completed' && f.summary)
    .map((f) => ({
      analysisId: f.analysisId,
      at: (f.completedAt ?? f.createdAt).toISOString(),
      healthScore: f.summary!.healthScore,
      dti: f.summary!.dti,
    }))
    .reverse();
  return {
    client: { ...client, consentAt: client.consentAt.toISOString(), createdAt: client.createdAt.toISOString() },
    latest: latestFigures(files),
    trend,
    statements: files.map(fileJson),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}
