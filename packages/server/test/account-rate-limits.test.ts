import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { client, mergeCookies, PASSWORD, totpFromUri, wrongCode } from './support/account-helpers.ts';

// The same app with the HTTP rate limits on (the other test files turn them off to go fast).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('rate limits on code attempts', () => {
  it('allows 10 code attempts a minute per address on each two-factor endpoint, then answers 429', async () => {
    const c = client(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await c.post('/api/auth/two-factor/verify-backup-code', { code: 'aaaaa-bbbbb' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('also limits the code check that turns two-factor on (no guessing through the setup screen)', async () => {
    const { cookie } = await t.signUp();
    const c = client(t);
    const start = await c.post('/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
    expect(start.statusCode).toBe(200);
    const session = mergeCookies(cookie, start.headers['set-cookie']);
    const totp = totpFromUri(start.json().totpURI);
    let last = 0;
    for (let i = 0; i < 10 && last !== 429; i++) {
      last = (await c.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, session)).statusCode;
    }
    const right = await c.post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, session);
    expect(right.statusCode).toBe(429);
    expect((await c.get('/api/account/security', session)).json().twoFactorEnabled).toBe(false);
  });

  it('limits password sign-in attempts per address', async () => {
    const c = client(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await c.post('/api/auth/sign-in/email', { email: 'someone@example.com', password: `Guess-${i}-abcdef` }))
          .statusCode,
      );
    }
    expect(statuses[10]).toBe(429);
  });
});
