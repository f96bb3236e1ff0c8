import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { LoanContractJson } from '@nairalens/core/api/loan-contract.ts';
import { dtiBandLabel } from '@nairalens/core/loans/dti.ts';
import { plural } from '@nairalens/core/text/plural.ts';
import { FONTS } from '../../fonts.ts';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
// The naira sign is not in the standard PDF fonts; use DejaVu when the machine has it, else write "NGN".
const TTF = FONTS.regular;
const TTF_BOLD = FONTS.bold;
const HAS_TTF = existsSync(TTF) && existsSync(TTF_BOLD);
const REGULAR = HAS_TTF ? TTF : 'Helvetica';
const BOLD = HAS_TTF ? TTF_BOLD : 'Helvetica-Bold';
const clean = (t: string): string =>
  HAS_TTF ? t : t.replace(/\u20a6\s?/g, 'NGN ').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '-');
const money = (k: number | null | undefined): string =>
  k === null || k === undefined ? 'Not found' : clean(naira.format(k / 100));
const pct = (x: number | null | undefined, digits = 1): string =>
  x === null || x === undefined ? 'Not found' : `${(x * 100).toFixed(digits)}%`;

const VERDICT: Record<string, { label: string; color: string }> = {
  proceed: { label: 'Proceed', color: '#15803d' },
  adjust: { label: 'Adjust', color: '#ea580c' },
  avoid: { label: 'Avoid', color: '#dc2626' },
};
const INTEREST: Record<string, string> = { reducing: 'Reducing Balance', flat: 'Flat Rate', mixed: 'Mixed/Ambiguous' };
const PERIOD: Record<string, string> = { day: 'a day', month: 'a month', year: 'a year', term: 'for the whole tenor' };

/** The contract analysis as a PDF report: summary, fees, affordability, verdict with reasons, disclosure checklist. */
export async function renderContractReport(c: LoanContractJson, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `NairaLens loan analysis — ${c.terms?.lender ?? c.fileName}`, Author: 'NairaLens' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const a = c.analysis;
  const t = c.terms;
  const L = 50;
  const W = doc.page.width - 2 * L;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page when fewer than `h` points are left, so a row or a heading is never split from its text. */
  const room = (h: number): void => {
    if (doc.y + h > bottom()) doc.addPage();
  };
  // Every block is written from the left margin with the full width: pdfkit otherwise continues at the x of the
  // last call (the right-hand value column), which pushed every section after the first into that column.
  const block = (text: string, opts: PDFKit.Mixins.TextOptions = {}): void => {
    room(doc.heightOfString(text, { width: W, ...opts }));
    doc.text(text, L, doc.y, { width: W, ...opts });
  };

  doc.rect(0, 0, doc.page.width, 80).fill('#0f766e');
  doc.fill('#ffffff').font(BOLD).fontSize(18).text('NairaLens', 50, 24);
  doc.font(REGULAR).fontSize(10).text('Loan contract analysis', 50, 48);
  doc.fontSize(9).text(`Generated ${generatedAt.toISOString().slice(0, 10)}`, 50, 24, { width: W, align: 'right' });
  doc.fill('#111827');
  doc.y = 100;
  doc.font(BOLD).fontSize(15);
  block(clean(t?.lender ?? 'Unknown lender'));
  const v = VERDICT[a?.verdict ?? ''] ?? { label: 'Incomplete', color: '#6b7280' };
  doc.font(BOLD).fontSize(11).fill(v.color);
  block(`Verdict: ${v.label}`);
  doc.fill('#6b7280').font(REGULAR).fontSize(10);
  block(`${INTEREST[a?.interestType ?? ''] ?? 'Interest type not stated'}   ·   ${clean(c.fileName)}`);
  doc.fill('#111827').moveDown(0.8);

  const LABEL_W = 200;
  const VALUE_X = L + LABEL_W + 10;
  const VALUE_W = W - LABEL_W - 10;
  const heading = (title: string): void => {
    doc.font(BOLD).fontSize(12).fill('#111827');
    room(40);
    doc.text(title, L, doc.y, { width: W });
    doc.moveDown(0.2);
  };
  const section = (title: string, rows: [string, string][]): void => {
    heading(title);
    for (const [k, raw] of rows) {
      const val = clean(raw);
      doc.font(REGULAR).fontSize(10);
      const h = Math.max(doc.heightOfString(k, { width: LABEL_W }), doc.heightOfString(val, { width: VALUE_W }));
      room(h + 4);
      const y = doc.y;
      doc.fill('#6b7280').text(k, L, y, { width: LABEL_W });
      doc.fill('#111827').text(val, VALUE_X, y, { width: VALUE_W });
      doc.x = L;
      // The taller of the two cells sets the row: a label that wraps must not run into the next row.
      doc.y = Math.max(y + h + 3, y + 14);
    }
    doc.moveDown(0.6);
  };

  section('Loan Summary', [
    ['Loan amount', money(t?.principal)],
    [
      'Stated rate',
      t?.ratePercent !== null && t?.ratePercent !== undefined
        ? `${t.ratePercent}% ${PERIOD[t.ratePeriod ?? 'year']}`
        : 'Not found',
    ],
    [
      'Tenor',
      t?.tenorMonths
        ? `${plural(t.tenorMonths, 'month')}${t.tenorDays ? ` (${plural(t.tenorDays, 'day')})` : ''}`
        : 'Not found',
    ],
    ['Monthly payment', money(a?.monthlyPayment)],
    ['Total repayment', money(a?.totalRepayment)],
    ['Total cost of credit', money(a?.totalCostOfCredit)],
    ['Amount you receive', money(a?.amountReceived)],
    ['Effective APR (fees included)', pct(a?.apr)],
    ['Effective annual rate (EAR)', pct(a?.ear)],
  ]);
  section(
    'Fees & Insurance',
    t && t.fees.length
      ? t.fees.map((f) => [
          f.label,
          `${money(f.amount)}${f.percent !== null ? ` (${f.percent}%)` : ''} · ${f.timing === 'upfront' ? 'deducted upfront' : f.timing === 'financed' ? 'added to the loan' : 'with each instalment'}`,
        ])
      : [['Fees', t?.feesDisclosed ? 'None charged' : 'Not disclosed']],
  );
  section('Affordability', [
    ['Monthly income', money(c.monthlyIncome)],
    [
      'Debt-to-income after this loan',
      a?.dti === null || a?.dti === undefined
        ? 'Add your income'
        : `${a.dti.toFixed(1)}% (${a.dtiBand ? dtiBandLabel(a.dtiBand) : ''})`,
    ],
  ]);
  heading('Recommendation');
  doc.font(REGULAR).fontSize(10);
  block(clean(a?.recommendation ?? ''));
  doc.moveDown(0.3);
  doc.fontSize(9.5);
  for (const r of a?.reasons ?? []) block(clean(`• ${r.text}`), { indent: 0 });
  doc.moveDown(0.6);
  heading('Disclosure checklist (FCCPC 2025)');
  for (const item of a?.checklist ?? []) {
    doc.font(REGULAR).fontSize(10);
    room(16);
    const y = doc.y;
    doc
      .fill(item.disclosed ? '#15803d' : '#dc2626')
      .text(item.disclosed ? 'Disclosed' : 'Missing', L, y, { width: 70 });
    doc.fill('#111827').text(item.label, L + 75, y, { width: W - 75 });
    doc.x = L;
  }
  doc.moveDown(1);
  doc.fontSize(8).fill('#6b7280');
  block('NairaLens is a coach, not a lender. This report is for information only and is not financial advice.');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
