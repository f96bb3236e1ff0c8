import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { multipart } from './upload-helpers.ts';

export type Who = { cookie: string; userId: string; email: string };

/** Calls of the workspace tests as one signed-in person; `app()` is read at call time (the app starts in beforeAll). */
export function workspaceHelpers(app: () => TestApp) {
  const call = (who: Who, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
    app().app.inject({
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
    return app().app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, cookie: who.cookie },
      payload: body.payload,
    });
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
    const owner = await app().signUp();
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
    const member = await app().signUp();
    expect((await call(owner, 'POST', '/api/workspace/invites', { email: member.email, role })).statusCode).toBe(201);
    const [mail] = await app().outbox(member.email);
    const link = mail.links.find((l) => l.includes('/workspace/invite'))!;
    const token = new URL(link).searchParams.get('token')!;
    const accepted = await call(member, 'POST', '/api/workspace/invites/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().membership.role).toBe(role);
    // The same link cannot be used twice.
    expect((await call(member, 'POST', '/api/workspace/invites/accept', { token })).statusCode).toBe(404);
    return member;
  }

  return { call, sendFile, waitForBatch, ownerWithWorkspace, addClient, invite };
}
