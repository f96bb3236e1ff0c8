import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { client, enableTwoFactor, PASSWORD, signIn } from './support/account-helpers.ts';
import { toCsv } from '../src/modules/account/data-export.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Gives a person an upload (with a stored document), a completed analysis with transactions, and a support message. */
async function seedPersonalData(userId: string, email: string) {
  const marker = randomUUID().slice(0, 8);
  const uploadId = randomUUID();
  const analysisId = randomUUID();
  const storageKey = await t.ctx.storage.put(Buffer.from('%PDF-1.4 statement of Amaka Obi'));
  await t.ctx.database.query(
    `INSERT INTO uploads (id, user_id, file_name, file_size, file_type, lines, pages, token_cost, storage_key)
     VALUES ($1, $2, $4, 1234, 'application/pdf', 12, 1, 1, $3)`,
    [uploadId, userId, storageKey, `gtbank-march-${marker}.pdf`],
  );
  const result = {
    summary: { totalIncome: 45_000_000, totalSpending: 31_250_000 },
    transactions: [
      { date: '2026-03-02', description: `NIP/SALARY MARCH ${marker}`, amount: 45_000_000, category: 'salary' },
    ],
  };
  await t.ctx.database.query(
    `INSERT INTO analyses (id, user_id, upload_id, status, dti, summary_json, result_json, completed_at)
     VALUES ($1, $2, $3, 'completed', 23.5, $4, $5, now())`,
    [analysisId, userId, uploadId, JSON.stringify(result.summary), JSON.stringify(result)],
  );
  const [{ exists }] = await t.ctx.database.query<{ exists: boolean }>(
    `SELECT to_regclass('public.analysis_transactions') IS NOT NULL AS exists`,
  );
  if (exists) {
    await t.ctx.database.query(
      `INSERT INTO analysis_transactions (id, analysis_id, user_id, idx, date, description, amount, category, engine_category)
       VALUES ($1, $2, $3, 0, '2026-03-02', $4, 45000000, 'salary', 'salary')`,
      [randomUUID(), analysisId, userId, `NIP/SALARY MARCH ${marker}`],
    );
  }
  await t.ctx.database.query(
    `INSERT INTO support_messages (id, user_id, name, email, subject, message) VALUES ($1, $2, $4, $3, 'Help', $5)`,
    [randomUUID(), userId, email, `Amaka Obi ${marker}`, `My phone is 0803${marker}`],
  );
  return { uploadId, analysisId, storageKey, marker };
}

async function waitForExport(cookie: string) {
  for (let i = 0; i < 100; i++) {
    const res = await client(t).get('/api/account/exports', cookie);
    const [latest] = res.json().exports as {
      id: string;
      status: string;
      downloadUrl: string | null;
      expiresAt: string | null;
    }[];
    if (latest && latest.status !== 'pending') return latest;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('export did not finish');
}

describe('data export', () => {
  it('builds a ZIP of JSON + CSV in the background, stores it encrypted, e-mails a link, and lets only its owner download it', async () => {
    const { cookie: signUpCookie, userId, email } = await t.signUp();
    const c = client(t);
    const { analysisId, uploadId, marker } = await seedPersonalData(userId, email);
    // Two-factor on: its secrets must never appear in the export. (Enabling rotates the session cookie.)
    const { cookie } = await enableTwoFactor(t, signUpCookie);

    const res = await c.post('/api/account/exports', {}, cookie);
    expect(res.statusCode).toBe(202);
    expect(res.json().export.status).toBe('pending');
    const again = await c.post('/api/account/exports', {}, cookie);
    expect([202, 409]).toContain(again.statusCode);

    const done = await waitForExport(cookie);
    expect(done.status).toBe('ready');
    expect(new Date(done.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    // The job marks the export ready, then writes the audit entry and sends the e-mail: give the mail a moment.
    let mail: Awaited<ReturnType<typeof t.outbox>>[number] | undefined;
    for (let i = 0; i < 40 && !mail; i++) {
      mail = (await t.outbox(email)).find((m) => m.subject === 'Your NairaLens data export is ready');
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail).toBeTruthy();
    expect(mail!.links.some((l) => l.includes('/app/settings?tab=privacy&export='))).toBe(true);
    expect(mail!.text).toMatch(/expires on/);

    // Someone else cannot download it.
    const stranger = await t.signUp();
    expect((await c.get(done.downloadUrl!, stranger.cookie)).statusCode).toBe(404);
    expect((await c.get(done.downloadUrl!)).statusCode).toBe(401);

    const download = await t.app.inject({ method: 'GET', url: done.downloadUrl!, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /attachment; filename="nairalens-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const zip = await JSZip.loadAsync(download.rawPayload);
    const names = Object.keys(zip.files);
    for (const kind of [
      'profile',
      'uploads',
      'analyses',
      'transactions',
      'goals',
      'wallet-ledger',
      'support-messages',
    ]) {
      expect(names).toContain(`json/${kind}.json`);
      expect(names).toContain(`csv/${kind}.csv`);
    }
    expect(names).toContain('README.txt');
    const analyses = JSON.parse(await zip.file('json/analyses.json')!.async('string'));
    expect(analyses).toHaveLength(1);
    expect(analyses[0].id).toBe(analysisId);
    expect(analyses[0].result_json.summary.totalIncome).toBe(45_000_000);
    const uploads = JSON.parse(await zip.file('json/uploads.json')!.async('string'));
    expect(uploads[0]).toMatchObject({ id: uploadId, file_name: `gtbank-march-${marker}.pdf` });
    expect(uploads[0].storage_key).toBeUndefined();
    const tx = await zip.file('csv/transactions.csv')!.async('string');
    expect(tx).toContain(`NIP/SALARY MARCH ${marker}`);
    const ledger = JSON.parse(await zip.file('json/wallet-ledger.json')!.async('string'));
    expect(ledger.length).toBeGreaterThanOrEqual(1);
    const profile = JSON.parse(await zip.file('json/profile.json')!.async('string'));
    expect(profile[0].email_analysis_finished).toBe(true);
    const support = await zip.file('csv/support-messages.csv')!.async('string');
    expect(support).toContain(`My phone is 0803${marker}`);

    // No secrets anywhere in the ZIP.
    let everything = '';
    for (const name of names) if (!zip.files[name].dir) everything += await zip.file(name)!.async('string');
    expect(everything).not.toMatch(/"(password|secret|backup_codes|token|storage_key)"/);
    expect(everything).not.toContain('s1:');
    expect(everything).not.toContain(PASSWORD);

    // Encrypted at rest: the stored blob is not a ZIP.
    const [row] = await t.ctx.database.query<{ storage_key: string }>(
      'SELECT storage_key FROM data_exports WHERE id = $1',
      [done.id],
    );
    const raw = await readFile(path.join(t.ctx.storage.dir!, row.storage_key.slice(0, 2), `${row.storage_key}.bin`));
    expect(raw.subarray(0, 4).toString()).toBe('NLE1');
    expect(raw.includes(Buffer.from('analyses.json'))).toBe(false);

    const actions = (
      await t.ctx.database.query<{ action: string }>('SELECT action FROM audit_log WHERE user_id = $1', [userId])
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['account.export_requested', 'account.export_ready', 'account.export_downloaded']),
    );
  });

  it('refuses an expired export and deletes its file', async () => {
    const { cookie } = await t.signUp();
    const c = client(t);
    await c.post('/api/account/exports', {}, cookie);
    const done = await waitForExport(cookie);
    const [row] = await t.ctx.database.query<{ storage_key: string }>(
      'SELECT storage_key FROM data_exports WHERE id = $1',
      [done.id],
    );
    await t.ctx.database.query(`UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      done.id,
    ]);
    expect((await c.get(done.downloadUrl!, cookie)).statusCode).toBe(410);
    const list = (await c.get('/api/account/exports', cookie)).json().exports;
    expect(list[0].status).toBe('expired');
    await expect(t.ctx.storage.get(row.storage_key)).rejects.toThrow();
  });

  it('escapes CSV cells and defuses spreadsheet formulas', () => {
    const csv = toCsv([{ a: '=HYPERLINK("x")', b: 'plain, with comma', c: -500, d: { k: 1 } }]);
    expect(csv).toBe('a,b,c,d\r\n"\'=HYPERLINK(""x"")","plain, with comma",-500,"{""k"":1}"\r\n');
  });
});

describe('account deletion', () => {
  it('needs the password', async () => {
    const { cookie } = await t.signUp();
    const c = client(t);
    expect((await c.post('/api/account/delete', {}, cookie)).statusCode).toBe(400);
    const wrong = await c.post('/api/account/delete', { password: 'Not-The-Password-1' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD');
    expect((await c.get('/api/me', cookie)).statusCode).toBe(200);
  });

  it('erases the person, their documents and analyses, keeps wallet rows anonymised, and signs out everywhere', async () => {
    const { cookie, userId, email } = await t.signUp();
    const c = client(t);
    const { storageKey, marker } = await seedPersonalData(userId, email);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/avatar',
      headers: { cookie, 'content-type': 'image/png' },
      payload: png,
    });
    await c.post('/api/account/exports', {}, cookie);
    await waitForExport(cookie);
    const on = await enableTwoFactor(t, cookie);
    const other = await signIn(t, email);
    const ledgerBefore = await t.ctx.database.query<{ id: string }>('SELECT id FROM token_ledger WHERE user_id = $1', [
      userId,
    ]);
    expect(ledgerBefore.length).toBeGreaterThanOrEqual(1);
    const keys = (
      await t.ctx.database.query<{ k: string }>(
        `SELECT storage_key AS k FROM data_exports WHERE user_id = $1 UNION SELECT storage_key FROM account_avatars WHERE user_id = $1`,
        [userId],
      )
    ).map((r) => r.k);
    keys.push(storageKey);

    const res = await c.post('/api/account/delete', { password: PASSWORD }, on.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deleted: true });
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=; Max-Age=0/);

    expect((await c.get('/api/me', on.cookie)).statusCode).toBe(401);
    expect((await c.get('/api/me', other.cookie)).statusCode).toBe(401);
    expect((await signIn(t, email)).res.statusCode).toBe(401);

    // Stored files are gone.
    for (const key of keys) await expect(t.ctx.storage.get(key)).rejects.toThrow();

    // Wallet rows kept, without the person.
    const ledgerAfter = await t.ctx.database.query<{ user_id: string | null }>(
      `SELECT user_id FROM token_ledger WHERE id = ANY($1::uuid[])`,
      [ledgerBefore.map((r) => r.id)],
    );
    expect(ledgerAfter).toHaveLength(ledgerBefore.length);
    for (const r of ledgerAfter) expect(r.user_id).toBeNull();

    // Nothing of the person is readable anywhere in the database (the dev outbox only exists in development).
    const tables = await t.ctx.database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'mail_outbox'`,
    );
    for (const { table_name } of tables) {
      for (const needle of [userId, email, marker]) {
        const [{ n }] = await t.ctx.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text ILIKE '%' || $1 || '%'`,
          [needle],
        );
        expect(n, `${table_name} still holds "${needle}"`).toBe(0);
      }
    }
    const deleted = await t.ctx.database.query<{ target: string }>(
      `SELECT target FROM audit_log WHERE action = 'account.deleted'`,
    );
    expect(deleted.some((d) => d.target.startsWith('deleted:'))).toBe(true);
    expect((await t.outbox(email)).map((m) => m.subject)).toEqual(['Your NairaLens account has been deleted']);
  });

  it('every foreign key lets a user be deleted: CASCADE, or SET NULL only where rows are kept on purpose', async () => {
    const fks = await t.ctx.database.query<{ child: string; parent: string; action: string }>(
      `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent, confdeltype::text AS action
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    const strip = (n: string) => n.replace(/^public\./, '').replace(/"/g, '');
    // Tables removed with the user (cascade, transitively).
    const removed = new Set(['user']);
    for (let grew = true; grew;) {
      grew = false;
      for (const fk of fks) {
        if (removed.has(strip(fk.parent)) && fk.action === 'c' && !removed.has(strip(fk.child))) {
          removed.add(strip(fk.child));
          grew = true;
        }
      }
    }
    // Kept for accounting (ledger, payments: anonymised), or erased explicitly by modules/account/deletion.ts
    // (support messages, newsletter subscriptions).
    const keptOnPurpose = new Set([
      'token_ledger',
      'token_operations',
      'payments',
      'support_messages',
      'newsletter_subscriptions',
      // A deleted friend's referral stays, with no person attached, so the referrer's cap of 5 cannot be reset.
      'referrals',
    ]);
    const problems: string[] = [];
    for (const fk of fks) {
      const parent = strip(fk.parent);
      const child = strip(fk.child);
      if (!removed.has(parent)) continue;
      if (fk.action === 'c') continue;
      if (fk.action === 'n' && (parent !== 'user' || keptOnPurpose.has(child))) continue;
      problems.push(`${child} → ${parent} (ON DELETE ${fk.action})`);
    }
    expect(problems, 'foreign keys that block deletion or keep personal rows').toEqual([]);
  });
});
