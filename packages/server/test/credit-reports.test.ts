import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OcrEngine } from '@nairalens/core/documents/ocr-engine.ts';
import { adaezeStatementCsv } from '@nairalens/fixtures/credit-reports/statement.ts';
import { creditReportFixtures } from '@nairalens/fixtures/credit-reports/reports.ts';
import { renderReport } from '@nairalens/fixtures/credit-reports/render.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { balanceOf, grantTokens, multipart, upload, waitForAnalysis } from './support/upload-helpers.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let ada: { cookie: string; userId: string };
let bob: { cookie: string; userId: string };
/** Our generated PDFs carry a text layer: reading them must never start OCR. */
const textOnly: OcrEngine = { recognise: () => Promise.reject(new Error('OCR started on a text PDF')) };
const fx = (id: string) => creditReportFixtures().find((f) => f.id === id)!;

function send(cookie: string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const body = multipart({ idempotencyKey: `cr-${randomUUID()}`, ...fields }, { name, bytes });
  return t.app.inject({ method: 'POST', url: '/api/credit-reports', headers: { ...body.headers, cookie }, payload: body.payload });
}

async function waitForReport(cookie: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/credit-reports/${id}`, headers: { cookie } });
    const r = res.json().report;
    if (r.status !== 'processing') return r;
    if (Date.now() > deadline) throw new Error('still processing');
    await new Promise((ok) => setTimeout(ok, 150));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp('ada-credit@example.com');
  bob = await t.signUp('bob-credit@example.com');
  await grantTokens(t, ada.userId, 10);
});
afterAll(async () => {
  await t?.close();
});

describe('credit reports API', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/credit-reports' })).statusCode).toBe(401);
  });

  it('reads an uploaded report for 1 token, deletes the raw file, and keeps it private to its owner', async () => {
    const before = await balanceOf(t, ada.cookie);
    const res = await send(ada.cookie, await renderReport(fx('crc-summary-first')), 'crc.pdf');
    expect(res.statusCode).toBe(201);
    const id = res.json().report.id;
    const r = await waitForReport(ada.cookie, id);
    expect(r.status).toBe('completed');
    expect(r.rawDeleted).toBe(true);
    expect(await balanceOf(t, ada.cookie)).toBe(before - 1);
    expect(r.report).toEqual(fx('crc-summary-first').truth);
    expect(r.factors.some((f: { kind: string; months: string[] }) => f.kind === 'late_payments' && f.months.includes('2025-08'))).toBe(true);
    expect(r.recommendations[0].title).toMatch(/Pay ₦45,000 overdue on ACCESS BANK PLC first/);
    const other = await t.app.inject({ method: 'GET', url: `/api/credit-reports/${id}`, headers: { cookie: bob.cookie } });
    expect(other.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/credit-reports?bureau=crc', headers: { cookie: ada.cookie } });
    expect(list.json().reports.map((x: { id: string }) => x.id)).toContain(id);
    const none = await t.app.inject({ method: 'GET', url: '/api/credit-reports?bureau=firstcentral', headers: { cookie: ada.cookie } });
    expect(none.json().reports).toEqual([]);
    // The explained PDF lists the guarantor and the dishonoured cheque the report prints.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/credit-reports/${id}/report.pdf`, headers: { cookie: ada.cookie } });
    const { readLoanDocumentText } = await import('@nairalens/core/loans/read-document.ts');
    const text = (await readLoanDocumentText(new Uint8Array(pdf.rawPayload), textOnly)).text;
    expect(text).toMatch(/Guarantors[\s\S]*OKAFOR CHINEDU PAUL · RENMONEY MFB · facility \*+9090 · ₦200,000/);
    expect(text).toMatch(/Dishonoured cheques[\s\S]*2024-12-04 · ACCESS BANK PLC · cheque \*+7782 · ₦62,500/);
  });

  it("files a report for someone else only with their name and consent (the statement upload's rule)", async () => {
    const bytes = await renderReport(fx('crc-no-hit'));
    const before = await balanceOf(t, ada.cookie);
    const noConsent = await send(ada.cookie, bytes, 'client.pdf', { analysisFor: 'someone-else', clientName: 'Bola Ade' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.message).toBe('Please enter client name and confirm consent for "Someone else" analysis');
    const noName = await send(ada.cookie, bytes, 'client.pdf', { analysisFor: 'someone-else', clientName: '  ', consent: 'true' });
    expect(noName.statusCode).toBe(400);
    const notMine = await send(ada.cookie, bytes, 'client.pdf', { analysisFor: 'someone-else', clientName: 'Bola Ade', consent: 'true', profileId: randomUUID() });
    expect(notMine.statusCode).toBe(404);
    expect(await balanceOf(t, ada.cookie)).toBe(before);
    const ok = await send(ada.cookie, bytes, 'client.pdf', { analysisFor: 'someone-else', clientName: ' Bola Ade ', consent: 'true' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().report.clientName).toBe('Bola Ade');
    expect((await waitForReport(ada.cookie, ok.json().report.id)).status).toBe('completed');
  });

  it('refunds the token when the file is not a credit report', async () => {
    const before = await balanceOf(t, ada.cookie);
    const statement = await buildStatementFixture('gtbank-pdf');
    const res = await send(ada.cookie, statement.bytes, 'statement.pdf');
    expect(res.statusCode).toBe(201);
    const r = await waitForReport(ada.cookie, res.json().report.id);
    expect(r.status).toBe('failed');
    expect(r.failureMessage).toMatch(/not a credit report.*refunded/i);
    expect(await balanceOf(t, ada.cookie)).toBe(before);
  });

  it('refuses unsupported files, missing passwords and empty wallets before spending', async () => {
    const bad = await send(ada.cookie, new TextEncoder().encode('hello world'), 'x.txt');
    expect(bad.statusCode).toBe(415);
    const pw = await send(ada.cookie, await renderReport(fx('crc-password')), 'locked.pdf');
    expect(pw.json().error?.code ?? pw.json().code).toBe('PASSWORD_REQUIRED');
    const ok = await send(ada.cookie, await renderReport(fx('crc-password')), 'locked.pdf', { password: 'okafor1990' });
    expect(ok.statusCode).toBe(201);
    expect((await waitForReport(ada.cookie, ok.json().report.id)).status).toBe('completed');
    // Bob has only the sign-up token: the first report spends it, the second is refused before anything is stored.
    const first = await send(bob.cookie, await renderReport(fx('crc-no-hit')), 'nohit.pdf');
    expect(first.statusCode).toBe(201);
    const poor = await send(bob.cookie, await renderReport(fx('crc-no-hit')), 'nohit.pdf');
    expect(poor.statusCode).toBe(402);
    const nohit = await waitForReport(bob.cookie, first.json().report.id);
    expect(nohit.status).toBe('completed');
    expect(nohit.report.accounts).toEqual([]);
  });

  it('reconciles with the statements and writes a dispute letter', async () => {
    const csv = await upload(t, ada.cookie, { name: 'adaeze.csv', bytes: new TextEncoder().encode(adaezeStatementCsv()) });
    expect((await waitForAnalysis(t, ada.cookie, csv.json().upload.id)).status).toBe('completed');
    const res = await send(ada.cookie, await renderReport(fx('crc-account-first')), 'crc2.pdf');
    const r = await waitForReport(ada.cookie, res.json().report.id);
    const kinds = r.reconciliation.findings.map((f: { kind: string; lender: string }) => `${f.kind}:${f.lender}`);
    expect(kinds).toContain('missing_from_report:Branch');
    expect(kinds).toContain('repayments_stopped:FAIRMONEY MFB');
    expect(r.reconciliation.coverage).toEqual({ from: '2025-03', to: '2025-08' });
    expect(r.scoreHistory.length).toBeGreaterThanOrEqual(2);
    const stopped = r.reconciliation.findings.find((f: { kind: string }) => f.kind === 'repayments_stopped');
    const put = await t.app.inject({ method: 'PUT', url: `/api/credit-reports/${r.id}/disputes`, headers: { cookie: ada.cookie }, payload: { findingIds: [stopped.id], unrecognised: [{ lender: 'RENMONEY MFB', accountNumber: '****9090' }] } });
    expect(put.statusCode).toBe(200);
    expect(put.json().disputes).toHaveLength(2);
    const letter = await t.app.inject({ method: 'GET', url: `/api/credit-reports/${r.id}/dispute-letter.pdf`, headers: { cookie: ada.cookie } });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const { readLoanDocumentText } = await import('@nairalens/core/loans/read-document.ts');
    const text = (await readLoanDocumentText(new Uint8Array(letter.rawPayload), textOnly)).text;
    expect(text).toMatch(/FAIRMONEY MFB, account \*+5678/);
    expect(text).toMatch(/2025-05-05: ₦45,000 to FairMoney/);
    expect(text).toMatch(/RENMONEY MFB/);
    const forged = await t.app.inject({ method: 'PUT', url: `/api/credit-reports/${r.id}/disputes`, headers: { cookie: ada.cookie }, payload: { findingIds: ['made-up'] } });
    expect(forged.statusCode).toBe(400);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/credit-reports/${r.id}/report.pdf`, headers: { cookie: ada.cookie } });
    expect(pdf.statusCode).toBe(200);
    const clean = await t.app.inject({ method: 'GET', url: `/api/credit-reports/${r.id}/report.pdf?variant=clean`, headers: { cookie: ada.cookie } });
    expect(clean.statusCode).toBe(402);
  });
});
