import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { buildStatementFixture, FIXTURE_PASSWORD } from '@nairalens/fixtures/statements/index.ts';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
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
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
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
