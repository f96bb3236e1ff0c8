import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { paystackSignature } from '../src/modules/wallet/gateway.ts';

/**
 * A local HTTP server speaking Paystack's documented API (transaction/initialize, transaction/verify/:reference,
 * transaction/charge_authorization; Bearer secret key; amounts in kobo) and signing webhooks as Paystack does
 * (x-paystack-signature = hex HMAC-SHA512 of the raw body with the secret key).
 */
const SECRET = 'sk_test_wallet_integration_0123456789';

interface FakeTx {
  reference: string;
  amount: number;
  email: string;
  currency: string;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  paidAmount?: number;
}

class FakePaystack {
  server: Server;
  url = '';
  transactions = new Map<string, FakeTx>();
  requests: string[] = [];
  declineCharges = false;
  constructor() {
    this.server = createServer(async (req, res) => {
      const body = await read(req);
      this.requests.push(`${req.method} ${req.url}`);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${SECRET}`) return send(401, { status: false, message: 'Invalid key' });
      if (req.method === 'POST' && req.url === '/transaction/initialize') {
        const p = JSON.parse(body);
        if (!Number.isInteger(p.amount) || !p.email || !p.reference)
          return send(400, { status: false, message: 'Invalid params' });
        this.transactions.set(p.reference, {
          reference: p.reference,
          amount: p.amount,
          email: p.email,
          currency: p.currency ?? 'NGN',
          status: 'pending',
        });
        return send(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${p.reference}`,
            access_code: `ac_${p.reference}`,
            reference: p.reference,
          },
        });
      }
      const verify = req.url?.match(/^\/transaction\/verify\/(.+)$/);
      if (req.method === 'GET' && verify) {
        const tx = this.transactions.get(decodeURIComponent(verify[1]));
        if (!tx) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, { status: true, message: 'Verification successful', data: this.data(tx) });
      }
      if (req.method === 'POST' && req.url === '/transaction/charge_authorization') {
        const p = JSON.parse(body);
        const tx: FakeTx = {
          reference: p.reference,
          amount: p.amount,
          email: p.email,
          currency: 'NGN',
          status: this.declineCharges ? 'failed' : 'success',
        };
        this.transactions.set(p.reference, tx);
        return send(200, { status: true, message: 'Charge attempted', data: this.data(tx) });
      }
      send(404, { status: false, message: 'Not found' });
    });
  }
  data(tx: FakeTx) {
    return {
      id: 1000 + this.transactions.size,
      status: tx.status,
      reference: tx.reference,
      amount: tx.paidAmount ?? tx.amount,
      currency: tx.currency,
      paid_at: new Date().toISOString(),
      channel: 'card',
      customer: { email: tx.email, customer_code: 'CUS_test' },
      authorization: { authorization_code: 'AUTH_test_reusable', reusable: true, card_type: 'visa', last4: '4081' },
    };
  }
  /** The customer pays on Paystack's page; Paystack then signs and sends the webhook. */
  pay(reference: string, outcome: FakeTx['status'] = 'success', paidAmount?: number) {
    const tx = this.transactions.get(reference)!;
    tx.status = outcome;
    tx.paidAmount = paidAmount;
    const raw = JSON.stringify({
      event: outcome === 'success' ? 'charge.success' : 'charge.failed',
      data: this.data(tx),
    });
    return { raw, signature: paystackSignature(SECRET, raw) };
  }
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let s = '';
    req.on('data', (c) => (s += c));
    req.on('end', () => resolve(s));
  });
}

let t: TestApp;
const paystack = new FakePaystack();
beforeAll(async () => {
  await paystack.start();
  t = await createTestApp({ WORKERS: 'off', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url });
});
afterAll(async () => {
  await t?.close();
  paystack.server.close();
});

const webhook = (raw: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wallet/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: raw,
  });
const balance = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: { cookie } })).json().totalBalance;
async function checkout(cookie: string, kind: string, id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wallet/checkout',
    headers: { cookie, origin: t.config.appUrl },
    payload: { kind, id },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { reference: string; authorizationUrl: string; quote: { totalKobo: number } };
}

describe('Paystack', () => {
  it('initialises with the amount in kobo and our reference, and credits once on a signed webhook', async () => {
    const a = await t.signUp();
    const c = await checkout(a.cookie, 'bundle', 'tokens_25');
    expect(c.authorizationUrl).toBe(`https://checkout.paystack.com/${c.reference}`);
    expect(paystack.transactions.get(c.reference)).toMatchObject({
      amount: c.quote.totalKobo,
      email: a.email,
      currency: 'NGN',
    });
    // The test provider does not exist when Paystack is configured.
    expect((await t.app.inject({ method: 'GET', url: `/api/wallet/test-checkout/${c.reference}` })).statusCode).toBe(
      404,
    );

    const { raw, signature } = paystack.pay(c.reference);
    expect((await webhook(raw, signature)).statusCode).toBe(200);
    expect(await balance(a.cookie)).toBe(26);
    // Paystack retries webhooks: the same event again, and the person's return to the callback, credit nothing more.
    expect((await webhook(raw, signature)).statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/payments/callback?trxref=${c.reference}&reference=${c.reference}`,
    });
    expect(back.headers.location).toBe(`/app/wallet?payment=success&reference=${c.reference}`);
    expect(await balance(a.cookie)).toBe(26);
  });

  it('rejects a webhook whose signature is wrong or missing', async () => {
    const a = await t.signUp();
    const c = await checkout(a.cookie, 'bundle', 'tokens_10');
    const { raw, signature } = paystack.pay(c.reference);
    const tampered = raw.replace(/"amount":\d+/, '"amount":1');
    expect((await webhook(tampered, signature)).statusCode).toBe(401);
    expect((await webhook(raw, paystackSignature('sk_test_other', raw))).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/wallet/paystack/webhook',
          headers: { 'content-type': 'application/json' },
          payload: raw,
        })
      ).statusCode,
    ).toBe(401);
    expect(await balance(a.cookie)).toBe(1);
  });

  it('credits nothing when the amount paid differs or the charge failed', async () => {
    const a = await t.signUp();
    const short = await checkout(a.cookie, 'bundle', 'tokens_10');
    const underpaid = paystack.pay(short.reference, 'success', 100);
    await webhook(underpaid.raw, underpaid.signature);
    const failed = await checkout(a.cookie, 'bundle', 'tokens_10');
    const declined = paystack.pay(failed.reference, 'failed');
    await webhook(declined.raw, declined.signature);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/payments/callback?reference=${failed.reference}`,
    });
    expect(back.headers.location).toContain('payment=failed');
    expect(await balance(a.cookie)).toBe(1);
    const [row] = await t.ctx.database.query<{ status: string; failure_reason: string }>(
      'SELECT status, failure_reason FROM payments WHERE reference = $1',
      [short.reference],
    );
    expect(row.status).toBe('failed');
    expect(row.failure_reason).toContain('amount_mismatch');
  });

  it('subscribes with the card authorization and renews by charging it', async () => {
    const a = await t.signUp();
    const c = await checkout(a.cookie, 'plan', 'business');
    const { raw, signature } = paystack.pay(c.reference);
    await webhook(raw, signature);
    expect(await balance(a.cookie)).toBe(71);
    const [sub] = await t.ctx.database.query<{ authorization_code: string; current_period_end: Date }>(
      'SELECT authorization_code, current_period_end FROM subscriptions WHERE user_id = $1',
      [a.userId],
    );
    expect(sub.authorization_code).toBe('AUTH_test_reusable');
    const { renewDueSubscriptions } = await import('../src/modules/wallet/payments.ts');
    await renewDueSubscriptions(t.ctx, new Date(sub.current_period_end).getTime() + 1000);
    expect(paystack.requests.filter((r) => r === 'POST /transaction/charge_authorization')).toHaveLength(1);
    // 70 unused subscription tokens: 20 roll over, 50 expire; 70 new; the grant stays.
    expect(await balance(a.cookie)).toBe(91);
  });

  it('a declined renewal leaves the plan past due, credits nothing, and expires it after the grace period', async () => {
    const a = await t.signUp();
    const c = await checkout(a.cookie, 'plan', 'pro_plus');
    const paid = paystack.pay(c.reference);
    await webhook(paid.raw, paid.signature);
    expect(await balance(a.cookie)).toBe(36); // 1 grant + 30 monthly + 5 daily
    const [sub] = await t.ctx.database.query<{ current_period_end: Date }>(
      'SELECT current_period_end FROM subscriptions WHERE user_id = $1',
      [a.userId],
    );
    const end = new Date(sub.current_period_end).getTime();
    const { renewDueSubscriptions } = await import('../src/modules/wallet/payments.ts');
    paystack.declineCharges = true;
    try {
      const first = await renewDueSubscriptions(t.ctx, end + 1000);
      expect(first.failed).toBeGreaterThanOrEqual(1);
      await renewDueSubscriptions(t.ctx, end + 2000); // no second charge of the same period
      const [row] = await t.ctx.database.query<{ status: string }>(
        'SELECT status FROM subscriptions WHERE user_id = $1',
        [a.userId],
      );
      expect(row.status).toBe('past_due');
      await renewDueSubscriptions(t.ctx, end + 4 * 86_400_000);
      const [after] = await t.ctx.database.query<{ status: string }>(
        'SELECT status FROM subscriptions WHERE user_id = $1',
        [a.userId],
      );
      expect(after.status).toBe('expired');
    } finally {
      paystack.declineCharges = false;
    }
    const charges = paystack.requests.filter((r) => r === 'POST /transaction/charge_authorization').length;
    expect(charges).toBe(2); // one for the business plan test above, one declined here
  });
});
