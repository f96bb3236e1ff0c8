import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { loanDocumentFixtures } from '@nairalens/fixtures/loan-documents/documents.ts';
import { renderLoanDocumentPdf } from '@nairalens/fixtures/loan-documents/render.ts';
import { creditReportFixtures } from '@nairalens/fixtures/credit-reports/reports.ts';
import { renderReport } from '@nairalens/fixtures/credit-reports/render.ts';
import { activitySubjectHref, activityTitle } from '@nairalens/core/tokens/activity-title.ts';
import { walletActivityPageSchema } from '@nairalens/core/api/wallet-activity.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { grantTokens, multipart, upload, waitForAnalysis } from './support/upload-helpers.ts';

// Workers on: each document is read by its real job, as in production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function waitFor(cookie: string, url: string, pick: (body: any) => { status: string }): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (pick((await t.app.inject({ method: 'GET', url, headers: { cookie } })).json()).status === 'processing') {
    if (Date.now() > deadline) throw new Error(`${url} still processing`);
    await new Promise((ok) => setTimeout(ok, 150));
  }
}

describe('wallet activity names and links what each spend paid for', () => {
  it('statement, clean PDF, loan contract and credit report spends carry their file and page', async () => {
    const a = await t.signUp();
    await grantTokens(t, a.userId, 20);

    const statement = await buildStatementFixture('gtbank-csv');
    const up = await upload(t, a.cookie, { name: 'gtb-june.csv', bytes: statement.bytes });
    expect(up.statusCode).toBe(201);
    const uploadId = up.json().upload.id;
    expect((await waitForAnalysis(t, a.cookie, uploadId)).status).toBe('completed');
    const unlock = await t.app.inject({
      method: 'POST',
      url: `/api/analyses/${uploadId}/clean-export`,
      headers: { cookie: a.cookie, origin: t.config.appUrl },
    });
    expect(unlock.json()).toMatchObject({ unlocked: true, charged: 2 });

    const contract = multipart(
      { idempotencyKey: `lc-${randomUUID()}` },
      {
        name: 'zenora-offer.pdf',
        bytes: await renderLoanDocumentPdf(loanDocumentFixtures().find((f) => f.id === 'bank-zenora')!),
        type: 'application/pdf',
      },
    );
    const lc = await t.app.inject({
      method: 'POST',
      url: '/api/loans/contracts',
      headers: { ...contract.headers, cookie: a.cookie },
      payload: contract.payload,
    });
    expect(lc.statusCode).toBe(201);
    const contractId = lc.json().contract.id;
    await waitFor(a.cookie, `/api/loans/contracts/${contractId}`, (b) => b.contract);

    const report = multipart(
      { idempotencyKey: `cr-${randomUUID()}` },
      { name: 'crc.pdf', bytes: await renderReport(creditReportFixtures().find((f) => f.id === 'crc-summary-first')!) },
    );
    const cr = await t.app.inject({
      method: 'POST',
      url: '/api/credit-reports',
      headers: { ...report.headers, cookie: a.cookie },
      payload: report.payload,
    });
    expect(cr.statusCode).toBe(201);
    const reportId = cr.json().report.id;
    await waitFor(a.cookie, `/api/credit-reports/${reportId}`, (b) => b.report);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions?type=all&limit=10',
      headers: { cookie: a.cookie },
    });
    const page = walletActivityPageSchema.parse(res.json());
    const spends = page.transactions.filter((x) => x.delta < 0);
    expect(spends.map((x) => [activityTitle(x), x.delta, x.subject && activitySubjectHref(x.subject)])).toEqual([
      ['Credit report — crc.pdf', -1, `/app/credit-reports/${reportId}`],
      ['Loan analysis — zenora-offer.pdf', -1, `/app/loan/upload?contract=${contractId}`],
      ['Clean PDF export — gtb-june.csv', -2, `/app/analysis/${uploadId}`],
      ['Statement analysis — gtb-june.csv', -1, `/app/analysis/${uploadId}`],
    ]);
    // A purchase pays for nothing: no subject.
    expect(page.transactions.find((x) => x.delta > 0)?.subject).toBeNull();
  }, 120_000);
});
