import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Liveness of the parts a person's analysis depends on: database, job queue, encrypted storage. */
export default function healthRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/', async (_req, reply) => {
      const check = async (fn: () => Promise<unknown>) => {
        const started = performance.now();
        try {
          await fn();
          return { ok: true, ms: Math.round(performance.now() - started) };
        } catch {
          return { ok: false, ms: Math.round(performance.now() - started) };
        }
      };
      const database = await check(() => ctx.database.query('SELECT 1'));
      const jobs = await check(async () => {
        await ctx.queue.getQueues();
      });
      const storage = await check(async () => {
        if (!(await ctx.storage.check())) throw new Error('storage');
      });
      const ok = database.ok && jobs.ok && storage.ok;
      reply.status(database.ok ? 200 : 503);
      return {
        status: ok ? 'ok' : 'degraded',
        database: { ...database, kind: ctx.database.kind },
        jobs,
        storage,
        mail: { mode: ctx.mailer.mode },
        version: '0.1.0',
      };
    });
  };
}
