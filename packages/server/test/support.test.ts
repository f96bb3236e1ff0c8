import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { makeAdmin } from './support/account-helpers.ts';

// Rate limits on (as in production) for this file; each test posts from its own address.
let t: TestApp;
let admin: { cookie: string; userId: string; email: string };
let member: { cookie: string; userId: string; email: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
  admin = await t.signUp('inbox-admin@example.com');
  await makeAdmin(t, admin);
  member = await t.signUp('chidi@example.com');
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 10;
const nextIp = () => `203.0.113.${ipCounter++}`;

const guestMessage = {
  name: 'Ngozi Eze',
  email: 'Ngozi.Eze@Example.com',
  subject: 'Question about my statement',
  message: 'My Kuda statement has two pages missing. Can I upload a second file?',
};

function contact(payload: unknown, opts: { ip?: string; cookie?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

const adminGet = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('contact form → support inbox', () => {
  it('stores a guest message and shows it to admins', async () => {
    const res = await contact(guestMessage);
    expect(res.statusCode).toBe(201);
    const { message } = res.json();
    expect(message.status).toBe('open');

    const list = await adminGet('/api/admin/support/messages');
    expect(list.statusCode).toBe(200);
    const item = list.json().messages.find((m: { id: string }) => m.id === message.id);
    expect(item).toMatchObject({
      name: 'Ngozi Eze',
      email: 'ngozi.eze@example.com',
      subject: 'Question about my statement',
      status: 'open',
      userId: null,
    });
    expect(item.preview).toContain('Kuda statement');

    const read = await adminGet(`/api/admin/support/messages/${message.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().message.message).toBe(guestMessage.message);
  });

  it('links a signed-in person’s message to their account', async () => {
    const res = await contact({ ...guestMessage, email: member.email, subject: 'Billing' }, { cookie: member.cookie });
    expect(res.statusCode).toBe(201);
    const read = await adminGet(`/api/admin/support/messages/${res.json().message.id}`);
    expect(read.json().message.userId).toBe(member.userId);
  });

  it.each([
    [{ ...guestMessage, name: '  ' }, 'Please enter your name.'],
    [{ ...guestMessage, email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ ...guestMessage, subject: '' }, 'Please enter a subject.'],
    [{ ...guestMessage, message: undefined }, 'Please check the form and try again.'],
    [{ ...guestMessage, message: 'x'.repeat(5001) }, 'Please keep your message under 5000 characters.'],
  ])('rejects invalid input (%#)', async (payload, text) => {
    const res = await contact(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION', message: text });
  });

  it('drops honeypot submissions silently', async () => {
    const before = (await adminGet('/api/admin/support/messages')).json().total;
    const res = await contact({ ...guestMessage, subject: 'Cheap followers', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.id).toMatch(/^[0-9a-f-]{36}$/);
    const after = (await adminGet('/api/admin/support/messages')).json().total;
    expect(after).toBe(before);
  });

  it('limits each address to 5 messages an hour', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await contact({ ...guestMessage, subject: `Try ${i}` }, { ip })).statusCode).toBe(201);
    const blocked = await contact(guestMessage, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    expect((await contact(guestMessage)).statusCode).toBe(201);
  });
});

describe('support inbox (admin API)', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/support/messages' })).statusCode).toBe(401);
    expect((await adminGet('/api/admin/support/messages', member.cookie)).statusCode).toBe(403);
    const id = (await contact(guestMessage)).json().message.id;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/messages/${id}/reply`,
      headers: { cookie: member.cookie },
      payload: { reply: 'hi' },
    });
    expect(reply.statusCode).toBe(403);
  });

  it('answers a message by e-mail, once', async () => {
    const email = 'tunde.bakare@example.com';
    const id = (await contact({ ...guestMessage, email, subject: 'Refund?' })).json().message.id;
    const answer = 'Hello again.\n\nYes: a failed analysis is refunded automatically.';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/messages/${id}/reply`,
      headers: { cookie: admin.cookie },
      payload: { reply: answer },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({ status: 'answered', reply: answer, repliedBy: admin.userId });

    const [mail] = await t.outbox(email);
    expect(mail.subject).toBe('Re: Refund?');
    expect(mail.text).toContain('Hello Ngozi Eze,');
    expect(mail.text).toContain('a failed analysis is refunded automatically');

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/messages/${id}/reply`,
      headers: { cookie: admin.cookie },
      payload: { reply: 'Second answer' },
    });
    expect(again.statusCode).toBe(409);

    const open = (await adminGet('/api/admin/support/messages?status=open')).json();
    expect(open.messages.some((m: { id: string }) => m.id === id)).toBe(false);
    const answered = (await adminGet('/api/admin/support/messages?status=answered')).json();
    expect(answered.messages.some((m: { id: string }) => m.id === id)).toBe(true);
    expect(answered.counts.answered).toBeGreaterThanOrEqual(1);

    const [entry] = await t.ctx.database.query<{ action: string; actor_id: string }>(
      `SELECT action, actor_id FROM audit_log WHERE target = $1`,
      [id],
    );
    expect(entry).toMatchObject({ action: 'support.reply', actor_id: admin.userId });
  });

  it('answers 404 for an unknown or malformed id and 400 for an empty reply', async () => {
    expect((await adminGet('/api/admin/support/messages/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await adminGet('/api/admin/support/messages/nope')).statusCode).toBe(404);
    const id = (await contact(guestMessage)).json().message.id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/support/messages/${id}/reply`,
      headers: { cookie: admin.cookie },
      payload: { reply: '   ' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('pages the list, newest first', async () => {
    const page = (await adminGet('/api/admin/support/messages?limit=2&offset=0')).json();
    expect(page.messages).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(Date.parse(page.messages[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(page.messages[1].createdAt));
    const next = (await adminGet('/api/admin/support/messages?limit=2&offset=2')).json();
    expect(next.messages[0].id).not.toBe(page.messages[0].id);
  });
});
