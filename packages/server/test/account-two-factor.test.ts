import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { twoFactor } from '../src/db/schema/index.ts';
import {
  auditOf,
  awayFromStepEdge,
  client,
  enableTwoFactor,
  mergeCookies,
  PASSWORD,
  signIn,
  totpFromUri,
  wrongCode,
} from './support/account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('two-factor sign-in (TOTP)', () => {
  it('needs the password to start, shows a real secret and 10 backup codes, stores them encrypted / hashed', async () => {
    const { cookie, userId } = await t.signUp();
    const c = client(t);
    const noPassword = await c.post('/api/auth/two-factor/enable', {}, cookie);
    expect(noPassword.statusCode).toBe(400);
    const wrong = await c.post('/api/auth/two-factor/enable', { password: 'Not-My-Password-1' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');

    const res = await c.post('/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    const { totpURI, backupCodes } = res.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/NairaLens:/);
    const totp = totpFromUri(totpURI);
    expect(totp.issuer).toBe('NairaLens');
    expect(totp.digits).toBe(6);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(backupCodes).size).toBe(10);

    const [row] = await t.ctx.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    expect(row.verified).toBe(false);
    // The TOTP secret is encrypted, not the base32 secret of the QR code.
    expect(row.secret).not.toContain(totp.secret.base32);
    expect(row.secret).not.toContain(new URL(totpURI).searchParams.get('secret'));
    // Backup codes: salted hashes only.
    const stored = JSON.parse(row.backupCodes) as string[];
    expect(stored).toHaveLength(10);
    for (const entry of stored) expect(entry).toMatch(/^s1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    for (const code of backupCodes) expect(row.backupCodes).not.toContain(code);

    // Not on until a code is confirmed.
    const me = await c.get('/api/account/security', mergeCookies(cookie, res.headers['set-cookie']));
    expect(me.json().twoFactorEnabled).toBe(false);
  });

  it('checks the 6-digit code before enabling; once on, sign-in asks for a code; a wrong code fails', async () => {
    const { cookie, userId, email } = await t.signUp();
    const c = client(t);
    const start = await c.post('/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
    const totp = totpFromUri(start.json().totpURI);
    const bad = await c.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, cookie);
    expect(bad.statusCode).toBe(401);
    expect((await c.get('/api/account/security', cookie)).json().twoFactorEnabled).toBe(false);
    await awayFromStepEdge();
    const good = await c.post(
      '/api/auth/two-factor/verify-totp',
      { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
      cookie,
    );
    expect(good.statusCode).toBe(200);
    const rotated = mergeCookies(cookie, good.headers['set-cookie']);
    const security = (await c.get('/api/account/security', rotated)).json();
    expect(security).toMatchObject({ twoFactorEnabled: true, backupCodesRemaining: 10 });
    expect((await t.outbox(email)).some((m) => m.subject === 'Two-factor sign-in is now on')).toBe(true);

    // Sign-in with the password alone gives no session, only a challenge.
    const first = await signIn(t, email);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await c.get('/api/me', first.cookie)).statusCode).toBe(401);

    const wrong = await c.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, first.cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect((await c.get('/api/me', first.cookie)).statusCode).toBe(401);

    await awayFromStepEdge();
    const right = await c.post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, first.cookie);
    expect(right.statusCode).toBe(200);
    const session = mergeCookies(first.cookie, right.headers['set-cookie']);
    expect((await c.get('/api/me', session)).statusCode).toBe(200);

    const actions = (await auditOf(t, userId)).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'auth.two_factor_setup_started',
        'auth.two_factor_enabled',
        'auth.sign_in_password_verified',
        'auth.two_factor_failed',
        'auth.sign_in',
      ]),
    );
    const signInEntry = (await auditOf(t, userId)).find(
      (a) => a.action === 'auth.sign_in' && (a.details as { secondFactor?: string })?.secondFactor === 'totp',
    );
    expect(signInEntry).toBeTruthy();
  });

  it('a TOTP code works once: the same code cannot sign in twice', async () => {
    const { cookie, email, userId } = await t.signUp();
    const c = client(t);
    const { totp } = await enableTwoFactor(t, cookie);
    await awayFromStepEdge();
    const code = totp.generate();
    const a = await signIn(t, email);
    expect((await c.post('/api/auth/two-factor/verify-totp', { code }, a.cookie)).statusCode).toBe(200);
    const b = await signIn(t, email);
    const replay = await c.post('/api/auth/two-factor/verify-totp', { code }, b.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_CODE');
    // The next step's code still works.
    const next = await c.post(
      '/api/auth/two-factor/verify-totp',
      { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
      b.cookie,
    );
    expect(next.statusCode).toBe(200);
    const failed = (await auditOf(t, userId)).filter((e) => e.action === 'auth.two_factor_failed');
    expect(failed).toHaveLength(1);
  });

  it('a backup code signs in exactly once (any case, with or without the hyphen)', async () => {
    const { cookie, email } = await t.signUp();
    const c = client(t);
    const { backupCodes } = await enableTwoFactor(t, cookie);
    const code = backupCodes[3];

    const a = await signIn(t, email);
    const used = await c.post(
      '/api/auth/two-factor/verify-backup-code',
      { code: code.toUpperCase().replace('-', '') },
      a.cookie,
    );
    expect(used.statusCode).toBe(200);
    const session = mergeCookies(a.cookie, used.headers['set-cookie']);
    expect((await c.get('/api/me', session)).statusCode).toBe(200);
    expect((await c.get('/api/account/security', session)).json().backupCodesRemaining).toBe(9);

    const b = await signIn(t, email);
    const again = await c.post('/api/auth/two-factor/verify-backup-code', { code }, b.cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_BACKUP_CODE');
    const other = await c.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[4] }, b.cookie);
    expect(other.statusCode).toBe(200);
  });

  it('limits code attempts: 5 per sign-in challenge, then a lock after 10 failures in a row', async () => {
    const { cookie, email, userId } = await t.signUp();
    const c = client(t);
    const { totp } = await enableTwoFactor(t, cookie);

    const first = await signIn(t, email);
    for (let i = 0; i < 5; i++) {
      const r = await c.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totp) }, first.cookie);
      expect(r.statusCode).toBe(401);
    }
    // The challenge is spent: even the right code is refused now.
    const sixth = await c.post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, first.cookie);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');

    const second = await signIn(t, email);
    for (let i = 0; i < 5; i++) {
      await c.post('/api/auth/two-factor/verify-backup-code', { code: 'aaaaa-bbbbb' }, second.cookie);
    }
    // 10 failures in a row: two-factor verification is locked for this account for 15 minutes.
    const third = await signIn(t, email);
    const locked = await c.post('/api/auth/two-factor/verify-totp', { code: totp.generate() }, third.cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    const [row] = await t.ctx.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('disabling needs the password; afterwards the password alone signs in', async () => {
    const { cookie, email, userId } = await t.signUp();
    const c = client(t);
    const on = await enableTwoFactor(t, cookie);
    const wrong = await c.post('/api/auth/two-factor/disable', { password: 'Wrong-Password-9' }, on.cookie);
    expect(wrong.statusCode).toBe(400);
    expect((await c.get('/api/account/security', on.cookie)).json().twoFactorEnabled).toBe(true);
    const off = await c.post('/api/auth/two-factor/disable', { password: PASSWORD }, on.cookie);
    expect(off.statusCode).toBe(200);
    const after = await signIn(t, email);
    expect(after.res.json().twoFactorRedirect).toBeUndefined();
    expect((await c.get('/api/me', after.cookie)).statusCode).toBe(200);
    expect((await t.outbox(email)).some((m) => m.subject === 'Two-factor sign-in was turned off')).toBe(true);
    expect((await auditOf(t, userId)).map((a) => a.action)).toContain('auth.two_factor_disabled');
    const [row] = await t.ctx.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    expect(row).toBeUndefined();
  });

  it('re-authenticates before showing the secret again or making new backup codes', async () => {
    const { cookie } = await t.signUp();
    const c = client(t);
    const on = await enableTwoFactor(t, cookie);
    expect(
      (await c.post('/api/auth/two-factor/get-totp-uri', { password: 'nope-nope-nope' }, on.cookie)).statusCode,
    ).toBe(400);
    expect((await c.post('/api/auth/two-factor/generate-backup-codes', {}, on.cookie)).statusCode).toBe(400);
    const fresh = await c.post('/api/auth/two-factor/generate-backup-codes', { password: PASSWORD }, on.cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().backupCodes).toHaveLength(10);
    expect((await c.get('/api/account/security', on.cookie)).json().backupCodesRemaining).toBe(10);
  });

  it('never writes codes, secrets or passwords into the audit log', async () => {
    const { cookie, userId, email } = await t.signUp();
    const { totp, backupCodes, cookie: c2 } = await enableTwoFactor(t, cookie);
    await client(t).post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Brand-New-Pass-77' },
      c2,
    );
    await signIn(t, email, 'Brand-New-Pass-77');
    const dump = JSON.stringify(await auditOf(t, userId));
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain('Brand-New-Pass-77');
    expect(dump).not.toContain(totp.secret.base32);
    for (const code of backupCodes) expect(dump).not.toContain(code);
  });
});
