import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { client, makeAdmin, PASSWORD, signIn } from './support/account-helpers.ts';

let t: TestApp;
let admin: { cookie: string; userId: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp('ops-admin@example.com');
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => client(t).get(url, admin.cookie);
const post = (url: string, body: unknown) => client(t).post(url, body, admin.cookie);

describe('admin users', () => {
  it('searches by e-mail or name and shows a person’s page without secrets', async () => {
    const p = await t.signUp('adaeze.search@example.com', { name: 'Adaeze Okafor' });
    expect((await get('/api/admin/users?q=adaeze.search')).json().users.map((u: { id: string }) => u.id)).toEqual([p.userId]);
    expect((await get('/api/admin/users?q=okafor')).json().users.map((u: { id: string }) => u.id)).toEqual([p.userId]);
    expect((await get('/api/admin/users?q=nobody-matches-this')).json()).toMatchObject({ users: [], total: 0 });
    // LIKE wildcards typed by the operator are literal.
    expect((await get('/api/admin/users?q=%25')).json().total).toBe(0);
    const page = await get(`/api/admin/users/${p.userId}`);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.user).toMatchObject({ email: 'adaeze.search@example.com', role: 'user', suspended: false, twoFactorEnabled: false });
    expect(body.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(body)).not.toMatch(/"(password|secret|token|backupCodes)"\s*:/i);
    expect((await get('/api/admin/users/no-such-user')).statusCode).toBe(404);
  });

  it('grants tokens through the ledger: the person’s wallet, ledger and audit trail show it', async () => {
    const p = await t.signUp();
    const before = (await get(`/api/admin/users/${p.userId}`)).json().wallet.balance;
    const grant = await post(`/api/admin/wallet/${p.userId}/grant`, { amount: 7, reason: 'Outage on 3 March' });
    expect(grant.statusCode).toBe(200);
    const after = (await get(`/api/admin/users/${p.userId}`)).json();
    expect(after.wallet.balance).toBe(before + 7);
    expect(after.wallet.ledger[0]).toMatchObject({ delta: 7, reason: 'Outage on 3 March' });
    expect(after.audit[0]).toMatchObject({ action: 'wallet.grant', actorId: admin.userId });
    const wallet = (await client(t).get('/api/wallet/balance', p.cookie)).json();
    expect(wallet.totalBalance).toBe(before + 7);
  });

  it('makes and removes an admin with a reason, audited; refuses without a reason and on oneself', async () => {
    const p = await t.signUp();
    expect((await post(`/api/admin/users/${p.userId}/role`, { role: 'admin' })).statusCode).toBe(400);
    expect((await post(`/api/admin/users/${admin.userId}/role`, { role: 'user', reason: 'Testing' })).statusCode).toBe(409);
    const made = await post(`/api/admin/users/${p.userId}/role`, { role: 'admin', reason: 'Joins the support rota' });
    expect(made.json()).toEqual({ role: 'admin', changed: true });
    expect((await get(`/api/admin/users/${p.userId}`)).json().user.role).toBe('admin');
    await post(`/api/admin/users/${p.userId}/role`, { role: 'user', reason: 'Left the rota' });
    const audit = (await get(`/api/admin/audit?subject=${p.userId}&action=admin.role`)).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual(['admin.role_revoke', 'admin.role_grant']);
    expect(audit.entries[1].details).toMatchObject({ reason: 'Joins the support rota' });
  });

  it('suspends (signed out everywhere, cannot sign in) and unsuspends', async () => {
    const p = await t.signUp();
    const s = await post(`/api/admin/users/${p.userId}/suspend`, { reason: 'Chargeback fraud' });
    expect(s.statusCode, s.body).toBe(200);
    expect((await client(t).get('/api/me', p.cookie)).statusCode).toBe(401);
    const attempt = await signIn(t, p.email, PASSWORD);
    expect(attempt.res.statusCode).not.toBe(200);
    expect((await get(`/api/admin/users/${p.userId}`)).json().user).toMatchObject({ suspended: true, suspendedReason: 'Chargeback fraud' });
    expect((await post(`/api/admin/users/${p.userId}/unsuspend`, { reason: 'Bank confirmed' })).statusCode).toBe(200);
    expect((await signIn(t, p.email, PASSWORD)).res.statusCode).toBe(200);
    const actions = (await get(`/api/admin/audit?subject=${p.userId}&action=admin.user`)).json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['admin.user_unsuspend', 'admin.user_suspend']);
  });

  it('deletes an account only when its e-mail is typed, and audits it', async () => {
    const p = await t.signUp();
    const wrong = await post(`/api/admin/users/${p.userId}/delete`, { reason: 'Asked by e-mail', confirmEmail: 'x@example.com' });
    expect(wrong.statusCode).toBe(400);
    const ok = await post(`/api/admin/users/${p.userId}/delete`, { reason: 'Asked by e-mail', confirmEmail: p.email });
    expect(ok.statusCode).toBe(200);
    expect((await get(`/api/admin/users/${p.userId}`)).statusCode).toBe(404);
    const [mail] = await t.outbox(p.email);
    expect(mail.text).toContain('An administrator has deleted your NairaLens account');
    const entries = (await get('/api/admin/audit?action=admin.user_delete')).json().entries;
    expect(entries[0]).toMatchObject({ actorId: admin.userId, details: { reason: 'Asked by e-mail' } });
  });
});

describe('admin audit log', () => {
  it('filters by actor and date, and exports CSV with formulas neutralised', async () => {
    const p = await t.signUp();
    await post(`/api/admin/wallet/${p.userId}/grant`, { amount: 1, reason: '=HYPERLINK("x")' });
    const mine = (await get(`/api/admin/audit?actor=${admin.userId}`)).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.entries.every((e: { actorId: string }) => e.actorId === admin.userId)).toBe(true);
    expect((await get('/api/admin/audit?to=2000-01-01')).json().total).toBe(0);
    expect((await get('/api/admin/audit?from=not-a-date')).statusCode).toBe(400);
    const csv = await get(`/api/admin/audit.csv?subject=${p.userId}&action=wallet`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('time,action,actor,subject,target,ip,details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('wallet.grant');
    expect(lines[1]).not.toMatch(/,=HYPERLINK/);
  });
});

describe('support inbox: close and search', () => {
  it('searches messages and closes one, audited', async () => {
    const sent = await client(t).post('/api/support/messages', {
      name: 'Bola Ade',
      email: 'bola@example.com',
      subject: 'Refund for failed analysis',
      message: 'My GTBank statement failed twice.',
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().message?.id ?? sent.json().id;
    const found = (await get('/api/admin/support/messages?q=gtbank')).json();
    expect(found.messages.map((m: { email: string }) => m.email)).toEqual(['bola@example.com']);
    expect((await get('/api/admin/support/messages?q=zzzz')).json().total).toBe(0);
    const msgId = id ?? found.messages[0].id;
    const closed = await post(`/api/admin/support/messages/${msgId}/close`, {});
    expect(closed.json().message.status).toBe('closed');
    expect((await post(`/api/admin/support/messages/${msgId}/close`, {})).statusCode).toBe(409);
    expect((await get('/api/admin/support/messages?status=closed&q=bola')).json().total).toBe(1);
    expect((await get('/api/admin/audit?action=support.close')).json().entries[0]).toMatchObject({ target: msgId });
  });
});

describe('admin analytics', () => {
  it('reads series from the real tables over a Lagos date range, with a CSV per series', async () => {
    const p = await t.signUp();
    const q = t.ctx.database.query;
    // Two analyses of today's date: one completed after 30 s, one failed.
    for (const [status, failure, seconds] of [['completed', null, 30], ['failed', 'UNREADABLE', null]] as const) {
      const [{ id: uploadId }] = await q<{ id: string }>(
        `INSERT INTO uploads (id, user_id, file_size, file_type, lines, pages, token_cost)
         VALUES (gen_random_uuid(), $1, 1000, 'pdf', 40, 1, 1) RETURNING id`,
        [p.userId],
      );
      await q(
        `INSERT INTO analyses (id, user_id, upload_id, status, failure_code, created_at, completed_at)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, now(), CASE WHEN $5::int IS NULL THEN NULL ELSE now() + make_interval(secs => $5::int) END)`,
        [p.userId, uploadId, status, failure, seconds],
      );
    }
    // A loan contract and a credit report: counted by what they are, not by their file format.
    for (const table of ['loan_contracts', 'credit_reports']) {
      await q(
        `INSERT INTO ${table} (id, user_id, idempotency_key, file_size, file_type, token_cost, status)
         VALUES (gen_random_uuid(), $1, 'k-analytics', 1000, 'pdf', 1, 'completed')`,
        [p.userId],
      );
    }
    await q(
      `INSERT INTO payments (id, user_id, reference, provider, product_kind, product_id, tokens, price_kobo, fee_kobo, amount_kobo, status, paid_at)
       VALUES (gen_random_uuid(), $1, 'ref-analytics', 'test', 'bundle', 'tokens_10', 10, 700000, 20500, 720500, 'success', now())`,
      [p.userId],
    );
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const res = await get(`/api/admin/analytics?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const { series, totals } = res.json();
    expect(series.analyses).toEqual([{ day: today, completed: 1, failed: 1, inProgress: 0, successRate: 50 }]);
    expect(series.failures).toEqual([{ reason: 'UNREADABLE', analyses: 1 }]);
    expect(series.documents).toEqual([
      { kind: 'statement', analyses: 2, completed: 1, failed: 1 },
      { kind: 'credit-report', analyses: 1, completed: 1, failed: 0 },
      { kind: 'loan-contract', analyses: 1, completed: 1, failed: 0 },
    ]);
    const documentsCsv = await get(`/api/admin/analytics/documents.csv?from=${today}&to=${today}`);
    expect(documentsCsv.body).toBe('kind,analyses,completed,failed\r\nstatement,2,1,1\r\ncredit-report,1,1,0\r\nloan-contract,1,1,0\r\n');
    expect(series.timing).toEqual([{ day: today, medianSeconds: 30, p95Seconds: 30 }]);
    expect(series.revenue).toEqual([{ kind: 'bundle', product: 'tokens_10', payments: 1, revenueKobo: 700000 }]);
    expect(series.signups[0].signups).toBeGreaterThanOrEqual(2);
    expect(totals).toMatchObject({ analyses: 2, successRate: 50, revenueKobo: 700000 });
    // A range before anything existed is empty, not an error.
    expect((await get('/api/admin/analytics?from=2001-01-01&to=2001-01-31')).json().series.analyses).toEqual([]);
    expect((await get(`/api/admin/analytics?from=${today}&to=2001-01-01`)).statusCode).toBe(400);
    expect((await get('/api/admin/analytics?from=2001-01-01&to=2026-01-01')).statusCode).toBe(400);
    const csv = await get(`/api/admin/analytics/failures.csv?from=${today}&to=${today}`);
    expect(csv.body).toBe('reason,analyses\r\nUNREADABLE,1\r\n');
    expect((await get(`/api/admin/analytics/nope.csv?from=${today}&to=${today}`)).statusCode).toBe(404);
  });
});

describe('admin payment settings', () => {
  it('shows the mode and whether keys are set (never their values), lists payments and re-verifies one', async () => {
    const settings = (await get('/api/admin/payments/settings')).json();
    expect(settings).toMatchObject({
      provider: 'test',
      mode: 'test-provider',
      secretKeyConfigured: false,
      webhookUrl: 'http://localhost:3000/api/wallet/paystack/webhook',
    });
    expect(settings.bundles.length).toBeGreaterThan(0);
    const p = await t.signUp();
    const checkout = await client(t).post('/api/wallet/checkout', { kind: 'bundle', id: settings.bundles[0].id }, p.cookie);
    expect(checkout.statusCode).toBe(200);
    const { reference } = checkout.json();
    // The person paid on the partner's page but never came back: the payment is still pending here.
    const pressed = await t.app.inject({ method: 'POST', url: `/api/wallet/test-checkout/${reference}/succeed` });
    expect(pressed.statusCode).toBe(303);
    const pending = (await get('/api/admin/payments?status=pending')).json().payments;
    expect(pending.find((x: { reference: string }) => x.reference === reference)).toMatchObject({ email: p.email, status: 'pending' });
    const before = (await client(t).get('/api/wallet/balance', p.cookie)).json().totalBalance;
    const verified = await post(`/api/admin/payments/${reference}/verify`, {});
    expect(verified.json()).toEqual({ outcome: 'credited', status: 'success' });
    const after = (await client(t).get('/api/wallet/balance', p.cookie)).json().totalBalance;
    expect(after).toBe(before + settings.bundles[0].tokens);
    // Again: already paid, nothing credited twice.
    expect((await post(`/api/admin/payments/${reference}/verify`, {})).json()).toEqual({ outcome: 'already', status: 'success' });
    expect((await client(t).get('/api/wallet/balance', p.cookie)).json().totalBalance).toBe(after);
    expect((await post('/api/admin/payments/nope/verify', {})).statusCode).toBe(404);
    const audit = (await get(`/api/admin/audit?action=payment.reverify`)).json().entries;
    expect(audit[1]).toMatchObject({ target: reference, details: { before: 'pending', after: 'success', outcome: 'credited' } });
  });
});

describe('admin content', () => {
  it('edits the FAQ as a draft, publishes it for the public, and restores the earlier version, audited', async () => {
    const pub = async () => (await client(t).get('/api/content/faq')).json();
    const original = await pub();
    expect(original.publishedAt).toBeNull();
    expect(original.content.length).toBeGreaterThan(3);
    const edited = [{ ...original.content[0], answer: 'NairaLens reads your own bank statement and coaches you.' }, ...original.content.slice(1)];
    expect((await client(t).put('/api/admin/cms/faq/draft', { content: [{ id: 'Bad Id', question: 'Short?', answer: 'x' }] }, admin.cookie)).statusCode).toBe(400);
    expect((await client(t).put('/api/admin/cms/faq/draft', { content: edited }, admin.cookie)).statusCode).toBe(200);
    // A draft is not public.
    expect((await pub()).content[0].answer).toBe(original.content[0].answer);
    const published = await post('/api/admin/cms/faq/publish', {});
    expect(published.statusCode).toBe(200);
    expect((await pub()).content[0].answer).toBe('NairaLens reads your own bank statement and coaches you.');
    expect((await post('/api/admin/cms/faq/publish', {})).statusCode).toBe(409);
    // Publish a second edit, then restore the first published version.
    await client(t).put('/api/admin/cms/faq/draft', { content: edited.slice(1) }, admin.cookie);
    await post('/api/admin/cms/faq/publish', {});
    expect((await pub()).content).toHaveLength(edited.length - 1);
    const view = (await get('/api/admin/cms/faq')).json();
    expect(view.history[0].id).toBe(published.json().id);
    expect((await post(`/api/admin/cms/faq/revisions/${published.json().id}/restore`, {})).statusCode).toBe(200);
    expect((await pub()).content).toHaveLength(edited.length);
    const actions = (await get('/api/admin/audit?action=cms.')).json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['cms.restore', 'cms.publish', 'cms.publish']);
    expect((await client(t).get('/api/content/nope')).statusCode).toBe(404);
  });
});

describe('admin prices', () => {
  it('changes a price for new checkouts only, with history and audit', async () => {
    const p = await t.signUp();
    const catalog = (await client(t).get('/api/wallet/catalog')).json();
    const bundle = catalog.bundles[1];
    const before = await client(t).post('/api/wallet/checkout', { kind: 'bundle', id: bundle.id }, p.cookie);
    expect(before.json().quote.priceKobo).toBe(bundle.priceKobo);
    expect((await post('/api/admin/payments/prices', { kind: 'bundle', id: bundle.id, priceKobo: 50, reason: 'Typo' })).statusCode).toBe(400);
    expect((await post('/api/admin/payments/prices', { kind: 'bundle', id: 'nope', priceKobo: 500000, reason: 'Promo' })).statusCode).toBe(404);
    const newPrice = bundle.priceKobo - 100_00;
    const changed = await post('/api/admin/payments/prices', { kind: 'bundle', id: bundle.id, priceKobo: newPrice, reason: 'December promo' });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await client(t).get('/api/wallet/catalog')).json().bundles.find((b: { id: string }) => b.id === bundle.id);
    expect(after.priceKobo).toBe(newPrice);
    const checkout = await client(t).post('/api/wallet/checkout', { kind: 'bundle', id: bundle.id }, p.cookie);
    expect(checkout.json().quote).toMatchObject({ priceKobo: newPrice, totalKobo: after.totalKobo });
    // The checkout started before the change keeps the price it was quoted.
    const list = (await get('/api/admin/payments?status=pending')).json().payments;
    expect(list.find((x: { reference: string }) => x.reference === before.json().reference).amountKobo).toBe(bundle.totalKobo);
    const settings = (await get('/api/admin/payments/settings')).json();
    expect(settings.history[0]).toMatchObject({ productId: bundle.id, priceKobo: newPrice, reason: 'December promo' });
    expect((await get('/api/admin/audit?action=payment.price_change')).json().entries[0]).toMatchObject({ target: `bundle:${bundle.id}` });
  });

  it('renews a subscription at the price the admin set since it started', async () => {
    const p = await t.signUp();
    const checkout = await client(t).post('/api/wallet/checkout', { kind: 'plan', id: 'pro_lite' }, p.cookie);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { reference, quote } = checkout.json();
    await t.app.inject({ method: 'POST', url: `/api/wallet/test-checkout/${reference}/succeed` });
    expect((await post(`/api/admin/payments/${reference}/verify`, {})).json().outcome).toBe('credited');
    const newPrice = quote.priceKobo + 500_00;
    expect((await post('/api/admin/payments/prices', { kind: 'plan', id: 'pro_lite', priceKobo: newPrice, reason: 'New year prices' })).statusCode).toBe(200);
    const [sub] = await t.ctx.database.query<{ id: string; current_period_end: Date }>('SELECT id, current_period_end FROM subscriptions WHERE user_id = $1', [p.userId]);
    const { renewDueSubscriptions } = await import('../src/modules/wallet/payments.ts');
    await renewDueSubscriptions(t.ctx, new Date(sub!.current_period_end).getTime() + 1000);
    const [renewal] = await t.ctx.database.query<{ price_kobo: number; status: string }>(
      `SELECT price_kobo, status FROM payments WHERE subscription_id = $1 AND product_kind = 'renewal'`,
      [sub!.id],
    );
    expect(renewal).toMatchObject({ price_kobo: newPrice, status: 'success' });
  });
});
