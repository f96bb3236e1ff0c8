import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { walletActivityPageSchema, walletActivityQuerySchema } from '@nairalens/core/api/wallet-activity.ts';
import { transactionPageSchema } from '@nairalens/core/api/analysis.ts';
import { zodSerializerCompiler, zodValidatorCompiler, type ZodTypeProvider } from './zod-schema.ts';

const entry = {
  id: 'e1',
  createdAt: '2026-01-01T00:00:00.000Z',
  delta: -3,
  type: 'spend',
  direction: 'debit',
  bucket: 'purchased',
  buckets: ['purchased'],
  status: 'posted',
  reason: 'analysis',
  analysisId: null,
  subject: { kind: 'analysis', id: 'u1', fileName: 'gtb.pdf' },
};

let answer: unknown;
const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function appWith(schema: object) {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.withTypeProvider<ZodTypeProvider>().get('/x', { schema }, async (req) => ({ ...(answer as object), query: req.query }));
  await app.ready();
  return app;
}

describe('shared zod contracts as Fastify schemas', () => {
  it('drops fields the contract does not declare, at every depth', async () => {
    const app = await appWith({ response: { 200: walletActivityPageSchema } });
    answer = { transactions: [{ ...entry, userId: 'someone', subject: { ...entry.subject, ownerEmail: 'a@b.ng' } }], nextCursor: null, secret: 'x' };
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ transactions: [entry], nextCursor: null });
    expect(res.body).not.toMatch(/userId|ownerEmail|secret|query/);
  });

  it('refuses to send an answer that breaks its schema (missing or mistyped field) with a 500, not a half answer', async () => {
    const app = await appWith({ response: { 200: walletActivityPageSchema } });
    const { nextCursor: _gone, ...withoutCursor } = { transactions: [entry], nextCursor: null };
    answer = withoutCursor;
    expect((await app.inject('/x')).statusCode).toBe(500);
    answer = { transactions: [{ ...entry, delta: 1.5 }], nextCursor: null };
    const res = await app.inject('/x');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('1.5');
  });

  it('checks rows against the transaction contract (category must be a known one)', async () => {
    const app = await appWith({ response: { 200: transactionPageSchema } });
    const row = {
      id: 't1', index: 0, date: '2026-01-02', description: 'POS', amount: -5000, balance: null,
      category: 'food_groceries', engineCategory: 'food_groceries', loanRepayment: false, lender: null, recategorised: false,
    };
    answer = { total: 1, page: 1, pageSize: 50, categoryCounts: {}, transactions: [row] };
    const ok = await app.inject('/x');
    expect(ok.statusCode, ok.body).toBe(200);
    answer = { total: 1, page: 1, pageSize: 50, categoryCounts: {}, transactions: [{ ...row, category: 'Not a category' }] };
    expect((await app.inject('/x')).statusCode).toBe(500);
  });

  it('validates and coerces the query with the same contract, refusing what it does not allow', async () => {
    const app = await appWith({ querystring: walletActivityQuerySchema });
    answer = {};
    const ok = await app.inject('/x?limit=5&type=statement');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().query).toEqual({ type: 'statement', period: 'all', limit: 5 });
    expect((await app.inject('/x?limit=500')).statusCode).toBe(400);
    expect((await app.inject('/x?type=bogus')).statusCode).toBe(400);
  });
});
