import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { compareOffers } from '@nairalens/core/loans/compare.ts';
import { analyseContract } from '@nairalens/core/loans/analyse-contract.ts';
import { loanDocumentFixtures } from '@nairalens/fixtures/loan-documents/documents.ts';
import { renderLoanDocumentPdf } from '@nairalens/fixtures/loan-documents/render.ts';
import type { Block, LoanDocumentFixture } from '@nairalens/fixtures/loan-documents/model.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { createVerifiedUser, signInThroughUi } from '../support/mail.ts';

// Loans (issue 7) through the real server and Chromium: compare three offers; upload a contract → verdict and
// figures; correct a field the document does not state. Each new account has 1 free token: one contract each.
const SHOTS = process.env.SCREENSHOT_DIR;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const money = (kobo: number) => naira.format(kobo / 100);
const pct = (fraction: number) =>
  `${(fraction * 100).toLocaleString('en-NG', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function signedInPage() {
  const user = await createVerifiedUser(server.url);
  const { context, page } = await newPage(browser);
  await signInThroughUi(page, server.url, user.email, user.password);
  return { context, page };
}

async function uploadContract(page: Page, name: string, bytes: Buffer) {
  await page.goto(`${server.url}/app/loan/upload`);
  await page.getByText('Drop your loan contract here').waitFor();
  await page.getByTestId('contract-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await page.getByRole('button', { name: 'Analyze Contract (1 token)' }).click();
  // Cancel closes the banner without spending; Confirm spends.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => page.getByTestId('confirm-banner').count()).toBe(0);
  await page.getByRole('button', { name: 'Analyze Contract (1 token)' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('contract-result').waitFor({ timeout: 60_000 });
}

describe('loans', () => {
  it('compares three offers and highlights the cheapest', async () => {
    const { page, context } = await signedInPage();
    await page.goto(`${server.url}/app/loan`);
    // The calculator's defaults (spec §9): ₦1,000,000 at 15% for 12 months.
    await expect.poll(() => page.getByTestId('monthly-payment').textContent()).toBe(money(9_025_831));
    await page.getByRole('tab', { name: 'Compare offers' }).click();
    await page.getByRole('button', { name: 'Add offer' }).click();
    const inputs = [
      { amount: '500000', rate: '5', period: 'month', basis: 'flat', term: '6', fee: '3' },
      { amount: '500000', rate: '32', period: 'year', basis: 'reducing', term: '6', fee: '1' },
      { amount: '500000', rate: '2.5', period: 'month', basis: 'reducing', term: '6', fee: '0' },
    ];
    for (const [i, o] of inputs.entries()) {
      await page.locator(`#offer-${i}-amount`).fill(o.amount);
      await page.locator(`#offer-${i}-rate`).fill(o.rate);
      await page.locator(`#offer-${i}-period`).selectOption(o.period);
      await page.locator(`#offer-${i}-basis`).selectOption(o.basis);
      await page.locator(`#offer-${i}-term`).fill(o.term);
      await page.locator(`#offer-${i}-fee`).fill(o.fee);
    }
    const expected = compareOffers(
      inputs.map((o) => ({
        principal: Number(o.amount) * 100,
        ratePercent: Number(o.rate),
        ratePeriod: o.period as 'month' | 'year',
        basis: o.basis as 'flat' | 'reducing',
        termMonths: Number(o.term),
        fees:
          Number(o.fee) > 0
            ? [
                {
                  kind: 'processing' as const,
                  amount: ((Number(o.amount) * Number(o.fee)) / 100) * 100,
                  timing: 'upfront' as const,
                },
              ]
            : [],
      })),
    );
    for (let i = 0; i < 3; i++) {
      expect(await page.getByTestId(`offer-${i}-payment`).textContent()).toBe(money(expected.offers[i].monthlyPayment));
      expect(await page.getByTestId(`offer-${i}-total-cost`).textContent()).toBe(money(expected.offers[i].totalCost));
      expect(await page.getByTestId(`offer-${i}-apr`).textContent()).toBe(
        pct(expected.offers[i].effectiveApr as number),
      );
    }
    // 2.5% a month on a reducing balance without fees (30% APR) beats 32% a year with a 1% fee and 5% a month flat.
    expect(expected.cheapestIndex).toBe(2);
    expect(await page.getByTestId('offer-2').getAttribute('data-cheapest')).toBe('true');
    expect(await page.getByTestId('offer-0').getAttribute('data-cheapest')).toBe('false');
    expect(await page.getByTestId('cheapest-badge').count()).toBe(1);
    await shot(page, 'loans-compare');
    await page.getByRole('tab', { name: 'Calculator' }).click();
    await shot(page, 'loans-calculator');
    await context.close();
  });

  it('uploads a contract and shows the verdict and the figures', async () => {
    const doc = loanDocumentFixtures().find((f) => f.id === 'digital-quicknaira')!;
    const { page, context } = await signedInPage();
    await uploadContract(page, 'quicknaira-agreement.pdf', await renderLoanDocumentPdf(doc));
    const a = analyseContract(doc.truth);
    expect(await page.getByTestId('lender-name').textContent()).toBe('QuickNaira Microfinance Bank Ltd');
    expect(await page.getByTestId('verdict-badge').getAttribute('data-verdict')).toBe('avoid');
    expect(await page.getByTestId('interest-type').textContent()).toBe('Flat Rate');
    expect(await page.getByTestId('contract-payment').textContent()).toBe(money(a.monthlyPayment as number));
    expect(await page.getByTestId('contract-total').textContent()).toBe(money(a.totalRepayment as number));
    expect(await page.getByTestId('contract-apr').textContent()).toBe(pct(a.apr as number));
    await expect.poll(() => page.getByText('Loan contract analyzed. 1 token deducted.').count()).toBeGreaterThan(0);
    // Affordability with an income typed in: DTI and band appear at once.
    await page.locator('#contract-income').fill('300000');
    await shot(page, 'loans-contract-result');
    await expect
      .poll(() => page.getByTestId('post-loan-dti').textContent())
      .toBe(`${(((a.monthlyPayment as number) / 30_000_000) * 100).toFixed(1)}%`);
    await context.close();
  });

  it('shows a field the contract does not state as missing and recomputes when it is typed in', async () => {
    const base = loanDocumentFixtures().find((f) => f.id === 'bank-coastline')!;
    // The same offer letter without its "Duration" row.
    const blocks: Block[] = base.blocks.map((b) =>
      b.t === 'kv' ? { ...b, rows: b.rows.filter(([label]) => label !== 'Duration') } : b,
    );
    const doc: LoanDocumentFixture = { ...base, id: 'bank-coastline-no-tenor', blocks };
    const { page, context } = await signedInPage();
    await uploadContract(page, 'coastline-offer.pdf', await renderLoanDocumentPdf(doc));
    expect(await page.getByTestId('verdict-badge').getAttribute('data-verdict')).toBe('incomplete');
    expect(
      await page
        .locator('[data-missing="true"]')
        .filter({ has: page.locator('#fix-tenor') })
        .count(),
    ).toBe(1);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/loans/contracts/') && r.request().method() === 'PATCH',
    );
    await page.locator('#fix-tenor').fill('6');
    const a = analyseContract(base.truth);
    await expect.poll(() => page.getByTestId('contract-payment').textContent()).toBe(money(a.monthlyPayment as number));
    expect(await page.getByTestId('verdict-badge').getAttribute('data-verdict')).toBe(a.verdict);
    // The correction is saved: it is still there after a reload.
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('contract-payment').textContent()).toBe(money(a.monthlyPayment as number));
    await context.close();
  });
});
