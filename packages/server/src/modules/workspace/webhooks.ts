import { createHmac, randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@nairalens/core/api/public-api.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { sendInTransaction } from '../../jobs/send-in-transaction.ts';
import { requirePermission, type Actor } from './access.ts';
import {
  deliveryWithWebhook,
  disableWebhook,
  findWebhook,
  insertDelivery,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  recordAttempt,
} from './console-repository.ts';
import { claimFinished, listFiles } from './statement-repository.ts';
import { recordAction } from './resolve-actor.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, sign } from './webhook-signature.ts';
import { assertPublicHost } from './webhook-address.ts';
import { BlockedAddressError, postWebhook } from './webhook-post.ts';

export const WEBHOOK_QUEUE = 'workspace-webhook';
/** Up to 6 attempts with exponential backoff (about 2 s, 4 s, 8 s, 16 s, 32 s). */
export const WEBHOOK_JOB_OPTIONS = { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 } as const;
const TIMEOUT_MS = 10_000;

/** Derived from the server secret and the endpoint id: shown once at creation, recomputed to sign, never stored. */
export function signingSecret(ctx: AppContext, webhookId: string): string {
  return `whsec_${createHmac('sha256', ctx.config.authSecret).update(`workspace-webhook:${webhookId}`).digest('base64url')}`;
}

async function checkUrl(ctx: AppContext, raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('VALIDATION', 'Enter a full URL, such as https://example.com/hooks/nairalens.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && ctx.config.env !== 'production')) {
    throw new AppError('VALIDATION', 'Webhook URLs must use https.');
  }
  if (url.username || url.password)
    throw new AppError('VALIDATION', 'Webhook URLs cannot carry a user name or password.');
  await assertPublicHost(url.hostname, ctx.config.webhookAllowLoopback);
  return url.toString();
}

export async function createWebhook(ctx: AppContext, actor: Actor, rawUrl: string) {
  requirePermission(actor, 'console');
  const url = await checkUrl(ctx, rawUrl);
  const id = randomUUID();
  await ctx.database.db.transaction(async (tx) => {
    await insertWebhook(tx, { id, workspaceId: actor.workspaceId, url, createdBy: actor.label });
    await recordAction(tx, actor, 'webhook.created', id, { url });
  });
  return { id, url, secret: signingSecret(ctx, id) };
}

export async function webhooksWithDeliveries(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'console');
  const db = ctx.database.db;
  const [hooks, deliveries] = await Promise.all([
    listWebhooks(db, actor.workspaceId),
    listDeliveries(db, actor.workspaceId),
  ]);
  return {
    webhooks: hooks.map((h) => ({
      id: h.id,
      url: h.url,
      createdAt: h.createdAt.toISOString(),
      disabledAt: h.disabledAt?.toISOString() ?? null,
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      webhookId: d.webhookId,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    })),
  };
}

export async function removeWebhook(ctx: AppContext, actor: Actor, id: string) {
  requirePermission(actor, 'console');
  if (!/^[0-9a-f-]{36}$/i.test(id) || !(await disableWebhook(ctx.database.db, actor.workspaceId, id)))
    throw new AppError('NOT_FOUND', 'Webhook not found.');
  await recordAction(ctx.database.db, actor, 'webhook.disabled', id);
}

async function enqueue(
  ctx: AppContext,
  workspaceId: string,
  webhookIds: string[],
  event: WebhookEvent['type'],
  data: WebhookEvent['data'],
) {
  await ctx.database.db.transaction(async (tx) => {
    for (const webhookId of webhookIds) {
      const id = randomUUID();
      const payload = { id, type: event, createdAt: new Date().toISOString(), data };
      await insertDelivery(tx, { id, webhookId, workspaceId, event, payload });
      await sendInTransaction(ctx.queue, tx, WEBHOOK_QUEUE, { deliveryId: id }, { ...WEBHOOK_JOB_OPTIONS });
    }
  });
}

/** "Send test": a `ping` event to one endpoint, through the same signed, retried delivery. */
export async function sendTest(ctx: AppContext, actor: Actor, id: string) {
  requirePermission(actor, 'console');
  const hook = /^[0-9a-f-]{36}$/i.test(id) ? await findWebhook(ctx.database.db, actor.workspaceId, id) : null;
  if (!hook || hook.disabledAt) throw new AppError('NOT_FOUND', 'Webhook not found.');
  await enqueue(ctx, actor.workspaceId, [hook.id], 'ping', { workspaceId: actor.workspaceId });
  await recordAction(ctx.database.db, actor, 'webhook.test_sent', id);
}

/** Raises analysis.completed / analysis.failed for finished workspace analyses, once each. */
export async function raiseFinishedEvents(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const finished = await claimFinished(db);
  for (const f of finished) {
    const hooks = await listWebhooks(db, f.workspace_id, true);
    if (hooks.length === 0) continue;
    const [file] = await listFiles(db, f.workspace_id, { analysisId: f.analysis_id });
    const data = {
      analysisId: f.analysis_id,
      clientId: f.client_id,
      // Only finished analyses are claimed (completed or failed).
      status: f.status === 'completed' ? ('completed' as const) : ('failed' as const),
      ...(f.status === 'failed' && file ? { failure: { code: file.failureCode, message: file.failureMessage } } : {}),
    };
    await enqueue(
      ctx,
      f.workspace_id,
      hooks.map((h) => h.id),
      f.status === 'completed' ? 'analysis.completed' : 'analysis.failed',
      data,
    );
  }
  return finished.length;
}

/** One delivery attempt; throws (so the queue retries with backoff) unless the receiver answered 2xx. */
export async function deliverWebhook(ctx: AppContext, deliveryId: string, attempt: { retryCount: number }) {
  const db = ctx.database.db;
  const row = await deliveryWithWebhook(db, deliveryId);
  if (!row || row.delivery.status === 'delivered') return;
  if (row.disabledAt)
    return recordAttempt(db, deliveryId, { status: 'failed', code: null, error: 'Endpoint disabled' });
  const body = JSON.stringify(row.delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const last = attempt.retryCount >= WEBHOOK_JOB_OPTIONS.retryLimit;
  let code: number | null = null;
  let error: string;
  try {
    code = await postWebhook(
      row.url,
      {
        'content-type': 'application/json',
        'user-agent': 'NairaLens-Webhooks/1',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: sign(signingSecret(ctx, row.delivery.webhookId), timestamp, body),
      },
      body,
      { timeoutMs: TIMEOUT_MS, allowLoopback: ctx.config.webhookAllowLoopback },
    );
    if (code >= 200 && code < 300) return recordAttempt(db, deliveryId, { status: 'delivered', code, error: null });
    error = `Receiver answered ${code}`;
  } catch (e) {
    // A receiver that now resolves to a private address (DNS rebinding) is refused for good: no retry.
    if (e instanceof BlockedAddressError)
      return recordAttempt(db, deliveryId, { status: 'failed', code: null, error: e.message.slice(0, 200) });
    error =
      (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError'
        ? 'Timed out'
        : `Could not connect (${(e as Error).message.slice(0, 120)})`;
  }
  await recordAttempt(db, deliveryId, { status: last ? 'failed' : 'pending', code, error });
  if (!last) throw new Error(`webhook delivery failed: ${error}`);
}
