import { loadConfig, ConfigError } from './config.ts';
import { buildApp } from './app.ts';

const startedAt = performance.now();
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  { startupMs: Math.round(performance.now() - startedAt), database: config.databaseUrl ? 'postgres' : 'pglite' },
  `NairaLens is running at ${config.appUrl}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await close().catch((e) => app.log.error(e));
    process.exit(0);
  });
}
