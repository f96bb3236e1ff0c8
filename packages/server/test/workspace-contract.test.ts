import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import {
  clientDetailSchema,
  clientListSchema,
  noteAddedSchema,
  overviewSchema,
  workspaceCreatedSchema,
  workspaceMeSchema,
} from '@nairalens/core/api/workspace.ts';
import { batchCreatedSchema, batchDetailSchema, statementOutcomeSchema } from '@nairalens/core/api/workspace-batch.ts';
import {
  apiKeyCreatedSchema,
  apiKeyListSchema,
  auditLogSchema,
  inviteSentSchema,
  teamSchema,
  webhooksSchema,
} from '@nairalens/core/api/workspace-console.ts';
import { openApiDocument } from '../src/modules/api-v1/openapi.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { grantTokens } from './support/upload-helpers.ts';
import { workspaceHelpers } from './support/workspace-helpers.ts';

// Workers off: the answers' shapes are under test, not the analysis (a sent statement stays processing).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const { call, sendFile, ownerWithWorkspace } = workspaceHelpers(() => t);

/** The answer parses with its shared schema, and carries no top-level field the schema does not declare. */
function answers<S extends z.ZodObject>(schema: S, res: { statusCode: number; json: () => unknown }, status = 200) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  for (const key of Object.keys(body)) expect(Object.keys(schema.shape)).toContain(key);
  return schema.parse(body) as z.infer<S>;
}

type JsonSchema = { properties: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema };

/** The fields an answer carries are exactly the documented ones (every required one, nothing undocumented). */
function documented(shape: JsonSchema, body: Record<string, unknown>) {
  const declared = Object.keys(shape.properties);
  for (const key of Object.keys(body)) expect(declared).toContain(key);
  for (const key of shape.required ?? []) expect(body).toHaveProperty(key);
}

describe('the workspace contract: answers are the shared schemas', () => {
  it('every JSON answer of /api/workspace parses with its schema; keys and secrets appear only when made', async () => {
    const newcomer = await t.signUp();
    expect(answers(workspaceMeSchema, await call(newcomer, 'GET', '/api/workspace/me')).workspace).toBeNull();
    const made = answers(
      workspaceCreatedSchema,
      await call(newcomer, 'POST', '/api/workspace', { name: 'Okra Loans' }),
      201,
    );
    expect(made.workspace.name).toBe('Okra Loans');
    const me = answers(workspaceMeSchema, await call(newcomer, 'GET', '/api/workspace/me')).workspace;
    expect(me).toMatchObject({
      id: made.workspace.id,
      role: 'owner',
      permissions: expect.arrayContaining(['console']),
    });

    const owner = await ownerWithWorkspace();
    await grantTokens(t, owner.userId, 10);
    const created = answers(
      clientDetailSchema,
      await call(owner, 'POST', '/api/workspace/clients', { name: 'Ngozi Eze', reference: 'LN-1', consent: true }),
      201,
    );
    const clientId = created.client.id;
    expect(created.client).toMatchObject({ name: 'Ngozi Eze', reference: 'LN-1', consentBy: owner.email });
    const note = answers(
      noteAddedSchema,
      await call(owner, 'POST', `/api/workspace/clients/${clientId}/notes`, { body: 'Salary moved banks in May.' }),
      201,
    );
    expect(note.note).toMatchObject({ body: 'Salary moved banks in May.', author: owner.email });

    const f = await buildStatementFixture('gtbank-csv');
    const sent = await sendFile(
      owner,
      `/api/workspace/clients/${clientId}/statements`,
      { name: f.fileName, bytes: f.bytes },
      {},
    );
    expect(statementOutcomeSchema.parse(sent.json())).toMatchObject({ accepted: true, status: 'processing' });
    expect(sent.statusCode).toBe(202);

    const list = answers(clientListSchema, await call(owner, 'GET', '/api/workspace/clients'));
    expect(list.clients.map((c) => [c.name, c.processing])).toEqual([['Ngozi Eze', 1]]);
    const detail = answers(clientDetailSchema, await call(owner, 'GET', `/api/workspace/clients/${clientId}`));
    expect(detail.statements.map((s) => s.status)).toEqual(['processing']);
    expect(detail.notes).toHaveLength(1);
    const overview = answers(overviewSchema, await call(owner, 'GET', '/api/workspace/overview'));
    expect(overview).toMatchObject({ clientCount: 1, workspace: { role: 'owner' } });
    expect(overview.recentAnalyses).toHaveLength(1);

    const invited = answers(
      inviteSentSchema,
      await call(owner, 'POST', '/api/workspace/invites', { email: 'Tolu@Example.com', role: 'viewer' }),
      201,
    );
    expect(invited.invite).toMatchObject({ email: 'tolu@example.com', role: 'viewer' });
    const team = answers(teamSchema, await call(owner, 'GET', '/api/workspace/members'));
    expect(team.members.map((m) => m.role)).toEqual(['owner']);
    expect(team.invites.map((i) => i.email)).toEqual(['tolu@example.com']);

    const key = answers(
      apiKeyCreatedSchema,
      await call(owner, 'POST', '/api/workspace/api-keys', { name: 'LOS' }),
      201,
    );
    expect(key.key.startsWith(key.prefix)).toBe(true);
    const keys = answers(apiKeyListSchema, await call(owner, 'GET', '/api/workspace/api-keys'));
    expect(keys.keys.map((k) => k.id)).toEqual([key.id]);
    const listed = (await call(owner, 'GET', '/api/workspace/api-keys')).json().keys[0];
    expect(listed).not.toHaveProperty('key');
    expect(listed).not.toHaveProperty('keyHash');
    expect(answers(webhooksSchema, await call(owner, 'GET', '/api/workspace/webhooks'))).toEqual({
      webhooks: [],
      deliveries: [],
    });
    const audit = answers(auditLogSchema, await call(owner, 'GET', '/api/workspace/audit'));
    expect(audit.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['api_key.created', 'member.invited']));

    const plan = { files: [{ fileName: 'a.csv', size: 2000, clientId, tokenCost: 1 }] };
    const batch = answers(batchCreatedSchema, await call(owner, 'POST', '/api/workspace/batches', plan), 201);
    expect(batch.batch).toMatchObject({ fileCount: 1, totalCost: 1 });
    const progress = answers(batchDetailSchema, await call(owner, 'GET', `/api/workspace/batches/${batch.batch.id}`));
    expect(progress.counts).toEqual({ completed: 0, failed: 0, processing: 0, notSent: 1 });

    for (const url of ['/api/workspace/export.xlsx', `/api/workspace/batches/${batch.batch.id}/export.xlsx`]) {
      const xlsx = await call(owner, 'GET', url);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.headers['content-disposition']).toMatch(/attachment; filename="(workspace|batch)-analyses\.xlsx"/);
    }
  });

  it('the public API answers exactly the fields its OpenAPI document declares (both come from one schema)', async () => {
    const owner = await ownerWithWorkspace('Docs Ltd');
    await grantTokens(t, owner.userId, 10);
    const { key } = (await call(owner, 'POST', '/api/workspace/api-keys', { name: 'docs' })).json();
    const v1 = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` }, payload });
    const schemas = openApiDocument('http://localhost').components.schemas as unknown as Record<string, JsonSchema>;

    const created = await v1('POST', '/clients', {
      name: 'Ada Obi',
      phone: '0803',
      email: 'ada@example.com',
      consent: true,
    });
    expect(created.statusCode).toBe(201);
    documented(schemas.ClientCreated!, created.json());
    const clientId = created.json().id as string;

    const list = await v1('GET', '/clients');
    documented(schemas.ClientList!, list.json());
    const row = list.json().data[0];
    documented(schemas.ClientList!.properties.data!.items!, row);
    // The workspace screens see a client's phone and e-mail; the public list never did.
    expect(row).not.toHaveProperty('phone');
    expect(row).not.toHaveProperty('email');

    const f = await buildStatementFixture('gtbank-csv');
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(f.bytes)]), f.fileName);
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/clients/${clientId}/statements`,
      headers: { authorization: `Bearer ${key}`, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(sent.statusCode).toBe(202);
    documented(schemas.StatementAccepted!, sent.json());

    const detail = await v1('GET', `/clients/${clientId}`);
    documented(schemas.ClientDetail!, detail.json());
    expect(detail.json().analyses).toHaveLength(1);
    const analysis = await v1('GET', `/analyses/${sent.json().analysisId}`);
    documented(schemas.Analysis!, analysis.json());
    expect(analysis.json()).toMatchObject({ clientId, status: 'processing' });

    // The readable page shows the same generated shapes.
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/docs' })).body;
    for (const name of Object.keys(schemas)) expect(page).toContain(`<h3 id="${name}">${name}</h3>`);
    expect(page).toContain('&quot;analysisCount&quot;');
  });
});
