import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  workspaceApiKeys,
  workspaceInvites,
  workspaceWebhookDeliveries,
  workspaceWebhooks,
  workspaces,
} from '../../db/schema/index.ts';

// Queries of the workspace console: invites, API keys, webhooks and their deliveries — each scoped by workspace.

export async function insertInvite(
  db: DbOrTx,
  i: {
    workspaceId: string;
    email: string;
    role: 'admin' | 'analyst' | 'viewer';
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(workspaceInvites)
    .values({ id: randomUUID(), ...i })
    .returning();
  return row;
}

export async function pendingInvites(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: workspaceInvites.id,
      email: workspaceInvites.email,
      role: workspaceInvites.role,
      expiresAt: workspaceInvites.expiresAt,
      createdAt: workspaceInvites.createdAt,
    })
    .from(workspaceInvites)
    .where(
      and(
        eq(workspaceInvites.workspaceId, workspaceId),
        isNull(workspaceInvites.acceptedAt),
        isNull(workspaceInvites.revokedAt),
        sql`${workspaceInvites.expiresAt} > now()`,
      ),
    )
    .orderBy(desc(workspaceInvites.createdAt));
}

export async function inviteByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ invite: workspaceInvites, workspaceName: workspaces.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .where(eq(workspaceInvites.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks a pending invite accepted; false when it was already used, revoked or expired (checked in the same statement). */
export async function markInviteAccepted(db: DbOrTx, inviteId: string) {
  const rows = await db
    .update(workspaceInvites)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(workspaceInvites.id, inviteId),
        isNull(workspaceInvites.acceptedAt),
        isNull(workspaceInvites.revokedAt),
        sql`${workspaceInvites.expiresAt} > now()`,
      ),
    )
    .returning({ id: workspaceInvites.id });
  return rows.length > 0;
}

export async function revokeInvite(db: DbOrTx, workspaceId: string, inviteId: string) {
  const rows = await db
    .update(workspaceInvites)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(workspaceInvites.workspaceId, workspaceId),
        eq(workspaceInvites.id, inviteId),
        isNull(workspaceInvites.acceptedAt),
      ),
    )
    .returning({ id: workspaceInvites.id });
  return rows.length > 0;
}

// API keys

export async function insertApiKey(
  db: DbOrTx,
  k: {
    id: string;
    workspaceId: string;
    name: string;
    prefix: string;
    keyHash: string;
    role: 'analyst' | 'viewer';
    createdBy: string;
  },
) {
  await db.insert(workspaceApiKeys).values(k);
}

export async function listApiKeys(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: workspaceApiKeys.id,
      name: workspaceApiKeys.name,
      prefix: workspaceApiKeys.prefix,
      role: workspaceApiKeys.role,
      lastUsedAt: workspaceApiKeys.lastUsedAt,
      revokedAt: workspaceApiKeys.revokedAt,
      createdAt: workspaceApiKeys.createdAt,
    })
    .from(workspaceApiKeys)
    .where(eq(workspaceApiKeys.workspaceId, workspaceId))
    .orderBy(desc(workspaceApiKeys.createdAt));
}

export async function revokeApiKey(db: DbOrTx, workspaceId: string, keyId: string) {
  const rows = await db
    .update(workspaceApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(workspaceApiKeys.workspaceId, workspaceId),
        eq(workspaceApiKeys.id, keyId),
        isNull(workspaceApiKeys.revokedAt),
      ),
    )
    .returning({ id: workspaceApiKeys.id });
  return rows.length > 0;
}

/** A live key by its hash, with its workspace; marks it used. */
export async function useApiKey(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .update(workspaceApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(workspaceApiKeys.keyHash, keyHash), isNull(workspaceApiKeys.revokedAt)))
    .returning({
      id: workspaceApiKeys.id,
      workspaceId: workspaceApiKeys.workspaceId,
      role: workspaceApiKeys.role,
      prefix: workspaceApiKeys.prefix,
    });
  if (!row) return null;
  const [ws] = await db.select().from(workspaces).where(eq(workspaces.id, row.workspaceId));
  return ws ? { ...row, workspaceName: ws.name, ownerId: ws.ownerId } : null;
}

// Webhooks

export async function insertWebhook(
  db: DbOrTx,
  w: { id: string; workspaceId: string; url: string; createdBy: string },
) {
  await db.insert(workspaceWebhooks).values(w);
}

export async function listWebhooks(db: DbOrTx, workspaceId: string, onlyActive = false) {
  const conditions = [eq(workspaceWebhooks.workspaceId, workspaceId)];
  if (onlyActive) conditions.push(isNull(workspaceWebhooks.disabledAt));
  return db
    .select()
    .from(workspaceWebhooks)
    .where(and(...conditions))
    .orderBy(desc(workspaceWebhooks.createdAt));
}

export async function findWebhook(db: DbOrTx, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(workspaceWebhooks)
    .where(and(eq(workspaceWebhooks.workspaceId, workspaceId), eq(workspaceWebhooks.id, id)));
  return row ?? null;
}

export async function disableWebhook(db: DbOrTx, workspaceId: string, id: string) {
  const rows = await db
    .update(workspaceWebhooks)
    .set({ disabledAt: new Date() })
    .where(
      and(
        eq(workspaceWebhooks.workspaceId, workspaceId),
        eq(workspaceWebhooks.id, id),
        isNull(workspaceWebhooks.disabledAt),
      ),
    )
    .returning({ id: workspaceWebhooks.id });
  return rows.length > 0;
}

export async function insertDelivery(
  db: DbOrTx,
  d: { id: string; webhookId: string; workspaceId: string; event: string; payload: unknown },
) {
  await db.insert(workspaceWebhookDeliveries).values(d);
}

export async function deliveryWithWebhook(db: DbOrTx, deliveryId: string) {
  const [row] = await db
    .select({
      delivery: workspaceWebhookDeliveries,
      url: workspaceWebhooks.url,
      disabledAt: workspaceWebhooks.disabledAt,
    })
    .from(workspaceWebhookDeliveries)
    .innerJoin(workspaceWebhooks, eq(workspaceWebhooks.id, workspaceWebhookDeliveries.webhookId))
    .where(eq(workspaceWebhookDeliveries.id, deliveryId));
  return row ?? null;
}

export async function recordAttempt(
  db: DbOrTx,
  deliveryId: string,
  outcome: { status: 'pending' | 'delivered' | 'failed'; code: number | null; error: string | null },
) {
  await db
    .update(workspaceWebhookDeliveries)
    .set({
      status: outcome.status,
      attempts: sql`${workspaceWebhookDeliveries.attempts} + 1`,
      lastStatusCode: outcome.code,
      lastError: outcome.error,
      ...(outcome.status === 'delivered' ? { deliveredAt: new Date() } : {}),
    })
    .where(eq(workspaceWebhookDeliveries.id, deliveryId));
}

export async function listDeliveries(db: DbOrTx, workspaceId: string, limit = 100) {
  return db
    .select()
    .from(workspaceWebhookDeliveries)
    .where(eq(workspaceWebhookDeliveries.workspaceId, workspaceId))
    .orderBy(desc(workspaceWebhookDeliveries.createdAt))
    .limit(limit);
}
