import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { auditOf, client, mergeCookies, PASSWORD, signIn } from './support/account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('password change', () => {
  it('checks the current password and the strength rules', async () => {
    const { cookie } = await t.signUp();
    const c = client(t);
    const wrong = await c.post(
      '/api/auth/change-password',
      { currentPassword: 'Not-It-123', newPassword: 'Another-Good-One-5' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    const short = await c.post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'short' },
      cookie,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
    const common = await c.post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'password123' },
      cookie,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('PASSWORD_COMPROMISED');
  });

  it('ends every other session (whatever the client asks), keeps this one, mails the owner; the old password fails', async () => {
    const { cookie, email, userId } = await t.signUp();
    const c = client(t);
    const other = await signIn(t, email);
    expect((await c.get('/api/me', other.cookie)).statusCode).toBe(200);

    const res = await c.post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Suya-And-Zobo-2026', revokeOtherSessions: false },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const mine = mergeCookies(cookie, res.headers['set-cookie']);
    expect((await c.get('/api/me', mine)).statusCode).toBe(200);
    expect((await c.get('/api/me', other.cookie)).statusCode).toBe(401);
    expect((await c.get('/api/me', cookie)).statusCode).toBe(401);

    expect((await signIn(t, email)).res.statusCode).toBe(401);
    expect((await signIn(t, email, 'Suya-And-Zobo-2026')).res.statusCode).toBe(200);
    const mail = (await t.outbox(email)).find((m) => m.subject === 'Your NairaLens password was changed');
    expect(mail).toBeTruthy();
    expect(mail!.text).not.toContain('Suya-And-Zobo-2026');
    expect((await auditOf(t, userId)).map((a) => a.action)).toContain('auth.password_changed');
  });

  it('blocks password re-entry after 5 wrong passwords in 15 minutes (shared by every re-authentication)', async () => {
    const { cookie, userId } = await t.signUp();
    const c = client(t);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await c.post(
            '/api/auth/change-password',
            { currentPassword: `Wrong-${i}-abcdef`, newPassword: 'Fresh-Pass-4321' },
            cookie,
          )
        ).statusCode,
      ).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      expect((await c.post('/api/auth/two-factor/enable', { password: `Wrong-x${i}-abcdef` }, cookie)).statusCode).toBe(
        400,
      );
    }
    const blocked = await c.post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Fresh-Pass-4321' },
      cookie,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    const deletion = await c.post('/api/account/delete', { password: PASSWORD }, cookie);
    expect(deletion.statusCode).toBe(429);
    expect((await c.get('/api/me', cookie)).statusCode).toBe(200);
    expect((await auditOf(t, userId)).filter((a) => a.action === 'auth.reauth_failed')).toHaveLength(5);
  });

  it('offers no e-mail change (the e-mail is read-only in Settings)', async () => {
    const { cookie } = await t.signUp();
    const res = await client(t).post('/api/auth/change-email', { newEmail: 'new@example.com' }, cookie);
    expect(res.statusCode).not.toBe(200);
  });
});

describe('sign-in audit', () => {
  it('records failed sign-ins on the account (no password, no e-mail for unknown accounts)', async () => {
    const { userId, email } = await t.signUp();
    const bad = await signIn(t, email, 'Definitely-Wrong-1');
    expect(bad.res.statusCode).toBe(401);
    await signIn(t, 'nobody-here@example.com', 'Whatever-Pass-1');
    const entries = await auditOf(t, userId);
    const failed = entries.find((a) => a.action === 'auth.sign_in_failed');
    expect(failed).toBeTruthy();
    expect(failed!.details).toMatchObject({ reason: 'INVALID_EMAIL_OR_PASSWORD', knownAccount: true });
    expect(failed!.ip).toBeTruthy();
    expect(JSON.stringify(failed)).not.toContain('Definitely-Wrong-1');
    const all = JSON.stringify(await t.ctx.database.db.select().from(auditLog));
    expect(all).not.toContain('nobody-here@example.com');
    expect(all).not.toContain('Whatever-Pass-1');
  });
});

describe('active sessions', () => {
  it('lists sessions with device, place and last seen — never tokens — and signs out one or all', async () => {
    const { cookie, email } = await t.signUp();
    const c = client(t);
    const second = await signIn(t, email);
    const list = await c.get('/api/account/sessions', cookie);
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json() as { sessions: Record<string, unknown>[] };
    expect(sessions).toHaveLength(2);
    expect(sessions[0].current).toBe(true);
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({
      device: 'Chrome on Linux',
      place: 'This computer (127.0.0.1)',
      ipAddress: '127.0.0.1',
    });
    expect(typeof other.lastSeenAt).toBe('string');
    expect(list.body).not.toMatch(/token/i);

    // Someone else's session id is simply not found.
    const stranger = await t.signUp();
    expect((await c.del(`/api/account/sessions/${other.id}`, stranger.cookie)).statusCode).toBe(404);

    expect((await c.del(`/api/account/sessions/${other.id}`, cookie)).statusCode).toBe(204);
    expect((await c.get('/api/me', second.cookie)).statusCode).toBe(401);
    expect((await c.get('/api/me', cookie)).statusCode).toBe(200);

    const third = await signIn(t, email);
    const all = await c.post('/api/account/sessions/revoke-all', {}, cookie);
    expect(all.statusCode).toBe(200);
    expect(all.json().ended).toBe(2);
    expect((await c.get('/api/me', third.cookie)).statusCode).toBe(401);
    expect((await c.get('/api/me', cookie)).statusCode).toBe(401);
  });

  it('can keep the current session when signing out the others', async () => {
    const { cookie, email } = await t.signUp();
    const c = client(t);
    const second = await signIn(t, email);
    const res = await c.post('/api/account/sessions/revoke-all', { keepCurrent: true }, cookie);
    expect(res.json().ended).toBe(1);
    expect((await c.get('/api/me', second.cookie)).statusCode).toBe(401);
    expect((await c.get('/api/me', cookie)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await client(t).get('/api/account/sessions')).statusCode).toBe(401);
    expect((await client(t).get('/api/account/security')).statusCode).toBe(401);
  });
});
