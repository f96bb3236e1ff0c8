import { describe, expect, it } from 'vitest';
import type { ParsedStatement, StatementRow } from '@nairalens/core/contract.ts';
import { analyseWithInsights } from '@nairalens/core/analysis/analyse-statement.ts';
import { openPdf, pdfTextItems } from '@nairalens/core/statements/pdf-text-items.ts';
import { parseStatement } from '@nairalens/core/statements/parse-statement.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { renderReport, REPORT_APPENDIX_LIMIT } from './report-pdf.ts';
import type { AnalysisRow, StoredResult, TxRow } from './repository.ts';

/** A student spending more than she receives: the report must say there is no estimate, and why. */
function overspending(): ParsedStatement {
  const rows: StatementRow[] = [];
  let balance = 2_000_000;
  for (let m = 1; m <= 4; m++) {
    const mm = String(m).padStart(2, '0');
    for (const [d, description, amount] of [['03', 'TRANSFER FROM MUMMY UPKEEP', 6_000_000], ['09', 'POS PURCHASE @ SHOPRITE IKEJA', -6_400_000]] as const) {
      balance += amount;
      rows.push({ date: `2025-${mm}-${d}`, description, amount, balance });
    }
  }
  return {
    statement: { bank: 'opay', accountName: 'ADA OKAFOR', accountNumber: '******1234', currency: 'NGN', periodStart: '2025-01-01', periodEnd: '2025-04-30', openingBalance: 2_000_000, closingBalance: balance, pages: 1, reconciled: true, warnings: [] },
    transactions: rows,
    meta: { format: 'pdf' },
  };
}

/** The overspending student's analysis as the server stores it. */
function storedOverspending(): StoredResult {
  const { result, insights } = analyseWithInsights(overspending(), { persona: 'student' });
  return {
    statement: result.statement,
    summary: result.summary,
    monthly: insights.monthlySeries.map((p) => ({ ...p, saved: p.income - p.expenses, net: p.income - p.expenses })),
    charges: insights.chargesAudit,
    salary: insights.salary,
    loans: insights.loans,
    personaNotes: insights.personaNotes,
  };
}

describe('PDF report: loan eligibility', () => {
  it('says there is no estimate, the reason and what would change it', async () => {
    const stored = storedOverspending();
    expect(stored.summary.loanEligibility.eligible).toBe(false);
    const row = { id: 'a', user_id: 'u', upload_id: 'x', status: 'completed', file_name: 'opay.pdf', analysis_for: 'self', client_name: null, persona: 'student' } as unknown as AnalysisRow;
    const pdf = await renderReport(row, stored, [], { watermarked: false, generatedAt: new Date('2025-05-01T00:00:00Z') });
    const opened = await openPdf(new Uint8Array(pdf));
    const text = (await pdfTextItems(opened.pdf)).flatMap((p) => p.segments.map((s) => s.text)).join(' ').replace(/\s+/g, ' ');
    await opened.close();
    expect(text).toMatch(/No estimate, because you spent ₦[\d,]+ a month more than you earned/);
    expect(text).toMatch(/What would change it/);
  });
});

describe('PDF report: money that came back', () => {
  it('says under the figures how much came back and was sent back, as the result page does', async () => {
    const parsed = overspending();
    parsed.transactions.push(
      { date: '2025-04-20', description: 'NIP TRF TO CHIDI OKAFOR GTB', amount: -5_000_000, balance: null },
      { date: '2025-04-21', description: 'REVERSAL NIP TRF TO CHIDI OKAFOR FAILED', amount: 5_000_000, balance: null },
      { date: '2025-04-25', description: 'NIP FRM SEGUN OKAFOR/PLS SEND TO MAMA ENUGU FOR HER DRUGS', amount: 4_000_000, balance: null },
      { date: '2025-04-25', description: 'NIP TRF TO MAMA ENUGU NGOZI OKAFOR', amount: -4_000_000, balance: null },
    );
    const { result } = analyseWithInsights(parsed, { persona: 'student' });
    expect(result.summary.moneyReturned?.spendingReturned).toBe(5_000_000);
    expect(result.summary.moneyReturned?.incomePassedOn).toBe(4_000_000);
    const stored = { ...storedOverspending(), statement: result.statement, summary: result.summary };
    const row = { id: 'a', user_id: 'u', upload_id: 'x', status: 'completed', file_name: 'opay.pdf', analysis_for: 'self', client_name: null, persona: 'student' } as unknown as AnalysisRow;
    const pdf = await renderReport(row, stored, [], { watermarked: false, generatedAt: new Date('2025-05-01T00:00:00Z') });
    const opened = await openPdf(new Uint8Array(pdf));
    const text = (await pdfTextItems(opened.pdf)).flatMap((p) => p.segments.map((s) => s.text)).join(' ').replace(/\s+/g, ' ');
    await opened.close();
    expect(text).toContain(
      'Not counted above: ₦50,000 of payments came back (reversals, refunds); ₦40,000 you received for someone else was passed on.',
    );
  });
});

describe('PDF report: a score on a copy that shows signs of alteration', () => {
  it('prints the note under the score, apart from the statement checks', async () => {
    const parsed = overspending();
    const message = 'Row 3 on page 1 (2025-02-03, TRANSFER FROM MUMMY UPKEEP) does not reconcile.';
    parsed.statement = { ...parsed.statement, reconciled: false, warnings: [message], warningDetails: [{ kind: 'alteration', message }] };
    const { result } = analyseWithInsights(parsed, { persona: 'student' });
    const stored = { ...storedOverspending(), statement: result.statement, summary: result.summary };
    const row = { id: 'a', user_id: 'u', upload_id: 'x', status: 'completed', file_name: 'opay.pdf', analysis_for: 'self', client_name: null, persona: 'student' } as unknown as AnalysisRow;
    const pdf = await renderReport(row, stored, [], { watermarked: false, generatedAt: new Date('2025-05-01T00:00:00Z') });
    const opened = await openPdf(new Uint8Array(pdf));
    const text = (await pdfTextItems(opened.pdf)).flatMap((p) => p.segments.map((s) => s.text)).join(' ').replace(/\s+/g, ' ');
    await opened.close();
    expect(text).toMatch(/Financial health score: [\d.]+ \/ 10 This score is worked out from the figures this copy prints, and the copy shows signs of alteration/);
  });
});

describe('PDF report: a very long statement', () => {
  it('lists at most the appendix limit, says how many there are and where the rest is, and stays quick', async () => {
    const stored = storedOverspending();
    const row = { id: 'a', user_id: 'u', upload_id: 'x', status: 'completed', file_name: 'huge.csv', analysis_for: 'self', client_name: null, persona: 'student' } as unknown as AnalysisRow;
    const rows = Array.from({ length: REPORT_APPENDIX_LIMIT + 500 }, (_, i) => ({
      id: String(i),
      idx: i,
      date: '2025-03-01',
      description: `POS PURCHASE ${i}`,
      amount: -10_000,
      balance: 1_000_000,
      category: 'shopping',
      engine_category: 'shopping',
      loan_repayment: false,
      lender: null,
      recategorised: false,
    })) as unknown as TxRow[];
    const pdf = await renderReport(row, stored, rows, { watermarked: true, generatedAt: new Date('2025-05-01T00:00:00Z'), totalTransactions: 200_000 });
    const opened = await openPdf(new Uint8Array(pdf));
    const text = (await pdfTextItems(opened.pdf)).flatMap((p) => p.segments.map((s) => s.text)).join(' ').replace(/\s+/g, ' ');
    const pages = opened.pdf.numPages;
    await opened.close();
    expect(text).toContain('Appendix: the first 2,000 of 200,000 transactions');
    expect(text).toContain('The full list is in the CSV export');
    expect(text).toContain(`POS PURCHASE ${REPORT_APPENDIX_LIMIT - 1}`);
    expect(text).not.toContain(`POS PURCHASE ${REPORT_APPENDIX_LIMIT}`);
    expect(pages).toBeLessThan(60);
  });
});

describe('PDF report: the appendix and the words', () => {
  it('fills the balance column, writes category names in full, months as "Sep 2025" and DTI in capitals', async () => {
    const f = await buildStatementFixture('kuda-pdf');
    const { result, insights } = analyseWithInsights(await parseStatement(f.bytes), { persona: 'salaried' } as never);
    const stored = {
      statement: result.statement,
      summary: result.summary,
      monthly: insights.monthlySeries.map((p) => ({ ...p, saved: p.income - p.expenses, net: p.income - p.expenses })),
      charges: insights.chargesAudit,
      salary: insights.salary,
      loans: insights.loans,
      personaNotes: insights.personaNotes,
    } as StoredResult;
    const rows = result.transactions.map((t, i) => ({ id: String(i), idx: i, date: t.date, description: t.description, amount: t.amount, balance: t.balance ?? null, category: t.category, engine_category: t.category, loan_repayment: false, lender: null, recategorised: false })) as unknown as TxRow[];
    const row = { id: 'a', user_id: 'u', upload_id: 'x', status: 'completed', file_name: f.fileName, analysis_for: 'me', client_name: null, persona: 'salaried' } as unknown as AnalysisRow;
    const pdf = await renderReport(row, stored, rows, { watermarked: false, generatedAt: new Date('2025-12-01T00:00:00Z') });
    const opened = await openPdf(new Uint8Array(pdf));
    const text = (await pdfTextItems(opened.pdf)).flatMap((p) => p.segments.map((s) => s.text)).join(' ').replace(/\s+/g, ' ');
    await opened.close();
    const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
    for (const t of rows) expect(text, `balance of row ${t.idx}`).toContain(naira.format(t.balance! / 100));
    expect(rows.some((t) => t.category === 'bank_charges')).toBe(true);
    expect(text).toContain('Bank Charges & Levies');
    expect(text).not.toMatch(/Bank Charges &\s?…/);
    expect(text).toMatch(/Sep 2025/);
    expect(text).not.toMatch(/\b2025-09\b(?!-)/);
    expect(text).toContain('DTI — ');
    expect(text).not.toContain('Dti');
    expect(text).toContain(`Financial health score: ${stored.summary.healthScore} / 10`);
  }, 60_000);
});
