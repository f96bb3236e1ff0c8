import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './server.ts';
import { newPage } from './browser.ts';
import { createVerifiedUser, signInThroughUi } from './mail.ts';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
export const money = (kobo: number) => naira.format(kobo / 100);
export const pct = (fraction: number) =>
  `${(fraction * 100).toLocaleString('en-NG', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

// The loan specs take their screenshots from here with the rest of their steps.
export { shot } from './spec-harness.ts';

/** The loan screens' steps; `running()` is read at call time (server and browser start in beforeAll). */
export function loanPages(running: () => { server: RunningServer; browser: Browser }) {
  async function signedInPage() {
    const { server, browser } = running();
    const user = await createVerifiedUser(server.url);
    const { context, page } = await newPage(browser);
    await signInThroughUi(page, server.url, user.email, user.password);
    return { context, page };
  }

  async function uploadContract(page: Page, name: string, bytes: Buffer) {
    await page.goto(`${running().server.url}/app/loan/upload`);
    await page.getByText('Drop your loan contract here').waitFor();
    await page.getByTestId('contract-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    // The file's size through the shared formatBytes ("48.2 KB"), never "0.00 MB".
    await page.getByText(/^\d+(\.\d)? KB$/).waitFor();
    expect(await page.getByText('0.00 MB').count()).toBe(0);
    await page.getByRole('button', { name: 'Analyze Contract (1 token)' }).click();
    // Cancel closes the banner without spending; Confirm spends.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('confirm-banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Analyze Contract (1 token)' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('contract-result').waitFor({ timeout: 60_000 });
  }

  return { signedInPage, uploadContract };
}
