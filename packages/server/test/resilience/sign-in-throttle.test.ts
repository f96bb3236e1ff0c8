import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { delayAfter, FREE_FAILURES } from '../../src/modules/account/sign-in-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(async () => t?.close());

const attempt = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: t.config.appUrl },
    payload: { email, password },
    remoteAddress,
  });

describe('per-account sign-in throttling', () => {
  it('grows the wait with each failure, capped', () => {
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(30_000);
    expect(delayAfter(FREE_FAILURES + 1)).toBe(60_000);
    expect(delayAfter(FREE_FAILURES + 20)).toBe(15 * 60_000);
  });

  it('stops 50 guesses from 5 addresses after the free allowance and e-mails the owner once', async () => {
    const { email } = await t.signUp('guessed.account@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await attempt(email, `Wrong-Guess-${i}-x`, `198.51.100.${i % 5}`)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES);
    expect(statuses.slice(FREE_FAILURES).every((s) => s === 429)).toBe(true);
    const mails = (await t.outbox(email)).filter((m) => m.subject.includes('paused'));
    expect(mails).toHaveLength(1);
    // The right password is refused too while the wait lasts: a guesser cannot tell it was right.
    const right = await attempt(email, 'Correct-Horse-42', '198.51.100.9');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/wait \d+ minute/);
  });

  it('throttles an unknown address the same way, without e-mailing anyone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++) statuses.push((await attempt('ghost@example.com', `Nope-${i}-abcdef`, `192.0.2.${i}`)).statusCode);
    expect(statuses.slice(0, FREE_FAILURES).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(FREE_FAILURES)).toEqual([429, 429]);
  });

  it('a correct password clears earlier failures', async () => {
    const { email } = await t.signUp('forgetful@example.com');
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect((await attempt(email, `Wrong-${i}-abcdef`, '192.0.2.50')).statusCode).toBe(401);
    expect((await attempt(email, 'Correct-Horse-42', '192.0.2.50')).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES - 1; i++) expect((await attempt(email, `Wrong-${i}-again`, '192.0.2.51')).statusCode).toBe(401);
  });
});
