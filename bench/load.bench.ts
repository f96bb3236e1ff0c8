/**
 * Load: 50 concurrent connections against the dashboard API (the first request of every signed-in page) for 10 s
 * after a 2 s cold start (printed apart),
 * on the embedded database and on PostgreSQL (when 127.0.0.1:5432 answers), the server in its own process as
 * `npm start` runs it. Goal: p99 < 200 ms on both. Reference measured in the same run against the same process:
 * /api/health/live (no I/O), so the figures compare across machines and loads.
 * Run: npx node bench/load.bench.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 50;
const SECONDS = 10;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string | null) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-load-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', DATABASE_URL: databaseUrl ?? '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${url}/api/health/live`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A verified person with one analysed statement, so the dashboard reads real rows. */
async function person(url: string): Promise<string> {
  const email = `load-${randomBytes(4).toString('hex')}@example.com`;
  const headers = { 'content-type': 'application/json', origin: url };
  await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Correct-Horse-42', name: 'Load Person', callbackURL: '/auth-verified' }),
  });
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { messages: { to: string; links: string[] }[] };
  const link = new URL(outbox.messages.find((m) => m.to === email)!.links[0]);
  await fetch(`${url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'Correct-Horse-42' }) });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const f = await buildStatementFixture('gtbank-csv');
  const form = new FormData();
  form.set('idempotencyKey', `load-${randomBytes(6).toString('hex')}`);
  form.set('file', new Blob([new Uint8Array(f.bytes)], { type: 'text/csv' }), f.fileName);
  const up = (await (await fetch(`${url}/api/uploads`, { method: 'POST', headers: { cookie, origin: url }, body: form })).json()) as { analysis: { id: string } };
  for (let i = 0; i < 300; i++) {
    const s = (await (await fetch(`${url}/api/analyses/${up.analysis.id}/status`, { headers: { cookie } })).json()) as { status: string };
    if (s.status !== 'processing') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return cookie;
}

async function hammer(url: string, cookie: string, seconds = SECONDS) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  return { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, rps: Math.round(r.requests.average), non2xx: r.non2xx, errors: r.errors };
}

async function postgresUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `nl_load_${randomBytes(4).toString('hex')}`;
  try {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
  } catch {
    return null;
  }
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let failed = false;
const pgDb = await postgresUrl();
for (const [label, databaseUrl] of [['PGlite', null], ['PostgreSQL', pgDb?.url ?? null]] as const) {
  if (label === 'PostgreSQL' && !databaseUrl) {
    console.log('PostgreSQL: not reachable at 127.0.0.1:5432, skipped');
    continue;
  }
  const server = await startServer(databaseUrl);
  const cookie = await person(server.url);
  const reference = await hammer(`${server.url}/api/health/live`, '');
  // The first 2 s are the cold start (first plans, caches and JIT under 50 requests at once); they are measured and
  // printed apart, and the goal is judged on the steady state that follows.
  const cold = await hammer(`${server.url}/api/dashboard`, cookie, 2);
  const dashboard = await hammer(`${server.url}/api/dashboard`, cookie);
  const ok = dashboard.p99 < 200 && dashboard.non2xx === 0 && dashboard.errors === 0;
  failed ||= !ok;
  console.log(
    `${label}: dashboard p50 ${dashboard.p50} ms, p99 ${dashboard.p99} ms (max ${dashboard.max}), ${dashboard.rps} req/s, non-2xx ${dashboard.non2xx}` +
      ` | cold first 2 s p99 ${cold.p99} ms (max ${cold.max})` +
      ` | reference /api/health/live p99 ${reference.p99} ms, ${reference.rps} req/s | p99 ratio ${(dashboard.p99 / Math.max(1, reference.p99)).toFixed(1)}× — goal p99 < 200 ms: ${ok ? 'met' : 'NOT met'}`,
  );
  await server.stop();
}
await pgDb?.drop();
process.exit(failed ? 1 : 0);
