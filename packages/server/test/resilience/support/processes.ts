import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A throwaway PostgreSQL database next to DATABASE_URL, dropped by the returned function. */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL!;
  const name = `nl_fault_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Secrets shared by every process of one deployment (dev secrets would otherwise differ per data directory). */
export function sharedSecrets(): Record<string, string> {
  return {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    STORAGE_MASTER_KEYS: `k1:${randomBytes(32).toString('base64')}`,
  };
}

export interface Proc {
  url: string;
  child: ChildProcess;
  logs: string[];
  dataDir: string;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `node packages/server/src/<entry>` (main.ts: API + workers; worker.ts: workers only) and waits until ready.
 * An `env` value of undefined removes that variable (DATABASE_URL, to run on PGlite from a PostgreSQL run).
 */
export async function startProcess(entry: 'main.ts' | 'worker.ts', env: Record<string, string | undefined>, options: { dataDir?: string; appUrl?: string } = {}): Promise<Proc> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'nl-fault-'));
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: options.appUrl ?? url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    ...(entry === 'worker.ts' ? { WORKER_HEALTH_PORT: String(port) } : {}),
    ...env,
  };
  for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
  const child = spawn(process.execPath, [`packages/server/src/${entry}`], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${entry} exited early:\n${logs.join('')}`);
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start in 90 s:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = () => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
  return {
    url,
    child,
    logs,
    dataDir,
    async kill9() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited();
      clearTimeout(timer);
    },
  };
}

/** A person on a running server: signs up, follows the verification link from the dev outbox, signs in. */
export async function signUpOver(url: string, email: string, password = 'Correct-Horse-42'): Promise<string> {
  const origin = new URL(url).origin;
  const post = (p: string, body: unknown, cookie = '') =>
    fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', origin, cookie }, body: JSON.stringify(body) });
  const up = await post('/api/auth/sign-up/email', {
    email,
    password,
    name: 'Fault Tester',
    accountType: 'personal',
    locationCountry: 'Nigeria',
    locationRegion: 'Lagos',
    callbackURL: '/auth-verified',
  });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { messages: { to: string; links: string[] }[] };
  const link = outbox.messages.find((m) => m.to === email)?.links.find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification link');
  const verifyUrl = new URL(link);
  await fetch(`${url}${verifyUrl.pathname}${verifyUrl.search}`, { redirect: 'manual' });
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function uploadOver(url: string, cookie: string, file: { name: string; bytes: Uint8Array; type: string }, key: string) {
  const form = new FormData();
  form.set('idempotencyKey', key);
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${url}/api/uploads`, { method: 'POST', headers: { cookie, origin: new URL(url).origin }, body: form });
}
