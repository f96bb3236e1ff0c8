import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

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
  const [row] = await ctx.database.query<{ hits: number }>(
    `INSERT INTO public_rate_limits (bucket, key, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = public_rate_limits.hits + 1
     RETURNING hits`,
    [limit.bucket, key, new Date(windowStart).toISOString()],
  );
  await ctx.database.query('DELETE FROM public_rate_limits WHERE window_start < $1', [
    new Date(now.getTime() - SWEEP_AFTER_MS).toISOString(),
  ]);
  if (Number(row?.hits ?? 0) > limit.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + limit.windowMs - now.getTime()) / 1000));
    reply.header('retry-after', String(retryAfter));
    throw new AppError('RATE_LIMITED', limit.message);
  }
}
