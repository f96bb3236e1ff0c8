import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareOffers } from '@nairalens/core/loans/compare.ts';
import { calculateLoan } from '@nairalens/core/loans/calculator.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { loanPages, money, pct, shot } from '../support/loan-pages.ts';
import { useServerAndBrowser } from '../support/spec-harness.ts';

// The loan calculator (issues 7 and 20) through the real server and Chromium: compare three offers; values kept in
// range; the prefill and the DTI come from the person's own statements only.
const app = useServerAndBrowser();

const { signedInPage } = loanPages(() => app);

async function analyseStatement(page: Page, forWhom: 'Me' | 'Someone else') {
  const f = await buildStatementFixture('gtbank-csv');
  await page.goto(`${app.server.url}/app/upload`);
  if (forWhom === 'Someone else') {
    await page.getByRole('radio', { name: /Someone else/ }).click();
    await page.locator('#client-name').fill('Chiamaka Obi');
    await page.locator('#consent').click();
  }
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: f.fileName, mimeType: 'text/csv', buffer: Buffer.from(f.bytes) });
  await page.getByRole('button', { name: 'Start Analysis' }).click();
  await page.waitForURL(/\/app\/analysis\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await page.getByTestId('monthly-income').waitFor({ timeout: 60_000 });
}

const sliderValue = (page: Page, label: string) =>
  page.locator(`[aria-label="${label}"] [role=slider]`).getAttribute('aria-valuenow');

describe('loans: the calculator', () => {
  it('compares three offers and highlights the cheapest', async () => {
    const { page, context } = await signedInPage();
    await page.goto(`${app.server.url}/app/loan`);
    // The calculator's defaults (docs/product-rules.md): ₦1,000,000 at 15% for 12 months.
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

  it("calculator: out-of-range values are brought into range with a message; prefill is the person's own; DTI counts their repayments", async () => {
    const { page, context } = await signedInPage();
    await analyseStatement(page, 'Me');
    const ctx = (await (await page.request.get(`${app.server.url}/api/loans/context`)).json()) as {
      monthlyIncome: number;
      existingMonthlyDebt: number;
      incomeCaveat: string | null;
    };
    expect(ctx.monthlyIncome).toBeGreaterThan(0);
    await page.goto(`${app.server.url}/app/loan`);
    await page.getByTestId('income-prefilled').waitFor();
    // An analysis that made no loan estimate says why beside the figure it prefilled.
    expect(await page.getByTestId('income-caveat').count()).toBe(ctx.incomeCaveat ? 1 : 0);
    const income = Math.min(5_000_000, Math.round(ctx.monthlyIncome / 100));
    expect(await page.locator('#monthly-income').inputValue()).toBe(String(income));
    // The DTI counts the repayments already found in the statement, and says so.
    const includes = await page.getByTestId('dti-includes').textContent();
    if (ctx.existingMonthlyDebt > 0) expect(includes).toContain(money(ctx.existingMonthlyDebt));
    else expect(includes).toBe('No other loan repayments were found in your statements; only this loan is counted.');
    const r = calculateLoan({
      amount: 100_000_000,
      ratePercent: 15,
      termMonths: 12,
      monthlyIncome: income * 100,
      basis: 'reducing',
      existingMonthlyDebt: ctx.existingMonthlyDebt,
    });
    expect(await page.getByTestId('post-loan-dti').textContent()).toBe(`${r.dti!.toFixed(1)}%`);

    // ₦10,000 and a 0-month term: raised to the minimums, said on screen, box and slider agree.
    await page.locator('#loan-amount').fill('10000');
    await page
      .getByTestId('loan-amount-message')
      .getByText('The loan amount is at least ₦100,000; we used ₦100,000.')
      .waitFor();
    await page.locator('#loan-term').fill('0');
    await page
      .getByTestId('loan-term-message')
      .getByText('The loan term is at least 1 month; we used 1 month.')
      .waitFor();
    await page.locator('#interest-rate').click();
    expect(await page.locator('#loan-amount').inputValue()).toBe('100000');
    expect(await page.locator('#loan-term').inputValue()).toBe('1');
    expect(await sliderValue(page, 'Loan amount')).toBe('100000');
    expect(await sliderValue(page, 'Loan term')).toBe('1');
    const small = calculateLoan({
      amount: 10_000_000,
      ratePercent: 15,
      termMonths: 1,
      monthlyIncome: income * 100,
      basis: 'reducing',
    });
    expect(await page.getByTestId('monthly-payment').textContent()).toBe(money(small.payment));
    expect(await page.getByTestId('apr').textContent()).toBe('15.0%');

    // Typing over the prefilled income removes the note.
    await page.locator('#monthly-income').fill('450000');
    await expect.poll(() => page.getByTestId('income-prefilled').count()).toBe(0);
    await shot(page, 'loans-calculator-own-prefill');
    await context.close();
  });

  it("calculator: a statement analysed for someone else is never used as the person's own", async () => {
    const { page, context } = await signedInPage();
    await analyseStatement(page, 'Someone else');
    await page.goto(`${app.server.url}/app/loan`);
    await page.getByTestId('dti-includes').waitFor();
    expect(await page.getByTestId('income-prefilled').count()).toBe(0);
    expect(await page.locator('#monthly-income').inputValue()).toBe('300000');
    expect(await page.getByTestId('dti-includes').textContent()).toBe(
      'Only this loan is counted: analyse a statement of your own to include the loans you already repay.',
    );
    await context.close();
  });
});
