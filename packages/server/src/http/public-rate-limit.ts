import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { countPublicHit } from '../db/rate-limits.ts';
import { AppError } from '../errors.ts';

export interface PublicLimit {
  /** Which form: 'contact', 'newsletter'. */
  bucket: string;
  limit: number;
  windowMs: number;
  message: string;
}

const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A fixed-window limiter kept in the database, so it holds across restarts and server instances (the public forms
 * are the only unauthenticated writes besides sign-up, which better-auth limits itself). Client addresses are stored
 * only as a keyed hash. Off when RATE_LIMITS=off (tests, e2e), like better-auth's.
 */
export async function enforcePublicLimit(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  limit: PublicLimit,
  now: Date = new Date(),
): Promise<void> {
  if (!ctx.config.rateLimits) return;
  const key = createHmac('sha256', ctx.config.authSecret).update(`rate:${req.ip}`).digest('base64url').slice(0, 32);
  const windowStart = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const hits = await countPublicHit(ctx.database.db, limit.bucket, key, new Date(windowStart), new Date(now.getTime() - SWEEP_AFTER_MS));
  if (hits > limit.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + limit.windowMs - now.getTime()) / 1000));
    reply.header('retry-after', String(retryAfter));
    throw new AppError('RATE_LIMITED', limit.message);
  }
}
