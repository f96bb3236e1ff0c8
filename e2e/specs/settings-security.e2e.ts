import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as OTPAuth from 'otpauth';
import JSZip from 'jszip';
import pg from 'pg';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { createVerifiedUser, latestMailTo, signInThroughUi } from '../support/mail.ts';

// Settings › Security and Privacy through the real server and Chromium (issue 9). The server runs on a throwaway
// PostgreSQL database so the test can put an analysis in place directly and, after deletion, search every table.
const ADMIN_URL =
  process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `nl_e2e_${randomBytes(4).toString('hex')}`;
let dbUrl: string;
let db: pg.Client;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  dbUrl = url.toString();
  server = await startServer({ DATABASE_URL: dbUrl });
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
  await server?.stop();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
});

/** Waits while the current 30-second TOTP step is about to end, so a code made now is still good when checked. */
async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 4000) await new Promise((r) => setTimeout(r, left + 200));
}

async function signedIn(page: Page, email: string, password: string) {
  await signInThroughUi(page, server.url, email, password);
  await page.request.post(`${server.url}/api/me/onboarding`, {
    headers: { origin: server.url },
    data: { accountType: 'personal', locationCountry: 'Nigeria', locationRegion: 'Lagos' },
  });
}

async function signInForm(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/auth?mode=signin`);
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('Password').first().fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

async function signOut(page: Page) {
  const res = await page.request.post(`${server.url}/api/auth/sign-out`, { headers: { origin: server.url }, data: {} });
  expect(res.ok()).toBe(true);
}

describe('Settings › Security: two-factor sign-in', () => {
  it('enables 2FA with a code from the shown secret; sign-in then needs a code; wrong codes fail; a backup code works once', async () => {
    const user = await createVerifiedUser(server.url);
    const { context, page } = await newPage(browser);
    await signedIn(page, user.email, user.password);

    await page.goto(`${server.url}/app/settings?tab=security`);
    await page.getByRole('button', { name: 'Enable 2FA' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('2FA Setup').waitFor();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    await page.getByText('Or enter this code manually').waitFor();
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });

    // Codes are single-use: confirm with the previous step's code, keeping the current one for the sign-in below.
    await awayFromStepEdge();
    await page.getByLabel('6-digit code').fill(totp.generate({ timestamp: Date.now() - 30_000 }));
    await page.getByRole('button', { name: 'Verify & Enable' }).click();
    await page.getByText('2FA Enabled', { exact: true }).waitFor();
    const codes = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: "I've saved them" }).click();
    await page.getByText('Two-factor sign-in is on.').waitFor();

    await signOut(page);
    await signInForm(page, user.email, user.password);
    const codeBox = page.getByLabel('Authentication code');
    await codeBox.waitFor();
    expect(page.url()).toContain('/auth');

    const valid = new Set([-1, 0, 1].map((d) => totp.generate({ timestamp: Date.now() + d * 30_000 })));
    const wrong = ['000000', '111111', '222222'].find((c) => !valid.has(c))!;
    await codeBox.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not correct. Please try again.').waitFor();
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);

    await awayFromStepEdge();
    await codeBox.fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/app/);
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(200);

    // A backup code, once.
    await signOut(page);
    await signInForm(page, user.email, user.password);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/app/);

    await signOut(page);
    await signInForm(page, user.email, user.password);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That backup code is not correct, or it has been used already.').waitFor();
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);
    await context.close();
  });
});

describe('Settings › Security: password change', () => {
  it('the old password stops working and the other browser is signed out', async () => {
    const user = await createVerifiedUser(server.url);
    const first = await newPage(browser);
    const second = await newPage(browser);
    await signedIn(first.page, user.email, user.password);
    await signInThroughUi(second.page, server.url, user.email, user.password);
    expect((await second.page.request.get(`${server.url}/api/me`)).status()).toBe(200);

    const page = first.page;
    await page.goto(`${server.url}/app/settings?tab=security`);
    const newPassword = 'Agege-Bread-And-Tea-9';
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed', { exact: true }).waitFor();
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(200);

    // The other browser's session is gone.
    expect((await second.page.request.get(`${server.url}/api/me`)).status()).toBe(401);
    await second.page.goto(`${server.url}/app`);
    await second.page.waitForURL(/\/auth/);

    const mail = await latestMailTo(server.url, user.email, 'password was changed');
    expect(mail.text).not.toContain(newPassword);

    const third = await newPage(browser);
    await signInForm(third.page, user.email, user.password);
    await third.page.getByText('Invalid email or password. Please try again.').waitFor();
    await signInForm(third.page, user.email, newPassword);
    await third.page.waitForURL(/\/(app|onboarding)/);
    for (const c of [first, second, third]) await c.context.close();
  });
});

describe('Settings › Privacy', () => {
  it('the export contains the person’s analysis; deletion leaves nothing of the person readable', async () => {
    const user = await createVerifiedUser(server.url);
    const { context, page } = await newPage(browser);
    await signedIn(page, user.email, user.password);
    const me = await (await page.request.get(`${server.url}/api/me`)).json();
    const userId: string = me.user.id;

    // An analysis of the person, put in place directly.
    const uploadId = randomUUID();
    const analysisId = randomUUID();
    const marker = `E2E-${randomBytes(3).toString('hex')}`;
    await db.query(
      `INSERT INTO uploads (id, user_id, file_name, file_size, file_type, lines, pages, token_cost) VALUES ($1, $2, $3, 2048, 'application/pdf', 20, 1, 1)`,
      [uploadId, userId, `statement-${marker}.pdf`],
    );
    await db.query(
      `INSERT INTO analyses (id, user_id, upload_id, status, summary_json, result_json, completed_at) VALUES ($1, $2, $3, 'completed', $4, $5, now())`,
      [
        analysisId,
        userId,
        uploadId,
        JSON.stringify({ monthlyIncome: 52_000_000 }),
        JSON.stringify({
          summary: { monthlyIncome: 52_000_000 },
          transactions: [{ description: `SALARY ${marker}`, amount: 52_000_000 }],
        }),
      ],
    );

    await page.goto(`${server.url}/app/settings?tab=privacy`);
    await page.getByRole('button', { name: 'Request Data Export' }).click();
    await page.getByText('Data Export', { exact: true }).waitFor();
    await page.getByText(/Your data export is being prepared/).waitFor();
    const link = page.getByRole('link', { name: 'Download' });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const analyses = JSON.parse(await zip.file('json/analyses.json')!.async('string'));
    expect(analyses.map((a: { id: string }) => a.id)).toContain(analysisId);
    expect(await zip.file('csv/analyses.csv')!.async('string')).toContain(analysisId);
    expect(await zip.file('json/uploads.json')!.async('string')).toContain(`statement-${marker}.pdf`);
    const mail = await latestMailTo(server.url, user.email, 'data export is ready');
    expect(mail.links.some((l) => l.includes('/app/settings?tab=privacy&export='))).toBe(true);

    // Delete the account.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you absolutely sure?').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByText('That password is not correct.').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.waitForURL(`${server.url}/`);
    expect((await page.request.get(`${server.url}/api/me`)).status()).toBe(401);

    const again = await newPage(browser);
    await signInForm(again.page, user.email, user.password);
    await again.page.getByText('Invalid email or password. Please try again.').waitFor();

    // Nothing of the person is left in any table (the development mail outbox aside, which production never uses).
    const { rows: tables } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'mail_outbox'`,
    );
    const leftovers: string[] = [];
    for (const { table_name } of tables) {
      for (const needle of [userId, user.email, marker, analysisId]) {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text ILIKE '%' || $1 || '%'`,
          [needle],
        );
        if (rows[0]!.n > 0) leftovers.push(`${table_name}: ${needle}`);
      }
    }
    expect(leftovers).toEqual([]);
    const { rows: ledger } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM token_ledger WHERE user_id IS NULL`,
    );
    expect(ledger[0]!.n).toBeGreaterThanOrEqual(1);
    await context.close();
    await again.context.close();
  });
});
