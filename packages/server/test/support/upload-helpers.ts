import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

/** A multipart/form-data body with text fields and one file, for app.inject. */
export function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array; type?: string }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----nl${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, cookie: string, file: { name: string; bytes: Uint8Array }, fields: Record<string, string> = {}) {
  const body = multipart({ idempotencyKey: `test-${randomUUID()}`, ...fields }, file);
  return t.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...body.headers, cookie }, payload: body.payload });
}

/** Gives a user tokens as a non-expiring PURCHASED lot (operation + ledger row + cached balance, one transaction). */
export async function grantTokens(t: TestApp, userId: string, amount: number): Promise<void> {
  const db = t.ctx.database;
  const op = randomUUID();
  const lot = randomUUID();
  await db.query('INSERT INTO token_operations (id, user_id, idempotency_key, kind) VALUES ($1, $2, $3, $4)', [op, userId, `test-grant-${op}`, 'admin_grant']);
  await db.query(
    `INSERT INTO token_ledger (id, user_id, delta, bucket, type, reason, lot_id, operation_id) VALUES ($1, $2, $3, 'PURCHASED', 'purchase', 'Test tokens', $1, $4)`,
    [lot, userId, amount, op],
  );
  await db.query('UPDATE profiles SET tokens_balance = tokens_balance + $2 WHERE user_id = $1', [userId, amount]);
}

export async function balanceOf(t: TestApp, cookie: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallet/balance', headers: { cookie } });
  return res.json().totalBalance as number;
}

/** Polls the status endpoint until the analysis leaves `processing`. */
export async function waitForAnalysis(t: TestApp, cookie: string, id: string, timeoutMs = 60_000): Promise<{ status: string; failure: { code: string; message: string } | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/analyses/${id}/status`, headers: { cookie } });
    const body = res.json();
    if (body.status !== 'processing') return body;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
