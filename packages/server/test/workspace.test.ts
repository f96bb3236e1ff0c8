import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { buildStatementFixture, FIXTURE_PASSWORD } from '@nairalens/fixtures/statements/index.ts';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { creditReportFixtures } from '@nairalens/fixtures/credit-reports/reports.ts';
import { renderReport } from '@nairalens/fixtures/credit-reports/render.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { balanceOf, grantTokens, multipart } from './support/upload-helpers.ts';

// Workers on: statements go through the real queue and analysis worker.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Who = { cookie: string; userId: string; email: string };
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function sendFile(
  who: Who,
  url: string,
  file: { name: string; bytes: Uint8Array },
  fields: Record<string, string>,
) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
}

async function waitForBatch(who: Who, batchId: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await call(who, 'GET', `/api/workspace/batches/${batchId}`)).json();
    if (body.counts.processing === 0) return body;
    if (Date.now() > deadline) throw new Error('batch still processing');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function ownerWithWorkspace(name = 'Acme Credit') {
  const owner = await t.signUp();
  const res = await call(owner, 'POST', '/api/workspace', { name });
  expect(res.statusCode).toBe(201);
  return owner;
}

async function addClient(who: Who, name: string, reference?: string) {
  const res = await call(who, 'POST', '/api/workspace/clients', { name, reference, consent: true });
  expect(res.statusCode).toBe(201);
  return res.json().client.id as string;
}

async function invite(owner: Who, role: 'analyst' | 'viewer' | 'admin'): Promise<Who> {
  const member = await t.signUp();
  expect((await call(owner, 'POST', '/api/workspace/invites', { email: member.email, role })).statusCode).toBe(201);
  const [mail] = await t.outbox(member.email);
  const link = mail.links.find((l) => l.includes('/workspace/invite'))!;
  const token = new URL(link).searchParams.get('token')!;
  const accepted = await call(member, 'POST', '/api/workspace/invites/accept', { token });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().membership.role).toBe(role);
  // The same link cannot be used twice.
  expect((await call(member, 'POST', '/api/workspace/invites/accept', { token })).statusCode).toBe(404);
  return member;
}

describe('business workspace', () => {
  it('clients need a name and the consent record; the consent text, who and when are stored', async () => {
    const owner = await ownerWithWorkspace();
    const noConsent = await call(owner, 'POST', '/api/workspace/clients', { name: 'Ada Obi', consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.code).toBe('VALIDATION');
    const id = await addClient(owner, '  Ada Obi ', 'LN-001');
    const detail = (await call(owner, 'GET', `/api/workspace/clients/${id}`)).json();
    expect(detail.client).toMatchObject({
      name: 'Ada Obi',
      reference: 'LN-001',
      consentBy: owner.email,
      consentText: "I confirm I have the subject's explicit consent to analyze their financial documents.",
    });
    // A client is a profiles_light row: it appears with its analysis count in the owner's profiles.
    const profiles = (await call(owner, 'GET', '/api/profiles')).json().profiles;
    expect(profiles.find((p: { id: string }) => p.id === id)).toMatchObject({ label: 'Ada Obi', analysisCount: 0 });
  });

  it('bulk upload: total cost first, per-file status, a wrong password refused free, an unreadable file refunded, exports safe', async () => {
    const owner = await ownerWithWorkspace();
    await grantTokens(t, owner.userId, 40);
    const ada = await addClient(owner, 'Ada Obi');
    const evil = await addClient(owner, '=HYPERLINK("http://evil.example","x")', '+2348000');
    const files = [
      { f: await buildStatementFixture('gtbank-pdf'), client: ada, password: undefined as string | undefined },
      { f: await buildStatementFixture('firstbank-pdf'), client: ada, password: FIXTURE_PASSWORD },
      { f: await buildStatementFixture('uba-csv'), client: evil, password: undefined },
      { f: await buildStatementFixture('zenith-xlsx'), client: evil, password: undefined },
      {
        f: { fileName: 'unreadable.csv', bytes: new TextEncoder().encode('hello,world\nno,dates\n') },
        client: ada,
        password: undefined,
      },
      { f: await buildStatementFixture('gtbank-pdf-password'), client: ada, password: 'wrong-password' },
    ];
    const plan = files.map((x) => ({ fileName: x.f.fileName, size: x.f.bytes.length, clientId: x.client }));
    const before = await balanceOf(t, owner.cookie);
    const created = await call(owner, 'POST', '/api/workspace/batches', { files: plan });
    expect(created.statusCode).toBe(201);
    const batch = created.json().batch;
    expect(batch.totalCost).toBe(plan.reduce((s, p) => s + statementTokenCost(p.size), 0));
    expect(batch.balance).toBe(before);
    expect(await balanceOf(t, owner.cookie)).toBe(before); // the quote spends nothing

    const outcomes = [];
    for (const x of files) {
      const res = await sendFile(
        owner,
        `/api/workspace/batches/${batch.id}/files`,
        { name: x.f.fileName, bytes: x.f.bytes },
        { clientId: x.client, ...(x.password ? { password: x.password } : {}) },
      );
      expect([200, 202]).toContain(res.statusCode);
      outcomes.push(res.json());
    }
    expect(outcomes[5]).toMatchObject({ accepted: false, code: 'PASSWORD_INCORRECT' });
    const done = await waitForBatch(owner, batch.id);
    const byName = Object.fromEntries(done.files.map((f: { fileName: string }) => [f.fileName, f]));
    for (const x of files.slice(0, 4)) expect(byName[x.f.fileName].status).toBe('completed');
    expect(byName['unreadable.csv']).toMatchObject({
      status: 'failed',
      failure: { code: 'NO_TRANSACTIONS', refunded: true },
    });
    expect(byName['gtbank-pdf-password.pdf']).toMatchObject({
      status: 'failed',
      analysisId: null,
      failure: { code: 'PASSWORD_INCORRECT', refunded: false },
    });
    expect(done.counts).toMatchObject({ completed: 4, failed: 2, processing: 0, notSent: 0 });
    // The name read from each statement is shown with whether it looks like the assigned client's.
    const uba = files[2].f as Awaited<ReturnType<typeof buildStatementFixture>>;
    expect(byName['uba-csv.csv'].accountName).toBe(uba.expected.statement.accountName);
    expect(byName['uba-csv.csv'].accountNameMatches).toBe(false);
    const paid = files.slice(0, 4).reduce((s, x) => s + statementTokenCost(x.f.bytes.length), 0);
    expect(await balanceOf(t, owner.cookie)).toBe(before - paid);
    expect(done.spent).toBe(paid);

    // CSV: one row per analysis; text that a spreadsheet would run as a formula is neutralised.
    const csv = await call(owner, 'GET', `/api/workspace/batches/${batch.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0].split(',')).toContain('health_score');
    expect(lines).toHaveLength(1 + 5);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.body).toContain("'+2348000");
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);

    // XLSX: the analyses sheet plus one sheet of transactions per completed analysis.
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/workspace/clients/${evil}/export.xlsx`,
      headers: { cookie: owner.cookie },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toHaveLength(3);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.Analyses);
    expect(rows).toHaveLength(2);
    expect(rows[0].client_name).toBe(`'=HYPERLINK("http://evil.example","x")`);
    const txSheet = book.SheetNames.map((n) => XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[n])).find(
      (r) => r.length === uba.expected.transactions.length,
    );
    expect(txSheet).toBeDefined();
    for (const cell of Object.values(book.Sheets.Analyses)) expect((cell as { f?: string }).f).toBeUndefined();

    // Overview: usage this month counts the four paid statements; the client page shows the latest figures.
    const overview = (await call(owner, 'GET', '/api/workspace/overview')).json();
    expect(overview.usageThisMonth).toEqual({ tokens: paid, analyses: 4 });
    expect(overview.tokenPool.balance).toBe(before - paid);
    const client = (await call(owner, 'GET', `/api/workspace/clients/${ada}`)).json();
    expect(client.latest.healthScore).toBeTypeOf('number');
    expect(client.statements).toHaveLength(4);
    const filtered = (await call(owner, 'GET', `/api/workspace/clients?risk=${client.latest.riskBand}`)).json().clients;
    expect(filtered.map((c: { id: string }) => c.id)).toContain(ada);
  }, 180_000);

  it('roles: analysts upload and export, viewers only read, removed members lose access at once, other workspaces see nothing', async () => {
    const owner = await ownerWithWorkspace();
    await grantTokens(t, owner.userId, 10);
    const clientId = await addClient(owner, 'Bola Ade');
    const analyst = await invite(owner, 'analyst');
    const viewer = await invite(owner, 'viewer');
    const f = await buildStatementFixture('gtbank-csv');
    const before = await balanceOf(t, owner.cookie);

    expect((await call(viewer, 'GET', '/api/workspace/clients')).json().clients).toHaveLength(1);
    expect((await call(viewer, 'POST', '/api/workspace/clients', { name: 'X', consent: true })).statusCode).toBe(403);
    expect(
      (
        await sendFile(
          viewer,
          `/api/workspace/clients/${clientId}/statements`,
          { name: f.fileName, bytes: f.bytes },
          {},
        )
      ).statusCode,
    ).toBe(403);
    expect((await call(viewer, 'GET', `/api/workspace/clients/${clientId}/export.csv`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/api/workspace/audit')).statusCode).toBe(403);

    const up = await sendFile(
      analyst,
      `/api/workspace/clients/${clientId}/statements`,
      { name: f.fileName, bytes: f.bytes },
      {},
    );
    expect(up.statusCode).toBe(202);
    // The pool is the owner's wallet.
    expect(await balanceOf(t, owner.cookie)).toBe(before - statementTokenCost(f.bytes.length));
    expect((await call(analyst, 'GET', `/api/workspace/clients/${clientId}/export.csv`)).statusCode).toBe(200);
    expect(
      (await call(analyst, 'POST', '/api/workspace/invites', { email: 'x@example.com', role: 'viewer' })).statusCode,
    ).toBe(403);
    expect((await call(analyst, 'POST', '/api/workspace/api-keys', { name: 'k' })).statusCode).toBe(403);

    expect((await call(owner, 'DELETE', `/api/workspace/members/${viewer.userId}`)).statusCode).toBe(204);
    expect((await call(viewer, 'GET', '/api/workspace/clients')).statusCode).toBe(404);
    expect((await call(viewer, 'GET', `/api/workspace/clients/${clientId}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/workspace/members/${owner.userId}`)).statusCode).toBe(404);

    const stranger = await ownerWithWorkspace('Other Co');
    expect((await call(stranger, 'GET', `/api/workspace/clients/${clientId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/workspace/clients/${clientId}/export.csv`)).statusCode).toBe(404);
    expect(
      (
        await sendFile(
          stranger,
          `/api/workspace/clients/${clientId}/statements`,
          { name: f.fileName, bytes: f.bytes },
          {},
        )
      ).statusCode,
    ).toBe(404);

    const audit = (await call(owner, 'GET', '/api/workspace/audit'))
      .json()
      .entries.map((e: { action: string; actor: string }) => `${e.action} ${e.actor}`);
    expect(audit).toEqual(
      expect.arrayContaining([
        `statement.uploaded ${analyst.email}`,
        `member.removed ${owner.email}`,
        `member.joined ${viewer.email}`,
        `export.csv ${analyst.email}`,
      ]),
    );
  }, 60_000);

  it('reads the account name of each file for free and proposes the matching client or a new one', async () => {
    const owner = await ownerWithWorkspace();
    await grantTokens(t, owner.userId, 5);
    const chinedu = await addClient(owner, 'Chinedu Osagie');
    const efosa = await addClient(owner, 'Efosa Mohammed', 'LN-7');
    await addClient(owner, 'Ada Obi');
    const viewer = await invite(owner, 'viewer');
    const before = await balanceOf(t, owner.cookie);
    const read = async (who: Who, f: { fileName: string; bytes: Uint8Array }, password?: string) => {
      const res = await sendFile(
        who,
        '/api/workspace/batches/account-name',
        { name: f.fileName, bytes: f.bytes },
        password ? { password } : {},
      );
      return { status: res.statusCode, body: res.json() };
    };
    const gt = await read(owner, await buildStatementFixture('gtbank-pdf'));
    expect(gt).toMatchObject({
      status: 200,
      body: {
        accountName: 'CHINEDU OSAGIE',
        proposal: { kind: 'client', clientId: chinedu, clientName: 'Chinedu Osagie' },
      },
    });
    expect((await read(owner, await buildStatementFixture('zenith-xlsx'))).body.proposal).toEqual({
      kind: 'client',
      clientId: efosa,
      clientName: 'Efosa Mohammed',
    });
    // A shared surname alone is not the same person; nor is a shared first name: a new client of the printed name.
    expect((await read(owner, await buildStatementFixture('uba-csv'))).body.proposal).toEqual({
      kind: 'new',
      name: 'Olumide Mohammed',
    });
    expect((await read(owner, await buildStatementFixture('kuda-pdf'))).body.proposal).toEqual({
      kind: 'new',
      name: 'Ada Mohammed',
    });
    // A protected PDF needs its password, and a wrong one is said so.
    const locked = await buildStatementFixture('gtbank-pdf-password');
    expect((await read(owner, locked)).body.error.code).toBe('PASSWORD_REQUIRED');
    expect((await read(owner, locked, 'not-it')).body.error.code).toBe('PASSWORD_INCORRECT');
    expect((await read(owner, locked, FIXTURE_PASSWORD)).body.proposal).toMatchObject({
      kind: 'client',
      clientId: chinedu,
    });
    // No name, no proposal: the analyst chooses.
    const none = await read(owner, {
      fileName: 'unreadable.csv',
      bytes: new TextEncoder().encode('hello,world\nno,dates\n'),
    });
    expect(none).toMatchObject({ status: 200, body: { accountName: null, proposal: { kind: 'none' } } });
    expect(none.body.note).toMatch(/\S/);
    // Free, two at a time per person (a third at once waits its turn), and only for those who may upload.
    const gtbank = await buildStatementFixture('gtbank-pdf');
    const burst = await Promise.all([1, 2, 3].map(() => read(owner, gtbank)));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect(burst.find((r) => r.status === 429)!.body.error.message).toBe(
      'Names are read 2 files at a time; try again in a moment.',
    );
    expect(await balanceOf(t, owner.cookie)).toBe(before);
    expect((await read(viewer, await buildStatementFixture('gtbank-pdf'))).status).toBe(403);
    const stranger = await t.signUp();
    expect((await read(stranger, await buildStatementFixture('gtbank-pdf'))).status).toBe(404);
  }, 90_000);

  it('every member opens the full analysis (by role, checked afresh); the client page shows credit reports and history', async () => {
    const owner = await ownerWithWorkspace();
    await grantTokens(t, owner.userId, 10);
    const clientId = await addClient(owner, 'Chidi Eze');
    const [admin, analyst, viewer] = [
      await invite(owner, 'admin'),
      await invite(owner, 'analyst'),
      await invite(owner, 'viewer'),
    ];
    const f = await buildStatementFixture('gtbank-csv');
    const up = await sendFile(
      analyst,
      `/api/workspace/clients/${clientId}/statements`,
      { name: f.fileName, bytes: f.bytes },
      {},
    );
    expect(up.statusCode).toBe(202);
    const { analysisId, uploadId } = up.json();
    for (let i = 0; i < 300; i++) {
      const s = (await call(owner, 'GET', `/api/analyses/${analysisId}/status`)).json().status;
      if (s !== 'pending' && s !== 'processing') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const ownRead = (await call(owner, 'GET', `/api/analyses/${analysisId}`)).json();
    const mine = ownRead.analysis;
    expect(mine.status).toBe('completed');
    // The page is told what the caller may do, so it shows only the controls the server accepts.
    expect(ownRead.access).toEqual({ level: 'owner', role: null, canChange: true, canExport: true });
    const accessOf = async (who: typeof owner) => (await call(who, 'GET', `/api/analyses/${uploadId}`)).json().access;
    expect(await accessOf(admin)).toEqual({ level: 'member', role: 'admin', canChange: false, canExport: true });
    expect(await accessOf(analyst)).toEqual({ level: 'member', role: 'analyst', canChange: false, canExport: true });
    expect(await accessOf(viewer)).toEqual({ level: 'member', role: 'viewer', canChange: false, canExport: false });

    // The full analysis page's reads: result (by analysis or upload id), status, transactions, "what changed".
    for (const member of [admin, analyst, viewer]) {
      for (const idOrUpload of [analysisId, uploadId]) {
        const res = await call(member, 'GET', `/api/analyses/${idOrUpload}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().analysis.summary).toEqual(mine.summary);
      }
      expect((await call(member, 'GET', `/api/analyses/${analysisId}/status`)).json().status).toBe('completed');
      const txs = (await call(member, 'GET', `/api/analyses/${analysisId}/transactions`)).json();
      expect(txs.total).toBe(f.expected.transactions.length);
      expect((await call(member, 'GET', `/api/history/analyses/${analysisId}/changes`)).statusCode).toBe(200);
    }
    // Exports follow the role: a viewer reads but does not export.
    expect((await call(analyst, 'GET', `/api/analyses/${analysisId}/transactions.csv`)).statusCode).toBe(200);
    const refused = await call(viewer, 'GET', `/api/analyses/${analysisId}/transactions.csv`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your role (viewer) cannot do this in the workspace.');
    expect((await call(viewer, 'GET', `/api/analyses/${analysisId}/export.json`)).statusCode).toBe(403);
    // Changes that write the owner's rules or spend the owner's tokens stay with the owner.
    const txId = (await call(owner, 'GET', `/api/analyses/${analysisId}/transactions`)).json().transactions[0].id;
    const recategorise = await call(admin, 'PATCH', `/api/analyses/${analysisId}/transactions/${txId}`, {
      category: 'food_groceries',
    });
    expect(recategorise.statusCode).toBe(403);
    expect(recategorise.json().error.message).toMatch(/^Only the workspace owner can re-categorise/);
    expect((await call(analyst, 'POST', `/api/analyses/${analysisId}/clean-export`)).statusCode).toBe(403);

    // Another workspace's member, and someone in no workspace, get 404; a removed member at once.
    const stranger = await ownerWithWorkspace('Other Co');
    const nobody = await t.signUp();
    for (const who of [stranger, nobody]) {
      expect((await call(who, 'GET', `/api/analyses/${analysisId}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/analyses/${analysisId}/transactions`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/history/analyses/${analysisId}/changes`)).statusCode).toBe(404);
    }
    expect((await call(owner, 'DELETE', `/api/workspace/members/${viewer.userId}`)).statusCode).toBe(204);
    expect((await call(viewer, 'GET', `/api/analyses/${analysisId}`)).statusCode).toBe(404);
    expect((await call(viewer, 'GET', `/api/analyses/${analysisId}/transactions`)).statusCode).toBe(404);

    // A credit report read for the client (the owner's upload, under the client's profile) shows on the client page.
    const fx = creditReportFixtures().find((c) => c.id === 'crc-summary-first')!;
    const body = multipart(
      {
        idempotencyKey: `cr-${randomUUID()}`,
        analysisFor: 'someone-else',
        clientName: 'Chidi Eze',
        consent: 'true',
        profileId: clientId,
      },
      { name: 'crc.pdf', bytes: await renderReport(fx) },
    );
    const cr = await t.app.inject({
      method: 'POST',
      url: '/api/credit-reports',
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
    expect(cr.statusCode).toBe(201);
    let detail;
    for (let i = 0; i < 300; i++) {
      detail = (await call(analyst, 'GET', `/api/workspace/clients/${clientId}`)).json();
      if (detail.creditReports[0]?.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(detail.creditReports).toHaveLength(1);
    expect(detail.creditReports[0]).toMatchObject({
      id: cr.json().report.id,
      status: 'completed',
      score: fx.truth.score!.value,
      reportDate: fx.truth.reportDate,
    });
    // History month by month from the client's statements, as the person's history API computes it.
    const months = [...new Set(f.expected.transactions.map((x: { date: string }) => x.date.slice(0, 7)))].sort();
    expect(detail.history.map((m: { month: string }) => m.month)).toEqual(months);
    const own = (await call(owner, 'GET', `/api/history?profileId=${clientId}`)).json().months;
    expect(detail.history.map((m: { healthScore: number; income: number }) => [m.healthScore, m.income])).toEqual(
      own.map((m: { healthScore: number; income: number }) => [m.healthScore, m.income]),
    );
    // Another workspace sees neither.
    expect((await call(stranger, 'GET', `/api/workspace/clients/${clientId}`)).statusCode).toBe(404);
  }, 120_000);

  it('gives Business-plan workspaces priority in the job queue', async () => {
    const owner = await ownerWithWorkspace();
    await grantTokens(t, owner.userId, 10);
    const clientId = await addClient(owner, 'Chi Eze');
    const f = await buildStatementFixture('access-classic-csv');
    const priorityOf = async (analysisId: string) =>
      (
        await t.ctx.database.query<{ priority: number }>(
          `SELECT priority FROM pgboss.job WHERE data->>'analysisId' = $1`,
          [analysisId],
        )
      )[0]?.priority;
    const plain = (
      await sendFile(owner, `/api/workspace/clients/${clientId}/statements`, { name: f.fileName, bytes: f.bytes }, {})
    ).json();
    expect(await priorityOf(plain.analysisId)).toBe(0);
    await t.ctx.database.query(
      `INSERT INTO subscriptions (id, user_id, plan_id, status, provider, anchor_at, current_period_start, current_period_end) VALUES ($1, $2, 'business', 'active', 'test', now(), now(), now() + interval '30 days')`,
      [randomUUID(), owner.userId],
    );
    const business = (
      await sendFile(owner, `/api/workspace/clients/${clientId}/statements`, { name: f.fileName, bytes: f.bytes }, {})
    ).json();
    expect(await priorityOf(business.analysisId)).toBe(10);
  }, 60_000);
});
