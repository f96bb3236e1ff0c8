import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.ts';
import { createVerifiedUser, latestMailTo, signInThroughUi } from '../support/mail.ts';
import { shot, useServerAndBrowser } from '../support/spec-harness.ts';

// Wallet (issue 6) through the real server and Chromium, paying with the built-in test provider (no Paystack key):
// a bundle bought → balance and activity update; a failed payment credits nothing; a friend who signs up with a
// referral link and buys pays the referrer exactly once.
const app = useServerAndBrowser();

async function signedInPage(email?: string) {
  const user = await createVerifiedUser(app.server.url, email ? { email } : {});
  const { context, page } = await newPage(app.browser);
  await signInThroughUi(page, app.server.url, user.email, user.password);
  return { context, page, user };
}

const total = (page: Page) => page.getByTestId('wallet-total');
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** From the wallet, buy a bundle and press a button on the test provider's page; back on the wallet afterwards. */
async function buyBundle(page: Page, tokens: 1 | 10 | 25, outcome: 'Pay (succeed)' | 'Fail payment' | 'Cancel') {
  await page.goto(`${app.server.url}/app/wallet`);
  await page.getByRole('button', { name: tokens === 1 ? 'Buy 1 token' : `Buy ${tokens} tokens` }).click();
  await page.waitForURL(/\/api\/wallet\/test-checkout\//);
  await page.getByText('TEST MODE').first().waitFor();
  await page.getByRole('button', { name: outcome }).click();
  await page.waitForURL(/\/app\/wallet/);
}

describe('wallet', () => {
  it('buys a bundle through the test provider: balance and activity update', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${app.server.url}/app/wallet`);
    await poll(() => total(page).textContent()).toBe('1 token');
    // The fee is shown before payment.
    await poll(() => page.getByTestId('bundle-tokens_10').textContent()).toContain('₦7,208.13');
    await shot(page, 'wallet-before');
    await buyBundle(page, 10, 'Pay (succeed)');
    await page.getByText('Payment successful').waitFor();
    await poll(() => total(page).textContent()).toBe('11 tokens');
    await poll(() => page.locator('[data-testid="wallet-transaction"][data-type="purchase"]').count()).toBe(1);
    await poll(() => page.locator('[data-bucket="PURCHASED"]').textContent()).toContain('10');
    // The header badge follows the balance (5 to 15: warning).
    await poll(() => page.locator('header a[href="/app/wallet"][data-tone]').first().getAttribute('data-tone')).toBe(
      'warning',
    );
    await shot(page, 'wallet-after-purchase');
    await context.close();
  });

  it('a pricing-page buy button signs in first, shows the fee, then checks out', async () => {
    const user = await createVerifiedUser(app.server.url);
    const { context, page } = await newPage(app.browser);
    await page.goto(`${app.server.url}/pricing`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Buy 10 tokens' }).first().click();
    await page.waitForURL(/\/auth/);
    await page.getByRole('button', { name: /^sign in$/i }).waitFor();
    await page.getByLabel('Email', { exact: true }).first().fill(user.email);
    await page.getByLabel('Password').first().fill(user.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/app\/wallet\?buy=tokens_10/);
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.textContent()).toContain('₦208.13');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/api\/wallet\/test-checkout\//);
    await page.getByRole('button', { name: 'Pay (succeed)' }).click();
    await page.waitForURL(/\/app\/wallet/);
    await poll(() => total(page).textContent()).toBe('11 tokens');
    await context.close();
  });

  it('a failed payment credits nothing', async () => {
    const { context, page } = await signedInPage();
    await buyBundle(page, 25, 'Fail payment');
    await page.getByText('Payment failed').waitFor();
    await poll(() => total(page).textContent()).toBe('1 token');
    await poll(() => page.locator('[data-testid="wallet-transaction"][data-type="purchase"]').count()).toBe(0);
    await context.close();
  });

  it('a referral sign-up and first purchase pay the referrer once', async () => {
    const referrer = await signedInPage();
    await referrer.page.goto(`${app.server.url}/app/wallet`);
    await referrer.page.getByRole('tab', { name: 'Referrals' }).click();
    const link = await referrer.page.getByLabel('Your referral link').inputValue();
    expect(link).toMatch(/\/auth\?mode=signup&ref=[a-z0-9]+-[a-z2-9]{5}$/);
    await referrer.page.getByRole('button', { name: 'Copy' }).click();
    await referrer.page.getByText('Copied!').waitFor();

    // The friend signs up through the link in the browser.
    const friendEmail = `friend-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const friend = await newPage(app.browser);
    await friend.page.goto(link);
    await friend.page.getByText('is applied').waitFor();
    await friend.page.getByLabel('Full name').fill('Chidi Friend');
    await friend.page.getByLabel('Email', { exact: true }).first().fill(friendEmail);
    await friend.page.getByLabel('Password').first().fill('Suya-Spice-2026');
    await friend.page.getByRole('button', { name: 'Create Account' }).click();
    const mail = await latestMailTo(app.server.url, friendEmail, 'Confirm', 20_000);
    await friend.page.goto(mail.links[0]);
    await friend.page.waitForURL(/\/(app|onboarding|dashboard)/);
    await friend.page.goto(`${app.server.url}/app/wallet`);
    await friend.page.getByTestId('wallet-total').waitFor();
    await shot(friend.page, 'friend-wallet');
    await poll(() => friend.page.locator('[data-bucket="REFERRAL_TRIAL"]').count()).toBe(1);

    await referrer.page.reload();
    await referrer.page.getByRole('tab', { name: 'Referrals' }).click();
    await poll(() => referrer.page.getByTestId('referral-row').textContent()).toContain('Pending');

    await buyBundle(friend.page, 1, 'Pay (succeed)');
    await buyBundle(friend.page, 1, 'Pay (succeed)');
    await poll(() => total(friend.page).textContent()).toBe('3 tokens');

    await referrer.page.reload();
    await poll(() => total(referrer.page).textContent()).toBe('2 tokens');
    await poll(() => referrer.page.locator('[data-bucket="REFERRAL"]').count()).toBe(1);
    await referrer.page.getByRole('tab', { name: 'Referrals' }).click();
    await poll(() => referrer.page.getByTestId('referral-row').textContent()).toContain('1 Token Earned');
    await shot(referrer.page, 'wallet-referrals');
    await friend.context.close();
    await referrer.context.close();
  });
});
