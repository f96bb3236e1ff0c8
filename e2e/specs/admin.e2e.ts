import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as OTPAuth from 'otpauth';
import pg from 'pg';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { createVerifiedUser, latestMailTo, signInThroughUi } from '../support/mail.ts';

// The admin area through the real server and Chromium (issue 17), on a throwaway PostgreSQL database so the test can
// make its operator an admin directly, as the admin CLI would.
const ADMIN_URL = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `nl_e2e_${randomBytes(4).toString('hex')}`;
const SHOTS = process.env.E2E_SHOTS_DIR;
let db: pg.Client;
let server: RunningServer;
let browser: Browser;
let adminPage: Page;
let operator: { email: string; password: string };

beforeAll(async () => {
  const root = new pg.Client({ connectionString: ADMIN_URL });
  await root.connect();
  await root.query(`CREATE DATABASE ${DB_NAME}`);
  await root.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  server = await startServer({ DATABASE_URL: url.toString() });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  browser = await launchBrowser();
  operator = await createVerifiedUser(server.url, { name: 'Funke Ops' });
  await db.query(`UPDATE "user" SET role = 'admin' WHERE email = $1`, [operator.email]);
  adminPage = (await newPage(browser)).page;
  await signInThroughUi(adminPage, server.url, operator.email, operator.password);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await db?.end();
  await server?.stop();
  const root = new pg.Client({ connectionString: ADMIN_URL });
  await root.connect();
  await root.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await root.end();
});

const ADMIN_PAGES = ['/admin', '/admin/analytics', '/admin/users', '/admin/support', '/admin/settings/payments', '/admin/settings/ai', '/admin/audit', '/admin/cms'];

async function api(page: Page, path: string, data: unknown) {
  return page.request.post(`${server.url}${path}`, { headers: { origin: server.url }, data });
}

/** A signed-in person with tokens granted by the operator, who analyses the GTBank CSV fixture through the API. */
async function personWithAnalysis(): Promise<{ page: Page; close: () => Promise<void>; uploadId: string }> {
  const person = await createVerifiedUser(server.url);
  const { page, context } = await newPage(browser);
  await signInThroughUi(page, server.url, person.email, person.password);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [person.email]);
  expect((await api(adminPage, `/api/admin/wallet/${rows[0]!.id}/grant`, { amount: 5, reason: 'e2e analysis' })).status()).toBe(200);
  const f = await buildStatementFixture('gtbank-csv');
  const res = await page.request.post(`${server.url}/api/uploads`, {
    headers: { origin: server.url },
    multipart: {
      idempotencyKey: randomBytes(8).toString('hex'),
      file: { name: f.fileName, mimeType: 'text/csv', buffer: Buffer.from(f.bytes) },
    },
  });
  expect(res.status()).toBe(201);
  const uploadId = (await res.json()).upload.id as string;
  await expect
    .poll(async () => (await (await page.request.get(`${server.url}/api/analyses/${uploadId}/status`)).json()).status, {
      timeout: 60_000,
    })
    .toBe('completed');
  return { page, close: () => context.close(), uploadId };
}

type Tx = { id: string; description: string; amount: number; category: string };
const transactions = async (page: Page, uploadId: string) =>
  (await (await page.request.get(`${server.url}/api/analyses/${uploadId}/transactions?pageSize=500`)).json()).transactions as Tx[];

describe('admin area', () => {
  it('shows 404 pages and 403 APIs to a signed-in person', async () => {
    const person = await createVerifiedUser(server.url);
    const { page, context } = await newPage(browser);
    await signInThroughUi(page, server.url, person.email, person.password);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [operator.email]);
    for (const path of [...ADMIN_PAGES, `/admin/users/${rows[0]!.id}`]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    }
    expect((await page.request.get(`${server.url}/api/admin/users`)).status()).toBe(403);
    await context.close();
  });

  it('sends an admin without two-factor to Security settings; with it, the admin screens open', async () => {
    await adminPage.goto(`${server.url}/admin/support`);
    await adminPage.getByText('Turn on two-factor sign-in to use the admin area').waitFor();
    expect((await adminPage.request.get(`${server.url}/api/admin/stats`)).status()).toBe(403);
    const enable = await api(adminPage, '/api/auth/two-factor/enable', { password: operator.password });
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    const verify = await api(adminPage, '/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(verify.status()).toBe(200);
    await adminPage.goto(`${server.url}/admin`);
    await adminPage.getByText('Total Users').waitFor();
    await expect(adminPage.getByText('Coming soon').count()).resolves.toBe(0);
  });

  it('answers a contact message by e-mail (the reply lands in the outbox) and closes it', async () => {
    const guest = `guest-${randomBytes(3).toString('hex')}@example.com`;
    const sent = await fetch(`${server.url}/api/support/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        name: 'Emeka Obi',
        email: guest,
        subject: 'Statement pages missing',
        message: 'My Opay statement has a gap in March.',
      }),
    });
    expect(sent.status).toBe(201);
    await adminPage.goto(`${server.url}/admin/support`);
    await adminPage.getByRole('button', { name: /Statement pages missing/ }).click();
    await adminPage.getByLabel('Reply by e-mail').fill('Please download the statement again for March only and upload it.');
    await adminPage.getByRole('button', { name: 'Send reply' }).click();
    await adminPage.getByText(`Reply e-mailed to ${guest}`).waitFor();
    const mail = await latestMailTo(server.url, guest, 'Re: Statement pages missing');
    expect(mail.text).toContain('download the statement again for March only');
    await adminPage.getByRole('button', { name: 'Close', exact: true }).click();
    await adminPage.getByText('Message closed').waitFor();
    await adminPage.getByRole('tab', { name: /Closed/ }).click();
    await adminPage.getByRole('button', { name: /Statement pages missing/ }).waitFor();
  });

  it('grants tokens (shown in the wallet and the audit log) and suspends a person, who then cannot sign in', async () => {
    const person = await createVerifiedUser(server.url, { name: 'Ifeoma Nwosu' });
    await adminPage.goto(`${server.url}/admin/users`);
    await adminPage.getByLabel('Search users').fill('ifeoma');
    await adminPage.getByLabel('Search users').press('Enter');
    await adminPage.getByRole('link', { name: new RegExp(person.email) }).click();
    await adminPage.getByRole('heading', { name: 'Ifeoma Nwosu' }).waitFor();
    await adminPage.getByText('Wallet · 1 token', { exact: true }).waitFor();

    await adminPage.getByRole('button', { name: 'Grant tokens' }).click();
    const grant = adminPage.getByRole('dialog');
    await grant.getByLabel('Tokens').fill('5');
    await grant.getByLabel(/Reason/).fill('Failed upload on Monday');
    await grant.getByRole('button', { name: 'Grant tokens' }).click();
    await adminPage.getByText('Wallet · 6 tokens').waitFor();
    await adminPage.getByRole('list', { name: 'Ledger' }).getByText('Failed upload on Monday').waitFor();

    const { page: personPage, context } = await newPage(browser);
    await signInThroughUi(personPage, server.url, person.email, person.password);
    const balance = (await (await personPage.request.get(`${server.url}/api/wallet/balance`)).json()) as {
      totalBalance: number;
    };
    expect(balance.totalBalance).toBe(6);

    await adminPage.goto(`${server.url}/admin/audit?action=wallet.grant`);
    await adminPage.getByText('reason: Failed upload on Monday').waitFor();

    await adminPage.goBack();
    await adminPage.getByRole('button', { name: 'Suspend' }).click();
    await adminPage
      .getByRole('dialog')
      .getByLabel(/Reason/)
      .fill('Chargeback under review');
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await adminPage.getByText('Suspended: Chargeback under review').waitFor();
    expect((await personPage.request.get(`${server.url}/api/me`)).status()).toBe(401);
    await personPage.goto(`${server.url}/auth?mode=signin`);
    await personPage.getByLabel('Email', { exact: true }).first().fill(person.email);
    await personPage.getByLabel('Password').first().fill(person.password);
    await personPage.getByRole('button', { name: /^sign in$/i }).click();
    await personPage.waitForTimeout(1500);
    expect(personPage.url()).toContain('/auth');
    expect((await personPage.request.get(`${server.url}/api/me`)).status()).toBe(401);
    await context.close();
  });

  it('publishes a FAQ edit that /faq then shows, audited', async () => {
    await adminPage.goto(`${server.url}/admin/cms`);
    const answer = adminPage.getByLabel('Answer', { exact: true }).first();
    await answer.fill('NairaLens reads the bank statement you upload and coaches you on income, spending and savings.');
    await adminPage.getByRole('button', { name: 'Preview' }).click();
    await adminPage.getByRole('region', { name: 'Preview' }).getByRole('button').first().click();
    await adminPage.getByRole('region', { name: 'Preview' }).getByText('coaches you on income, spending and savings').waitFor();
    await adminPage.getByRole('button', { name: 'Save draft' }).click();
    await adminPage.getByText('Draft saved', { exact: true }).waitFor();
    await adminPage.getByRole('button', { name: 'Publish draft' }).click();
    await adminPage.getByText('Published', { exact: true }).waitFor();

    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/faq`);
    await page.getByRole('button', { name: /What is NairaLens/ }).click();
    await page.getByText('coaches you on income, spending and savings').waitFor();
    await context.close();
    await adminPage.goto(`${server.url}/admin/audit?action=cms.publish`);
    await adminPage.getByText('cms.publish').first().waitFor();
  });

  it('tests a global categorisation rule on recent narrations and saves it', async () => {
    await adminPage.goto(`${server.url}/admin/settings/ai`);
    await adminPage.getByLabel('Narration words').fill('bet9ja');
    await adminPage.getByLabel('Category').selectOption('betting');
    await adminPage.getByRole('button', { name: 'Test on recent narrations' }).click();
    await adminPage.getByText(/Of the latest 0 narrations, this rule matches 0/).waitFor();
    await adminPage.getByRole('button', { name: 'Save rule' }).click();
    await adminPage.getByRole('list', { name: 'Global rules' }).getByText('“bet9ja”').waitFor();
    await adminPage.getByRole('switch', { name: 'Rule “bet9ja” enabled' }).click();
    await expect.poll(async () => adminPage.getByRole('switch', { name: 'Rule “bet9ja” enabled' }).getAttribute('aria-checked')).toBe('false');
  });

  it('promotes a person’s correction to a global rule that categorises the next person’s analysis', async () => {
    const first = await personWithAnalysis();
    const target = (await transactions(first.page, first.uploadId)).find((x) => x.amount < 0 && x.category !== 'giving')!;
    const patch = await first.page.request.patch(`${server.url}/api/analyses/${first.uploadId}/transactions/${target.id}`, {
      headers: { origin: server.url },
      data: { category: 'giving', applyToSimilar: true },
    });
    expect(patch.status()).toBe(200);
    await first.close();
    await adminPage.goto(`${server.url}/admin/settings/ai`);
    const group = adminPage.getByRole('list', { name: 'Corrections' }).getByRole('listitem').filter({ hasText: 'Giving' });
    await group.getByRole('button', { name: 'Promote' }).click();
    await adminPage.getByRole('button', { name: 'Promote to global rule' }).click();
    await group.getByText('Global').waitFor();
    const second = await personWithAnalysis();
    const same = (await transactions(second.page, second.uploadId)).filter((x) => x.description === target.description);
    expect(same.length).toBeGreaterThan(0);
    expect(same.every((x) => x.category === 'giving')).toBe(true);
    await second.close();
  });

  it('publishes an assistant answer, a testimonial and a product update, each seen where people see it', async () => {
    await adminPage.goto(`${server.url}/admin/cms`);
    await adminPage.getByRole('tab', { name: 'Assistant answers' }).click();
    await adminPage.getByRole('button', { name: 'Add answer' }).click();
    await adminPage.getByLabel('Id', { exact: true }).fill('easter-hours');
    await adminPage.getByLabel('Title', { exact: true }).fill('Easter hours');
    await adminPage.getByLabel('Answer', { exact: true }).fill('Support is closed on Easter Monday; we reply on Tuesday.');
    await adminPage.getByLabel('Keywords', { exact: true }).fill('easter:3');
    await adminPage.getByLabel('Question to try').fill('Are you open at Easter?');
    await adminPage.getByRole('button', { name: 'Try it' }).click();
    await adminPage.getByTestId('assistant-preview').getByText('closed on Easter Monday').waitFor();
    await adminPage.getByRole('button', { name: 'Save draft' }).click();
    await adminPage.getByText('Draft saved', { exact: true }).waitFor();
    await adminPage.getByRole('button', { name: 'Publish draft' }).click();
    await adminPage.getByText('Published', { exact: true }).waitFor();

    await adminPage.getByRole('tab', { name: 'Testimonials' }).click();
    await adminPage.getByLabel('Quote').first().fill('It showed me where my salary goes every month, to the naira.');
    await adminPage.getByRole('button', { name: 'Save draft' }).click();
    await adminPage.getByText('Draft saved', { exact: true }).last().waitFor();
    await adminPage.getByRole('button', { name: 'Publish draft' }).click();
    await expect.poll(async () => (await (await fetch(`${server.url}/api/content/testimonials`)).json()).content[0].quote).toContain('to the naira');

    const person = await createVerifiedUser(server.url);
    const { page, context } = await newPage(browser);
    await signInThroughUi(page, server.url, person.email, person.password);
    await page.goto(`${server.url}/`);
    await page.getByText('It showed me where my salary goes every month, to the naira.').waitFor();
    await page.goto(`${server.url}/app/help`);
    await page.getByPlaceholder('Ask a question...').fill('Are you open at Easter?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByLabel('Conversation with the help assistant').getByText('Support is closed on Easter Monday; we reply on Tuesday.').waitFor();
    const prefs = await page.request.put(`${server.url}/api/account/notifications`, {
      headers: { origin: server.url },
      data: { analysisCompleted: true, paymentReceipts: true, monthlyDigest: true, productUpdates: true },
    });
    expect(prefs.status()).toBe(200);
    await context.close();

    await adminPage.getByRole('tab', { name: 'Product updates' }).click();
    await adminPage.getByLabel('Subject').fill('Goals have arrived');
    await adminPage.getByLabel('Message').fill('Set a savings goal and we track it from your statements.\n\nReminders come by e-mail.');
    await adminPage.getByRole('button', { name: 'Preview e-mail' }).click();
    await adminPage.frameLocator('iframe[title="E-mail preview"]').getByText('Reminders come by e-mail.').waitFor();
    await adminPage.getByRole('button', { name: 'Publish and send' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    const mail = await latestMailTo(server.url, person.email, 'Goals have arrived', 30_000);
    expect(mail).toBeTruthy();
    await adminPage.getByText(/Sent .* to \d+ (person|people)/).waitFor({ timeout: 30_000 });
  });

  it('changes a plan price that /pricing then shows for new checkouts', async () => {
    await adminPage.goto(`${server.url}/admin/settings/payments`);
    await adminPage.getByText('Built-in test provider (no real charges)').waitFor();
    await adminPage
      .getByRole('button', { name: /^Change price of Plan · / })
      .first()
      .click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('New price (₦)').fill('4321');
    await dialog.getByLabel(/Reason/).fill('Launch promotion');
    await dialog.getByRole('button', { name: 'Save price' }).click();
    await adminPage.getByRole('list', { name: 'Prices' }).getByText('₦4,321.00').waitFor();
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/pricing`);
    await page.getByText('₦4,321', { exact: true }).first().waitFor();
    // The pricing FAQ states today's price too, not the catalogue's.
    await page.getByRole('button', { name: 'How much do tokens and plans cost?' }).click();
    await page.getByText(/Monthly plans: .*₦4,321 a month/).waitFor();
    await context.close();
  });

  it('lays every admin screen out without sideways scroll at 1280 and 390 px, light and dark', async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const state = await adminPage.context().storageState();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM "user" WHERE email = $1', [operator.email]);
    const operatorId = rows[0]!.id;
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({
          storageState: state,
          colorScheme,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        for (const path of [...ADMIN_PAGES, `/admin/users/${operatorId}`]) {
          await page.goto(`${server.url}${path}`);
          await page.waitForLoadState('networkidle');
          await expect(page.getByText('Coming soon').count(), `${path} says Coming soon`).resolves.toBe(0);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} at ${width}px ${colorScheme}`).toBeLessThanOrEqual(0);
          if (SHOTS)
            await page.screenshot({
              path: `${SHOTS}/${path.slice(1).replace(/\//g, '_')}-${width}-${colorScheme}.png`,
              fullPage: true,
            });
          // Content Management's other tabs are screens of their own.
          for (const tab of path === '/admin/cms' ? ['Assistant answers', 'Testimonials', 'Site banner', 'Product updates'] : []) {
            await page.getByRole('tab', { name: tab }).click();
            await page.getByRole('tabpanel').getByRole('button').first().waitFor(); // loaded, not the skeleton
            const tabOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            expect(tabOverflow, `${path} ${tab} at ${width}px ${colorScheme}`).toBeLessThanOrEqual(0);
            if (SHOTS)
              await page.screenshot({
                path: `${SHOTS}/cms-${tab.replace(/ /g, '-')}-${width}-${colorScheme}.png`,
                fullPage: true,
              });
          }
        }
        await context.close();
      }
    }
  });
});
