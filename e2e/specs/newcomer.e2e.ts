import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildLargeStatement, buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { newPage } from '../support/browser.ts';
import { createVerifiedUser, signInThroughUi } from '../support/mail.ts';
import { shot, useServerAndBrowser } from '../support/spec-harness.ts';

// A 1x1 PNG: the profile photo used to check that a photo can be removed.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A newcomer's walk: the defects two walks through the product found, each asserted fixed. One person signs up, spends
// the free trial token on a small statement, then visits every signed-in screen at phone and desktop widths.
const SHOTS = process.env.SCREENSHOT_DIR;
const app = useServerAndBrowser();
let user: { email: string; password: string };
let analysisId = '';

beforeAll(async () => {
  user = await createVerifiedUser(app.server.url, { name: 'Adaeze Okafor' });
  const { page, context } = await newPage(app.browser);
  await signInThroughUi(page, app.server.url, user.email, user.password);
  const f = await buildStatementFixture('gtbank-csv');
  await page.goto(`${app.server.url}/app/upload`);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: f.fileName, mimeType: 'text/csv', buffer: Buffer.from(f.bytes) });
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  // A paid analysis in progress never shows the shortfall message, though the balance is now 0 and the cost 1.
  await page.getByText('Analysis Started').first().waitFor();
  expect(await page.getByTestId('insufficient').count()).toBe(0);
  await page.waitForURL(/\/app\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  analysisId = page.url().split('/').pop()!;
  await page.getByTestId('monthly-income').waitFor({ timeout: 60_000 });
  // The "started" toast stayed on the upload page: dismissed there, it may still be fading out (sonner keeps a removed
  // toast in the page, marked data-removed, for its exit animation) when a fast result page has drawn.
  expect(await page.locator('[data-sonner-toast]:not([data-removed="true"])', { hasText: 'Analysis Started' }).count()).toBe(0);
  await context.close();
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
  const { page, context } = await newPage(app.browser, {
    colorScheme: opts.colorScheme,
    viewport: { width: opts.width, height: 900 },
  });
  await signInThroughUi(page, app.server.url, user.email, user.password);
  return { page, context };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor();
  // Charts and skeletons resolve after the data arrives; give layout one more frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe("a newcomer's walk", () => {
  it('every signed-in route fits a 390 px phone: nothing scrolls sideways', async () => {
    const { page, context } = await signedIn({ width: 390 });
    const overflowing: string[] = [];
    for (const route of signedInRoutes()) {
      await page.goto(`${app.server.url}${route}`);
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
              out.push(
                `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').slice(0, 30)}"`,
              );
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
    await page.goto(`${app.server.url}/app/wallet`);
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
    await expect
      .poll(() => nav.getByRole('link', { name: 'Credit Reports' }).getAttribute('aria-current'))
      .toBe('page');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profiles' }).click();
    await page.waitForURL(/\/app\/profiles$/);

    // The "Analysis" crumb of a result leads to the list of analyses, which lists this one.
    await page.goto(`${app.server.url}/app/analysis/${analysisId}`);
    await page.getByRole('link', { name: 'Analysis', exact: true }).click();
    await page.waitForURL(/\/app\/analysis$/);
    await page.getByRole('heading', { name: 'Analyses' }).waitFor();
    await page.locator(`a[href="/app/analysis/${analysisId}"]`).waitFor();
    await expect.poll(() => nav.getByRole('link', { name: 'Analyses' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('avatar initials follow one rule in the header and in Settings', async () => {
    const { page, context } = await signedIn({ width: 1280 });
    await page.goto(`${app.server.url}/app/settings`);
    await page.getByRole('button', { name: 'Open account menu' }).getByText('AO').waitFor();
    await page.getByRole('main').getByText('AO', { exact: true }).first().waitFor();
    await context.close();
  });

  it('upload for "Me": no client profile, counts pluralised, phones are told to tap', async () => {
    const { page, context } = await signedIn({ width: 390 });
    await page.goto(`${app.server.url}/app/upload`);
    await page.getByText('Tap to choose your bank statement').waitFor();
    expect(await page.getByText('Drag & drop your bank statement here').isVisible()).toBe(false);
    expect(await page.getByText('Client profile (optional)').count()).toBe(0);
    const f = await buildStatementFixture('gtbank-csv');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: f.fileName, mimeType: 'text/csv', buffer: Buffer.from(f.bytes) });
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
    await page.goto(`${app.server.url}/app/analysis/${analysisId}`);
    await page.getByTestId('monthly-income').waitFor();
    await page.getByText('DTI', { exact: true }).first().waitFor();
    expect(await page.getByText('Dti', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/\b1 months\b/).count()).toBe(0);
    expect(await page.getByText(/^\d{4}-\d{2}$/).count()).toBe(0);

    const before = (await (await page.request.get(`${app.server.url}/api/wallet/balance`)).json()).totalBalance;
    await page.getByRole('button', { name: 'Clean PDF (2 tokens)' }).click();
    const dialog = page.getByTestId('confirm-clean-export');
    await dialog.getByText('Cost: 2 tokens').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await (await page.request.get(`${app.server.url}/api/wallet/balance`)).json()).totalBalance).toBe(before);
    await context.close();
  });

  it('sign-up: a name of spaces and a short password are refused in plain words, on the field', async () => {
    const { page, context } = await newPage(app.browser, { viewport: { width: 390, height: 900 } });
    await page.goto(`${app.server.url}/auth?mode=signup`);
    await page.getByLabel('Full name').fill('    ');
    await page.getByLabel('Email').fill('spaces@example.com');
    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const name = page.getByLabel('Full name');
    await page.getByText('Please enter your full name.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const described = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${described.split(' ').pop()}"]`).textContent()).toBe(
      'Please enter your full name.',
    );
    await page.getByText('Your password must be at least 8 characters long.').waitFor();
    expect(await page.getByText('Password too short').count()).toBe(0);
    await context.close();
  });

  it('upload: the cost is counted from real pages before spending (a phone photo is 1 page, 1 token)', async () => {
    const { page, context } = await signedIn({ width: 390 });
    await page.goto(`${app.server.url}/app/upload`);
    const photo = await buildStatementFixture('fcmb-photo');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: photo.fileName, mimeType: 'image/jpeg', buffer: Buffer.from(photo.bytes) });
    await expect.poll(() => page.getByTestId('cost').textContent(), { timeout: 15_000 }).toBe('1 token');
    expect(await page.getByTestId('file-count').textContent()).toBe('1 page');
    await page.getByRole('button', { name: 'Remove file' }).click();
    const long = await buildLargeStatement('pdf', 700);
    expect(long.expected.statement.pages).toBeGreaterThan(10);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: long.fileName, mimeType: 'application/pdf', buffer: Buffer.from(long.bytes) });
    await expect
      .poll(() => page.getByTestId('file-count').textContent(), { timeout: 15_000 })
      .toBe(`${long.expected.statement.pages} pages`);
    expect(await page.getByTestId('cost').textContent()).toBe('2 tokens');
    await page
      .getByTestId('insufficient')
      .getByText('Insufficient tokens. You need 2 tokens but only have 0.')
      .waitFor();
    await context.close();
  });

  it('result page: the legend names every slice in its own colour; the score is written one way', async () => {
    const { page, context } = await signedIn({ width: 1280 });
    await page.goto(`${app.server.url}/app/analysis/${analysisId}`);
    const legend = page.getByTestId('categories').locator('li');
    await legend.first().waitFor();
    const colours = await legend.evaluateAll((items) => items.map((li) => li.getAttribute('data-colour')));
    expect(
      colours.every((c) => typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c)),
      colours.join(' '),
    ).toBe(true);
    expect(new Set(colours).size).toBe(colours.length);
    // The pie draws its sectors as it animates in: every legend entry ends up with its slice.
    await expect.poll(() => page.locator('.recharts-pie-sector').count(), { timeout: 10_000 }).toBe(colours.length);
    const analysis = (await (await page.request.get(`${app.server.url}/api/analyses/${analysisId}`)).json()).analysis;
    const score = String(analysis.result.summary.healthScore);
    expect((await page.getByTestId('health-score').textContent())?.replace(/\s+/g, ' ')).toBe(`${score} / 10`);
    // Component scores use the same form ("8.5 / 10"), never "8.5/10".
    expect(await page.getByText(/\d\/10\b/).count()).toBe(0);
    await context.close();
  });

  it('sign-up: the resend countdown starts afresh for each sign-up and a long e-mail wraps on a phone', async () => {
    const { page, context } = await newPage(app.browser, { viewport: { width: 390, height: 900 } });
    await page.goto(`${app.server.url}/auth?mode=signup`);
    const signUp = async (email: string) => {
      await page.getByLabel('Full name').fill('Chioma Nwosu');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Suya-And-Zobo-2025');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Check Your Email').waitFor();
    };
    const stamp = Date.now();
    await signUp(`chioma-${stamp}@example.com`);
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: 'Back to sign up' }).click();
    const long = `chioma.adaeze.nwosu.the.very.long.address.${stamp}@an-extremely-long-mail-domain-name.example.com`;
    await signUp(long);
    const seconds = Number((await page.getByText(/Resend in \d+s/).textContent())?.match(/(\d+)s/)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(29);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await context.close();
  });

  it('onboarding confirms what sign-up asked instead of asking again', async () => {
    const person = await createVerifiedUser(app.server.url, {
      name: 'Kwame Mensah',
      extra: { accountType: 'workspace_beta', locationCountry: 'Ghana' },
    });
    const { page, context } = await newPage(app.browser, { viewport: { width: 390, height: 900 } });
    await signInThroughUi(page, app.server.url, person.email, person.password);
    await page.goto(`${app.server.url}/onboarding`);
    await page.getByText('Complete Your Setup').waitFor();
    expect(await page.getByTestId('chosen-account-type').textContent()).toBe('Business workspace (beta)');
    expect(await page.getByTestId('chosen-location').textContent()).toBe('Ghana');
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('combobox').count()).toBe(0);
    await context.close();
  });

  it('settings: the phone error is a sentence under the field, "do not match" goes once fixed, a photo can be removed', async () => {
    const { page, context } = await signedIn({ width: 390 });
    await page.goto(`${app.server.url}/app/settings`);
    const phone = page.getByLabel('Phone number');
    await phone.fill('call me');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter a phone number like +234 803 123 4567.').waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/phone:/i).count()).toBe(0);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByText('Photo removed').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Remove photo' }).count()).toBe(0);
    // Back to the initials (Settings shows the same avatar as the header: one rule, one source).
    await page.getByRole('main').getByText('AO', { exact: true }).first().waitFor();

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('Moi-Moi-And-Pap-41');
    await page.getByLabel('Confirm new password').fill('Moi-Moi-And-Pap-42');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('The new passwords do not match.').waitFor();
    await page.getByLabel('Confirm new password').fill('Moi-Moi-And-Pap-41');
    await expect.poll(() => page.getByText('The new passwords do not match.').count()).toBe(0);
    await context.close();
  });

  it('screens of every signed-in route at 390 and 1280 px, light and dark', { timeout: 600_000 }, async () => {
    if (!SHOTS) return;
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const { page, context } = await signedIn({ colorScheme, width });
        for (const route of signedInRoutes()) {
          await page.goto(`${app.server.url}${route}`);
          await settle(page);
          const name = route.replace(analysisId, 'id').replace(/^\//, '').replace(/\//g, '-') || 'root';
          await shot(page, `newcomer-${name}-${width}-${colorScheme}`);
        }
        await context.close();
      }
    }
  });
});
