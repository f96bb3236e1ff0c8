import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { buildStatementFixture, FIXTURE_PASSWORD } from '@nairalens/fixtures/statements/index.ts';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { balanceOf, grantTokens } from './support/upload-helpers.ts';
import { workspaceHelpers, type Who } from './support/workspace-helpers.ts';

// Workers on: statements go through the real queue and analysis worker.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const { call, sendFile, waitForBatch, ownerWithWorkspace, addClient, invite } = workspaceHelpers(() => t);

describe('business workspace: clients and bulk upload', () => {
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
