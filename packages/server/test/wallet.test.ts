import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@nairalens/core/tokens/buckets.ts';
import { productQuote } from '@nairalens/core/tokens/pricing.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { makeAdmin } from './support/account-helpers.ts';
import { refundSpend, spendTokens, walletBalance } from '../src/modules/wallet/ledger-service.ts';
import { runDailyGrants, runExpirySweep } from '../src/modules/wallet/jobs.ts';
import { renewDueSubscriptions } from '../src/modules/wallet/payments.ts';
import { gatewayKind, paystackSignature, verifyPaystackSignature } from '../src/modules/wallet/gateway.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: t.config.appUrl },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Checkout through the built-in test provider and press a button; returns where the person lands. */
async function buy(
  cookie: string,
  kind: 'bundle' | 'plan',
  id: string,
  outcome: 'succeed' | 'fail' | 'cancel' = 'succeed',
) {
  const checkout = await post('/api/wallet/checkout', cookie, { kind, id });
  expect(checkout.statusCode).toBe(200);
  const { reference, authorizationUrl, quote } = checkout.json();
  const page = await t.app.inject({ method: 'GET', url: new URL(authorizationUrl).pathname });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('TEST MODE');
  const pressed = await t.app.inject({ method: 'POST', url: `/api/wallet/test-checkout/${reference}/${outcome}` });
  expect(pressed.statusCode).toBe(303);
  const back = await t.app.inject({ method: 'GET', url: pressed.headers.location as string, headers: { cookie } });
  expect(back.statusCode).toBe(302);
  return { reference, quote, landing: back.headers.location as string };
}

describe('wallet', () => {
  it('gives a new account its free trial token and shows balances per bucket', async () => {
    const a = await t.signUp();
    const res = await get('/api/wallet/balance', a.cookie);
    expect(res.json()).toMatchObject({ totalBalance: 1, balances: [{ bucket: 'GRANT', balance: 1, expiresAt: null }] });
  });

  it('quotes bundles and plans with the processing fee before payment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet/catalog' });
    const body = res.json();
    expect(body.testMode).toBe(true);
    expect(body.bundles.map((b: { tokens: number; priceKobo: number }) => [b.tokens, b.priceKobo])).toEqual([
      [1, 75_000],
      [10, 700_000],
      [25, 1_625_000],
    ]);
    expect(body.bundles[1].feeKobo).toBe(productQuote({ kind: 'bundle', id: 'tokens_10' }).feeKobo);
  });

  it('buys a bundle through the test provider: balance, activity, receipt; a replayed return credits once', async () => {
    const a = await t.signUp();
    const { reference, quote, landing } = await buy(a.cookie, 'bundle', 'tokens_10');
    expect(landing).toBe(`/app/wallet?payment=success&reference=${reference}`);
    expect(quote.totalKobo).toBe(720_813);
    expect((await get('/api/wallet/balance', a.cookie)).json().totalBalance).toBe(11);
    // The return address again (a refresh): nothing more.
    await t.app.inject({ method: 'GET', url: `/api/wallet/payments/callback?reference=${reference}` });
    expect((await get('/api/wallet/balance', a.cookie)).json().totalBalance).toBe(11);
    const activity = (await get('/api/wallet/transactions', a.cookie)).json();
    expect(activity.transactions[0]).toMatchObject({
      type: 'purchase',
      delta: 10,
      bucket: 'PURCHASED',
      direction: 'credit',
    });
    const mails = await t.outbox(a.email);
    expect(mails.some((m) => m.subject === 'Your NairaLens receipt' && m.text.includes('₦7,208.13'))).toBe(true);
    expect((await get(`/api/wallet/payments/${reference}`, a.cookie)).json().payment.status).toBe('success');
  });

  it('a failed or cancelled payment credits nothing', async () => {
    const a = await t.signUp();
    const failed = await buy(a.cookie, 'bundle', 'tokens_25', 'fail');
    expect(failed.landing).toContain('payment=failed');
    const cancelled = await buy(a.cookie, 'bundle', 'tokens_1', 'cancel');
    expect(cancelled.landing).toContain('payment=cancelled');
    expect((await get('/api/wallet/balance', a.cookie)).json().totalBalance).toBe(1);
    // A settled test payment cannot be pressed again.
    const again = await t.app.inject({ method: 'POST', url: `/api/wallet/test-checkout/${failed.reference}/succeed` });
    expect(again.statusCode).toBe(404);
  });

  it('respects the receipts preference', async () => {
    const a = await t.signUp();
    await t.ctx.database.query('UPDATE profiles SET email_payment_receipts = false WHERE user_id = $1', [a.userId]);
    await buy(a.cookie, 'bundle', 'tokens_1');
    expect((await t.outbox(a.email)).some((m) => m.subject === 'Your NairaLens receipt')).toBe(false);
  });

  it('spends idempotently, refuses to go below zero, and refunds to the same lots', async () => {
    const a = await t.signUp();
    const db = t.ctx.database.db;
    const first = await db.transaction((tx) =>
      spendTokens(tx, { userId: a.userId, amount: 1, idempotencyKey: 'up-1', reason: 'statement', analysisId: null }),
    );
    expect(first).toMatchObject({ replayed: false, balance: 0 });
    const replay = await db.transaction((tx) =>
      spendTokens(tx, { userId: a.userId, amount: 1, idempotencyKey: 'up-1', reason: 'statement', analysisId: null }),
    );
    expect(replay.replayed).toBe(true);
    await expect(
      db.transaction((tx) =>
        spendTokens(tx, { userId: a.userId, amount: 2, idempotencyKey: 'up-2', reason: 'statement', analysisId: null }),
      ),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_TOKENS',
      message: 'Insufficient tokens. You need 2 tokens but only have 0.',
    });
    const refund = await db.transaction((tx) =>
      refundSpend(tx, { userId: a.userId, spendKey: 'up-1', idempotencyKey: 'up-1:refund' }),
    );
    expect(refund.refunded).toBe(1);
    const again = await db.transaction((tx) =>
      refundSpend(tx, { userId: a.userId, spendKey: 'up-1', idempotencyKey: 'up-1:refund' }),
    );
    expect(again.refunded).toBe(0);
    expect(await walletBalance(db, a.userId)).toMatchObject({
      totalBalance: 1,
      balances: [{ bucket: 'GRANT', balance: 1 }],
    });
    const activity = (await get('/api/wallet/transactions', a.cookie)).json().transactions;
    expect(activity.map((x: { type: string; status: string }) => [x.type, x.status])).toEqual([
      ['refund', 'completed'],
      ['statement', 'refunded'],
      ['grant', 'completed'],
    ]);
    const [{ tokens_balance }] = await t.ctx.database.query<{ tokens_balance: number }>(
      'SELECT tokens_balance FROM profiles WHERE user_id = $1',
      [a.userId],
    );
    expect(tokens_balance).toBe(1);
  });

  it('filters activity and pages past the last 10', async () => {
    const a = await t.signUp();
    const admin = await t.signUp();
    await makeAdmin(t, admin);
    for (let i = 0; i < 12; i++) {
      const r = await post(`/api/admin/wallet/${a.userId}/grant`, admin.cookie, { amount: 1, reason: `Goodwill ${i}` });
      expect(r.statusCode).toBe(200);
    }
    await buy(a.cookie, 'bundle', 'tokens_1');
    const page1 = (await get('/api/wallet/transactions', a.cookie)).json();
    expect(page1.transactions).toHaveLength(10);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (await get(`/api/wallet/transactions?cursor=${page1.nextCursor}`, a.cookie)).json();
    expect(page2.transactions).toHaveLength(4); // 12 grants + sign-up grant + purchase = 14
    expect(page2.nextCursor).toBeNull();
    const purchases = (await get('/api/wallet/transactions?type=purchase&period=7', a.cookie)).json();
    expect(purchases.transactions).toHaveLength(1);
    const grants = (await get('/api/wallet/transactions?type=grant&period=30', a.cookie)).json();
    expect(grants.transactions).toHaveLength(10);
    expect((await get('/api/wallet/transactions?type=refund', a.cookie)).json().transactions).toHaveLength(0);
  });

  it('lets only admins grant and revoke, with a reason, audited', async () => {
    const a = await t.signUp();
    const admin = await t.signUp();
    expect(
      (await post(`/api/admin/wallet/${a.userId}/grant`, a.cookie, { amount: 5, reason: 'Nice try' })).statusCode,
    ).toBe(403);
    await makeAdmin(t, admin);
    expect((await post(`/api/admin/wallet/${a.userId}/grant`, admin.cookie, { amount: 5 })).statusCode).toBe(400);
    const grant = await post(`/api/admin/wallet/${a.userId}/grant`, admin.cookie, {
      amount: 5,
      reason: 'Compensation for outage',
      idempotencyKey: 'ticket-1234',
    });
    expect(grant.json()).toMatchObject({ balance: 6, replayed: false });
    const replay = await post(`/api/admin/wallet/${a.userId}/grant`, admin.cookie, {
      amount: 5,
      reason: 'Compensation for outage',
      idempotencyKey: 'ticket-1234',
    });
    expect(replay.json()).toMatchObject({ balance: 6, replayed: true });
    expect(
      (await post(`/api/admin/wallet/${a.userId}/revoke`, admin.cookie, { amount: 7, reason: 'Too many' })).statusCode,
    ).toBe(402);
    const revoke = await post(`/api/admin/wallet/${a.userId}/revoke`, admin.cookie, {
      amount: 2,
      reason: 'Duplicate compensation',
    });
    expect(revoke.json().balance).toBe(4);
    const audits = await t.ctx.database.query<{ action: string; actor_id: string; details: { reason: string } }>(
      `SELECT action, actor_id, details FROM audit_log WHERE user_id = $1 AND action LIKE 'wallet.%' ORDER BY created_at`,
      [a.userId],
    );
    expect(audits.map((x) => [x.action, x.actor_id, x.details.reason])).toEqual([
      ['wallet.grant', admin.userId, 'Compensation for outage'],
      ['wallet.revoke', admin.userId, 'Duplicate compensation'],
    ]);
  });
});

describe('referrals', () => {
  it('gives the friend a 7-day trial token and pays the referrer once, after the first purchase', async () => {
    const referrer = await t.signUp('ada.obi@example.com');
    const overview = (await get('/api/wallet/referrals', referrer.cookie)).json();
    expect(overview.code).toMatch(/^adaobi-[a-z2-9]{5}$/);
    expect(overview.link).toBe(`${t.config.appUrl}/auth?mode=signup&ref=${overview.code}`);

    const friend = await t.signUp(undefined, { referralCodeUsed: overview.code });
    const friendBalance = (await get('/api/wallet/balance', friend.cookie)).json();
    expect(friendBalance.balances).toHaveLength(1);
    expect(friendBalance.balances[0]).toMatchObject({ bucket: 'REFERRAL_TRIAL', balance: 1 });
    expect(Date.parse(friendBalance.balances[0].expiresAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect((await get('/api/wallet/referrals', referrer.cookie)).json().referrals).toMatchObject([
      { status: 'signed_up', label: 'Pending' },
    ]);

    await buy(friend.cookie, 'bundle', 'tokens_1');
    await buy(friend.cookie, 'bundle', 'tokens_1');
    const after = (await get('/api/wallet/balance', referrer.cookie)).json();
    expect(after.totalBalance).toBe(2);
    expect(after.balances.find((b: { bucket: string }) => b.bucket === 'REFERRAL')).toMatchObject({ balance: 1 });
    const refs = (await get('/api/wallet/referrals', referrer.cookie)).json();
    expect(refs).toMatchObject({ qualifiedCount: 1, referrals: [{ status: 'qualified', label: '1 Token Earned' }] });
  });

  it('an unknown code falls back to the free trial grant', async () => {
    const friend = await t.signUp(undefined, { referralCodeUsed: 'nobody-abcde' });
    expect((await get('/api/wallet/balance', friend.cookie)).json().balances[0].bucket).toBe('GRANT');
  });
});

describe('plans and lifecycle jobs', () => {
  it('subscribes, grants daily tokens once a day, renews with rollover, and expires', async () => {
    const a = await t.signUp();
    await buy(a.cookie, 'plan', 'pro_lite');
    const sub = (await get('/api/wallet/subscription', a.cookie)).json();
    expect(sub.plan.name).toBe('Pro Lite');
    const balance = (await get('/api/wallet/balance', a.cookie)).json();
    expect(balance.balances.map((b: { bucket: string; balance: number }) => [b.bucket, b.balance])).toEqual([
      ['GRANT', 1],
      ['DAILY', 3],
      ['SUBSCRIPTION', 20],
    ]);
    const [{ current_period_end }] = await t.ctx.database.query<{ current_period_end: Date }>(
      'SELECT current_period_end FROM subscriptions WHERE user_id = $1',
      [a.userId],
    );
    const tomorrow = Date.now() + DAY_MS;
    expect((await runDailyGrants(t.ctx, tomorrow)).granted).toBeGreaterThanOrEqual(1);
    await runDailyGrants(t.ctx, tomorrow + 60_000); // same Lagos day: a replay
    const db = t.ctx.database.db;
    expect(
      (await walletBalance(db, a.userId, tomorrow + 120_000)).balances.find((b) => b.bucket === 'DAILY')?.balance,
    ).toBe(3);
    // Spend 5 of the 20 subscription tokens (after the 1 grant and 3 daily), then renew at the end of the period.
    await db.transaction((tx) =>
      spendTokens(tx, {
        userId: a.userId,
        amount: 9,
        idempotencyKey: 'big',
        reason: 'statement',
        analysisId: null,
        now: tomorrow + 200_000,
      }),
    );
    const renewAt = new Date(current_period_end).getTime() + 1000;
    const r1 = await renewDueSubscriptions(t.ctx, renewAt);
    expect(r1.renewed).toBeGreaterThanOrEqual(1);
    await renewDueSubscriptions(t.ctx, renewAt + 1000); // idempotent
    const renewed = await walletBalance(db, a.userId, renewAt + 2000);
    expect(renewed.balances.map((b) => [b.bucket, b.balance])).toEqual([
      ['SUBSCRIPTION', 20],
      ['ROLLOVER', 15],
    ]);
    // Cancel: the plan runs to the end of the period, then expires.
    expect((await post('/api/wallet/subscription/cancel', a.cookie)).statusCode).toBe(200);
    const [{ current_period_end: end2 }] = await t.ctx.database.query<{ current_period_end: Date }>(
      'SELECT current_period_end FROM subscriptions WHERE user_id = $1',
      [a.userId],
    );
    await renewDueSubscriptions(t.ctx, new Date(end2).getTime() + 1000);
    expect((await get('/api/wallet/subscription', a.cookie)).json().plan.name).toBe('Free Plan');
    // Rolled-over tokens expire at the end of the following period; the sweep is idempotent.
    const later = new Date(end2).getTime() + 2000;
    const sweep = await runExpirySweep(t.ctx, later);
    expect(sweep.expired).toBeGreaterThanOrEqual(15);
    expect((await runExpirySweep(t.ctx, later)).users).toBe(0);
    const [{ tokens_balance }] = await t.ctx.database.query<{ tokens_balance: number }>(
      'SELECT tokens_balance FROM profiles WHERE user_id = $1',
      [a.userId],
    );
    expect(tokens_balance).toBe(20);
  });
});

describe('payment partner selection and webhook signatures', () => {
  it('uses Paystack with a key, the test provider without one, and never the test provider in production', () => {
    const base = t.config;
    expect(gatewayKind({ ...base, paystack: { ...base.paystack, secretKey: 'sk_test_x' } })).toBe('paystack');
    expect(gatewayKind({ ...base, paystack: { ...base.paystack, secretKey: undefined } })).toBe('test');
    expect(
      gatewayKind({
        ...base,
        isProduction: true,
        env: 'production',
        paystack: { ...base.paystack, secretKey: undefined },
      }),
    ).toBe('none');
  });

  it('checks x-paystack-signature as hex HMAC-SHA512 of the raw body', () => {
    const raw = '{"event":"charge.success","data":{"reference":"nl_x"}}';
    const sig = paystackSignature('sk_test_abc', raw);
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyPaystackSignature('sk_test_abc', raw, sig)).toBe(true);
    expect(verifyPaystackSignature('sk_test_abc', `${raw} `, sig)).toBe(false);
    expect(verifyPaystackSignature('sk_test_abc', raw, sig.toUpperCase())).toBe(true);
    expect(verifyPaystackSignature('sk_test_abc', raw, undefined)).toBe(false);
    expect(verifyPaystackSignature('sk_test_abc', raw, 'abc')).toBe(false);
  });
});
