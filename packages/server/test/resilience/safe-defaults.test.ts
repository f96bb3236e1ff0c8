import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loadConfig } from '../../src/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYSTACK_SECRET_KEY: 'sk_test_resilience', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => t?.close());

const signUpBody = (email: string) => ({
  email,
  password: 'Plantain-Chips-77',
  name: 'Chidi Obi',
  accountType: 'personal',
  locationCountry: 'Nigeria',
  locationRegion: 'Lagos',
  callbackURL: '/auth-verified',
});
/** Ids and timestamps differ by nature; everything else must be the same bytes. */
const normalise = (body: string) =>
  body
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/"email":"[^"]+"/, '"email":"<e-mail>"')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');

describe('safe by default', () => {
  it('answers a sign-up for a registered e-mail byte for byte as for a new one', async () => {
    await t.signUp('registered@example.com');
    const post = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: t.config.appUrl }, payload: signUpBody(email) });
    const fresh = await post('brand.new@example.com');
    const again = await post('registered@example.com');
    expect(fresh.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(normalise(again.body)).toBe(normalise(fresh.body));
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
  });

  it('refuses a state-changing request from another site, multipart included, and spends nothing', async () => {
    const { cookie } = await t.signUp('origin.victim@example.com');
    const before = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } });
    const boundary = 'x-nl-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\nContent-Type: text/csv\r\n\r\nDate,Description,Debit,Credit,Balance\r\n2025-01-01,Opening,,,100\r\n--${boundary}--\r\n`;
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...headers, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } });
    expect(after.json()).toEqual(before.json());
    // Our own pages are let through (the request then fails on its own merits, not on origin).
    const own = await t.app.inject({ method: 'POST', url: '/api/support/contact', headers: { origin: t.config.appUrl }, payload: {} });
    expect(own.statusCode).not.toBe(403);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined(); // http APP_URL: no HSTS
  });

  it('answers the dev outbox, metrics and the test checkout to loopback clients only', async () => {
    for (const url of ['/api/dev/outbox', '/dev/mailbox', '/metrics']) {
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(404);
      const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
    }
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toContain('nairalens_http_request_duration_seconds');
    expect(metrics.body).toContain('nairalens_queue_jobs');
  });

  it('listens on loopback by default in development, on all interfaces in production', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).host).toBe('127.0.0.1');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        STORAGE_MASTER_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
        APP_URL: 'https://nairalens.example',
        SMTP_URL: 'smtp://mail.example:587',
      }).host,
    ).toBe('0.0.0.0');
  });

  it('acknowledges a signed webhook for a reference we never issued, and credits nothing', async () => {
    const raw = JSON.stringify({ event: 'charge.success', data: { reference: 'not-ours-123', amount: 500000, currency: 'NGN' } });
    const signature = createHmac('sha512', 'sk_test_resilience').update(raw).digest('hex');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers liveness without I/O and readiness from a short cache', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json().status).toBe('ok');
    const a = (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json();
    const b = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(a.database.ok).toBe(true);
    expect(b.checkedAt).toBe(a.checkedAt);
  });
});
