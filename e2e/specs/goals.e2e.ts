import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildOwnAccountsPair } from '@nairalens/fixtures/statements/own-accounts-pair.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { createThrowawayDatabase, dropThrowawayDatabase, type ThrowawayDatabase } from '../support/database.ts';
import { newPage } from '../support/browser.ts';
import { createVerifiedUser, latestMailTo, signInThroughUi } from '../support/mail.ts';
import { shot, useServerAndBrowser } from '../support/spec-harness.ts';

// Goals, reminders, the digest, history and all accounts together, through the real server and Chromium. Several
// statements per person cost more than the free trial token, so the server runs on a throwaway PostgreSQL database
// and tokens are credited as ledger rows; without PostgreSQL the spec is skipped.
let db: ThrowawayDatabase | null = null;
beforeAll(async () => {
  db = await createThrowawayDatabase();
});
afterAll(() => dropThrowawayDatabase(db));
const app = useServerAndBrowser(() => (db ? { DATABASE_URL: db.url } : null));
const grantTokens = (email: string, amount: number) => db!.grantTokens(email, amount);

async function signedInPerson(
  tokens = 0,
  opts: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
) {
  const user = await createVerifiedUser(app.server.url);
  if (tokens) await grantTokens(user.email, tokens);
  const { context, page } = await newPage(app.browser, opts);
  await signInThroughUi(page, app.server.url, user.email, user.password);
  return { user, context, page };
}

/** Uploads through the upload screen and waits for the result page. */
async function analyseInUi(page: Page, file: { fileName: string; bytes: Uint8Array }) {
  await page.goto(`${app.server.url}/app/upload`);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: file.fileName, mimeType: 'text/csv', buffer: Buffer.from(file.bytes) });
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  await page.waitForURL(/\/app\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await page.getByTestId('monthly-income').waitFor({ timeout: 60_000 });
}

/** Uploads through the API with the page's session (for lists that need many analyses). */
async function analyseByApi(page: Page, file: { fileName: string; bytes: Uint8Array }) {
  const res = await page.request.post(`${app.server.url}/api/uploads`, {
    headers: { origin: app.server.url },
    multipart: {
      idempotencyKey: randomUUID(),
      file: { name: file.fileName, mimeType: 'text/csv', buffer: Buffer.from(file.bytes) },
    },
  });
  expect(res.status()).toBe(201);
  const id = (await res.json()).upload.id as string;
  await expect
    .poll(async () => (await (await page.request.get(`${app.server.url}/api/analyses/${id}/status`)).json()).status, {
      timeout: 60_000,
    })
    .toBe('completed');
}

const runJob = (page: Page, job: 'reminders' | 'digest', at: number) =>
  page.request.post(`${app.server.url}/api/goals/dev/run-job`, {
    headers: { origin: app.server.url },
    data: { job, at },
  });

async function mailsTo(to: string, subject: string) {
  const { messages } = (await (await fetch(`${app.server.url}/api/dev/outbox`)).json()) as {
    messages: { to: string; subject: string; links: string[] }[];
  };
  return messages.filter((m) => m.to === to && m.subject === subject);
}

const MONDAY_MORNING = Date.parse('2026-11-30T07:30:00Z'); // 08:30 in Lagos
const WEEK = 7 * 86_400_000;

describe('goals, reminders, history', () => {
  it('a goal is created, an analysis with savings transfers moves it, a reminder is e-mailed and none after unsubscribing', async (ctx) => {
    if (!db) return ctx.skip();
    const { user, page, context } = await signedInPerson(5);
    await page.goto(`${app.server.url}/app/goals`);
    await page.getByText('No goals yet').waitFor();
    await page.getByRole('button', { name: 'New goal' }).click();
    await page.getByLabel('Name').fill('New laptop');
    await page.getByLabel('Target (₦)').fill('500000');
    await page.getByLabel('Reach it by').fill('2030-12-31');
    await page.getByLabel('Count savings made since').fill('2025-01-01');
    await page.getByLabel('E-mail reminder').selectOption('weekly');
    await page.getByLabel('On', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Create goal' }).click();
    const card = page.getByTestId('goal-card').filter({ hasText: 'New laptop' });
    await card.getByText('₦0 of ₦500,000 (0%)').waitFor();
    await card.getByText('Every Monday by e-mail').waitFor();

    // A second goal with the same reminder: its e-mail shows when the job has run.
    await page.getByRole('button', { name: 'New goal' }).click();
    await page.getByLabel('Kind of goal').selectOption('emergency_fund');
    await page.getByLabel('Name').fill('Rainy day');
    await page.getByLabel('Target (₦)').fill('300000');
    await page.getByLabel('E-mail reminder').selectOption('weekly');
    await page.getByLabel('On', { exact: true }).selectOption('1');
    await page.getByRole('button', { name: 'Create goal' }).click();
    await page.getByTestId('goal-card').filter({ hasText: 'Rainy day' }).waitFor();
    // The reminders view: each goal's next e-mail, a Monday at 08:00 Lagos time.
    const reminders = page.getByTestId('reminders');
    const laptopReminder = reminders.locator('[data-goal="New laptop"]');
    const rainyReminder = reminders.locator('[data-goal="Rainy day"]');
    for (const row of [laptopReminder, rainyReminder]) {
      await row.getByText('Every Monday by e-mail').waitFor();
      await row.getByText(/^Next: Monday, \d{1,2} \w+ \d{4}, 08:00 Lagos time$/).waitFor();
    }

    // Her bank statement: ₦40,000 to PiggyVest and ₦25,000 to Cowrywise count as savings.
    await analyseInUi(page, buildOwnAccountsPair().bank);
    await page.goto(`${app.server.url}/app/goals`);
    await card.getByText('₦65,000 of ₦500,000 (13%)').waitFor();
    await shot(page, 'goals-1280-light');

    expect((await runJob(page, 'reminders', MONDAY_MORNING)).status()).toBe(200);
    const reminder = await latestMailTo(app.server.url, user.email, 'Reminder: New laptop', 30_000);
    expect(reminder.text).toContain('₦65,000 of ₦500,000 (13%)');
    await latestMailTo(app.server.url, user.email, 'Reminder: Rainy day', 30_000);
    const unsubscribe = reminder.links.find((l) => l.includes('/api/goals/unsubscribe'))!;
    await page.goto(unsubscribe);
    await page.getByRole('heading', { name: 'Reminders stopped' }).waitFor();
    await page.goto(`${app.server.url}/app/goals`);
    await card.getByText('Reminders off (unsubscribed)').waitFor();

    expect((await runJob(page, 'reminders', MONDAY_MORNING + WEEK)).status()).toBe(200);
    await expect
      .poll(async () => (await mailsTo(user.email, 'Reminder: Rainy day')).length, { timeout: 30_000 })
      .toBe(2);
    expect(await mailsTo(user.email, 'Reminder: New laptop')).toHaveLength(1);

    // From the app: the unsubscribed reminder shows as off and is resumed; another is unsubscribed; one is changed.
    await laptopReminder.getByText(/^Off since .* no e-mails until you resume\.$/).waitFor();
    await laptopReminder.getByRole('button', { name: 'Resume' }).click();
    await laptopReminder.getByText(/^Next: Monday, /).waitFor();
    await rainyReminder.getByRole('button', { name: 'Unsubscribe' }).click();
    await rainyReminder.waitFor({ state: 'detached' });
    expect((await runJob(page, 'reminders', MONDAY_MORNING + 2 * WEEK)).status()).toBe(200);
    await expect
      .poll(async () => (await mailsTo(user.email, 'Reminder: New laptop')).length, { timeout: 30_000 })
      .toBe(2);
    expect(await mailsTo(user.email, 'Reminder: Rainy day')).toHaveLength(2);
    await laptopReminder.getByRole('button', { name: 'Pause' }).click();
    await laptopReminder.getByText(/^Off since /).waitFor();
    // The run must have finished before resuming, or it would see the reminder on again.
    const paused = await runJob(page, 'reminders', MONDAY_MORNING + 3 * WEEK);
    const { jobId } = (await paused.json()) as { jobId: string };
    await expect
      .poll(
        async () => (await db!.client.query('SELECT state FROM pgboss.job WHERE id = $1', [jobId])).rows[0]?.state,
        { timeout: 30_000 },
      )
      .toBe('completed');
    await laptopReminder.getByRole('button', { name: 'Resume' }).click();
    await laptopReminder.getByText(/^Next: Monday, /).waitFor();
    await laptopReminder.getByRole('button', { name: 'Change' }).click();
    await laptopReminder.getByLabel('How often').selectOption('monthly');
    await laptopReminder.getByLabel('On day').selectOption('15');
    await laptopReminder.getByRole('button', { name: 'Save reminder' }).click();
    await laptopReminder.getByText('Monthly on the 15th by e-mail', { exact: false }).waitFor();
    await laptopReminder.getByText(/^Next: \w+, 15 \w+ \d{4}, 08:00 Lagos time$/).waitFor();
    await shot(page, 'goals-reminders-1280-light');
    expect(await mailsTo(user.email, 'Reminder: New laptop')).toHaveLength(2); // none while paused

    // Pause and delete from the card.
    await card.getByRole('button', { name: 'Pause' }).click();
    await card.getByText('Paused', { exact: true }).waitFor();
    await laptopReminder.getByText('No e-mails while the goal is paused.').waitFor();
    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the monthly digest goes only to people who want it', async (ctx) => {
    if (!db) return ctx.skip();
    const wants = await signedInPerson();
    const doesNot = await signedInPerson();
    for (const p of [wants, doesNot]) {
      const res = await p.page.request.post(`${app.server.url}/api/goals`, {
        headers: { origin: app.server.url },
        data: { kind: 'save_up', name: 'School fees', targetAmount: 200_000_00, targetDate: '2030-09-01' },
      });
      expect(res.status()).toBe(201);
    }
    const off = await doesNot.page.request.put(`${app.server.url}/api/account/notifications`, {
      headers: { origin: app.server.url },
      data: { analysisCompleted: true, paymentReceipts: true, monthlyDigest: false, productUpdates: false },
    });
    expect(off.status()).toBe(200);
    expect((await runJob(wants.page, 'digest', Date.parse('2026-12-01T08:00:00Z'))).status()).toBe(200);
    const digest = await latestMailTo(
      app.server.url,
      wants.user.email,
      'Your NairaLens digest for November 2026',
      30_000,
    );
    expect(digest.text).toContain('Goal “School fees”: 0% of ₦200,000');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(doesNot.user.email, 'Your NairaLens digest for November 2026')).toEqual([]);
    await wants.context.close();
    await doesNot.context.close();
  });

  it('bank and wallet together: own transfers are neither income nor spending; score history; the analyses list finds one by name', async (ctx) => {
    if (!db) return ctx.skip();
    const { user, page, context } = await signedInPerson(20);
    const pair = buildOwnAccountsPair();
    await analyseInUi(page, pair.bank);
    await analyseInUi(page, pair.wallet);
    await page.goto(`${app.server.url}/app/analyses`);
    const together = page.getByTestId('accounts-together');
    const kobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
    await expect
      .poll(() => together.getByTestId('combined-income').textContent())
      .toBe(kobo.format(pair.truth.income / 100));
    expect(await together.getByTestId('combined-expenses').textContent()).toBe(kobo.format(pair.truth.expenses / 100));
    await together.getByText('Transfers between your accounts').waitFor();
    expect(await together.getByRole('button', { name: 'Not my transfer' }).count()).toBe(pair.truth.ownTransfers);
    await shot(page, 'analyses-1280-light');

    // A third statement (another bank, other months): the dashboard charts the score month by month.
    await analyseInUi(page, await buildStatementFixture('gtbank-csv'));
    await page.goto(`${app.server.url}/app`);
    const chart = page.getByTestId('score-history');
    await chart.waitFor();
    const months = ((await (await page.request.get(`${app.server.url}/api/history`)).json()) as { months: unknown[] })
      .months.length;
    expect(months).toBeGreaterThanOrEqual(3);
    expect(Number((await chart.textContent())?.match(/(\d+) months from all your statements/)?.[1])).toBe(months);
    await shot(page, 'dashboard-history-1280-light');
    await page.getByRole('link', { name: 'View all' }).click();
    await page.waitForURL(/\/app\/analyses$/);

    const extra = await buildStatementFixture('kuda-csv');
    for (const name of ['salary-may.csv', 'kuda-june.csv', 'kuda-july.csv'])
      await analyseByApi(page, { fileName: name, bytes: extra.bytes });
    await page.reload();
    await page.getByText('6 analyses').waitFor();
    await page.getByLabel('Search by file name').fill('SALARY');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 analysis', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'salary-may.csv' }).waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete salary-may.csv' }).click();
    await page.getByText('No analyses match these filters.').waitFor();
    const goal = { kind: 'spend_less', name: 'Less eating out', targetAmount: 20_000_00, category: 'food_groceries' };
    expect(
      (
        await page.request.post(`${app.server.url}/api/goals`, { headers: { origin: app.server.url }, data: goal })
      ).status(),
    ).toBe(201);
    await context.close();

    // Her screens at 390 px, light and dark, do not scroll sideways.
    for (const colorScheme of ['light', 'dark'] as const) {
      const narrow = await newPage(app.browser, { viewport: { width: 390, height: 844 }, colorScheme });
      await signInThroughUi(narrow.page, app.server.url, user.email, user.password);
      for (const screen of ['goals', 'analyses', 'dashboard']) {
        await narrow.page.goto(`${app.server.url}/app/${screen}`);
        await narrow.page
          .getByTestId(screen === 'goals' ? 'goal-card' : screen === 'analyses' ? 'accounts-together' : 'score-history')
          .first()
          .waitFor();
        await shot(narrow.page, `${screen}-390-${colorScheme}`);
        expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await narrow.context.close();
    }
  });
});
