import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSchema, transactionPageSchema } from '@nairalens/core/api/analysis.ts';
import { MONEY_CAME_BACK_CSV } from '@nairalens/fixtures/statements/money-came-back.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { grantTokens, upload, waitForAnalysis } from './support/upload-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });



describe('money that came back', () => {
  it('is left out of income and spending, marked on its rows, and follows a corrected category', async () => {
    const a = await t.signUp();
    await grantTokens(t, a.userId, 5);
    const res = await upload(t, a.cookie, { name: 'october.csv', bytes: Buffer.from(MONEY_CAME_BACK_CSV) });
    const uploadId = res.json().upload.id;
    expect((await waitForAnalysis(t, a.cookie, uploadId)).status).toBe('completed');
    const analysis = analysisSchema.parse((await get(`/api/analyses/${uploadId}`, a.cookie)).json().analysis);
    const summary = analysis.result!.summary;
    expect(summary.totalIncome).toBe(30_000_000);
    expect(summary.totalExpenses).toBe(3_000_000);
    expect(summary.moneyReturned).toEqual({
      spendingReturned: 5_000_000,
      incomeReturned: 7_000_000,
      incomePassedOn: 4_000_000,
      links: [{ from: 2, to: 1, amount: 5_000_000 }, { from: 4, to: 3, amount: 7_000_000 }, { from: 7, to: 6, amount: 4_000_000, passedOn: true }],
    });

    const page = transactionPageSchema.parse((await get(`/api/analyses/${uploadId}/transactions?pageSize=50`, a.cookie)).json());
    const byIndex = new Map(page.transactions.map((r) => [r.index, r]));
    expect(byIndex.get(1)!.returned).toBe(5_000_000);
    expect(byIndex.get(2)!.returnOf).toBe(1);
    expect(byIndex.get(3)!.returned).toBe(7_000_000);
    expect(byIndex.get(4)!.returnOf).toBe(3);
    expect(byIndex.get(5)!.returned).toBeUndefined();
    // Money passed on for someone else: both rows say so, linked like money that came back.
    expect(byIndex.get(6)).toMatchObject({ returned: 4_000_000, passedOn: true });
    expect(byIndex.get(7)).toMatchObject({ returnOf: 6, passedOn: true });
    expect(byIndex.get(3)!.passedOn).toBeUndefined();

    // The person says the reversal was money received: it is income again, and the transfer is spending again.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/analyses/${uploadId}/transactions/${byIndex.get(2)!.id}`,
      headers: { cookie: a.cookie },
      payload: { category: 'transfer_in', applyToSimilar: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = analysisSchema.parse((await get(`/api/analyses/${uploadId}`, a.cookie)).json().analysis).result!.summary;
    expect(after.totalIncome).toBe(35_000_000);
    expect(after.totalExpenses).toBe(8_000_000);
    expect(after.moneyReturned!.links).toEqual([{ from: 4, to: 3, amount: 7_000_000 }, { from: 7, to: 6, amount: 4_000_000, passedOn: true }]);
    const again = transactionPageSchema.parse((await get(`/api/analyses/${uploadId}/transactions?pageSize=50`, a.cookie)).json());
    expect(again.transactions.find((r) => r.index === 1)!.returned).toBeUndefined();
  });
});
