import { describe, expect, it } from 'vitest';
import { analyseContract, correctTerms } from '@nairalens/core/loans/analyse-contract.ts';
import { loanDocumentFixtures } from '@nairalens/fixtures/loan-documents/documents.ts';
import { renderLoanDocumentPdf } from '@nairalens/fixtures/loan-documents/render.ts';
import type { Block, LoanDocumentFixture } from '@nairalens/fixtures/loan-documents/model.ts';
import { newPage } from '../support/browser.ts';
import { createVerifiedUser, signInThroughUi } from '../support/mail.ts';
import { loanPages, money, pct, shot } from '../support/loan-pages.ts';
import { useServerAndBrowser } from '../support/spec-harness.ts';

// Loan contracts (issues 7 and 20) through the real server and Chromium: upload → verdict and figures; a field the
// document does not state is typed in; contracts in prose; the screens at two widths and both colour schemes.
// Each new account has 1 free token: one contract each.
const app = useServerAndBrowser();

const { signedInPage, uploadContract } = loanPages(() => app);

describe('loans: contracts', () => {
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

  it('contract in prose: amounts in words and "five (5) working days" are read; scenarios open on its terms; listed, opened and deleted', async () => {
    const doc = loanDocumentFixtures().find((f) => f.id === 'bank-kestrel-prose')!;
    const { page, context } = await signedInPage();
    await uploadContract(page, 'kestrel-offer.pdf', await renderLoanDocumentPdf(doc));
    const a = analyseContract(doc.truth);
    expect(await page.getByTestId('lender-name').textContent()).toBe('Kestrel Microfinance Bank Limited');
    expect(await page.locator('#fix-principal').inputValue()).toBe('800000');
    await page.getByText('Cooling-off: 5 days').waitFor();
    expect(await page.getByTestId('contract-fees-total').textContent()).toBe(money(a.totalFees!));
    expect(await page.getByTestId('contract-apr').textContent()).toBe(pct(a.apr!));
    await shot(page, 'loans-contract-prose');

    // Try Different Scenarios: the calculator on the contract's own amount, rate, term and fees.
    await page.getByTestId('try-scenarios').click();
    await page.waitForURL(/\/app\/loan\?/);
    expect(await page.locator('#loan-amount').inputValue()).toBe('800000');
    expect(await page.locator('#interest-rate').inputValue()).toBe('42');
    expect(await page.locator('#loan-term').inputValue()).toBe('6');
    expect(await page.locator('#loan-fees').inputValue()).toBe('16000');
    expect(await page.getByTestId('monthly-payment').textContent()).toBe(money(a.monthlyPayment!));
    expect(await page.getByTestId('apr').textContent()).toBe(pct(a.apr!));

    // Past contract analyses: listed with name, date, lender and verdict; opened; deleted.
    await page.goto(`${app.server.url}/app/loan/upload`);
    const list = page.getByTestId('past-contracts');
    await list.getByText('kestrel-offer.pdf').waitFor();
    await list.getByText(/Kestrel Microfinance Bank Limited/).waitFor();
    expect(await list.getByTestId('verdict-badge').getAttribute('data-verdict')).toBe(a.verdict);
    await shot(page, 'loans-past-contracts');
    await list.getByRole('button', { name: 'Open' }).click();
    await page.getByTestId('contract-result').waitFor();
    await page.getByRole('button', { name: 'Analyze another contract' }).click();
    await list.getByRole('button', { name: 'Delete kestrel-offer.pdf' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('past-contracts').count()).toBe(0);
    await context.close();
  });

  it('contract without its amount: typed in, percentage fees are priced; fees are added, changed and removed', async () => {
    const base = loanDocumentFixtures().find((f) => f.id === 'bank-kestrel-prose')!;
    // The same letter without the amount and without the total: the percentage fees cannot be priced at first.
    const blocks: Block[] = base.blocks.map((b) =>
      b.t === 'para' && b.text.includes('Eight Hundred Thousand')
        ? {
            ...b,
            text: 'Following your application, we are pleased to offer your business a working capital facility.',
          }
        : b.t === 'kv'
          ? { ...b, rows: b.rows.filter(([label]) => label !== 'Total Amount Repayable') }
          : b,
    );
    const doc: LoanDocumentFixture = { ...base, id: 'kestrel-no-amount', blocks };
    const { page, context } = await signedInPage();
    await uploadContract(page, 'kestrel-no-amount.pdf', await renderLoanDocumentPdf(doc));
    expect(await page.getByTestId('verdict-badge').getAttribute('data-verdict')).toBe('incomplete');
    // "does not disclose APR", acronym intact, once the figures are in.
    await page.locator('#fix-principal').fill('800000');
    const read = { ...base.truth, printedTotalRepayment: null };
    const typed = correctTerms(
      { ...read, principal: null, fees: read.fees.map((f) => ({ ...f, amount: null })) },
      { principal: 80_000_000 },
    );
    const a = analyseContract(typed);
    expect(a.totalFees).toBe(1_600_000);
    await expect.poll(() => page.getByTestId('contract-fees-total').textContent()).toBe(money(1_600_000));
    expect(await page.getByTestId('contract-apr').textContent()).toBe(pct(a.apr!));
    await page
      .getByText(/does not disclose APR or total cost of the loan/)
      .first()
      .waitFor();

    // Edit the fees: change the management fee to 2%, remove the insurance, add a ₦1,000 form fee.
    await page.getByTestId('edit-fees').click();
    await page.getByLabel('Fee 1 percent of the loan').fill('2');
    await page.getByRole('button', { name: 'Remove Credit Life Insurance' }).click();
    await page.getByRole('button', { name: 'Add a fee' }).click();
    await page.getByLabel('Fee 2 amount in naira').fill('1000');
    const edited = correctTerms(typed, {
      principal: 80_000_000,
      fees: [
        { ...typed.fees[0], percent: 2, amount: null },
        { kind: 'other', label: 'Other fee', percent: null, amount: 100_000, timing: 'upfront' },
      ],
    });
    const b = analyseContract(edited);
    await expect.poll(() => page.getByTestId('contract-fees-total').textContent()).toBe(money(1_700_000));
    expect(b.totalFees).toBe(1_700_000);
    expect(await page.getByTestId('contract-apr').textContent()).toBe(pct(b.apr!));
    await shot(page, 'loans-contract-fee-editor');
    // Saved: the server's copy has the edited fees, and they are still there after a reload.
    const api = `${app.server.url}/api/loans/contracts/${new URL(page.url()).searchParams.get('contract')}`;
    await expect
      .poll(async () => (await (await page.request.get(api)).json()).contract.analysis.totalFees, { timeout: 10_000 })
      .toBe(1_700_000);
    await page.reload();
    await expect.poll(() => page.getByTestId('contract-fees-total').textContent()).toBe(money(1_700_000));
    expect(await page.getByTestId('contract-apr').textContent()).toBe(pct(b.apr!));

    // The exported report is a PDF (its layout is checked in the server's report-layout test).
    const res = await page.request.get(`${api}/report.pdf`);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();
  });

  it('screens at 1280 and 390, light and dark, without sideways scroll', async () => {
    const user = await createVerifiedUser(app.server.url);
    const first = await newPage(app.browser);
    await signInThroughUi(first.page, app.server.url, user.email, user.password);
    const kestrel = loanDocumentFixtures().find((f) => f.id === 'bank-kestrel-prose')!;
    await uploadContract(
      first.page,
      'kestrel-working-capital-offer-letter-march-2026.pdf',
      await renderLoanDocumentPdf(kestrel),
    );
    const contractId = new URL(first.page.url()).searchParams.get('contract');
    await first.context.close();
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const { context, page } = await newPage(app.browser, { colorScheme, viewport: { width, height: 900 } });
        await signInThroughUi(page, app.server.url, user.email, user.password);
        for (const [name, route] of [
          ['calculator', '/app/loan?amount=800000&rate=42&term=6&basis=reducing&fees=16000'],
          ['upload', '/app/loan/upload'],
          ['contract', `/app/loan/upload?contract=${contractId}`],
        ] as const) {
          await page.goto(`${app.server.url}${route}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${name} ${width} ${colorScheme}`).toBeLessThanOrEqual(0);
          await shot(page, `loans-${name}-${width}-${colorScheme}`);
        }
        await context.close();
      }
    }
  });
});
