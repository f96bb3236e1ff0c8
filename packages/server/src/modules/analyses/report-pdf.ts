import { existsSync } from 'node:fs';
import { reconciliationSentence, WARNING_KIND_TITLES, warningsByKind } from '@nairalens/core/statements/warning-kinds.ts';
import PDFDocument from 'pdfkit';
import { CATEGORY_LABELS } from '@nairalens/core/contract.ts';
import { categorySlices } from '@nairalens/core/analysis/category-slices.ts';
import { plural } from '@nairalens/core/text/plural.ts';
import { formatHealthScore, healthComponentLabel } from '@nairalens/core/analysis/health-score-format.ts';
import { formatMonthLabel } from '@nairalens/core/text/month-label.ts';
import type { AnalysisRow, StoredResult, TxRow } from './repository.ts';
import { bankName } from '@nairalens/core/statements/bank-name.ts';
import { currencyWords } from '@nairalens/core/statements/naira-account.ts';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const nairaWhole = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

// A Unicode font when the machine has one (the naira sign is not in the PDF standard fonts' WinAnsi set);
// otherwise Helvetica with the sign written as "NGN".
const TTF = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const TTF_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const HAS_TTF = existsSync(TTF) && existsSync(TTF_BOLD);
const REGULAR = HAS_TTF ? TTF : 'Helvetica';
const BOLD = HAS_TTF ? TTF_BOLD : 'Helvetica-Bold';
const clean = (text: string) =>
  HAS_TTF ? text : text.replace(/\u20a6\s?/g, 'NGN ').replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2022]/g, '?');
const money = (kobo: number) => clean(naira.format(kobo / 100));
const moneyWhole = (kobo: number) => clean(nairaWhole.format(kobo / 100));
const BAND_LABEL: Record<string, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', caution: 'Caution', danger: 'Danger' };

const GREEN = '#0f766e';
const INK = '#111827';
const MUTED = '#6b7280';
const LINE = '#e5e7eb';
const BARS = ['#0f766e', '#14b8a6', '#f59e0b', '#6366f1', '#ef4444', '#0ea5e9', '#84cc16', '#a855f7'];

/**
 * The analysis as a PDF report: figures, charts, health score, recommendations, loan eligibility, warnings and a
 * transaction appendix. `watermarked` draws "NairaLens — Free Export" across every page.
 */
/** Transactions listed in the report's appendix at most (about 45 pages); the CSV export has every row. */
export const REPORT_APPENDIX_LIMIT = 2000;

/** What the report is drawn from; plain data, so it can be handed to a worker thread. */
export interface ReportInput {
  row: AnalysisRow;
  result: StoredResult;
  transactions: readonly TxRow[];
  opts: ReportOptions;
}

export async function renderReport(
  row: AnalysisRow,
  result: StoredResult,
  transactions: readonly TxRow[],
  opts: ReportOptions,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await drawReport(row, result, transactions, opts, (c) => chunks.push(c));
  return Buffer.concat(chunks);
}

export interface ReportOptions {
  watermarked: boolean;
  generatedAt: Date;
  totalTransactions?: number;
}

/** Draws the report, handing each piece of the PDF to `onData` as PDFKit writes it (the server streams them). */
export async function drawReport(
  row: AnalysisRow,
  result: StoredResult,
  transactions: readonly TxRow[],
  opts: ReportOptions,
  onData: (chunk: Buffer) => void,
): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: 50, right: 50 },
    bufferPages: true,
    info: { Title: `NairaLens analysis — ${row.file_name ?? 'Statement'}`, Author: 'NairaLens', Creator: 'NairaLens' },
  });
  doc.on('data', onData);
  const finished = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const s = result.summary;
  const st = result.statement;
  const W = doc.page.width - 100;

  // Header
  doc.rect(0, 0, doc.page.width, 90).fill(GREEN);
  doc.fill('#ffffff').font(BOLD).fontSize(20).text('NairaLens', 50, 28);
  doc.font(REGULAR).fontSize(10).text('Bank statement analysis report', 50, 54);
  doc.fontSize(9).text(`Generated ${opts.generatedAt.toISOString().slice(0, 10)}`, 50, 28, { width: W, align: 'right' });
  doc.fill(INK).moveDown();
  doc.y = 110;
  doc.font(BOLD).fontSize(14).text(row.file_name || 'Uploaded Statement');
  const who = [st.accountName, st.accountNumber, st.bank ? bankName(st.bank) : null].filter(Boolean).join(' · ');
  doc.font(REGULAR).fontSize(10).fill(MUTED).text(`${who ? `${who} · ` : ''}Period ${st.periodStart} to ${st.periodEnd} (${plural(s.months, 'month')})`);
  if (row.analysis_for === 'someone-else' && row.client_name) doc.text(`Prepared for client: ${row.client_name}`);
  doc.fill(INK).moveDown(0.8);

  // Four figures
  const cards: [string, string, string][] = [
    ['Monthly income', moneyWhole(s.monthlyIncome), `Total ${moneyWhole(s.totalIncome)}`],
    ['Monthly expenses', moneyWhole(s.monthlyExpenses), `Total ${moneyWhole(s.totalExpenses)}`],
    ['Monthly savings', moneyWhole(s.monthlySavings), `Savings rate ${s.savingsRate}%`],
    ['Debt-to-income', `${s.dti}%`, BAND_LABEL[s.dtiBand] ?? s.dtiBand],
  ];
  const cw = (W - 30) / 4;
  const cy = doc.y;
  cards.forEach(([label, value, hint], i) => {
    const x = 50 + i * (cw + 10);
    doc.roundedRect(x, cy, cw, 64, 6).lineWidth(1).stroke(LINE);
    doc.fill(MUTED).font(REGULAR).fontSize(8).text(label, x + 8, cy + 8, { width: cw - 16 });
    doc.fill(INK).font(BOLD).fontSize(12).text(value, x + 8, cy + 22, { width: cw - 16 });
    doc.fill(MUTED).font(REGULAR).fontSize(8).text(hint, x + 8, cy + 44, { width: cw - 16 });
  });
  doc.y = cy + 80;
  doc.x = 50;
  // Reversals and refunds are left out of the figures above: the report says how much, as the result page does.
  const back = s.moneyReturned;
  const notCounted = [
    back?.spendingReturned ? `${moneyWhole(back.spendingReturned)} of payments came back (reversals, refunds)` : null,
    back?.incomeReturned ? `${moneyWhole(back.incomeReturned)} you received was sent back` : null,
    back?.incomePassedOn ? `${moneyWhole(back.incomePassedOn)} you received for someone else was passed on` : null,
  ].filter(Boolean);
  if (notCounted.length) {
    // Two kinds of money left out may take two lines: the next heading goes below however many there are.
    const note = `Not counted above: ${notCounted.join('; ')}.`;
    doc.fill(MUTED).font(REGULAR).fontSize(8).text(note, 50, cy + 70, { width: W });
    doc.fill(INK);
    doc.y = cy + 70 + doc.heightOfString(note, { width: W }) + 8;
    doc.x = 50;
  }

  // Spending breakdown (horizontal bars)
  section(doc, 'Spending breakdown');
  // The same grouping as the result page's chart: every category is in a bar, the tail as "Other categories".
  const cats = categorySlices(s.categories, BARS.length);
  const max = Math.max(1, ...cats.map((c) => c.amount));
  for (const [i, c] of cats.entries()) {
    const y = doc.y;
    doc.fill(INK).font(REGULAR).fontSize(9).text(c.label, 50, y, { width: 150 });
    doc.rect(205, y + 1, Math.max(2, (W - 260) * (c.amount / max)), 9).fill(c.other ? '#94a3b8' : BARS[i]!);
    doc.fill(MUTED).text(`${moneyWhole(c.amount)} · ${c.percentage}%`, 205, y, { width: W - 155, align: 'right' });
    doc.y = y + 16;
  }
  if (!cats.length) doc.fill(MUTED).fontSize(9).text('No spending found in this statement.');
  doc.moveDown(0.5);

  // Monthly trend (vertical bars: income vs expenses)
  if (result.monthly.length) {
    section(doc, 'Monthly trend');
    const months = result.monthly.slice(-12);
    const top = Math.max(1, ...months.flatMap((m) => [m.income, m.expenses]));
    const h = 90;
    const baseY = doc.y + h;
    const slot = W / months.length;
    const bw = Math.min(16, slot / 3);
    months.forEach((m, i) => {
      const x = 50 + i * slot + slot / 2 - bw;
      const ih = (m.income / top) * h;
      const eh = (m.expenses / top) * h;
      doc.rect(x, baseY - ih, bw, ih).fill(GREEN);
      doc.rect(x + bw, baseY - eh, bw, eh).fill('#f59e0b');
      doc.fill(MUTED).fontSize(7).text(formatMonthLabel(m.month), 50 + i * slot, baseY + 3, { width: slot, align: 'center' });
    });
    doc.y = baseY + 16;
    doc.x = 50;
    doc.rect(50, doc.y + 2, 7, 7).fill(GREEN);
    doc.fill(INK).fontSize(8).text('Income', 60, doc.y, { lineBreak: false });
    doc.rect(110, doc.y + 2, 7, 7).fill('#f59e0b');
    doc.fill(INK).text('Expenses', 120, doc.y);
    doc.x = 50;
    doc.fill(INK).moveDown(0.5);
  }

  // Health score
  section(doc, `Financial health score: ${formatHealthScore(s.healthScore)}`);
  if (s.healthNote) doc.font(BOLD).fontSize(9).fill('#b45309').text(clean(s.healthNote), { paragraphGap: 4 });
  for (const c of s.healthComponents) {
    doc.font(BOLD).fontSize(9).fill(INK).text(`${labelOf(c.name)} — ${formatHealthScore(c.score)}`, { continued: true });
    doc.font(REGULAR).fill(MUTED).text(`  (weight ${Math.round(c.weight * 100)}%) ${clean(c.detail)}`);
  }
  doc.moveDown(0.5);

  section(doc, 'Recommendations');
  if (!s.recommendations.length) doc.font(REGULAR).fontSize(9).fill(MUTED).text('No recommendations for this statement.');
  for (const r of s.recommendations) doc.font(REGULAR).fontSize(9).fill(INK).text(`•  ${clean(r)}`, { paragraphGap: 3 });
  doc.moveDown(0.5);

  section(doc, 'Loan eligibility (estimate)');
  const le = s.loanEligibility;
  doc.font(REGULAR).fontSize(9).fill(INK);
  if (le.eligible) {
    doc.text(`Up to ${moneyWhole(le.maxAmount)}; recommended ${moneyWhole(le.recommendedAmount)} over ${plural(le.termMonths, 'month')} at about ${le.interestRateRange[0]}–${le.interestRateRange[1]}% APR.`);
    if (le.reason) doc.text(clean(le.reason));
  } else {
    doc.text(clean(le.reason ?? 'Not eligible on this statement.'));
  }
  doc.fill(MUTED).fontSize(8).text('NairaLens is a coach, not a lender: this estimate is informational only and is not an offer of credit.');
  doc.moveDown(0.5);

  if (result.charges.lines.length) {
    const count = result.charges.lines.reduce((n, l) => n + l.count, 0);
    section(doc, `Bank charges: ${money(result.charges.total)} in ${count} charges`);
    for (const l of result.charges.lines) doc.font(REGULAR).fontSize(9).fill(INK).text(`${clean(l.label)}: ${money(l.total)} (${l.count})`);
    if (result.charges.overcharged > 0) {
      doc.fill('#b45309').text(`Possibly overcharged: ${money(result.charges.overcharged)} above the CBN guide.`);
      for (const f of result.charges.flags.slice(0, 10)) doc.fill(MUTED).fontSize(8).text(`•  ${f.date} ${clean(f.description.slice(0, 50))}: ${clean(f.reason)}`);
    }
    doc.moveDown(0.5);
  }
  if (st.warnings.length || !st.reconciled || st.otherAccounts?.length) {
    section(doc, 'Statement checks');
    doc.font(REGULAR).fontSize(9).fill(INK).text(clean(reconciliationSentence(st)));
    for (const o of st.otherAccounts ?? []) doc.fill(MUTED).text(`This file also holds the ${clean(o.name)} account (${o.rowCount} transactions${o.currency && o.currency !== 'NGN' ? `, in ${currencyWords(o.currency)}` : ''}), reported apart and not counted here.`);
    // A possible alteration and a reading doubt are different findings: each under its own heading and colour.
    const byKind = warningsByKind(st);
    const colours = { alteration: '#b91c1c', reading: '#1d4ed8', other: MUTED } as const;
    for (const kind of ['alteration', 'reading', 'other'] as const) {
      if (byKind[kind].length === 0) continue;
      doc.moveDown(0.3).font(BOLD).fontSize(9).fill(colours[kind]).text(WARNING_KIND_TITLES[kind]);
      doc.font(REGULAR);
      for (const w of byKind[kind]) doc.fill(kind === 'other' ? MUTED : colours[kind]).text(`•  ${clean(w)}`);
    }
  }

  // Appendix: transactions
  doc.addPage();
  const total = Math.max(opts.totalTransactions ?? transactions.length, transactions.length);
  const listed = transactions.slice(0, REPORT_APPENDIX_LIMIT);
  section(doc, listed.length < total ? `Appendix: the first ${listed.length.toLocaleString('en-NG')} of ${total.toLocaleString('en-NG')} transactions` : `Appendix: ${total} transactions`);
  if (listed.length < total) {
    doc.font(REGULAR).fontSize(9).fill(MUTED).text('The full list is in the CSV export of this analysis (Export › Transactions CSV).');
    doc.moveDown(0.5);
  }
  // Date | Description | Category | Amount | Balance. Amount and balance are wide enough for ₦999,999,999.99;
  // a long description or category wraps onto a second line instead of being cut.
  const cols = [50, 102, 282, 382, 467, 551];
  const widths = cols.slice(0, -1).map((c, i) => cols[i + 1] - c - 6);
  const header = () => {
    doc.font(BOLD).fontSize(8).fill(MUTED);
    const hy = doc.y;
    ['Date', 'Description', 'Category', 'Amount', 'Balance'].forEach((h, i) => doc.text(h, cols[i], hy, { width: widths[i], lineBreak: false, align: i >= 3 ? 'right' : 'left' }));
    doc.y = hy + 12;
  };
  header();
  doc.font(REGULAR).fontSize(7.5);
  for (const t of listed) {
    const description = clean(t.description);
    const category = CATEGORY_LABELS[t.category] ?? t.category;
    const lineH = doc.currentLineHeight(true);
    const rowH = Math.min(2 * lineH, Math.max(doc.heightOfString(description, { width: widths[1] }), doc.heightOfString(category, { width: widths[2] }))) + 2.5;
    if (doc.y + rowH > doc.page.height - 60) {
      doc.addPage();
      header();
      doc.font(REGULAR).fontSize(7.5);
    }
    const y = doc.y;
    doc.fill(INK);
    doc.text(t.date, cols[0], y, { width: widths[0], lineBreak: false });
    doc.text(description, cols[1], y, { width: widths[1], height: 2 * lineH, ellipsis: true });
    doc.fill(MUTED).text(category, cols[2], y, { width: widths[2], height: 2 * lineH });
    doc.fill(t.amount >= 0 ? GREEN : INK).text(money(t.amount), cols[3], y, { width: widths[3], lineBreak: false, align: 'right' });
    doc.fill(MUTED).text(t.balance === null ? '—' : money(t.balance), cols[4], y, { width: widths[4], lineBreak: false, align: 'right' });
    doc.y = y + rowH;
  }

  // Footer and watermark on every page
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(7).fill(MUTED).text(`NairaLens · informational only, not financial advice · page ${i + 1} of ${range.count}`, 50, doc.page.height - 30, { width: W, align: 'center', lineBreak: false });
    if (opts.watermarked) {
      doc.save();
      doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc.fillOpacity(0.09).fill('#000000').font(BOLD).fontSize(54);
      doc.text('NairaLens — Free Export', 0, doc.page.height / 2 - 30, { width: doc.page.width, align: 'center', lineBreak: false });
      doc.restore();
      doc.fillOpacity(1);
    }
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await finished;
}

function section(doc: PDFKit.PDFDocument, title: string): void {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.x = 50;
  doc.font(BOLD).fontSize(12).fill(GREEN).text(title);
  doc.moveDown(0.3);
  doc.fill(INK);
}

function labelOf(name: string): string {
  return healthComponentLabel(name);
}
