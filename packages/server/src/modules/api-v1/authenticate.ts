import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { actorForApiKey, type Actor } from '../workspace/index.ts';

/** The workspace actor behind `Authorization: Bearer <key>`; 401 for a missing, malformed, unknown or revoked key. */
export async function authenticateKey(ctx: AppContext, req: FastifyRequest): Promise<Actor & { keyId: string }> {
  const header = req.headers.authorization;
  const key = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
  if (!key) throw new AppError('UNAUTHENTICATED', 'Send your API key as "Authorization: Bearer <key>".');
  const actor = await actorForApiKey(ctx, key);
  if (!actor) throw new AppError('UNAUTHENTICATED', 'This API key is not valid or has been revoked.');
  return actor;
}

/** Rate-limit bucket: the key's id (never the key itself). */
export function keyRateLimitId(req: FastifyRequest): string {
  const a = req.apiActor as (Actor & { keyId?: string }) | null;
  return a?.keyId ? `key:${a.keyId}` : `ip:${req.ip}`;
}
