import { loadConfig, ConfigError } from './config.ts';
import { buildApp } from './app.ts';

/**
 * A worker-only process: the background jobs (document reading, sweeps, wallet schedules, e-mail digests) without
 * the public HTTP API. Run any number of these beside API processes started with WORKERS=off; they share the
 * database (PostgreSQL), the job queue inside it and the object storage. It listens only when WORKER_HEALTH_PORT is
 * set, on 127.0.0.1 by default, for /api/health/live, /api/health/ready and /metrics.
 */
let config;
try {
  config = loadConfig({ ...process.env, WORKERS: 'on' });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (!config.databaseUrl) {
  console.error(
    'A separate worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process. Without it, `npm start` runs the workers itself.',
  );
  process.exit(1);
}

const { app, close } = await buildApp(config);
const healthPort = Number(process.env.WORKER_HEALTH_PORT ?? 0);
if (healthPort > 0) await app.listen({ port: healthPort, host: process.env.WORKER_HEALTH_HOST ?? '127.0.0.1' });
else await app.ready();
app.log.info({ database: config.databaseUrl ? 'postgres' : 'pglite', storage: config.storage.driver }, 'NairaLens worker is running');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, worker shutting down`);
    await close().catch((e) => app.log.error(e));
    process.exit(0);
  });
}
