import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildStatementFixture, FIXTURE_PASSWORD } from '@nairalens/fixtures/statements/index.ts';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { createThrowawayDatabase, dropThrowawayDatabase, type ThrowawayDatabase } from '../support/database.ts';
import { newPage } from '../support/browser.ts';
import { createVerifiedUser, latestMailTo, signInThroughUi } from '../support/mail.ts';
import { useServerAndBrowser } from '../support/spec-harness.ts';

// The business workspace through the real server and Chromium. A bulk upload needs more tokens than a new account's
// trial token, so the server runs on a throwaway PostgreSQL database (E2E_DATABASE_URL) where the test credits the
// owner's wallet as a ledger lot; without PostgreSQL the spec is skipped.
const SHOTS = process.env.SCREENSHOT_DIR;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'nl-e2e-ws-'));
let db: ThrowawayDatabase | null = null;
beforeAll(async () => {
  db = await createThrowawayDatabase();
});
afterAll(() => dropThrowawayDatabase(db));
const app = useServerAndBrowser(() => (db ? { DATABASE_URL: db.url } : null));
const grantTokens = (email: string, amount: number) => db!.grantTokens(email, amount);

const balance = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/wallet/balance')).json()).totalBalance as number);
const status = (page: Page, url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${scheme}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addClient(page: Page, name: string, reference: string) {
  await page.goto(`${app.server.url}/workspace/clients/new`);
  await page.getByLabel('Client Full Name *').fill(name);
  await page.getByLabel('Reference (optional)').fill(reference);
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.getByText("Please confirm you have the client's consent.").waitFor();
  await page
    .getByLabel("I confirm I have the subject's explicit consent to analyze their financial documents.")
    .check();
  await page.getByRole('button', { name: 'Add client' }).click();
  await page.waitForURL(/\/workspace\/clients\/[0-9a-f-]{36}$/);
  await page.getByTestId('consent-record').waitFor();
}

async function joinAs(inviteLink: string, email: string, password: string) {
  const { context, page } = await newPage(app.browser);
  await signInThroughUi(page, app.server.url, email, password);
  await page.goto(inviteLink);
  await page.waitForURL(/\/workspace$/);
  return { context, page };
}

describe('business workspace, in Chromium', () => {
  it('signs up as a business → workspace → two clients → bulk upload of five → exports → analyst and viewer roles', async (ctx) => {
    if (!db) return ctx.skip();
    const owner = { email: `ngozi-${Date.now()}@example.com`, password: 'Garri-And-Groundnut-5' };
    const { context, page } = await newPage(app.browser);
    await page.goto(`${app.server.url}/auth?mode=signup`);
    await page.getByLabel('Full name').fill('Ngozi Eze');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check Your Email').waitFor();
    await page.goto((await latestMailTo(app.server.url, owner.email, 'Confirm')).links[0]);
    await page.waitForURL(/\/onboarding/);
    await page.getByText('Business workspace (beta)').click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(/\/workspace$/);
    await page.getByLabel('Workspace name').fill('Ikeja Credit Co-op');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await page.getByRole('heading', { name: 'Ikeja Credit Co-op' }).waitFor();
    await grantTokens(owner.email, 30);

    await addClient(page, 'Ada Obi', 'LN-001');
    await addClient(page, 'Efosa Mohammed', 'LN-002');

    // No client is chosen up front: the app reads each statement's account name (free) and proposes a client or a
    // new one; the analyst confirms (✓) or changes the choice (a client's name), then sees the total and submits.
    const files = [
      {
        f: await buildStatementFixture('gtbank-csv'),
        read: 'CHINEDU OSAGIE',
        proposed: 'new client: Chinedu Osagie',
        client: '✓',
      },
      {
        f: await buildStatementFixture('firstbank-pdf'),
        read: 'ADA BALOGUN',
        proposed: 'new client: Ada Balogun',
        client: 'Ada Obi',
        password: FIXTURE_PASSWORD,
      },
      {
        f: await buildStatementFixture('uba-csv'),
        read: 'OLUMIDE MOHAMMED',
        proposed: 'new client: Olumide Mohammed',
        client: 'Efosa Mohammed',
      },
      {
        f: await buildStatementFixture('zenith-xlsx'),
        read: 'EFOSA MOHAMMED',
        proposed: 'Efosa Mohammed',
        client: '✓',
      },
      {
        f: { fileName: 'unreadable.csv', bytes: new TextEncoder().encode('hello,world\nno,dates\n') },
        read: null,
        proposed: null,
        client: 'Efosa Mohammed',
      },
    ];
    const paths = files.map((x) => {
      const p = path.join(tmp, x.f.fileName);
      writeFileSync(p, x.f.bytes);
      return p;
    });
    const total = files.reduce((s, x) => s + statementTokenCost(x.f.bytes.length), 0);
    const paid = files.slice(0, 4).reduce((s, x) => s + statementTokenCost(x.f.bytes.length), 0);
    const before = await balance(page);

    await page.goto(`${app.server.url}/workspace/bulk`);
    await page.getByLabel('Statements').setInputFiles(paths);
    for (const x of files) {
      const row = page.locator(`[data-testid="bulk-row"][data-file="${x.f.fileName}"]`);
      if (x.password) {
        // A protected PDF's name is read once its password is given.
        await row.getByText('This PDF is protected with a password').waitFor();
        await page.getByLabel(`Password for ${x.f.fileName}`).fill(x.password);
        await row.getByRole('button', { name: `Read the name on ${x.f.fileName}` }).click();
      }
      if (x.read) {
        await row.getByText(`Name on statement: ${x.read}`).waitFor();
        await row.getByTestId('proposal').getByText(x.proposed!, { exact: true }).waitFor();
      } else await row.getByText('Choose the client.').waitFor();
      if (x.client === '✓') {
        await row.getByRole('button', { name: `Confirm ${x.proposed} for ${x.f.fileName}` }).click();
        await row.getByTestId('confirmed').waitFor();
      } else {
        await page.getByLabel(`Client for ${x.f.fileName}`).click();
        await page.getByRole('option', { name: x.client, exact: true }).click();
      }
    }
    await page.getByText('Confirm the consent of the new clients.').waitFor();
    await page.getByTestId('new-clients-consent').getByText('New client: Chinedu Osagie.').waitFor();
    await page.getByLabel(/New client: Chinedu Osagie\. I confirm I have the subject's explicit consent/).check();
    await page.getByTestId('bulk-total').getByText(`total ${total} tokens`).waitFor();
    // Every file read is priced from its real pages or rows, none left on the size estimate.
    expect(await page.getByTestId('bulk-row-cost').filter({ hasText: 'estimated' }).count()).toBe(0);
    expect(await balance(page)).toBe(before); // nothing spent before the button (name reads are free)
    await shot(page, 'workspace-bulk');
    await page.getByRole('button', { name: `Analyse 5 files for ${total} tokens` }).click();
    const batch = page.getByTestId('batch-status');
    await batch.and(page.locator('[data-running="false"]')).waitFor({ timeout: 90_000 });
    await batch.getByText('4 completed, 1 failed').waitFor();
    await batch
      .locator('[data-file="unreadable.csv"]')
      .getByText(/No transactions.*\(tokens refunded\)/)
      .waitFor();
    expect(await balance(page)).toBe(before - paid);
    // Each file went to the client confirmed for it, the new one created with its consent record.
    for (const [file, client] of [
      ['gtbank-csv.csv', 'Chinedu Osagie'],
      ['firstbank-pdf.pdf', 'Ada Obi'],
      ['uba-csv.csv', 'Efosa Mohammed'],
      ['zenith-xlsx.xlsx', 'Efosa Mohammed'],
    ])
      await batch.locator(`[data-file="${file}"]`).getByRole('link', { name: client }).waitFor();
    await shot(page, 'workspace-batch');

    // Exports: the CSV has a row per analysis; the XLSX an analyses sheet and a transactions sheet per completed one.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), batch.getByTestId('export-csv').click()]);
    const csv = readFileSync((await csvDownload.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(1 + 5);
    expect(csv[0]).toContain('health_score');
    expect(csv.filter((l) => l.includes(',completed,'))).toHaveLength(4);
    const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), batch.getByTestId('export-xlsx').click()]);
    const book = XLSX.read(readFileSync((await xlsxDownload.path())!), { type: 'buffer' });
    expect(book.SheetNames[0]).toBe('Analyses');
    expect(book.SheetNames).toHaveLength(1 + 4);
    const uba = files[2].f as Awaited<ReturnType<typeof buildStatementFixture>>;
    const sheets = book.SheetNames.slice(1).map((n) => XLSX.utils.sheet_to_json(book.Sheets[n]).length);
    expect(sheets).toContain(uba.expected.transactions.length);

    await page.goto(`${app.server.url}/workspace/clients`);
    await page.getByTestId('client-list').getByText('Ada Obi').click();
    await page.getByTestId('latest-figures').waitFor();
    // The client page: history month by month, and credit reports (none yet).
    await page.getByTestId('client-history-table').waitFor();
    await page.getByTestId('client-credit-reports').getByText('No credit reports yet.').waitFor();
    await shot(page, 'workspace-client');

    // Team: an analyst and a viewer, invited by e-mail.
    const analyst = await createVerifiedUser(app.server.url, { name: 'Emeka Analyst' });
    const viewer = await createVerifiedUser(app.server.url, { name: 'Funke Viewer' });
    await page.goto(`${app.server.url}/workspace/team`);
    for (const [who, role] of [
      [analyst, 'Analyst'],
      [viewer, 'Viewer'],
    ] as const) {
      await page.getByLabel('E-mail').fill(who.email);
      await page.getByLabel('Role').click();
      await page.getByRole('option', { name: role }).click();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.locator('#main').getByText(who.email).waitFor();
    }
    const linkFor = async (email: string) =>
      (await latestMailTo(app.server.url, email, 'invited')).links.find((l) => l.includes('/workspace/invite'))!;

    const a = await joinAs(await linkFor(analyst.email), analyst.email, analyst.password);
    await a.page.getByRole('link', { name: 'Bulk upload' }).first().waitFor();
    expect(await a.page.getByRole('link', { name: 'Console' }).count()).toBe(0);
    await a.page.goto(`${app.server.url}/workspace/clients`);
    await a.page.getByTestId('client-list').getByText('Efosa Mohammed').click();
    await a.page.getByRole('heading', { name: 'Upload a statement' }).waitFor();
    await a.page.getByTestId('export-csv').first().waitFor();
    expect(await status(a.page, '/api/workspace/audit')).toBe(403);
    await a.context.close();

    const v = await joinAs(await linkFor(viewer.email), viewer.email, viewer.password);
    await v.page.getByRole('heading', { name: 'Ikeja Credit Co-op' }).waitFor();
    expect(await v.page.getByRole('link', { name: 'Bulk upload' }).count()).toBe(0);
    expect(await v.page.getByRole('link', { name: 'New client' }).count()).toBe(0);
    await v.page.goto(`${app.server.url}/workspace/clients`);
    await v.page.getByTestId('client-list').getByText('Ada Obi').click();
    await v.page.getByTestId('latest-figures').waitFor();
    expect(await v.page.getByRole('heading', { name: 'Upload a statement' }).count()).toBe(0);
    expect(await v.page.getByTestId('export-csv').count()).toBe(0);
    const clientPath = new URL(v.page.url()).pathname.replace('/workspace/', '/api/workspace/');
    expect(await status(v.page, `${clientPath}/export.csv`)).toBe(403);
    // The viewer opens the full analysis page of a workspace analysis (the server checks membership and role).
    await v.page.getByTestId('file-list').getByRole('link', { name: 'firstbank-pdf.pdf' }).click();
    await v.page.waitForURL(/\/app\/analysis\/[0-9a-f-]{36}$/);
    await v.page.getByText('Financial Health Score').first().waitFor();
    // A viewer reads only: no exports, no clean-PDF unlock, no re-categorising (the server refuses each).
    await v.page.locator('table:has(th:text("Description")) tbody tr').first().waitFor();
    expect(await v.page.getByRole('button', { name: /Watermarked PDF|Clean PDF/ }).count()).toBe(0);
    expect(await v.page.getByRole('button', { name: /Download (transactions|analysis)/ }).count()).toBe(0);
    expect(await v.page.getByRole('button', { name: /^Change category of/ }).count()).toBe(0);
    await shot(v.page, 'workspace-member-analysis');
    const analysisPath = new URL(v.page.url()).pathname.replace('/app/analysis/', '/api/analyses/');
    expect(await status(v.page, analysisPath)).toBe(200);
    expect(await status(v.page, `${analysisPath}/transactions.csv`)).toBe(403);
    await v.page.goto(`${app.server.url}/workspace/console`);
    await v.page.getByText("The console is for the workspace's owner and admins.").waitFor();

    // The owner's audit log shows each member's actions.
    await page.goto(`${app.server.url}/workspace/console`);
    const audit = page.getByTestId('audit-log');
    await audit.getByText(`by ${viewer.email}`).first().waitFor();
    await audit.getByText('statement.uploaded').first().waitFor();
    await shot(page, 'workspace-console');
    await v.context.close();
    await context.close();
  });
});
