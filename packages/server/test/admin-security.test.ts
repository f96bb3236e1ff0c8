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

/** Every route the server has, read from Fastify's own route tree (so a route added later is walked too). */
function allRoutes(app: TestApp['app']): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const url = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) out.push({ method, url });
  }
  return out;
}

function adminRoutes() {
  const routes = allRoutes(t.app).filter((r) => r.url.startsWith('/api/admin'));
  return routes.map((r) => ({ ...r, url: r.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000') }));
}

const call = (r: { method: string; url: string }, cookie?: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers: { origin: t.config.appUrl, ...(cookie ? { cookie } : {}) },
    ...(r.method === 'GET' ? {} : { payload: {} }),
  });

describe('admin API security', () => {
  it('finds the whole admin surface in the route tree', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    // A sample from each admin area: if the tree parser broke, the walk below would prove nothing.
    for (const expected of ['GET /api/admin/stats', 'GET /api/admin/users', 'POST /api/admin/support/messages/', 'GET /api/admin/audit.csv']) {
      expect(urls.some((u) => u.startsWith(expected))).toBe(true);
    }
    expect(urls.length).toBeGreaterThanOrEqual(15);
  });

  it('answers 401 signed out, 403 to a signed-in person, 403 TWO_FACTOR_REQUIRED to an admin without 2FA', async () => {
    const member = await t.signUp();
    const bare = await t.signUp();
    await t.ctx.database.query(`UPDATE "user" SET role = 'admin' WHERE id = $1`, [bare.userId]);
    for (const r of adminRoutes()) {
      const anon = await call(r);
      expect(anon.statusCode, `${r.method} ${r.url} signed out`).toBe(401);
      const denied = await call(r, member.cookie);
      expect(denied.statusCode, `${r.method} ${r.url} as a person`).toBe(403);
      expect(denied.json().error.code).toBe('FORBIDDEN');
      const noTwoFactor = await call(r, bare.cookie);
      expect(noTwoFactor.statusCode, `${r.method} ${r.url} as an admin without 2FA`).toBe(403);
      expect(noTwoFactor.json().error).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
      expect(noTwoFactor.json().error.message).toMatch(/two-factor/i);
    }
  });

  it('lets an admin with 2FA in, and ends an admin session 12 hours after sign-in', async () => {
    const admin = await t.signUp();
    await makeAdmin(t, admin);
    const ok = await call({ method: 'GET', url: '/api/admin/stats' }, admin.cookie);
    expect(ok.statusCode).toBe(200);
    // A person's session of the same age still works: only admin sessions are shorter.
    const person = await t.signUp();
    await t.ctx.database.query(`UPDATE session SET created_at = now() - interval '13 hours'`);
    expect((await call({ method: 'GET', url: '/api/me' }, person.cookie)).statusCode).toBe(200);
    const expired = await call({ method: 'GET', url: '/api/admin/stats' }, admin.cookie);
    expect(expired.statusCode).toBe(401);
    const [{ n }] = await t.ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM session WHERE user_id = $1`, [
      admin.userId,
    ]);
    expect(n).toBe(0);
    expect((await call({ method: 'GET', url: '/api/me' }, admin.cookie)).statusCode).toBe(401);
  });
});
