import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context.ts';
import { isLoopback } from './loopback-only.ts';

/** One registry per app (tests build several apps in one process). */
export interface Metrics {
  registry: Registry;
  /** Records one finished background job (a document read, a sweep…). */
  jobFinished(queue: string, outcome: 'completed' | 'failed' | 'retried', seconds: number): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobSeconds = new Histogram({
    name: 'nairalens_job_duration_seconds',
    help: 'Background job duration by queue and outcome.',
    labelNames: ['queue', 'outcome'],
    buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'nairalens_job_failures_total',
    help: 'Background jobs that failed (after their last attempt) by queue.',
    labelNames: ['queue'],
    registers: [registry],
  });
  return {
    registry,
    jobFinished(queue, outcome, seconds) {
      jobSeconds.observe({ queue, outcome }, seconds);
      if (outcome === 'failed') jobFailures.inc({ queue });
    },
  };
}

/**
 * Prometheus metrics at /metrics: request latency by route, job durations and failures, queue depth. Answered to
 * loopback clients (a sidecar scraper), or to anyone presenting METRICS_TOKEN as a bearer token.
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext, metrics: Metrics): Promise<void> {
  const requestSeconds = new Histogram({
    name: 'nairalens_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [metrics.registry],
  });
  new Gauge({
    name: 'nairalens_queue_jobs',
    help: 'Jobs per queue and state (queued, active).',
    labelNames: ['queue', 'state'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const queues = await ctx.queue.getQueues().catch(() => []);
      for (const q of queues) {
        this.set({ queue: q.name, state: 'queued' }, q.queuedCount);
        this.set({ queue: q.name, state: 'active' }, q.activeCount);
      }
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    // The route pattern, never the raw URL: ids and tokens stay out of label values.
    const route = req.routeOptions.url ?? 'unmatched';
    requestSeconds.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const token = ctx.config.metricsToken;
  app.get('/metrics', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    const presented = auth.startsWith('Bearer ') ? Buffer.from(auth.slice(7)) : null;
    const tokenOk = Boolean(token && presented && presented.length === Buffer.byteLength(token) && timingSafeEqual(presented, Buffer.from(token)));
    if (!tokenOk && !isLoopback(req.socket.remoteAddress)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
