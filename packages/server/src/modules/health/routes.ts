import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/ping.ts';
import type { AppContext } from '../../context.ts';
import { livenessSchema, readinessSchema, type Readiness } from '@nairalens/core/api/health.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';

const READY_CACHE_MS = 3000;

type Check = Readiness['jobs'];

async function check(fn: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await fn();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  }
}

/**
 * /api/health/live: the process answers (for a load balancer's liveness probe; no I/O).
 * /api/health/ready and /api/health: the parts a person's analysis depends on — database, job queue, document
 * storage — checked at most every 3 s and shared by concurrent callers, so probes under load add no work.
 */
export default function healthRoutes(ctx: AppContext) {
  let cached: { at: number; value: Promise<Readiness> } | null = null;

  async function measure(): Promise<Readiness> {
    const [database, jobs, storage] = await Promise.all([
      check(() => pingDatabase(ctx.database)),
      check(() => ctx.queue.getQueues()),
      check(async () => {
        if (!(await ctx.storage.check())) throw new Error('storage');
      }),
    ]);
    return {
      status: database.ok && jobs.ok && storage.ok ? 'ok' : 'degraded',
      database: { ...database, kind: ctx.database.kind },
      jobs,
      storage: { ...storage, kind: ctx.storage.kind },
      mail: { mode: ctx.mailer.mode },
      version: '0.1.0',
      checkedAt: new Date().toISOString(),
    };
  }

  function readiness(): Promise<Readiness> {
    const now = Date.now();
    if (!cached || now - cached.at > READY_CACHE_MS) cached = { at: now, value: measure() };
    return cached.value;
  }

  return async (plain: FastifyInstance) => {
    // Answers shaped by the shared contract (core/api/health.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/live', { schema: { response: { 200: livenessSchema } } }, async () => ({
      status: 'ok' as const,
      uptimeSeconds: Math.round(process.uptime()),
    }));
    const ready = { response: { 200: readinessSchema, 503: readinessSchema } };
    for (const url of ['/', '/ready']) {
      app.get(url, { schema: ready }, async (_req, reply) => {
        const value = await readiness();
        reply.status(value.database.ok ? 200 : 503);
        return value;
      });
    }
  };
}
