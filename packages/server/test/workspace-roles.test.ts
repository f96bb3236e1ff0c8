import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { creditReportFixtures } from '@nairalens/fixtures/credit-reports/reports.ts';
import { renderReport } from '@nairalens/fixtures/credit-reports/render.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { balanceOf, grantTokens, multipart } from './support/upload-helpers.ts';
import { workspaceHelpers } from './support/workspace-helpers.ts';

// Workers on: statements go through the real queue and analysis worker.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const { call, sendFile, ownerWithWorkspace, addClient, invite } = workspaceHelpers(() => t);

describe('business workspace: roles and member access', () => {
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
});
