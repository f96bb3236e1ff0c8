import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { creditReportFixtures } from '@nairalens/fixtures/credit-reports/reports.ts';
import { renderReport } from '@nairalens/fixtures/credit-reports/render.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { newPage } from '../support/browser.ts';
import { createVerifiedUser, signInThroughUi } from '../support/mail.ts';
import { shot, useServerAndBrowser } from '../support/spec-harness.ts';

// Credit reports (issue 15) through the real server, job queue and Chromium: upload a bureau report → processing →
// detail, at 1280 and 390 px in light and dark; a file that is not a report fails and its token comes back.
const app = useServerAndBrowser();

async function signedIn(options: Parameters<typeof newPage>[1] = {}) {
  const user = await createVerifiedUser(app.server.url);
  const { context, page } = await newPage(app.browser, options);
  await signInThroughUi(page, app.server.url, user.email, user.password);
  return { context, page, user };
}

async function uploadReport(page: Page, name: string, bytes: Buffer) {
  await page.goto(`${app.server.url}/app/credit-reports/new`);
  await page.getByText('Drag & drop your credit report here').waitFor();
  await page.getByLabel('Credit report file').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await page.getByText('Cost: ').waitFor();
  await page.getByRole('button', { name: 'Read my report' }).click();
  await page.waitForURL(/\/app\/credit-reports\/[0-9a-f-]{36}$/);
}

const balance = async (page: Page) =>
  (await (await page.request.get(`${app.server.url}/api/wallet/balance`)).json()).totalBalance as number;
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('credit reports', () => {
  it('shows the empty state, uploads a report and shows the explained detail at 1280 and 390 px, light and dark', async () => {
    const { page, context } = await signedIn();
    await page.goto(`${app.server.url}/app/credit-reports`);
    await page.getByText('No credit reports yet').waitFor();
    const fixture = creditReportFixtures().find((f) => f.id === 'crc-summary-first')!;
    await uploadReport(page, 'my-crc-report.pdf', await renderReport(fixture));
    await page.getByTestId('score-value').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('score-value').textContent()).toBe('642');
    expect(await page.getByTestId('report-account').count()).toBe(4);
    await page.getByText('Pay ₦45,000 overdue on ACCESS BANK PLC first').waitFor();
    await page.getByText('Late payments on ACCESS BANK PLC').waitFor();
    const records = page.getByTestId('public-records');
    await records.getByText('OKAFOR CHINEDU PAUL').waitFor();
    await records.getByText('RENMONEY MFB · facility ****9090').waitFor();
    await records.getByText('₦62,500.00').waitFor();
    await records.getByText('No judgement or court case is listed on this report.').waitFor();
    expect(await balance(page)).toBe(0);
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, 'credit-report-detail-1280-light');
    const detailUrl = page.url();

    await page.goto(`${app.server.url}/app/credit-reports`);
    await page.getByTestId('credit-report-card').waitFor();
    await page.getByRole('button', { name: 'FirstCentral' }).click();
    await page.getByText('No reports from this bureau').waitFor();
    await page.getByRole('button', { name: 'CRC', exact: true }).click();
    await expect.poll(() => page.getByTestId('credit-report-card').count()).toBe(1);
    await shot(page, 'credit-reports-list-1280-light');

    const cookies = await context.cookies();
    for (const scheme of ['light', 'dark'] as const) {
      const phone = await newPage(app.browser, { colorScheme: scheme, viewport: { width: 390, height: 844 } });
      await phone.context.addCookies(cookies);
      await phone.page.goto(detailUrl);
      await phone.page.getByTestId('score-value').waitFor();
      expect(await noSideScroll(phone.page)).toBe(true);
      await shot(phone.page, `credit-report-detail-390-${scheme}`);
      await phone.page.goto(`${app.server.url}/app/credit-reports`);
      await phone.page.getByTestId('credit-report-card').waitFor();
      expect(await noSideScroll(phone.page)).toBe(true);
      await shot(phone.page, `credit-reports-list-390-${scheme}`);
      await phone.context.close();
    }
    const dark = await newPage(app.browser, { colorScheme: 'dark' });
    await dark.context.addCookies(cookies);
    await dark.page.goto(detailUrl);
    await dark.page.getByTestId('score-value').waitFor();
    await shot(dark.page, 'credit-report-detail-1280-dark');
    await dark.context.close();
    await context.close();
  });

  it("asks for a client's name and consent for someone else's report, and draws the score history per bureau", async () => {
    const { page, context } = await signedIn();
    // Tokens bought through the built-in test provider, as a person would.
    await page.goto(`${app.server.url}/app/wallet`);
    await page.getByRole('button', { name: 'Buy 10 tokens' }).click();
    await page.waitForURL(/\/api\/wallet\/test-checkout\//);
    await page.getByRole('button', { name: 'Pay (succeed)' }).click();
    await page.waitForURL(/\/app\/wallet/);
    await expect.poll(() => balance(page), { timeout: 15_000 }).toBe(11);

    const current = creditReportFixtures().find((f) => f.id === 'crc-summary-first')!;
    // The same person's CRC report six months earlier, when the score was 598.
    const earlier = {
      ...current,
      blocks: current.blocks.map((b) =>
        b.t === 'kv'
          ? {
              ...b,
              rows: b.rows.map(([k, v]): [string, string] => [
                k,
                v === '14/09/2025' ? '14/03/2025' : k === 'CRC FICO Score' ? '598' : v,
              ]),
            }
          : b,
      ),
    };
    await uploadReport(page, 'crc-march.pdf', await renderReport(earlier));
    await page.getByTestId('score-value').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('score-value').textContent()).toBe('598');
    await uploadReport(page, 'crc-september.pdf', await renderReport(current));
    await page.getByTestId('score-value').waitFor({ timeout: 60_000 });
    const chart = page.getByTestId('score-history');
    await chart.getByText('+44 points since').waitFor();
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(
      /CRC Credit Bureau scores on its 300 to 850 range: .*598, .*642/,
    );
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, 'credit-report-history-1280-light');
    await page.goto(`${app.server.url}/app/credit-reports`);
    await page.getByText('Your score over time').waitFor();
    await shot(page, 'credit-reports-list-history-1280-light');

    // Someone else's report: refused without the name and the consent tick, then filed under the client's name.
    await page.goto(`${app.server.url}/app/credit-reports/new`);
    await page
      .getByLabel('Credit report file')
      .setInputFiles({ name: 'client.pdf', mimeType: 'application/pdf', buffer: await renderReport(current) });
    await page.getByRole('radio', { name: /Someone else/ }).click();
    await page.getByRole('button', { name: 'Read my report' }).click();
    await page.getByText('Please enter client name and confirm consent for "Someone else" analysis').waitFor();
    expect(await balance(page)).toBe(9);
    await page.getByLabel('Client Full Name *').fill('Bola Adeyemi');
    await page
      .getByLabel("I confirm I have the subject's explicit consent to analyze their financial documents.")
      .check();
    await shot(page, 'credit-report-new-someone-else-1280-light');
    await page.getByRole('button', { name: 'Read my report' }).click();
    await page.waitForURL(/\/app\/credit-reports\/[0-9a-f-]{36}$/);
    await page.getByTestId('score-value').waitFor({ timeout: 60_000 });
    await expect.poll(() => balance(page)).toBe(8);
    await page.goto(`${app.server.url}/app/credit-reports`);
    await page.getByText('CRC Credit Bureau · for Bola Adeyemi').waitFor();

    const cookies = await context.cookies();
    for (const [scheme, width] of [
      ['dark', 1280],
      ['light', 390],
      ['dark', 390],
    ] as const) {
      const other = await newPage(app.browser, { colorScheme: scheme, viewport: { width, height: 844 } });
      await other.context.addCookies(cookies);
      await other.page.goto(`${app.server.url}/app/credit-reports`);
      await other.page.getByText('Your score over time').waitFor();
      expect(await noSideScroll(other.page)).toBe(true);
      await shot(other.page, `credit-reports-list-history-${width}-${scheme}`);
      await other.page.goto(`${app.server.url}/app/credit-reports/new`);
      await other.page.getByRole('radio', { name: /Someone else/ }).click();
      expect(await noSideScroll(other.page)).toBe(true);
      await shot(other.page, `credit-report-new-someone-else-${width}-${scheme}`);
      await other.context.close();
    }
    await context.close();
  });

  it('refunds the token when the file is not a credit report', async () => {
    const { page, context } = await signedIn();
    expect(await balance(page)).toBe(1);
    const statement = await buildStatementFixture('gtbank-pdf');
    await uploadReport(page, 'statement.pdf', Buffer.from(statement.bytes));
    await page.getByText('This report could not be read').waitFor({ timeout: 60_000 });
    // A bank statement is named as one, with the page that reads it.
    await page.getByText(/This file is a bank statement, not a credit report\. Upload it on the Upload Statement page/).waitFor();
    await expect.poll(() => balance(page), { timeout: 10_000 }).toBe(1);
    // The header's balance shows the refund without a reload.
    await page.getByRole('link', { name: '1 token available' }).first().waitFor({ timeout: 10_000 });
    await shot(page, 'credit-report-failed-1280-light');
    await context.close();
  });
});
