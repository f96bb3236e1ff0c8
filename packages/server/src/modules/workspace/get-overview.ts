import type { AppContext } from '../../context.ts';
import { liveBalance } from '../wallet/index.ts';
import { permissionsOf, type Actor } from './access.ts';
import { fileJson } from './get-client.ts';
import { listClients } from './repository.ts';
import { listFiles, recentBatches, tokensSpentSince } from './statement-repository.ts';

/** Start of the current month in Lagos (UTC+1, no daylight saving). */
export function monthStartLagos(now: number): Date {
  const lagos = new Date(now + 3_600_000);
  return new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), 1) - 3_600_000);
}

export function workspaceJson(actor: Actor) {
  return { id: actor.workspaceId, name: actor.workspaceName, role: actor.role, permissions: permissionsOf(actor.role) };
}

/** The /workspace home: clients, recent analyses, batches in progress, the token pool and this month's usage. */
export async function getOverview(ctx: AppContext, actor: Actor, now = Date.now()) {
  const db = ctx.database.db;
  const [clients, recent, batches, usage, balance] = await Promise.all([
    listClients(db, actor.workspaceId),
    listFiles(db, actor.workspaceId, { limit: 10 }),
    recentBatches(db, actor.workspaceId),
    tokensSpentSince(db, actor.workspaceId, monthStartLagos(now)),
    liveBalance(db, actor.ownerId, now),
  ]);
  return {
    workspace: workspaceJson(actor),
    clientCount: clients.length,
    recentAnalyses: recent.map(fileJson),
    batchesInProgress: batches
      .filter((b) => b.processing > 0 || Number(b.sent) < b.fileCount)
      .map((b) => ({
        id: b.id,
        fileCount: b.fileCount,
        sent: Number(b.sent),
        processing: b.processing,
        createdAt: b.createdAt.toISOString(),
      })),
    tokenPool: { balance },
    usageThisMonth: usage,
  };
}
