import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { makeAdmin } from './support/account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('reports database, job queue and storage', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.jobs.ok).toBe(true);
    expect(body.storage.ok).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
});

describe('accounts', () => {
  const email = 'ada.okafor@example.com';
  const password = 'Jollof-Rice-2026';

  it('signs up, refuses sign-in before verification, accepts it after the link from the outbox', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.appUrl },
      payload: {
        email,
        password,
        name: 'Ada Okafor',
        persona: 'salaried',
        accountType: 'personal',
        locationCountry: 'Nigeria',
        locationRegion: 'Lagos',
        callbackURL: '/auth-verified',
      },
    });
    expect(signUp.statusCode).toBe(200);

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.appUrl },
      payload: { email, password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(early.headers['set-cookie']).toBeUndefined();

    const mails = await t.outbox(email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0].html).toContain('Confirm my e-mail');
    expect(mails[0].text).toContain('/api/auth/verify-email?token=');
    const link = new URL(mails[mails.length - 1].links[0]);
    expect(link.searchParams.get('callbackURL')).toBe('/auth-verified');
    const verify = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/auth-verified');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.appUrl },
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0];

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user.email).toBe(email);
    expect(body.user.role).toBe('user');
    expect(body.profile).toMatchObject({
      fullName: 'Ada Okafor',
      firstName: 'Ada',
      lastName: 'Okafor',
      persona: 'salaried',
      accountType: 'personal',
      locationCountry: 'Nigeria',
      locationRegion: 'Lagos',
      setupComplete: false,
    });
    // docs/product-rules.md: a new account gets 1 free trial token.
    expect(body.wallet.totalBalance).toBe(1);
    const balance = await t.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: { cookie } });
    expect(balance.json()).toEqual({ totalBalance: 1, balances: [{ bucket: 'GRANT', balance: 1, expiresAt: null }] });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: t.config.appUrl } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('does not reveal whether an e-mail is registered, and tells the owner instead', async () => {
    const before = (await t.outbox(email)).length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.appUrl },
      payload: { email, password: 'Another-Pass-99', name: 'Impostor', callbackURL: '/auth-verified' },
    });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.appUrl },
      payload: { email: 'someone.new@example.com', password: 'Another-Pass-99', name: 'New', callbackURL: '/auth-verified' },
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    const mails = await t.outbox(email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0].subject).toMatch(/tried to create/);
  });

  it('refuses short and common passwords', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.appUrl },
      payload: { email: 'short@example.com', password: 'abc12', name: 'S' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
    for (const password of ['password123', 'Nigeria123', 'qwerty123!', 'aaaaaaaaaa']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: t.config.appUrl },
        payload: { email: 'common@example.com', password, name: 'C' },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().code).toBe('PASSWORD_COMPROMISED');
    }
  });

  it('resends the verification e-mail', async () => {
    const before = (await t.outbox('someone.new@example.com')).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: t.config.appUrl },
      payload: { email: 'someone.new@example.com', callbackURL: '/auth-verified' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.outbox('someone.new@example.com')).length).toBe(before + 1);
  });
});

describe('profile, onboarding and client profiles', () => {
  it('saves settings and onboarding, clearing the region when the country changes', async () => {
    const a = await t.signUp();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: a.cookie },
      payload: { firstName: 'Chidi', lastName: 'Eze', phone: '+234 803 123 4567', locationCountry: 'Nigeria', locationRegion: 'Enugu' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().profile).toMatchObject({ firstName: 'Chidi', lastName: 'Eze', fullName: 'Chidi Eze', locationRegion: 'Enugu' });

    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: a.cookie },
      payload: { locationCountry: 'Ghana' },
    });
    expect(moved.json().profile).toMatchObject({ locationCountry: 'Ghana', locationRegion: null });

    const bad = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', headers: { cookie: a.cookie }, payload: { phone: 'call me' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    // A sentence for a person, the same words the form shows under the field, never "phone: …".
    expect(bad.json().error.message).toBe('Enter a phone number like +234 803 123 4567.');

    const noCountry = await t.app.inject({
      method: 'POST',
      url: '/api/me/onboarding',
      headers: { cookie: a.cookie },
      payload: { accountType: 'personal', locationCountry: '' },
    });
    expect(noCountry.statusCode).toBe(400);

    const onboard = await t.app.inject({
      method: 'POST',
      url: '/api/me/onboarding',
      headers: { cookie: a.cookie },
      payload: { accountType: 'workspace_beta', locationCountry: 'Nigeria', locationRegion: 'FCT Abuja' },
    });
    expect(onboard.statusCode).toBe(200);
    expect(onboard.json().profile).toMatchObject({ setupComplete: true, accountType: 'workspace_beta', persona: 'business' });
  });

  it('keeps every person to their own client profiles (404 for someone else’s)', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie: a.cookie },
      payload: { label: '  Mum’s shop  ' },
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json().profile;
    expect(profile.label).toBe('Mum’s shop');
    expect(profile.analysisCount).toBe(0);

    const blank = await t.app.inject({ method: 'POST', url: '/api/profiles', headers: { cookie: a.cookie }, payload: { label: '   ' } });
    expect(blank.statusCode).toBe(400);

    const listA = await t.app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: a.cookie } });
    expect(listA.json().profiles.map((p: { label: string }) => p.label)).toEqual(['Mum’s shop']);
    const listB = await t.app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: b.cookie } });
    expect(listB.json().profiles).toEqual([]);
    const peek = await t.app.inject({ method: 'GET', url: `/api/profiles/${profile.id}`, headers: { cookie: b.cookie } });
    expect(peek.statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/profiles/${profile.id}`, headers: { cookie: a.cookie } });
    expect(own.statusCode).toBe(200);
    const anon = await t.app.inject({ method: 'GET', url: '/api/profiles' });
    expect(anon.statusCode).toBe(401);
  });

  it('starts the dashboard empty', async () => {
    const a = await t.signUp();
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: a.cookie } });
    expect(res.json()).toEqual({
      totalAnalyses: 0,
      completedAnalyses: 0,
      tokensUsedThisMonth: 0,
      successRate: 0,
      hasData: false,
      recentAnalyses: [],
    });
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per client, stored in the database', async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'on' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: limited.config.appUrl },
          // A different account each time: this is the per-address limit (accounts have their own, tested apart).
          payload: { email: `nobody${i}@example.com`, password: 'Wrong-Password-1' },
          remoteAddress: '203.0.113.7',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes.slice(10)).toEqual([429, 429]);
      const rows = await limited.ctx.database.query<{ key: string; count: number }>('SELECT key, count FROM rate_limit');
      expect(rows.some((r) => r.key.includes('203.0.113.7'))).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('carry request ids but never passwords, session cookies or verification tokens', async () => {
    const { Writable } = await import('node:stream');
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += String(chunk);
        done();
      },
    });
    const logApp = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
    try {
      const password = 'Unique-Secret-Pass-8841';
      const { cookie } = await logApp.signUp('logcheck@example.com', { password });
      await logApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      const [mail] = await logApp.outbox('logcheck@example.com');
      const token = new URL(mail.links[0]).searchParams.get('token')!;
      expect(logged).toContain('"reqId"');
      expect(logged).toContain('/api/auth/verify-email?token=[redacted]');
      expect(logged).not.toContain(password);
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(cookie.split('=')[1]);
    } finally {
      await logApp.close();
    }
  });
});

describe('roles', () => {
  it('lets only admins read the admin figures (checked on the server)', async () => {
    const a = await t.signUp();
    const denied = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: a.cookie } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('FORBIDDEN');
    const anon = await t.app.inject({ method: 'GET', url: '/api/admin/stats' });
    expect(anon.statusCode).toBe(401);
    await makeAdmin(t, a);
    const ok = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: a.cookie } });
    expect(ok.statusCode).toBe(200);
    const stats = ok.json();
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
    expect(stats).toHaveProperty('analysesToday', 0);
    expect(stats).toHaveProperty('openSupportTickets');
    expect(stats.revenueKobo).toBe(0);
    await t.ctx.database.query(
      `INSERT INTO payments (id, user_id, reference, provider, product_kind, product_id, tokens, price_kobo, fee_kobo, amount_kobo, status)
       VALUES (gen_random_uuid(), $1, 'ref-admin-stats', 'test', 'bundle', 'tokens_10', 10, 700000, 20500, 720500, 'success')`,
      [a.userId],
    );
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: a.cookie } });
    expect(after.json().revenueKobo).toBe(700000);
  });
});
