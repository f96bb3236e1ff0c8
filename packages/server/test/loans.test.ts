import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanDocumentFixtures } from '@nairalens/fixtures/loan-documents/documents.ts';
import { renderLoanDocumentImage, renderLoanDocumentPdf } from '@nairalens/fixtures/loan-documents/render.ts';
import { creditTokens } from '../src/modules/wallet/ledger-service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: { cookie: string; userId: string; email: string };
let bob: { cookie: string; userId: string; email: string };
const fixtures = loanDocumentFixtures();
const zenora = fixtures.find((f) => f.id === 'bank-zenora')!;
const quick = fixtures.find((f) => f.id === 'digital-quicknaira')!;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-loans@example.com');
  bob = await t.signUp('bob-loans@example.com');
});
afterAll(async () => {
  await t?.close();
});

/** Credits purchased tokens through the wallet's ledger service (the purchase flow itself is not under test here). */
async function grant(userId: string, n: number): Promise<void> {
  await t.ctx.database.db.transaction((tx) =>
    creditTokens(tx, {
      userId,
      kind: 'purchase',
      amount: n,
      idempotencyKey: `test-${randomUUID()}`,
      reason: 'test purchase',
    }),
  );
}

async function balance(cookie: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/loans/context', headers: { cookie } });
  return res.json().balance;
}

function multipart(bytes: Buffer, fileName: string, contentType: string, fields: Record<string, string> = {}) {
  const boundary = `----nl${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
  );
  parts.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(
  cookie: string,
  bytes: Buffer,
  fileName = 'contract.pdf',
  type = 'application/pdf',
  fields: Record<string, string> = {},
) {
  const body = multipart(bytes, fileName, type, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/loans/contracts',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

describe('loans API', () => {
  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/loans/scenarios' });
    expect(res.statusCode).toBe(401);
  });

  it('quotes the token cost by blocks of 100 KB', async () => {
    const get = (size: number) =>
      t.app.inject({ method: 'GET', url: `/api/loans/contracts/cost?size=${size}`, headers: { cookie: alice.cookie } });
    expect((await get(50_000)).json().tokens).toBe(1);
    expect((await get(2 * 1024 * 1024)).json().tokens).toBe(2);
    expect((await get(10 * 1024 * 1024)).json().tokens).toBe(8);
  });

  let contractId = '';

  it('analyses a text-PDF contract: spends its cost, returns terms, figures and a verdict', async () => {
    expect(await balance(alice.cookie)).toBe(1); // the free trial token
    const pdf = await renderLoanDocumentPdf(zenora);
    const res = await upload(alice.cookie, pdf, 'zenora-offer.pdf', 'application/pdf', {
      idempotencyKey: 'alice-zenora-1',
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().contract;
    contractId = c.id;
    expect(c.status).toBe('completed');
    expect(c.source).toBe('pdf-text');
    expect(c.tokenCost).toBe(1);
    expect(c.terms.lender).toBe('Zenora Bank Plc');
    expect(c.terms.principal).toBe(250_000_000);
    expect(c.analysis.monthlyPayment).toBe(zenora.truth.printedInstalment);
    expect(c.analysis.interestType).toBe('reducing');
    expect(c.analysis.verdict).toBe('proceed');
    expect(c.analysis.checklist.every((i: { disclosed: boolean }) => i.disclosed)).toBe(true);
    expect(await balance(alice.cookie)).toBe(0);

    // A replay with the same key returns the same analysis and spends nothing more.
    const again = await upload(alice.cookie, pdf, 'zenora-offer.pdf', 'application/pdf', {
      idempotencyKey: 'alice-zenora-1',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().contract.id).toBe(contractId);
  });

  it('refuses when the balance is below the cost', async () => {
    const res = await upload(alice.cookie, await renderLoanDocumentPdf(quick));
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe('Insufficient tokens. You need 1 token but only have 0.');
  });

  it('checks the type by magic bytes, not the name, and spends nothing on a refused file', async () => {
    await grant(alice.userId, 3);
    const res = await upload(
      alice.cookie,
      Buffer.from('hello, this is not a contract'),
      'contract.pdf',
      'application/pdf',
    );
    expect(res.statusCode).toBe(415);
    expect(await balance(alice.cookie)).toBe(3);
  });

  it('refunds the tokens when the contract cannot be read', async () => {
    const res = await upload(
      alice.cookie,
      Buffer.from('%PDF-1.7\n this is a broken pdf'),
      'broken.pdf',
      'application/pdf',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/refunded/);
    expect(await balance(alice.cookie)).toBe(3);
    const list = await t.app.inject({ method: 'GET', url: '/api/loans/contracts', headers: { cookie: alice.cookie } });
    expect(list.json().contracts.some((c: { status: string }) => c.status === 'failed')).toBe(true);
  });

  it('rejects files over 10 MB with the spec text', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x20);
    big.write('%PDF-1.7', 0);
    const res = await upload(alice.cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Please upload a file smaller than 10MB');
  });

  it('reads a photographed contract (OCR in a worker thread)', async () => {
    const png = renderLoanDocumentImage(quick);
    const res = await upload(alice.cookie, png, 'photo.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const c = res.json().contract;
    expect(c.source).toBe('ocr');
    expect(c.terms.lender).toBe('QuickNaira Microfinance Bank Ltd');
    expect(c.terms.principal).toBe(5_000_000);
    expect(c.analysis.verdict).toBe('avoid');
    expect(c.analysis.interestType).toBe('flat');
  }, 120_000);

  it('recomputes when a field is corrected by hand, and keeps the correction', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/loans/contracts/${contractId}`,
      headers: { cookie: alice.cookie },
      payload: { corrections: { principal: 100_000_000 }, monthlyIncome: 40_000_000 },
    });
    expect(res.statusCode).toBe(200);
    const c = res.json().contract;
    expect(c.terms.principal).toBe(100_000_000);
    expect(c.extracted.principal).toBe(250_000_000);
    expect(c.monthlyIncome).toBe(40_000_000);
    expect(c.analysis.monthlyPayment).toBeLessThan(zenora.truth.printedInstalment as number);
    expect(c.analysis.dti).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/loans/contracts/${contractId}`,
      headers: { cookie: alice.cookie },
      payload: { corrections: { principal: -5 } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports a PDF report', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loans/contracts/${contractId}/report.pdf`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("hides one person's contracts from another (404)", async () => {
    for (const url of [`/api/loans/contracts/${contractId}`, `/api/loans/contracts/${contractId}/report.pdf`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: bob.cookie } })).statusCode).toBe(404);
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/loans/contracts/${contractId}`,
      headers: { cookie: bob.cookie },
      payload: { corrections: {} },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('saves, lists and deletes scenarios per user', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/loans/scenarios',
      headers: { cookie: alice.cookie },
      payload: {
        kind: 'contract',
        name: 'Zenora, smaller amount',
        input: { corrections: { principal: 100_000_000 } },
        contractId,
      },
    });
    expect(created.statusCode).toBe(201);
    const calc = await t.app.inject({
      method: 'POST',
      url: '/api/loans/scenarios',
      headers: { cookie: alice.cookie },
      payload: {
        kind: 'calculator',
        name: 'Car',
        input: { amount: 5_000_000, rate: 15, term: 36, income: 300_000, basis: 'reducing' },
      },
    });
    expect(calc.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/loans/scenarios', headers: { cookie: alice.cookie } });
    expect(list.json().scenarios.map((s: { name: string }) => s.name)).toEqual(['Car', 'Zenora, smaller amount']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/loans/scenarios', headers: { cookie: bob.cookie } })).json()
        .scenarios,
    ).toEqual([]);
    const id = calc.json().scenario.id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/loans/scenarios/${id}`, headers: { cookie: bob.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/loans/scenarios/${id}`, headers: { cookie: alice.cookie } }))
        .statusCode,
    ).toBe(204);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/loans/scenarios',
      headers: { cookie: alice.cookie },
      payload: { kind: 'x', name: '', input: {} },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('has no income context without a completed statement analysis', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/loans/context', headers: { cookie: bob.cookie } });
    expect(res.json()).toMatchObject({ monthlyIncome: null, analysisId: null, balance: 1 });
  });
});
