import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { desc, eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../../src/config.ts';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { openDatabase } from '../../src/db/client.ts';

export interface TestApp extends BuiltApp {
  config: Config;
  /** Signs up, follows the verification link from the outbox, returns the session cookie header. */
  signUp(email?: string, extra?: Record<string, unknown>): Promise<{ cookie: string; userId: string; email: string }>;
  outbox(to?: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
}

/**
 * A whole app on a fresh database: in-memory PGlite by default; when DATABASE_URL is set, a throwaway PostgreSQL
 * database created for this app and dropped at close. Rate limits are off unless asked for.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `nl_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    APP_URL: 'http://localhost:3000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const built = await buildApp(config, {
    ...options,
    ...(databaseUrl ? {} : { database: await openDatabase({ dataDir: 'memory://' }) }),
  });
  const { app, ctx } = built;

  async function outbox(to?: string) {
    const rows = await ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    return to ? rows.filter((r) => r.to === to) : rows;
  }

  return {
    ...built,
    config,
    outbox,
    async signUp(email = `user-${randomBytes(4).toString('hex')}@example.com`, extra = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: config.appUrl },
        payload: { email, password: 'Correct-Horse-42', name: 'Test Person', callbackURL: '/auth-verified', ...extra },
      });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const [mail] = await outbox(email);
      const link = new URL(mail.links[0]);
      const verify = await app.inject({ method: 'GET', url: link.pathname + link.search });
      const setCookie = verify.headers['set-cookie'];
      const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie!]).map((c) => c.split(';')[0]).join('; ');
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      return { cookie, userId: me.json().user.id, email };
    },
    async close() {
      await built.close();
      if (databaseUrl) await dropDatabase!();
      else await built.ctx.database.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { eq };
