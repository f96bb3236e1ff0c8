import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { balanceOf, grantTokens, upload, waitForAnalysis } from './support/upload-helpers.ts';

// Workers on: the real pg-boss job runs each analysis.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('analysis result, transactions and exports', () => {
  let a: { cookie: string; userId: string };
  let uploadId = '';
  let analysisId = '';

  it('runs the job to completion through the queue', async () => {
    a = await t.signUp();
    await grantTokens(t, a.userId, 10);
    const f = await buildStatementFixture('gtbank-csv');
    const res = await upload(t, a.cookie, { name: f.fileName, bytes: f.bytes });
    expect(res.statusCode).toBe(201);
    uploadId = res.json().upload.id;
    analysisId = res.json().analysis.id;
    const done = await waitForAnalysis(t, a.cookie, uploadId);
    expect(done.status).toBe('completed');
    const body = (await get(`/api/analyses/${uploadId}`, a.cookie)).json().analysis;
    expect(body.id).toBe(analysisId);
    expect(body.result.summary.monthlyIncome).toBeGreaterThan(0);
    expect(body.result.monthly.length).toBeGreaterThan(0);
    expect(body.rawDeleted).toBe(true);
    // By analysis id too.
    expect((await get(`/api/analyses/${analysisId}`, a.cookie)).statusCode).toBe(200);
    const list = (await get('/api/uploads', a.cookie)).json().uploads;
    expect(list[0]).toMatchObject({ id: uploadId, status: 'completed', analysisId });
  });

  it('searches, filters and recategorises with "apply to similar", which later analyses honour', async () => {
    const all = (await get(`/api/analyses/${uploadId}/transactions?pageSize=500`, a.cookie)).json();
    const debit = all.transactions.find((x: { amount: number; category: string }) => x.amount < 0 && x.category !== 'betting');
    const filtered = (await get(`/api/analyses/${uploadId}/transactions?category=${debit.category}&pageSize=500`, a.cookie)).json();
    expect(filtered.transactions.every((x: { category: string }) => x.category === debit.category)).toBe(true);
    const word = debit.description.split(/\s+/)[0];
    const searched = (await get(`/api/analyses/${uploadId}/transactions?search=${encodeURIComponent(word)}&pageSize=500`, a.cookie)).json();
    expect(searched.total).toBeGreaterThan(0);

    const before = (await get(`/api/analyses/${uploadId}`, a.cookie)).json().analysis.result.summary;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/analyses/${uploadId}/transactions/${debit.id}`,
      headers: { cookie: a.cookie },
      payload: { category: 'betting', applyToSimilar: true },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().updated).toBeGreaterThanOrEqual(1);
    const after = patch.json().analysis.result.summary;
    expect(after.categories.find((c: { category: string }) => c.category === 'betting')).toBeTruthy();
    expect(after).not.toEqual(before);
    const rules = await t.ctx.database.query('SELECT pattern, category FROM user_category_rules WHERE user_id = $1', [a.userId]);
    expect(rules).toHaveLength(1);
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/analyses/${uploadId}/transactions/${debit.id}`, headers: { cookie: a.cookie }, payload: { category: 'salary' } });
    expect(bad.statusCode).toBe(400);

    // The same statement again: the rule applies from the start.
    const f = await buildStatementFixture('gtbank-csv');
    const res = await upload(t, a.cookie, { name: 'again.csv', bytes: f.bytes });
    await waitForAnalysis(t, a.cookie, res.json().upload.id);
    const again = (await get(`/api/analyses/${res.json().upload.id}/transactions?pageSize=500`, a.cookie)).json();
    const same = again.transactions.find((x: { description: string }) => x.description === debit.description);
    expect(same.category).toBe('betting');
  });

  it('exports: watermarked PDF free; clean PDF after a 2-token unlock, charged once', async () => {
    const wm = await get(`/api/analyses/${uploadId}/report.pdf?variant=watermarked`, a.cookie);
    expect(wm.statusCode).toBe(200);
    expect(wm.headers['content-type']).toBe('application/pdf');
    expect(wm.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const locked = await get(`/api/analyses/${uploadId}/report.pdf?variant=clean`, a.cookie);
    expect(locked.statusCode).toBe(402);
    const balance = await balanceOf(t, a.cookie);
    const unlock = await t.app.inject({ method: 'POST', url: `/api/analyses/${uploadId}/clean-export`, headers: { cookie: a.cookie } });
    expect(unlock.json()).toEqual({ unlocked: true, charged: 2 });
    const again = await t.app.inject({ method: 'POST', url: `/api/analyses/${uploadId}/clean-export`, headers: { cookie: a.cookie } });
    expect(again.json()).toEqual({ unlocked: true, charged: 0 });
    expect(await balanceOf(t, a.cookie)).toBe(balance - 2);
    const clean = await get(`/api/analyses/${uploadId}/report.pdf?variant=clean`, a.cookie);
    expect(clean.statusCode).toBe(200);
    expect(clean.rawPayload.length).toBeGreaterThan(1000);
    const csv = await get(`/api/analyses/${uploadId}/transactions.csv`, a.cookie);
    expect(csv.body.split('\r\n')[0]).toBe('date,description,amount_naira,balance_naira,category,category_label,loan_repayment,lender');
    const json = await get(`/api/analyses/${uploadId}/export.json`, a.cookie);
    expect(Object.keys(json.json())).toEqual(['statement', 'transactions', 'summary']);
  });

  it('clean export without 2 tokens: "You need 2 tokens to unlock clean exports."', async () => {
    const c = await t.signUp();
    const f = await buildStatementFixture('gtbank-csv');
    const res = await upload(t, c.cookie, { name: f.fileName, bytes: f.bytes });
    await waitForAnalysis(t, c.cookie, res.json().upload.id);
    const unlock = await t.app.inject({ method: 'POST', url: `/api/analyses/${res.json().upload.id}/clean-export`, headers: { cookie: c.cookie } });
    expect(unlock.statusCode).toBe(402);
    expect(unlock.json().error.message).toBe('You need 2 tokens to unlock clean exports.');
  });

  it("user B gets 404 for user A's upload, analysis, transactions and exports", async () => {
    const b = await t.signUp();
    const all = (await get(`/api/analyses/${uploadId}/transactions?pageSize=1`, a.cookie)).json();
    const txId = all.transactions[0].id;
    for (const url of [
      `/api/uploads/${uploadId}`,
      `/api/analyses/${uploadId}`,
      `/api/analyses/${analysisId}`,
      `/api/analyses/${uploadId}/status`,
      `/api/analyses/${uploadId}/transactions`,
      `/api/analyses/${uploadId}/report.pdf?variant=watermarked`,
      `/api/analyses/${uploadId}/report.pdf?variant=clean`,
      `/api/analyses/${uploadId}/transactions.csv`,
      `/api/analyses/${uploadId}/export.json`,
      '/api/analyses/not-a-uuid',
      '/api/analyses/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await get(url, b.cookie);
      expect(res.statusCode, url).toBe(404);
    }
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/analyses/${uploadId}/transactions/${txId}`, headers: { cookie: b.cookie }, payload: { category: 'betting' } });
    expect(patch.statusCode).toBe(404);
    const unlock = await t.app.inject({ method: 'POST', url: `/api/analyses/${uploadId}/clean-export`, headers: { cookie: b.cookie } });
    expect(unlock.statusCode).toBe(404);
    expect((await get('/api/uploads', b.cookie)).json().uploads).toEqual([]);
    expect((await get(`/api/analyses/${uploadId}`, '')).statusCode).toBe(401);
  });
});
