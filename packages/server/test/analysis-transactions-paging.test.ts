import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { analysisSchema, transactionPageSchema } from '@nairalens/core/api/analysis.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { grantTokens, upload, waitForAnalysis } from './support/upload-helpers.ts';

// A large statement is built directly in the database (uploading 50,000 rows would test the parser, not paging):
// one real analysis, then its transactions table grown with generate_series.
const EXTRA_ROWS = 50_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('analysis transactions are paged, filtered and sorted in SQL', () => {
  it('answers the shared contract and reads one page of a 50,000-row statement, not all of it', async () => {
    const a = await t.signUp();
    await grantTokens(t, a.userId, 5);
    const f = await buildStatementFixture('gtbank-csv');
    const res = await upload(t, a.cookie, { name: f.fileName, bytes: f.bytes });
    const uploadId = res.json().upload.id;
    expect((await waitForAnalysis(t, a.cookie, uploadId)).status).toBe('completed');
    const analysis = analysisSchema.parse((await get(`/api/analyses/${uploadId}`, a.cookie)).json().analysis);
    const small = transactionPageSchema.parse(
      (await get(`/api/analyses/${uploadId}/transactions?pageSize=500`, a.cookie)).json(),
    );
    const base = small.total;

    // A re-categorisation keeps the stored per-category counts true (the page totals and filter chips read them).
    const moved = small.transactions.find((x) => x.amount < 0 && x.category !== 'giving')!;
    const before = small.categoryCounts;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/analyses/${uploadId}/transactions/${moved.id}`,
      headers: { cookie: a.cookie },
      payload: { category: 'giving', applyToSimilar: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = transactionPageSchema.parse(
      (await get(`/api/analyses/${uploadId}/transactions?pageSize=500`, a.cookie)).json(),
    );
    expect(after.categoryCounts.giving).toBe((before.giving ?? 0) + 1);
    expect(after.categoryCounts[moved.category] ?? 0).toBe(before[moved.category] - 1);
    expect(after.total).toBe(base);
    const chip = transactionPageSchema.parse(
      (await get(`/api/analyses/${uploadId}/transactions?category=giving&pageSize=500`, a.cookie)).json(),
    );
    expect(chip.total).toBe(after.categoryCounts.giving);
    expect(chip.transactions.map((x) => x.id)).toContain(moved.id);

    await t.ctx.database.query(
      `INSERT INTO analysis_transactions (id, analysis_id, user_id, idx, date, description, amount, balance, category, engine_category)
       SELECT gen_random_uuid(), $1, $2, $3 + g, DATE '2025-01-01' + (g % 180), 'POS PURCHASE SHOP ' || g, -(100 + g), NULL, 'other_expense', 'other_expense'
         FROM generate_series(0, $4 - 1) g`,
      [analysis.id, a.userId, base, EXTRA_ROWS],
    );
    // Rows added behind the app's back: store their counts as completing an analysis does.
    await t.ctx.database.query(
      `UPDATE analyses SET category_counts = (SELECT jsonb_object_agg(category, n) FROM
         (SELECT category, count(*)::int AS n FROM analysis_transactions WHERE analysis_id = $1 GROUP BY category) c) WHERE id = $1`,
      [analysis.id],
    );
    const total = base + EXTRA_ROWS;

    // A deep page: exactly the rows at that offset, in statement order.
    const deep = transactionPageSchema.parse(
      (await get(`/api/analyses/${uploadId}/transactions?page=900&pageSize=50`, a.cookie)).json(),
    );
    expect(deep.total).toBe(total);
    expect(deep.transactions.map((x) => x.index)).toEqual(Array.from({ length: 50 }, (_, i) => 899 * 50 + i));
    expect(deep.categoryCounts.other_expense).toBeGreaterThanOrEqual(EXTRA_ROWS);

    // Filtered and sorted in SQL: the search finds one generated row; amount ascending puts the largest spend first.
    const found = transactionPageSchema.parse(
      (await get(`/api/analyses/${uploadId}/transactions?search=shop%2049999&pageSize=5`, a.cookie)).json(),
    );
    expect(found.total).toBe(1);
    expect(found.transactions[0].description).toBe('POS PURCHASE SHOP 49999');
    const byAmount = transactionPageSchema.parse(
      (await get(`/api/analyses/${uploadId}/transactions?sort=amount&order=asc&pageSize=3`, a.cookie)).json(),
    );
    expect(byAmount.transactions[0].amount).toBe(
      Math.min(-(100 + EXTRA_ROWS - 1), ...small.transactions.map((x) => x.amount)),
    );

    // What the page costs: the statements it sends. Every read of transaction rows carries LIMIT/OFFSET (the old code
    // read the whole table into memory); only counts scan the rest. Recorded on the SQL client the app uses.
    const client = (
      t.ctx.database.db as unknown as {
        session: { client: { query: (text: string, params?: unknown[]) => Promise<unknown> } };
      }
    ).session.client;
    const original = client.query.bind(client);
    const sent: string[] = [];
    client.query = (text: string, params?: unknown[]) => {
      sent.push(text);
      return original(text, params);
    };
    const started = performance.now();
    try {
      expect((await get(`/api/analyses/${uploadId}/transactions?page=500&pageSize=50`, a.cookie)).statusCode).toBe(200);
    } finally {
      client.query = original;
    }
    const ms = performance.now() - started;
    const rowReads = sent.filter(
      (q) => /FROM analysis_transactions/i.test(q) && /\bdescription\b/i.test(q) && !/count\(\*\)/i.test(q),
    );
    expect(rowReads).toHaveLength(1);
    expect(rowReads[0]).toMatch(/LIMIT \$\d+ OFFSET \$\d+/);
    console.log(
      `transactions page of 50 from ${total} rows: ${ms.toFixed(0)} ms, ${sent.length} statements, one row read with LIMIT/OFFSET`,
    );
  }, 180_000);
});
