import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { analyseContract } from '@nairalens/core/loans/analyse-contract.ts';
import { emptyContractTerms, type ContractTerms } from '@nairalens/core/loans/contract-terms.ts';
import type { LoanContractJson } from '@nairalens/core/api/loan-contract.ts';
import { renderContractReport } from '../src/modules/loans/report-pdf.ts';

// Issue 20: the exported contract report lays out on the page — every section starts at the left margin, nothing
// runs past the right margin or the bottom, on a short contract and on a long one that takes several pages.

const fee = (label: string, percent: number | null, amount: number): ContractTerms['fees'][number] => ({
  kind: 'other',
  label,
  percent,
  amount,
  timing: 'upfront',
});

export function reportOf(terms: ContractTerms, fileName: string, monthlyIncome: number | null): LoanContractJson {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    fileName,
    fileSize: 1000,
    fileType: 'pdf',
    tokenCost: 1,
    status: 'completed',
    stage: null,
    source: 'pdf-text',
    ocrConfidence: null,
    failure: null,
    createdAt: new Date('2026-03-01T10:00:00Z').toISOString(),
    extracted: terms,
    corrections: {},
    terms,
    monthlyIncome,
    analysis: analyseContract(terms, { monthlyIncome }),
  };
}

export const SHORT = reportOf(
  {
    ...emptyContractTerms(),
    lender: 'Zenora Bank Plc',
    principal: 250_000_000,
    ratePercent: 24,
    ratePeriod: 'year',
    basis: 'reducing',
    tenorMonths: 12,
    fees: [fee('Management Fee', 1, 2_500_000)],
    feesDisclosed: true,
    coolingOffDays: 5,
    printedApr: 26,
  },
  'zenora-offer.pdf',
  90_000_000,
);

export const LONG = reportOf(
  {
    ...emptyContractTerms(),
    lender: 'Kestrel Microfinance Bank Limited, Working Capital and Small Business Lending Division, Kaduna Branch',
    principal: 80_000_000,
    ratePercent: 9.5,
    ratePeriod: 'month',
    basis: null,
    tenorMonths: 6,
    fees: Array.from({ length: 14 }, (_, i) =>
      fee(
        `Fee number ${i + 1}: documentation, search, valuation and registration charges`,
        i % 2 ? 0.5 : null,
        150_000 + i * 10_000,
      ),
    ),
    feesDisclosed: true,
    lateCharge: { percent: 2, amount: null, period: 'day' },
  },
  'a-very-long-file-name-for-a-working-capital-facility-offer-letter-from-kestrel-microfinance-bank-2026-final-signed.pdf',
  20_000_000,
);

async function items(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const out: { page: number; str: string; x: number; y: number; right: number; pageWidth: number }[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const [, , pageWidth] = page.view;
    const content = await page.getTextContent();
    for (const it of content.items) {
      if (!('str' in it) || !it.str.trim()) continue;
      out.push({
        page: p,
        str: it.str,
        x: it.transform[4],
        y: it.transform[5],
        right: it.transform[4] + it.width,
        pageWidth,
      });
    }
  }
  await doc.cleanup();
  return { items: out };
}

describe('contract PDF report layout', () => {
  it.each([
    ['short', SHORT],
    ['long', LONG],
  ] as const)('%s contract: sections at the left margin, nothing past the margins', async (_name, c) => {
    const pdf = await renderContractReport(c, new Date('2026-03-02T00:00:00Z'));
    const { items: all } = await items(pdf);
    for (const title of [
      'Loan Summary',
      'Fees & Insurance',
      'Affordability',
      'Recommendation',
      'Disclosure checklist (FCCPC 2025)',
    ]) {
      const h = all.find((i) => i.str === title);
      expect(h, title).toBeDefined();
      expect(Math.round(h!.x), title).toBe(50);
    }
    const over = all.filter((i) => i.right > i.pageWidth - 50 + 1 || i.y < 40);
    expect(over.map((i) => `${i.page}: ${i.str}`)).toEqual([]);
    // No two pieces of text overlap (a wrapped label running into the next row did).
    const clashes: string[] = [];
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) {
        if (a.page === b.page && a.x < b.right - 1 && b.x < a.right - 1 && Math.abs(a.y - b.y) < 7)
          clashes.push(`${a.str} / ${b.str}`);
      }
    }
    expect(clashes).toEqual([]);
    // The recommendation is printed whole: its words, joined, are the analysis's sentence.
    const rec = c.analysis!.recommendation;
    const text = all
      .map((i) => i.str)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(rec.split(' ').slice(0, 6).join(' '));
    expect(text).toContain(rec.split(' ').slice(-4).join(' '));
  });
});
