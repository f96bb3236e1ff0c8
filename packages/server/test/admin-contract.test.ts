import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminStatsSchema } from '@nairalens/core/api/admin-stats.ts';
import { contentRevisions } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { client, makeAdmin } from './support/account-helpers.ts';

let t: TestApp;
let admin: { cookie: string; userId: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('contract-admin@example.com');
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t?.close();
});

describe('the admin and content answers go through their shared schemas', () => {
  it('sends only the fields the contract declares, even when a stored version holds more', async () => {
    // A version written by hand (an older release, a script): the answer is shaped by core/api/content.ts.
    await t.ctx.database.db.insert(contentRevisions).values({
      id: randomUUID(),
      kind: 'testimonials',
      content: [{ quote: 'Saved me from a bad loan.', name: 'Ada', role: 'Trader, Aba', internalNote: 'paid' }],
      state: 'published',
      createdBy: admin.userId,
      publishedBy: admin.userId,
      publishedAt: new Date(),
    });
    const pub = (await client(t).get('/api/content/testimonials')).json();
    expect(pub.content).toEqual([{ quote: 'Saved me from a bad loan.', name: 'Ada', role: 'Trader, Aba' }]);
    const view = (await client(t).get('/api/admin/cms/testimonials', admin.cookie)).json();
    expect(view.kind).toBe('testimonials');
    expect(view.published.content[0]).not.toHaveProperty('internalNote');
  });

  it('answers an unknown kind with 404, publicly and for admins', async () => {
    expect((await client(t).get('/api/content/recipes')).statusCode).toBe(404);
    expect((await client(t).get('/api/admin/cms/recipes', admin.cookie)).statusCode).toBe(404);
    expect((await client(t).post('/api/admin/cms/recipes/publish', {}, admin.cookie)).statusCode).toBe(404);
    // A known kind with a path it does not have is no route either.
    expect((await client(t).get('/api/admin/cms/faq/drafts', admin.cookie)).statusCode).toBe(404);
  });

  it('refuses a site banner switched on without text, as the editor does', async () => {
    const put = (content: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/cms/announcement/draft',
        headers: { origin: t.config.appUrl, cookie: admin.cookie },
        payload: { content },
      });
    const empty = await put({ active: true, text: '  ', tone: 'info' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Write the announcement before turning it on.');
    const saved = await put({ active: true, text: 'Maintenance tonight' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      state: 'draft',
      content: { active: true, text: 'Maintenance tonight', tone: 'info' },
    });
  });

  it('answers the dashboard figures with exactly the four the web reads', async () => {
    const stats = (await client(t).get('/api/admin/stats', admin.cookie)).json();
    expect(Object.keys(stats).sort()).toEqual(Object.keys(adminStatsSchema.shape).sort());
    expect(adminStatsSchema.safeParse(stats).success).toBe(true);
  });
});
