import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.ts';
import { createVerifiedUser, latestMailTo, signInThroughUi } from '../support/mail.ts';
import { useServerAndBrowser } from '../support/spec-harness.ts';

const app = useServerAndBrowser();

describe('foundation, in Chromium', () => {
  it('signs up → verification link from the outbox → onboarding → dashboard → sign out', async () => {
    const { context, page } = await newPage(app.browser);
    const email = `ada-${Date.now()}@example.com`;
    await page.goto(`${app.server.url}/auth?mode=signup`);
    await page.getByLabel('Full name').fill('Ada Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Zobo-And-Chin-Chin-9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check Your Email').waitFor();
    await page.getByText(/Resend in \d+s/).waitFor();

    // Signing in before verifying is refused.
    const early = await fetch(`${app.server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.server.url },
      body: JSON.stringify({ email, password: 'Zobo-And-Chin-Chin-9' }),
    });
    expect(early.status).toBe(403);

    const mail = await latestMailTo(app.server.url, email, 'Confirm');
    const visited: string[] = [];
    page.on('framenavigated', (f) => visited.push(f.url()));
    await page.goto(mail.links[0]);
    await page.waitForURL(/\/onboarding/).catch(async (e) => {
      throw new Error(
        `${e.message}\nvisited: ${visited.join(' → ')}\nnow: ${page.url()}\n${await page.innerText('body')}`,
      );
    });
    expect(visited.some((u) => u.endsWith('/auth-verified'))).toBe(true);
    await page.getByText('Complete Your Setup').waitFor();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(/\/app$/);
    await page.getByText(/Good (morning|afternoon|evening), Ada|Hello, Ada/).waitFor();
    await page.getByText('Total Analyses').waitFor();

    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.includes('session_token'));
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: /Sign out/ }).click();
    await page.waitForURL(`${app.server.url}/`);
    await page.goto(`${app.server.url}/app`);
    await page.waitForURL(/\/auth/);
    await context.close();
  });

  it('sends a signed-out visitor to sign in and back to where they were going', async () => {
    const { email, password } = await createVerifiedUser(app.server.url);
    const { context, page } = await newPage(app.browser);
    await page.goto(`${app.server.url}/app/profiles`);
    await page.waitForURL(/\/auth/);
    await page.getByLabel('Email', { exact: true }).first().fill(email);
    await page.getByLabel('Password').first().fill(password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/app\/profiles$/);
    await page.getByText('Create labeled profiles to organize analyses for different people or purposes.').waitFor();
    // A signed-in person opening /auth is taken into the app.
    await page.goto(`${app.server.url}/auth`);
    await page.waitForURL(/\/app/);
    await context.close();
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const { context, page } = await newPage(app.browser);
    const warnings: string[] = [];
    page.on('console', (m) => warnings.push(m.text()));
    await page.goto(`${app.server.url}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    expect(warnings.join('\n')).toContain('/no/such/page');
    await context.close();
  });

  it('remembers the theme across reloads (localStorage "theme")', async () => {
    const { context, page } = await newPage(app.browser, { colorScheme: 'light' });
    await page.goto(`${app.server.url}/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
    // With nothing saved, the system preference decides.
    const dark = await newPage(app.browser, { colorScheme: 'dark' });
    await dark.page.goto(`${app.server.url}/`);
    expect(await dark.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await dark.context.close();
  });

  it('derives breadcrumbs from the path with the spec’s labels', async () => {
    const { email, password } = await createVerifiedUser(app.server.url);
    const { context, page } = await newPage(app.browser);
    await signInThroughUi(page, app.server.url, email, password);
    const crumbs = async (path: string) => {
      await page.goto(`${app.server.url}${path}`);
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
      await nav.waitFor();
      return (await nav.innerText())
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
    };
    expect(await crumbs('/app/loan/upload')).toEqual(['Dashboard', 'Loan Calculator', 'Analyze Loan Offer']);
    expect(await crumbs('/app/credit-reports/new')).toEqual(['Dashboard', 'Credit Reports', 'New Report']);
    expect(await crumbs('/app/analysis/0b7c2a52-5f7e-4d3b-9a57-5f6f4c1f8e21')).toEqual([
      'Dashboard',
      'Analysis',
      'Analysis Result',
    ]);
    expect(await crumbs('/app/profiles')).toEqual(['Dashboard', 'My Profiles']);
    await context.close();
  });
});
