import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ZodError } from 'zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { createMailer } from './mail/mailer.ts';
import { createAuth, type AuthHooks } from './auth/auth.ts';
import { createQueue } from './jobs/queue.ts';
import { createEncryptedStore } from './storage/encrypted-store.ts';
import { createS3Backend } from './storage/s3-backend.ts';
import { AppError } from './errors.ts';
import { registerAuthBridge } from './http/auth-bridge.ts';
import { forgetSessions } from './http/require-user.ts';
import { registerSecurity } from './http/security.ts';
import { createMetrics, registerMetrics } from './http/metrics.ts';
import { API_MODULES, AUTH_HOOK_FACTORIES, JOB_REGISTRARS } from './modules/index.ts';

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Builds the whole server: database (migrated), mail, auth, queue, storage, routes and the SPA.
 * Nothing listens yet; main.ts listens, tests use app.inject.
 */
export async function buildApp(
  config: Config,
  options: { database?: AppContext['database']; logStream?: NodeJS.WritableStream } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Requests are logged by method, path and status; bodies never. Credentials are redacted wherever they appear.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          '*.token',
          '*.code',
          '*.secret',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), id: req.id }),
      },
    },
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => app.log.warn({ err: { message: error.message } }, 'database connection lost; reconnecting'),
    }));
  const applied = await migrate(database);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, appUrl: config.appUrl, database, log: app.log, printToConsole: config.env === 'development' });
  const authHooks: AuthHooks = { onUserCreated: [], before: [], after: [] };
  const auth = createAuth({ config, database, mailer, log: app.log, hooks: authHooks });
  const queue = createQueue(database, config.databaseUrl);
  queue.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  await queue.start();
  const storage = createEncryptedStore(
    config.storage.driver === 's3' ? createS3Backend(config.storage) : config.storage.dir,
    config.storageKeys,
  );

  const metrics = createMetrics();
  const ctx: AppContext = { config, database, auth, authHooks, mailer, queue, storage, log: app.log, metrics };
  for (const factory of AUTH_HOOK_FACTORIES) {
    const hooks = factory(ctx);
    if (hooks.onUserCreated) authHooks.onUserCreated.push(hooks.onUserCreated);
    if (hooks.before) authHooks.before.push(hooks.before);
    if (hooks.after) authHooks.after.push(hooks.after);
  }

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  await registerSecurity(app, { appUrl: config.appUrl, webDist: WEB_DIST });
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    // Any change (sign-out, revoked session, ban, role or profile change) empties the short session cache before
    // its answer leaves, so the next request of anyone on this instance reads sessions afresh.
    if (req.method !== 'GET' && req.method !== 'HEAD') forgetSessions();
  });

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
    }
    if (error instanceof ZodError) {
      // A sentence for a person (the rule's own message), never a field key such as "phone: …"; zod's generic
      // "Invalid …" texts become a general request to check the form.
      const first = error.issues[0];
      const message = first?.message && !/^Invalid\b|^Expected\b|^Unrecognized\b|^Too (small|big)\b/.test(first.message) ? first.message : 'Please check the form and try again.';
      return reply.status(400).send({
        error: { code: 'VALIDATION', message },
      });
    }
    const fe = error as { statusCode?: number; code?: string; message: string };
    if (fe.statusCode && fe.statusCode < 500) {
      const code = fe.statusCode === 413 ? 'TOO_LARGE' : fe.statusCode === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      return reply.status(fe.statusCode).send({ error: { code, message: fe.message } });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: { message: (error as Error).message } }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { code: 'UNAVAILABLE', message: 'We cannot reach our database right now. Please try again in a few seconds.' } });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
  });

  await registerMetrics(app, ctx, metrics);
  registerAuthBridge(app, ctx);
  for (const mod of API_MODULES) await app.register(mod.plugin(ctx), { prefix: mod.prefix });

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    // A missing asset (a file name with an extension) is a 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0])) return reply.status(404).type('text/plain').send('Not found');
    if (existsSync(path.join(WEB_DIST, 'index.html'))) return reply.type('text/html').sendFile('index.html');
    return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
  });
  if (existsSync(WEB_DIST)) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart; a missing file
    // falls through to the not-found handler (the SPA's index.html for page routes).
    await app.register(fastifyStatic, { root: WEB_DIST, wildcard: true, index: 'index.html' });
  }

  if (config.workers) for (const register of JOB_REGISTRARS) await register(ctx);

  return {
    app,
    ctx,
    async close() {
      await app.close();
      await queue.stop({ graceful: false, close: true }).catch(() => {});
      if (!options.database) await database.close();
    },
  };
}

/** Verification tokens and similar travel in query strings: keep them out of the logs. */
function redactUrl(url: string): string {
  return url.replace(/([?&](token|code|reference|trxref|password)=)[^&]*/gi, '$1[redacted]');
}
