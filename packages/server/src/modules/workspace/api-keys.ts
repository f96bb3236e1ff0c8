import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requirePermission, type Actor } from './access.ts';
import { insertApiKey, listApiKeys, revokeApiKey, useApiKey } from './console-repository.ts';
import { recordAction } from './resolve-actor.ts';

/** Keys look like `nlk_<8 hex prefix>_<secret>`; the prefix identifies a key in lists and logs, the secret never. */
const KEY_FORMAT = /^nlk_([0-9a-f]{8})_([A-Za-z0-9_-]{32,64})$/;
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function createApiKey(ctx: AppContext, actor: Actor, input: { name: string; role: 'analyst' | 'viewer' }) {
  requirePermission(actor, 'console');
  const prefix = randomBytes(4).toString('hex');
  const key = `nlk_${prefix}_${randomBytes(24).toString('base64url')}`;
  const id = randomUUID();
  await ctx.database.db.transaction(async (tx) => {
    await insertApiKey(tx, {
      id,
      workspaceId: actor.workspaceId,
      name: input.name,
      prefix: `nlk_${prefix}`,
      keyHash: hashApiKey(key),
      role: input.role,
      createdBy: actor.label,
    });
    await recordAction(tx, actor, 'api_key.created', id, {
      name: input.name,
      role: input.role,
      prefix: `nlk_${prefix}`,
    });
  });
  return { id, key, prefix: `nlk_${prefix}`, name: input.name, role: input.role };
}

export async function apiKeys(ctx: AppContext, actor: Actor) {
  requirePermission(actor, 'console');
  return (await listApiKeys(ctx.database.db, actor.workspaceId)).map((k) => ({
    ...k,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
    createdAt: k.createdAt.toISOString(),
  }));
}

export async function revokeKey(ctx: AppContext, actor: Actor, keyId: string) {
  requirePermission(actor, 'console');
  if (!/^[0-9a-f-]{36}$/i.test(keyId) || !(await revokeApiKey(ctx.database.db, actor.workspaceId, keyId)))
    throw new AppError('NOT_FOUND', 'API key not found.');
  await recordAction(ctx.database.db, actor, 'api_key.revoked', keyId);
}

/** The actor behind a bearer key, or null for a malformed, unknown or revoked key. */
export async function actorForApiKey(ctx: AppContext, key: string): Promise<(Actor & { keyId: string }) | null> {
  if (!KEY_FORMAT.test(key)) return null;
  const row = await useApiKey(ctx.database.db, hashApiKey(key));
  if (!row) return null;
  return {
    keyId: row.id,
    workspaceId: row.workspaceId,
    workspaceName: row.workspaceName,
    ownerId: row.ownerId,
    role: row.role,
    userId: null,
    label: `API key ${row.prefix}`,
    via: 'api',
  };
}
