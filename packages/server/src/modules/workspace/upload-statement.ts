import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { createUpload } from '../uploads/index.ts';
import { requirePermission, type Actor } from './access.ts';
import { requireClient } from './get-client.ts';
import { hasActiveBusinessPlan } from './repository.ts';
import { insertFile } from './statement-repository.ts';
import { recordAction } from './resolve-actor.ts';

/** Queue priority of the Business plan's statements (pg-boss runs higher numbers first). */
export const BUSINESS_PRIORITY = 10;

export interface StatementInput {
  clientId: string;
  bytes: Buffer;
  fileName: string;
  /** Opens a protected PDF in memory; never stored, logged or queued. */
  password: string | null;
  idempotencyKey?: string;
  batchId?: string | null;
  /** The cost the file was shown at; when its real cost differs, 409 and nothing is spent. */
  expectedCost?: number | null;
}

export type StatementOutcome =
  | { accepted: true; analysisId: string; uploadId: string; tokenCost: number; status: string }
  | { accepted: false; code: string; message: string };

/**
 * Sends one statement of a client through the statement upload (spend + insert + enqueue in one transaction, refund
 * when the analysis fails); the workspace's file row is written inside that same transaction. The tokens come from
 * the owner's wallet, the workspace's pool. In a batch, a file refused before any spend (wrong password, unsupported
 * format, not enough tokens) is recorded as refused and the batch goes on.
 */
export async function uploadStatement(ctx: AppContext, actor: Actor, input: StatementInput): Promise<StatementOutcome> {
  requirePermission(actor, 'upload');
  const client = await requireClient(ctx, actor, input.clientId);
  const priority = (await hasActiveBusinessPlan(ctx.database.db, actor.ownerId)) ? BUSINESS_PRIORITY : 0;
  try {
    const outcome = await createUpload(ctx, {
      userId: actor.ownerId,
      bytes: input.bytes,
      fileName: input.fileName,
      analysisFor: 'someone-else',
      clientName: client.name,
      consent: true,
      profileId: client.id,
      password: input.password,
      idempotencyKey: `ws-${input.idempotencyKey ?? randomUUID()}`,
      expectedCost: input.expectedCost ?? null,
      priority,
      withinTransaction: async (tx, ids) => {
        await insertFile(tx, {
          workspaceId: actor.workspaceId,
          batchId: input.batchId ?? null,
          clientId: client.id,
          analysisId: ids.analysisId,
          fileName: input.fileName.slice(0, 200) || 'Uploaded Statement',
          tokenCost: ids.tokenCost,
          uploadedBy: actor.label,
          via: actor.via,
        });
        await recordAction(tx, actor, 'statement.uploaded', ids.analysisId, {
          clientId: client.id,
          tokenCost: ids.tokenCost,
          batchId: input.batchId ?? null,
        });
      },
    });
    return {
      accepted: true,
      analysisId: outcome.analysisId,
      uploadId: outcome.uploadId,
      tokenCost: outcome.tokenCost,
      status: outcome.status,
    };
  } catch (error) {
    if (!input.batchId || !(error instanceof AppError) || error.status >= 500 || error.code === 'CONFLICT') throw error;
    await insertFile(ctx.database.db, {
      workspaceId: actor.workspaceId,
      batchId: input.batchId,
      clientId: client.id,
      analysisId: null,
      fileName: input.fileName.slice(0, 200) || 'Uploaded Statement',
      tokenCost: 0,
      refusedCode: error.code,
      refusedMessage: error.message,
      uploadedBy: actor.label,
      via: actor.via,
    });
    return { accepted: false, code: error.code, message: error.message };
  }
}
