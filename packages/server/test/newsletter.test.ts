import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 10;
const subscribe = (payload: Record<string, unknown>, ip = `198.51.100.${ipCounter++}`) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', remoteAddress: ip, payload });

const row = async (email: string) =>
  (await t.ctx.database.query<{ id: string; status: string }>('SELECT id, status FROM newsletter_subscriptions WHERE email = $1', [email]))[0];

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe('newsletter', () => {
  it('stores a pending subscription and e-mails a confirmation link that confirms it', async () => {
    const email = 'amaka@example.com';
    const res = await subscribe({ email: '  Amaka@Example.com ' });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('pending');
    expect((await row(email))?.status).toBe('pending');

    const [mail] = await t.outbox(email);
    expect(mail.subject).toBe('Confirm your NairaLens newsletter subscription');
    const confirm = await t.app.inject({ method: 'GET', url: pathOf(mail.links[0]) });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/?newsletter=confirmed');
    expect((await row(email))?.status).toBe('confirmed');

    // the link is single-use
    const again = await t.app.inject({ method: 'GET', url: pathOf(mail.links[0]) });
    expect(again.headers.location).toBe('/?newsletter=invalid');

    // the welcome e-mail carries a working unsubscribe link
    const welcome = (await t.outbox(email)).find((m) => m.subject.includes("You're subscribed"))!;
    const unsub = await t.app.inject({ method: 'GET', url: pathOf(welcome.links[0]) });
    expect(unsub.headers.location).toBe('/?newsletter=unsubscribed');
    expect((await row(email))?.status).toBe('unsubscribed');
  });

  it('answers the same for a confirmed address and sends it nothing', async () => {
    const email = 'bola@example.com';
    await subscribe({ email });
    const [mail] = await t.outbox(email);
    await t.app.inject({ method: 'GET', url: pathOf(mail.links[0]) });
    const count = (await t.outbox(email)).length;
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('pending');
    expect((await t.outbox(email)).length).toBe(count);
  });

  it('does not resend a confirmation within 10 minutes', async () => {
    const email = 'emeka@example.com';
    await subscribe({ email });
    await subscribe({ email });
    expect((await t.outbox(email)).length).toBe(1);
  });

  it('rejects a bad e-mail, drops honeypot sign-ups, refuses forged links', async () => {
    const bad = await subscribe({ email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid email address.');

    const bot = await subscribe({ email: 'bot@example.com', website: 'x' });
    expect(bot.statusCode).toBe(202);
    expect(await row('bot@example.com')).toBeUndefined();

    const forgedConfirm = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=forged' });
    expect(forgedConfirm.headers.location).toBe('/?newsletter=invalid');
    const forgedUnsub = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/unsubscribe?id=00000000-0000-4000-8000-000000000000&token=abc',
    });
    expect(forgedUnsub.headers.location).toBe('/?newsletter=invalid');
  });

  it('limits sign-ups per address', async () => {
    const ip = '198.51.100.250';
    for (let i = 0; i < 5; i++) expect((await subscribe({ email: `n${i}@example.com` }, ip)).statusCode).toBe(202);
    const blocked = await subscribe({ email: 'n6@example.com' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
  });
});
