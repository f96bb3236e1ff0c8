import http from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { grantTokens } from './support/upload-helpers.ts';
import { ROUTE_TABLES } from '../src/modules/api-v1/routes.ts';
import { API_RATE_LIMIT } from '../src/modules/api-v1/limits.ts';
import { loadConfig } from '../src/config.ts';
import { sign, verifySignature } from '../src/modules/workspace/webhook-signature.ts';

// A real server on a real port, a real key, a real webhook receiver on localhost; everything the server logs is kept.
let t: TestApp;
let base: string;
const logs: string[] = [];
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (d) => logs.push(String(d)));
  // Loopback is allowed (the receiver is on this machine), as WEBHOOK_ALLOW_LOOPBACK documents; off by default.
  t = await createTestApp({ LOG_LEVEL: 'info', WEBHOOK_ALLOW_LOOPBACK: 'true' }, { logStream: stream });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  let failFirst = true;
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      // The first request fails, so the retry path is exercised too.
      if (failFirst) {
        failFirst = false;
        res.statusCode = 503;
        return res.end();
      }
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
}, 60_000);
afterAll(async () => {
  // Close only once no job is still running (a job cut off mid-query leaves a connection the teardown kills).
  for (let i = 0; i < 100 && t; i++) {
    const [busy] = await t.ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')`,
    );
    if (!busy?.n) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  receiver?.close();
  await t?.close();
});

type Who = { cookie: string; userId: string; email: string };
const session = (who: Who, method: string, url: string, body?: unknown) =>
  fetch(`${base}${url}`, {
    method,
    headers: { cookie: who.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
const api = (key: string, method: string, url: string, body?: unknown) =>
  fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
function statement(key: string, clientId: string, file: { name: string; bytes: Uint8Array }, password?: string) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(file.bytes)]), file.name);
  if (password) form.append('password', password);
  return fetch(`${base}/api/v1/clients/${clientId}/statements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}` },
    body: form,
  });
}

async function workspaceWithKey(role: 'analyst' | 'viewer' = 'analyst') {
  const owner = await t.signUp();
  expect((await session(owner, 'POST', '/api/workspace', { name: 'Lender Ltd' })).status).toBe(201);
  const res = await session(owner, 'POST', '/api/workspace/api-keys', { name: 'CI', role });
  expect(res.status).toBe(201);
  const { id, key } = await res.json();
  return { owner, keyId: id as string, key: key as string };
}

async function waitForAnalysis(key: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const body = await (await api(key, 'GET', `/analyses/${id}`)).json();
    if (body.status !== 'processing') return body;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('analysis still processing');
}

describe('public API v1', () => {
  it('serves an OpenAPI 3.1 document that validates and lists exactly the registered routes', async () => {
    const doc = await (await fetch(`${base}/api/v1/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc));
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    const registered = new Set([...ROUTE_TABLES.get(t.ctx)!].map((r) => r.replace(/:(\w+)/g, '{$1}')));
    expect([...registered].sort()).toEqual([...documented].sort());
    const page = await fetch(`${base}/api/v1/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/v1/clients/{id}/statements');
  });

  it('clients, statements, analyses and exports with a real key; a signed analysis.completed reaches the webhook', async () => {
    const { owner, key } = await workspaceWithKey();
    await grantTokens(t, owner.userId, 20);
    const hook = await (await session(owner, 'POST', '/api/workspace/webhooks', { url: receiverUrl })).json();
    expect(hook.webhook.secret).toMatch(/^whsec_/);

    const bad = await api(key, 'POST', '/clients', { name: 'Ada' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('consent') });
    const created = await api(key, 'POST', '/clients', { name: 'Ada Obi', reference: 'LN-9', consent: true });
    expect(created.status).toBe(201);
    const client = await created.json();
    expect(client).toMatchObject({
      name: 'Ada Obi',
      reference: 'LN-9',
      consent: { by: expect.stringMatching(/^API key nlk_/) },
    });
    expect((await (await api(key, 'GET', '/clients')).json()).data.map((c: { id: string }) => c.id)).toEqual([
      client.id,
    ]);

    const f = await buildStatementFixture('gtbank-csv');
    const up = await statement(key, client.id, { name: f.fileName, bytes: f.bytes });
    expect(up.status).toBe(202);
    const { analysisId, status } = await up.json();
    expect(status).toBe('processing');
    const done = await waitForAnalysis(key, analysisId);
    expect(done).toMatchObject({ id: analysisId, clientId: client.id, status: 'completed' });
    expect(done.result.transactions).toHaveLength(f.expected.transactions.length);
    expect(done.result.transactions.map((x: { amount: number }) => x.amount)).toEqual(
      f.expected.transactions.map((x) => x.amount),
    );
    expect(done.result.statement.bank).toBe(f.bank);
    expect(done.result.summary.healthScore).toBeTypeOf('number');
    expect((await (await api(key, 'GET', `/clients/${client.id}`)).json()).analyses[0]).toMatchObject({
      id: analysisId,
      status: 'completed',
    });

    const csv = await api(key, 'GET', `/clients/${client.id}/export.csv`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(2);

    // The webhook: first attempt answered 503, the retry delivered; signature checks out with the documented rule.
    for (let i = 0; i < 150 && !received.some((r) => r.body.includes(analysisId)); i++)
      await new Promise((r) => setTimeout(r, 200));
    const got = received.find((r) => r.body.includes(analysisId))!;
    expect(got).toBeDefined();
    const event = JSON.parse(got.body);
    expect(event).toMatchObject({
      type: 'analysis.completed',
      data: { analysisId, clientId: client.id, status: 'completed' },
    });
    const headers = {
      timestamp: got.headers['x-nairalens-timestamp'] as string,
      signature: got.headers['x-nairalens-signature'] as string,
    };
    expect(verifySignature(hook.webhook.secret, headers, got.body)).toBe(true);
    expect(verifySignature(hook.webhook.secret, headers, got.body.replace('completed', 'failed'))).toBe(false);
    expect(verifySignature('whsec_wrong', headers, got.body)).toBe(false);
    // Replayed ten minutes later: refused even though the signature itself is genuine.
    expect(verifySignature(hook.webhook.secret, headers, got.body, Number(headers.timestamp) + 600)).toBe(false);
    const forged = Number(headers.timestamp) + 600;
    expect(
      verifySignature(
        hook.webhook.secret,
        { timestamp: String(forged), signature: headers.signature },
        got.body,
        forged,
      ),
    ).toBe(false);
    expect(sign(hook.webhook.secret, Number(headers.timestamp), got.body)).toBe(headers.signature);

    const log = (await (await session(owner, 'GET', '/api/workspace/webhooks')).json()).deliveries;
    expect(log.find((d: { event: string }) => d.event === 'analysis.completed')).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
    });

    // "Send test" goes through the same delivery.
    expect((await session(owner, 'POST', `/api/workspace/webhooks/${hook.webhook.id}/test`)).status).toBe(202);
    for (let i = 0; i < 100 && !received.some((r) => JSON.parse(r.body).type === 'ping'); i++)
      await new Promise((r) => setTimeout(r, 200));
    expect(received.some((r) => JSON.parse(r.body).type === 'ping')).toBe(true);

    // The key is never logged, and only its hash is stored.
    expect(logs.join('\n')).not.toContain(key);
    const stored = await t.ctx.database.query<{ row: string }>(
      'SELECT row_to_json(k)::text AS row FROM workspace_api_keys k',
    );
    // The secret is everything after `nlk_<8 hex>_` (it may itself contain "_": base64url).
    const secret = key.slice('nlk_'.length + 9);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(stored.map((r) => r.row).join('\n')).not.toContain(secret);
  }, 120_000);

  it('a key of another workspace gets 404 on every resource; revoked keys, missing keys and viewer keys are refused', async () => {
    const a = await workspaceWithKey();
    await grantTokens(t, a.owner.userId, 10);
    const client = await (await api(a.key, 'POST', '/clients', { name: 'Bola', consent: true })).json();
    const f = await buildStatementFixture('uba-csv');
    const { analysisId } = await (await statement(a.key, client.id, { name: f.fileName, bytes: f.bytes })).json();

    const b = await workspaceWithKey();
    expect((await (await api(b.key, 'GET', '/clients')).json()).data).toEqual([]);
    for (const [method, url] of [
      ['GET', `/clients/${client.id}`],
      ['GET', `/clients/${client.id}/export.csv`],
      ['GET', `/analyses/${analysisId}`],
    ] as const) {
      const res = await api(b.key, method, url);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
    expect((await statement(b.key, client.id, { name: f.fileName, bytes: f.bytes })).status).toBe(404);

    const viewer = await session(a.owner, 'POST', '/api/workspace/api-keys', { name: 'read only', role: 'viewer' });
    const viewerKey = (await viewer.json()).key;
    expect((await api(viewerKey, 'GET', `/clients/${client.id}`)).status).toBe(200);
    expect((await statement(viewerKey, client.id, { name: f.fileName, bytes: f.bytes })).status).toBe(403);
    expect((await api(viewerKey, 'GET', `/clients/${client.id}/export.csv`)).status).toBe(403);

    // Let the analysis finish before the key goes (and before the app closes under a running job).
    expect((await waitForAnalysis(a.key, analysisId)).status).toBe('completed');
    // The worker still mails and cleans up after the status turns completed: wait for its job to finish too.
    for (let i = 0; i < 100; i++) {
      const [job] = await t.ctx.database.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE data->>'analysisId' = $1`,
        [analysisId],
      );
      if (job?.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await session(a.owner, 'DELETE', `/api/workspace/api-keys/${a.keyId}`)).status).toBe(204);
    const revoked = await api(a.key, 'GET', '/clients');
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).error.code).toBe('UNAUTHENTICATED');
    expect((await fetch(`${base}/api/v1/clients`)).status).toBe(401);
    expect((await api('nlk_00000000_not-a-real-key-but-long-enough-to-look-real', 'GET', '/clients')).status).toBe(401);
  }, 60_000);

  it('refuses webhook URLs on private addresses at registration and again at delivery', async () => {
    const { owner } = await workspaceWithKey();
    const register = async (url: string) => {
      const res = await session(owner, 'POST', '/api/workspace/webhooks', { url });
      return { status: res.status, body: await res.json() };
    };
    // Private, link-local, metadata and reserved ranges are refused whatever the setting (IPv4 and IPv6).
    for (const url of [
      'http://10.0.0.5/hook',
      'http://172.16.3.4/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://0.0.0.0:8080/hook',
      'http://[fd00:ec2::254]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
      'http://[::]/hook',
    ]) {
      const r = await register(url);
      expect(r.status, url).toBe(400);
      expect(r.body.error.message, url).toMatch(
        /^Webhook URLs must reach a public internet address: .+ is a private, link-local or reserved address\.$/,
      );
    }
    // Loopback is allowed here only because this test server sets WEBHOOK_ALLOW_LOOPBACK=true.
    expect((await register(`${receiverUrl}?allowed`)).status).toBe(201);
    const viaName = await register(receiverUrl.replace('127.0.0.1', 'localhost'));
    expect(viaName.status).toBe(201);

    t.ctx.config.webhookAllowLoopback = false;
    try {
      for (const url of [
        'http://127.0.0.1:9/hook',
        'http://[::1]:9/hook',
        'http://[::ffff:127.0.0.1]:9/hook',
        'http://localhost:9/hook',
      ]) {
        const r = await register(url);
        expect(r.status, url).toBe(400);
        expect(r.body.error.message, url).toContain('is a loopback address');
      }
      // At delivery the name is resolved again, on the connection itself: an endpoint that now points at a
      // non-public address (DNS rebinding; here, loopback no longer allowed) is refused, not retried, never reached.
      const before = received.length;
      expect((await session(owner, 'POST', `/api/workspace/webhooks/${viaName.body.webhook.id}/test`)).status).toBe(
        202,
      );
      let delivery: { webhookId: string; status: string; attempts: number; lastError: string } | undefined;
      for (let i = 0; i < 100; i++) {
        const log = (await (await session(owner, 'GET', '/api/workspace/webhooks')).json()).deliveries;
        delivery = log.find((d: { webhookId: string }) => d.webhookId === viaName.body.webhook.id);
        if (delivery?.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
      expect(delivery!.lastError).toMatch(
        /^Webhook URLs must reach a public internet address: localhost \((127\.0\.0\.1|::1)\) is a loopback address\.$/,
      );
      expect(received.length).toBe(before);
    } finally {
      t.ctx.config.webhookAllowLoopback = true;
    }
    // Production refuses the setting outright.
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOOPBACK: 'true' })).toThrow(
      /WEBHOOK_ALLOW_LOOPBACK/,
    );
  }, 60_000);

  it('rate limits per key: one busy key is refused with 429 while another key still works', async () => {
    const busy = await workspaceWithKey();
    const calm = await workspaceWithKey();
    // One after another: a burst would fill the database pool, whose idle connections then race the teardown.
    const statuses: number[] = [];
    for (let i = 0; i < API_RATE_LIMIT + 5; i++) statuses.push((await api(busy.key, 'GET', '/clients')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(API_RATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const limited = await api(busy.key, 'GET', '/clients');
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    expect((await api(calm.key, 'GET', '/clients')).status).toBe(200);
  }, 60_000);
});
