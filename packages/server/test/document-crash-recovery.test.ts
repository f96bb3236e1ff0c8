import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loanDocumentFixtures } from '@nairalens/fixtures/loan-documents/documents.ts';
import { renderLoanDocumentImage } from '@nairalens/fixtures/loan-documents/render.ts';
import { multipart } from './support/upload-helpers.ts';
import {
  freePort,
  signUpOver,
  startServerProcess,
  throwawayDatabase,
  type ServerProcess,
} from './support/server-process.ts';

// The document pipeline survives a crash: a loan contract being read when the server is killed (kill -9, no
// shutdown hook) ends, after a restart on the same data, either completed or failed with its tokens refunded —
// never stuck in "processing" with the tokens spent — and its raw document does not outlive it.

const STALE_SECONDS = 5;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nl-crash-'));
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function getJson(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Files in the encrypted document store (recursively). */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'documents');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

describe('document pipeline after kill -9', () => {
  it('a loan contract being read when the server dies ends completed, or failed with its tokens refunded', async () => {
    const db = await throwawayDatabase();
    dropDatabase = db?.drop;
    const env = { DOCUMENT_STALE_SECONDS: String(STALE_SECONDS), ...(db ? { DATABASE_URL: db.url } : {}) };
    const port = await freePort();
    server = await startServerProcess(dataDir, port, env);
    const cookie = await signUpOver(server.url, 'crash@example.com');
    expect((await getJson(`${server.url}/api/wallet/balance`, cookie)).totalBalance).toBe(1);

    // A photographed contract: OCR keeps the job busy for seconds, long enough to be killed mid-way.
    const quick = loanDocumentFixtures().find((f) => f.id === 'digital-quicknaira')!;
    const body = multipart(
      { idempotencyKey: 'crash-contract-1' },
      { name: 'photo.png', bytes: renderLoanDocumentImage(quick), type: 'image/png' },
    );
    const posted = fetch(`${server.url}/api/loans/contracts`, {
      method: 'POST',
      headers: { ...body.headers, cookie },
      body: new Uint8Array(body.payload),
    }).catch(() => null);

    let reading: { id: string; status: string; stage: string | null } | undefined;
    const deadline = Date.now() + 60_000;
    while (!reading && Date.now() < deadline) {
      const { contracts } = await getJson(`${server.url}/api/loans/contracts`, cookie);
      reading = contracts.find((c: { stage: string | null }) => c.stage === 'reading');
      if (!reading) await new Promise((r) => setTimeout(r, 50));
    }
    expect(reading?.status).toBe('processing');
    expect((await getJson(`${server.url}/api/wallet/balance`, cookie)).totalBalance).toBe(0);
    expect(storedFiles().length).toBe(1);

    await server.kill9();
    await posted; // the waiting request died with the server
    // Let the row go stale, so the sweep at start may judge it; the lost job may also be retried instead.
    await new Promise((r) => setTimeout(r, (STALE_SECONDS + 1) * 1000));
    server = await startServerProcess(dataDir, port, env);

    let contract: { status: string; failure: { code: string; message: string } | null } | undefined;
    const settleBy = Date.now() + 180_000;
    for (;;) {
      contract = (await getJson(`${server.url}/api/loans/contracts/${reading!.id}`, cookie)).contract;
      if (contract!.status !== 'processing' || Date.now() > settleBy) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const balance = (await getJson(`${server.url}/api/wallet/balance`, cookie)).totalBalance;
    expect(['completed', 'failed']).toContain(contract!.status);
    if (contract!.status === 'failed') {
      expect(contract!.failure?.message).toMatch(/refunded/);
      expect(balance).toBe(1);
    } else {
      expect(balance).toBe(0);
    }
    expect(storedFiles()).toEqual([]);
  }, 420_000);
});
