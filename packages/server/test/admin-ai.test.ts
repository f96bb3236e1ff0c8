import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { client, makeAdmin } from './support/account-helpers.ts';
import { grantTokens, upload, waitForAnalysis } from './support/upload-helpers.ts';

let t: TestApp;
let admin: { cookie: string; userId: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t?.close();
});

type Tx = { id: string; description: string; amount: number; category: string };

async function analyse(cookie: string, userId: string): Promise<{ uploadId: string; txs: Tx[] }> {
  await grantTokens(t, userId, 10);
  const f = await buildStatementFixture('gtbank-csv');
  const res = await upload(t, cookie, { name: f.fileName, bytes: f.bytes });
  expect(res.statusCode).toBe(201);
  const uploadId = res.json().upload.id;
  expect((await waitForAnalysis(t, cookie, uploadId)).status).toBe('completed');
  const txs = (await client(t).get(`/api/analyses/${uploadId}/transactions?pageSize=500`, cookie)).json().transactions;
  return { uploadId, txs };
}

describe('admin AI settings', () => {
  it('groups corrections, tests a rule on recent narrations, promotes it, and the next analysis uses it', async () => {
    const a = await t.signUp();
    const first = await analyse(a.cookie, a.userId);
    const target = first.txs.find((x) => x.amount < 0 && x.category !== 'betting')!;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/analyses/${first.uploadId}/transactions/${target.id}`,
      headers: { cookie: a.cookie },
      payload: { category: 'betting', applyToSimilar: true },
    });
    expect(patch.statusCode).toBe(200);

    const overview = (await client(t).get('/api/admin/ai', admin.cookie)).json();
    // The held-out figures come from the record `npm run eval:categories` writes, not from a sentence in the code.
    const record = JSON.parse(readFileSync(new URL('../../fixtures/held-out/accuracy.json', import.meta.url), 'utf8'));
    expect(overview.accuracy).toEqual(record);
    expect(overview.accuracy.sets.find((s: { set: string }) => s.set === 'narrations-b').firstRun).toMatchObject({ correct: 3120, rows: 3300 });
    const group = overview.corrections.find((g: { category: string }) => g.category === 'betting');
    expect(group).toMatchObject({ direction: 'debit', people: 1, promoted: false });

    const rule = { pattern: group.pattern, direction: 'debit', category: 'betting' };
    const tried = (await client(t).post('/api/admin/ai/rules/test', rule, admin.cookie)).json();
    expect(tried.checked).toBe(first.txs.length);
    expect(tried.matched).toBeGreaterThanOrEqual(1);
    expect(tried.examples.some((e: { description: string; to: string }) => e.description === target.description && e.to === 'betting')).toBe(true);
    // A category that cannot fit the direction is refused before anything is saved.
    expect((await client(t).post('/api/admin/ai/rules', { ...rule, category: 'salary' }, admin.cookie)).statusCode).toBe(400);

    const promoted = await client(t).post('/api/admin/ai/rules', { ...rule, promotedFrom: 'corrections' }, admin.cookie);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await client(t).post('/api/admin/ai/rules', rule, admin.cookie)).statusCode).toBe(409);

    // Someone else, with no corrections of their own, gets the promoted rule on their next analysis.
    const b = await t.signUp();
    const second = await analyse(b.cookie, b.userId);
    const same = second.txs.find((x) => x.description === target.description)!;
    expect(same.category).toBe('betting');

    // Re-categorising another row re-runs the analysis: the global rule still applies (it is not only for new ones).
    const other = second.txs.find((x) => x.amount < 0 && x.description !== target.description && x.category !== 'health')!;
    const recat = await t.app.inject({
      method: 'PATCH',
      url: `/api/analyses/${second.uploadId}/transactions/${other.id}`,
      headers: { cookie: b.cookie },
      payload: { category: 'health', applyToSimilar: false },
    });
    expect(recat.statusCode, recat.body).toBe(200);
    const after = (await client(t).get(`/api/analyses/${second.uploadId}/transactions?pageSize=500`, b.cookie)).json().transactions as Tx[];
    expect(after.find((x) => x.id === other.id)!.category).toBe('health');
    expect(after.filter((x) => x.description === target.description).every((x) => x.category === 'betting')).toBe(true);

    // Disabled, it no longer applies.
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/ai/rules/${promoted.json().id}`,
      headers: { cookie: admin.cookie, origin: t.config.appUrl },
      payload: { enabled: false },
    });
    expect(off.json().enabled).toBe(false);
    const c = await t.signUp();
    const third = await analyse(c.cookie, c.userId);
    expect(third.txs.find((x) => x.description === target.description)!.category).toBe(target.category);
    const actions = (await client(t).get('/api/admin/audit?action=ai.', admin.cookie)).json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['ai.rule_update', 'ai.rule_promote']);
  });
});
