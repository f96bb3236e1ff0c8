import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../context.ts';

/**
 * Per-route rate limits (`config: { rateLimit: { max, timeWindow } }`) keyed by the signed-in user, else the
 * client address. Off when RATE_LIMITS=off (tests, e2e).
 */
export async function registerUserRateLimit(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.rateLimits) return;
  await app.register(rateLimit, { global: false, hook: 'preHandler', keyGenerator: (req) => req.user?.id ?? req.ip });
}
