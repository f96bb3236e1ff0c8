import * as OTPAuth from 'otpauth';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'Correct-Horse-42';

/** Merges Set-Cookie answers into a Cookie header (deleting expired ones), like a browser would. */
export function mergeCookies(cookie: string, setCookie: string | string[] | undefined): string {
  const jar = new Map<string, string>();
  for (const part of cookie
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const i = part.indexOf('=');
    jar.set(part.slice(0, i), part.slice(i + 1));
  }
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const c of list) {
    const [pair, ...attrs] = c.split(';');
    const i = pair.indexOf('=');
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1);
    const expired = attrs.some((a) => /^\s*max-age=0\b/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
}

export function client(t: TestApp) {
  const origin = t.config.appUrl;
  return {
    async post(url: string, payload: unknown, cookie = '') {
      return t.app.inject({
        method: 'POST',
        url,
        headers: { origin, cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
        payload: payload as object,
      });
    },
    async get(url: string, cookie = '') {
      return t.app.inject({ method: 'GET', url, headers: { origin, cookie } });
    },
    async put(url: string, payload: unknown, cookie = '') {
      return t.app.inject({ method: 'PUT', url, headers: { origin, cookie }, payload: payload as object });
    },
    async del(url: string, cookie = '') {
      return t.app.inject({ method: 'DELETE', url, headers: { origin, cookie } });
    },
  };
}

export function totpFromUri(uri: string): OTPAuth.TOTP {
  const parsed = OTPAuth.URI.parse(uri);
  if (!(parsed instanceof OTPAuth.TOTP)) throw new Error('not a TOTP URI');
  return parsed;
}

/** Waits while a 30-second TOTP step is about to end (a code made now must still be in the window when checked). */
export async function awayFromStepEdge(marginMs = 3000) {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 100));
}

/** A 6-digit code that is NOT valid now (nor in the ±1 window). */
export function wrongCode(totp: OTPAuth.TOTP): string {
  const valid = new Set([-1, 0, 1].map((d) => totp.generate({ timestamp: Date.now() + d * 30_000 })));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!valid.has(c)) return c;
  }
}

/** Signs in with e-mail + password; returns the cookie header and the JSON answer. */
export async function signIn(t: TestApp, email: string, password = PASSWORD) {
  const res = await client(t).post('/api/auth/sign-in/email', { email, password });
  return { res, cookie: mergeCookies('', res.headers['set-cookie']) };
}

/** Turns two-factor on for a signed-in user; returns the new cookie, the TOTP generator and the backup codes. */
export async function enableTwoFactor(t: TestApp, cookie: string, password = PASSWORD) {
  const c = client(t);
  const enable = await c.post('/api/auth/two-factor/enable', { password }, cookie);
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  cookie = mergeCookies(cookie, enable.headers['set-cookie']);
  const totp = totpFromUri(totpURI);
  // Codes are single-use and only later steps are accepted afterwards: confirm with the previous step's code, so the
  // current and next steps stay free for the sign-ins a test makes next.
  await awayFromStepEdge();
  const verify = await c.post(
    '/api/auth/two-factor/verify-totp',
    { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
    cookie,
  );
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  cookie = mergeCookies(cookie, verify.headers['set-cookie']);
  return { cookie, totp, backupCodes, totpURI };
}

/**
 * Makes a signed-up account an administrator the way the admin area requires: the role, and two-factor sign-in on.
 * Updates `account.cookie` in place (turning two-factor on renews the session) and returns the TOTP generator.
 */
export async function makeAdmin(t: TestApp, account: { cookie: string; userId: string }) {
  await t.ctx.database.query(`UPDATE "user" SET role = 'admin' WHERE id = $1`, [account.userId]);
  const { cookie, totp } = await enableTwoFactor(t, account.cookie);
  account.cookie = cookie;
  return { totp };
}

/** Every audit row written about a user, oldest first as stored. */
export async function auditOf(t: TestApp, userId: string) {
  return t.ctx.database.db.select().from(auditLog).where(eq(auditLog.userId, userId));
}
