import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 20: the calculator's prefill and the contract list only ever use the person's own data.
let t: TestApp;
let alice: { cookie: string; userId: string };
let bob: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-own@example.com');
  bob = await t.signUp('bob-own@example.com');
});
afterAll(async () => {
  await t?.close();
});

/** A completed analysis with the given monthly income and repayments (kobo), for "me" or "someone-else". */
async function analysis(
  userId: string,
  forWhom: 'me' | 'someone-else',
  income: number,
  debt: number,
  at: string,
  extra: { months?: number; loanEligibility?: { eligible: boolean; reason?: string } } = {},
) {
  const q = t.ctx.database.query;
  const [{ id: uploadId }] = await q<{ id: string }>(
    `INSERT INTO uploads (id, user_id, file_size, file_type, analysis_for, client_name, lines, pages, token_cost, created_at)
     VALUES (gen_random_uuid(), $1, 1000, 'pdf', $2, $3, 40, 1, 1, $4) RETURNING id`,
    [userId, forWhom, forWhom === 'me' ? null : 'Client Ade', at],
  );
  await q(
    `INSERT INTO analyses (id, user_id, upload_id, status, result_json, created_at, completed_at)
     VALUES (gen_random_uuid(), $1, $2, 'completed', $3, $4, $4)`,
    [
      userId,
      uploadId,
      JSON.stringify({ summary: { monthlyIncome: income, monthlyDebtRepayments: debt, ...extra } }),
      at,
    ],
  );
}

async function contract(userId: string, status: 'completed' | 'processing') {
  const id = randomUUID();
  await t.ctx.database.query(
    `INSERT INTO loan_contracts (id, user_id, idempotency_key, file_name, file_size, file_type, token_cost, status, terms_json)
     VALUES ($1, $2, $3, 'offer.pdf', 1000, 'pdf', 1, $4, $5)`,
    [
      id,
      userId,
      randomUUID(),
      status,
      status === 'completed' ? JSON.stringify({ lender: 'Test Bank', fees: [] }) : null,
    ],
  );
  return id;
}

describe('loan context', () => {
  it("uses the person's own latest analysis, never a newer one made for someone else", async () => {
    await analysis(alice.userId, 'me', 40_000_000, 5_000_000, '2026-01-10T10:00:00Z');
    await analysis(alice.userId, 'someone-else', 99_000_000, 0, '2026-02-10T10:00:00Z');
    const res = await t.app.inject({ method: 'GET', url: '/api/loans/context', headers: { cookie: alice.cookie } });
    expect(res.json()).toMatchObject({ monthlyIncome: 40_000_000, existingMonthlyDebt: 5_000_000 });
  });

  it('says how long the statement was and why it made no loan estimate, when it made none', async () => {
    const carol = await t.signUp('carol-own@example.com');
    const reason =
      'No estimate, because this statement covers only 0.9 months — too short to see whether what you keep repeats month after month.';
    await analysis(carol.userId, 'me', 30_000_000, 0, '2026-01-10T10:00:00Z', {
      months: 0.9,
      loanEligibility: { eligible: false, reason },
    });
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/loans/context', headers: { cookie: carol.cookie } })).json();
    expect(await get()).toMatchObject({ monthlyIncome: 30_000_000, incomeMonths: 0.9, incomeCaveat: reason });
    // A newer analysis that did make an estimate carries no caveat.
    await analysis(carol.userId, 'me', 32_000_000, 0, '2026-03-10T10:00:00Z', {
      months: 3,
      loanEligibility: { eligible: true },
    });
    expect(await get()).toMatchObject({ monthlyIncome: 32_000_000, incomeMonths: 3, incomeCaveat: null });
  });

  it('has no prefill when every analysis is for someone else', async () => {
    await analysis(bob.userId, 'someone-else', 70_000_000, 0, '2026-02-10T10:00:00Z');
    const res = await t.app.inject({ method: 'GET', url: '/api/loans/context', headers: { cookie: bob.cookie } });
    expect(res.json()).toMatchObject({ monthlyIncome: null, existingMonthlyDebt: null });
  });
});

describe('past contract analyses', () => {
  it('are listed and deleted by their owner only', async () => {
    const id = await contract(alice.userId, 'completed');
    const list = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/loans/contracts', headers: { cookie } });
    expect((await list(alice.cookie)).json().contracts.map((c: { id: string }) => c.id)).toContain(id);
    expect((await list(bob.cookie)).json().contracts.map((c: { id: string }) => c.id)).not.toContain(id);
    const del = (cookie: string, which = id) =>
      t.app.inject({ method: 'DELETE', url: `/api/loans/contracts/${which}`, headers: { cookie } });
    expect((await del(bob.cookie)).statusCode).toBe(404);
    expect((await del(alice.cookie)).statusCode).toBe(204);
    expect((await del(alice.cookie)).statusCode).toBe(404);
    expect((await list(alice.cookie)).json().contracts.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('refuses to delete a contract still being read', async () => {
    const id = await contract(alice.userId, 'processing');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/loans/contracts/${id}`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(409);
  });
});
