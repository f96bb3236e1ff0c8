import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '@nairalens/core/help/match-intent.ts';
import { helpTopics, type PublishedHelpAnswer } from '@nairalens/core/help/knowledge-base.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { client, makeAdmin } from './support/account-helpers.ts';

let t: TestApp;
let admin: { cookie: string; userId: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('content-admin@example.com');
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t?.close();
});

const pub = async (kind: string) => (await client(t).get(`/api/content/${kind}`)).json();
const draft = (kind: string, content: unknown) =>
  client(t).put(`/api/admin/cms/${kind}/draft`, { content }, admin.cookie);
const publish = (kind: string) => client(t).post(`/api/admin/cms/${kind}/publish`, {}, admin.cookie);

describe('the help assistant’s answers from Content Management', () => {
  it('publishes an added and a replaced answer that the assistant then gives, and restores the built-in one', async () => {
    expect(await pub('help-answers')).toMatchObject({ content: [], publishedAt: null });
    // A new answer needs keywords; keywords are lowercase; links stay on this site.
    expect(
      (
        await draft('help-answers', [
          { id: 'easter', title: 'Easter hours', answer: 'Closed on Easter Monday.', keywords: {} },
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await draft('help-answers', [
          { id: 'easter', title: 'Easter hours', answer: 'Closed on Easter Monday.', keywords: { Easter: 3 } },
        ])
      ).statusCode,
    ).toBe(400);
    const offsite = {
      id: 'easter',
      title: 'Easter hours',
      answer: 'Closed on Easter Monday.',
      keywords: { easter: 3 },
      link: { label: 'Elsewhere', to: 'https://evil.example' },
    };
    expect((await draft('help-answers', [offsite])).statusCode).toBe(400);

    const answers = [
      {
        id: 'easter',
        title: 'Easter hours',
        answer: 'Support is closed on Easter Monday; we reply on Tuesday.',
        keywords: { easter: 3 },
      },
      {
        id: 'contact',
        title: 'Contact support',
        answer: 'Write to us from the contact form; we now reply within 12 hours.',
        keywords: {},
        link: { label: 'Contact us', to: '/contact' },
      },
    ];
    expect((await draft('help-answers', answers)).statusCode).toBe(200);
    expect((await pub('help-answers')).content).toEqual([]); // a draft is not public
    expect((await publish('help-answers')).statusCode).toBe(200);

    const first = await pub('help-answers');
    const topics = helpTopics({ published: first.content as PublishedHelpAnswer[] });
    expect(answerQuestion('Are you open at Easter?', topics).text).toBe(
      'Support is closed on Easter Monday; we reply on Tuesday.',
    );
    expect(answerQuestion('How do I contact support?', topics)).toMatchObject({
      topicId: 'contact',
      text: 'Write to us from the contact form; we now reply within 12 hours.',
    });

    // Retire the replaced answer in a second version, then put the first back from the history.
    expect((await draft('help-answers', [{ ...answers[0]!, enabled: false }])).statusCode).toBe(200);
    expect((await publish('help-answers')).statusCode).toBe(200);
    const second = helpTopics({ published: (await pub('help-answers')).content });
    expect(answerQuestion('Are you open at Easter?', second).topicId).toBeNull();
    expect(answerQuestion('How do I contact support?', second).text).not.toContain('12 hours');
    const view = (await client(t).get('/api/admin/cms/help-answers', admin.cookie)).json();
    const restored = await client(t).post(
      `/api/admin/cms/help-answers/revisions/${view.history[0].id}/restore`,
      {},
      admin.cookie,
    );
    expect(restored.statusCode).toBe(200);
    expect((await pub('help-answers')).content).toEqual(first.content);
    const audit = (await client(t).get('/api/admin/audit?action=cms.', admin.cookie)).json().entries;
    expect(audit.map((e: { action: string; target: string }) => [e.action, e.target.split(':')[0]])).toEqual([
      ['cms.restore', 'help-answers'],
      ['cms.publish', 'help-answers'],
      ['cms.publish', 'help-answers'],
    ]);
  });
});

describe('landing testimonials from Content Management', () => {
  it('shows the built-in ones until others are published, and an empty list hides them', async () => {
    const before = await pub('testimonials');
    expect(before.content.length).toBe(3);
    expect((await draft('testimonials', [{ quote: 'Short', name: 'A', role: '' }])).statusCode).toBe(400);
    const mine = [
      { quote: 'It showed me where my salary goes every month.', name: 'Chinedu E.', role: 'Teacher, Enugu' },
    ];
    expect((await draft('testimonials', mine)).statusCode).toBe(200);
    expect((await publish('testimonials')).statusCode).toBe(200);
    expect((await pub('testimonials')).content).toEqual(mine);
    expect((await draft('testimonials', [])).statusCode).toBe(200);
    expect((await publish('testimonials')).statusCode).toBe(200);
    expect((await pub('testimonials')).content).toEqual([]);
    // Someone who is not an admin cannot edit them.
    const person = await t.signUp();
    expect(
      (await client(t).put('/api/admin/cms/testimonials/draft', { content: mine }, person.cookie)).statusCode,
    ).toBe(403);
  });
});

describe('product updates (announcements)', () => {
  it('previews the e-mail with its audience, publishes it to those who want it only, audited', async () => {
    const wants = await t.signUp();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: { cookie: wants.cookie, origin: t.config.appUrl },
      payload: { analysisCompleted: true, paymentReceipts: true, monthlyDigest: true, productUpdates: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const notWanted = await t.signUp();
    const draft = { subject: 'Goals are here', body: 'Set a goal <today>.\n\nWe track it from your statements.' };
    const preview = await client(t).post('/api/admin/announcements/preview', draft, admin.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ subject: 'Goals are here', audience: 1 });
    expect(preview.json().html).toContain('Set a goal &lt;today&gt;.');
    expect(preview.json().text).toContain('We track it from your statements.');
    expect((await client(t).post('/api/admin/announcements/preview', draft, notWanted.cookie)).statusCode).toBe(403);
    // Previewing sends nothing.
    expect((await t.outbox(wants.email)).some((m) => m.subject === draft.subject)).toBe(false);

    expect((await client(t).post('/api/admin/announcements', draft, admin.cookie)).statusCode).toBe(202);
    await expect
      .poll(async () => (await t.outbox(wants.email)).some((m) => m.subject === draft.subject), { timeout: 20_000 })
      .toBe(true);
    expect((await t.outbox(notWanted.email)).some((m) => m.subject === draft.subject)).toBe(false);
    const list = (await client(t).get('/api/admin/announcements', admin.cookie)).json();
    expect(list).toMatchObject({ audience: 1, announcements: [{ subject: 'Goals are here', body: draft.body }] });
    const entry = (await client(t).get('/api/admin/audit?action=announcement.', admin.cookie)).json().entries[0];
    expect(entry).toMatchObject({
      action: 'announcement.published',
      actorId: admin.userId,
      details: { subject: 'Goals are here' },
    });
  });
});
