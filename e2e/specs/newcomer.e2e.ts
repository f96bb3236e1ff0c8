import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { createVerifiedUser, signInThroughUi } from '../support/mail.ts';

// A newcomer's walk: the defects two walks through the product found, each asserted fixed. One person signs up, spends
// the free trial token on a small statement, then visits every signed-in screen at phone and desktop widths.
const SHOTS = process.env.SCREENSHOT_DIR;
let server: RunningServer;
let browser: Browser;
let user: { email: string; password: string };
let analysisId = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  user = await createVerifiedUser(server.url, { name: 'Adaeze Okafor' });
  const { page, context } = await newPage(browser);
  await signInThroughUi(page, server.url, user.email, user.password);
  const f = await buildStatementFixture('gtbank-csv');
  await page.goto(`${server.url}/app/upload`);
  await page.locator('input[type=file]').setInputFiles({ name: f.fileName, mimeType: 'text/csv', buffer: Buffer.from(f.bytes) });
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  // A paid analysis in progress never shows the shortfall message, though the balance is now 0 and the cost 1.
  await page.getByText('Analysis Started').first().waitFor();
  expect(await page.getByTestId('insufficient').count()).toBe(0);
  await page.waitForURL(/\/app\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  analysisId = page.url().split('/').pop()!;
  await page.getByTestId('monthly-income').waitFor({ timeout: 60_000 });
  // The "started" toast stayed on the upload page.
  expect(await page.getByText('Analysis Started').count()).toBe(0);
  await context.close();
});
let failed = false;
afterEach(({ task }) => {
  if (task.result?.state === 'fail') failed = true;
});
afterAll(async () => {
  if (failed) console.log(server?.logs.join('').slice(-6000));
  await browser?.close();
  await server?.stop();
});

function signedInRoutes(): string[] {
  return [
    '/app',
    '/app/analysis',
    `/app/analysis/${analysisId}`,
    '/app/upload',
    '/app/loan',
    '/app/loan/upload',
    '/app/credit-reports',
    '/app/credit-reports/new',
    '/app/wallet',
    '/app/help',
    '/app/settings',
    '/app/profiles',
  ];
}

async function signedIn(opts: { colorScheme?: 'light' | 'dark'; width: number }) {
  const { page, context } = await newPage(browser, { colorScheme: opts.colorScheme, viewport: { width: opts.width, height: 900 } });
  await signInThroughUi(page, server.url, user.email, user.password);
  return { page, context };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor();
  // Charts and skeletons resolve after the data arrives; give layout one more frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe("a newcomer's walk", () => {
  it('every signed-in route fits a 390 px phone: nothing scrolls sideways', async () => {
    const { page, context } = await signedIn({ width: 390 });
    const overflowing: string[] = [];
    for (const route of signedInRoutes()) {
      await page.goto(`${server.url}${route}`);
      await settle(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) {
        // Name the widest culprits so a failure says where to look.
        const culprits = await page.evaluate((w) => {
          // The innermost elements that stick out: those none of whose children stick out.
          const out: string[] = [];
          for (const el of Array.from(document.querySelectorAll('body *'))) {
            const sticksOut = (e: Element) => e.getBoundingClientRect().right > w + 1;
            if (sticksOut(el) && !Array.from(el.children).some(sticksOut)) {
              out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').slice(0, 30)}"`);
            }
          }
          return out.slice(0, 12);
        }, innerWidth);
        overflowing.push(`${route}: ${scrollWidth} > ${innerWidth} ${culprits.join(' | ')}`);
      }
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('desktop header: primary navigation with the active area marked; My Profiles in the avatar menu', async () => {
    const { page, context } = await signedIn({ width: 1280 });
    await page.goto(`${server.url}/app/wallet`);
    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const label of ['Dashboard', 'Analyses', 'Credit Reports', 'Loans', 'Goals', 'Wallet', 'Help']) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await link.waitFor();
      expect(await link.isVisible(), label).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Workspace' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Wallet', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBeNull();

    await nav.getByRole('link', { name: 'Credit Reports' }).click();
    await page.waitForURL(/\/app\/credit-reports$/);
    await expect.poll(() => nav.getByRole('link', { name: 'Credit Reports' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profiles' }).click();
    await page.waitForURL(/\/app\/profiles$/);

    // The "Analysis" crumb of a result leads to the list of analyses, which lists this one.
    await page.goto(`${server.url}/app/analysis/${analysisId}`);
    await page.getByRole('link', { name: 'Analysis', exact: true }).click();
    await page.waitForURL(/\/app\/analysis$/);
    await page.getByRole('heading', { name: 'Analyses' }).waitFor();
    await page.locator(`a[href="/app/analysis/${analysisId}"]`).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Analyses' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('avatar initials follow one rule in the header and in Settings', async () => {
    const { page, context } = await signedIn({ width: 1280 });
    await page.goto(`${server.url}/app/settings`);
    await page.getByRole('button', { name: 'Open account menu' }).getByText('AO').waitFor();
    await page.getByRole('main').getByText('AO', { exact: true }).first().waitFor();
    await context.close();
  });

  it('upload for "Me": no client profile, counts pluralised, phones are told to tap', async () => {
    const { page, context } = await signedIn({ width: 390 });
    await page.goto(`${server.url}/app/upload`);
    await page.getByText('Tap to choose your bank statement').waitFor();
    expect(await page.getByText('Drag & drop your bank statement here').isVisible()).toBe(false);
    expect(await page.getByText('Client profile (optional)').count()).toBe(0);
    const f = await buildStatementFixture('gtbank-csv');
    await page.locator('input[type=file]').setInputFiles({ name: f.fileName, mimeType: 'text/csv', buffer: Buffer.from(f.bytes) });
    // The balance really is too low now: the button is disabled and says why, in the product's words.
    const reason = page.getByTestId('insufficient');
    await reason.getByText('Insufficient tokens. You need 1 token but only have 0.').waitFor();
    const button = page.getByRole('button', { name: 'Start Analysis' });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    await context.close();
  });

  it('result page: DTI label, months pluralised and named, the clean PDF asks before spending', async () => {
    const { page, context } = await signedIn({ width: 1280 });
    await page.goto(`${server.url}/app/analysis/${analysisId}`);
    await page.getByTestId('monthly-income').waitFor();
    await page.getByText('DTI', { exact: true }).first().waitFor();
    expect(await page.getByText('Dti', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/\b1 months\b/).count()).toBe(0);
    expect(await page.getByText(/^\d{4}-\d{2}$/).count()).toBe(0);

    const before = (await (await page.request.get(`${server.url}/api/wallet/balance`)).json()).totalBalance;
    await page.getByRole('button', { name: 'Clean PDF (2 tokens)' }).click();
    const dialog = page.getByTestId('confirm-clean-export');
    await dialog.getByText('Cost: 2 tokens').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await (await page.request.get(`${server.url}/api/wallet/balance`)).json()).totalBalance).toBe(before);
    await context.close();
  });

  it('sign-up: a name of spaces and a short password are refused in plain words, on the field', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 900 } });
    await page.goto(`${server.url}/auth?mode=signup`);
    await page.getByLabel('Full name').fill('    ');
    await page.getByLabel('Email').fill('spaces@example.com');
    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const name = page.getByLabel('Full name');
    await page.getByText('Please enter your full name.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const described = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described.split(' ').pop()}"]`).textContent()).toBe('Please enter your full name.');
    await page.getByText('Your password must be at least 8 characters long.').waitFor();
    expect(await page.getByText('Password too short').count()).toBe(0);
    await context.close();
  });

  it('screens of every signed-in route at 390 and 1280 px, light and dark', { timeout: 600_000 }, async () => {
    if (!SHOTS) return;
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await signedIn({ colorScheme, width });
        for (const route of signedInRoutes()) {
          await page.goto(`${server.url}${route}`);
          await settle(page);
          const name = route.replace(analysisId, 'id').replace(/^\//, '').replace(/\//g, '-') || 'root';
          await shot(page, `newcomer-${name}-${width}-${colorScheme}`);
        }
        await context.close();
      }
    }
  });
});
