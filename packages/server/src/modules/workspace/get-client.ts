import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './access.ts';
import { latestFigures } from './list-clients.ts';
import { findClient, listNotes } from './repository.ts';
import { listFiles, type FileRow } from './statement-repository.ts';
import { listCreditReports } from '../credit-reports/index.ts';
import { buildPersonHistory } from '../history/index.ts';

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

/**
 * The client page: details with consent record, statements and credit reports over time, latest figures, health
 * trend, month-by-month history (overlaps and own transfers handled as for a person), notes. The client's analyses and
 * credit reports are the owner's (client profile of the owner), so they are read with the owner's id.
 */
export async function getClient(ctx: AppContext, actor: Actor, clientId: string) {
  const client = await requireClient(ctx, actor, clientId);
  const db = ctx.database.db;
  const [files, notes, creditReports, history] = await Promise.all([
    listFiles(db, actor.workspaceId, { clientId }),
    listNotes(db, actor.workspaceId, clientId),
    listCreditReports(db, actor.ownerId, { profileId: clientId }),
    buildPersonHistory(db, { userId: actor.ownerId, profileId: clientId }),
  ]);
  const trend = files
    .flatMap((f) =>
      f.status === 'completed' && f.summary && f.analysisId
        ? [
            {
              analysisId: f.analysisId,
              at: (f.completedAt ?? f.createdAt).toISOString(),
              healthScore: f.summary.healthScore,
              dti: f.summary.dti,
            },
          ]
        : [],
    )
    .reverse();
  return {
    client: { ...client, consentAt: client.consentAt.toISOString(), createdAt: client.createdAt.toISOString() },
    latest: latestFigures(files),
    trend,
    statements: files.map(fileJson),
    creditReports: creditReports.map((r) => ({
      id: r.id,
      title: r.title,
      bureau: r.bureau,
      status: r.status,
      reportDate: r.reportDate,
      score: r.score,
      band: r.band,
      scoreLabel: r.scoreLabel,
      accounts: r.accounts,
      failureMessage: r.failureMessage,
      createdAt: r.createdAt,
    })),
    history: history.months.map((m) => ({
      month: m.month,
      daysCovered: m.daysCovered,
      daysInMonth: m.daysInMonth,
      healthScore: m.healthScore,
      income: m.income,
      expenses: m.expenses,
      savingsRate: m.savingsRate,
      dti: m.dti,
    })),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}
