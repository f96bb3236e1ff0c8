import { formatNairaWhole } from '@nairalens/core/money/kobo.ts';
import { BUREAU_NAMES } from '@nairalens/core/credit-reports/types.ts';
import { BOLD, clean, REGULAR, startPdf } from './pdf-kit.ts';
import type { CreditReportDetail } from './view-credit-report.ts';

/** The explained report as a PDF: score, factors, accounts, recommendations, findings; watermarked unless unlocked. */
export async function renderCreditReportPdf(d: CreditReportDetail, opts: { watermarked: boolean; generatedAt: Date }): Promise<Buffer> {
  const r = d.report!;
  const { doc, done } = startPdf(`NairaLens credit report — ${BUREAU_NAMES[r.bureau]}`);
  const W = doc.page.width - 100;
  const mark = () => {
    if (!opts.watermarked) return;
    doc.save().rotate(-35, { origin: [300, 420] }).font(BOLD).fontSize(60).fillColor('#000000', 0.07).text('NairaLens FREE', 60, 380).restore();
    doc.fillColor('#111827', 1);
  };
  mark();
  doc.on('pageAdded', mark);
  doc.rect(0, 0, doc.page.width, 70).fill('#0f766e');
  doc.fill('#ffffff').font(BOLD).fontSize(18).text('NairaLens', 50, 20);
  doc.font(REGULAR).fontSize(10).text(`Credit report explained · ${BUREAU_NAMES[r.bureau]}`, 50, 44);
  doc.fill('#111827');
  doc.y = 90;
  doc.font(BOLD).fontSize(13).text(clean(r.subject.name ?? 'Credit report'));
  doc.font(REGULAR).fontSize(10).text(`Report date ${r.reportDate ?? 'not printed'} · generated ${opts.generatedAt.toISOString().slice(0, 10)}`);
  doc.moveDown();
  doc.font(BOLD).fontSize(12).text(r.score ? `Score ${r.score.value} of ${r.score.min}-${r.score.max} (${r.score.band.replace('_', ' ')})` : 'No score on this report');
  const s = r.summary;
  doc.font(REGULAR).fontSize(10).text(clean(`${s.totalAccounts} accounts, ${s.openAccounts} open · outstanding ${formatNairaWhole(s.totalOutstanding)} · overdue ${formatNairaWhole(s.totalOverdue)}`));
  const section = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    doc.moveDown().font(BOLD).fontSize(12).text(title).font(REGULAR).fontSize(10);
    for (const l of lines) doc.text(clean(`•  ${l}`), { width: W });
  };
  section('What helps', d.factors.filter((f) => f.effect === 'helps').map((f) => `${f.title}: ${f.detail}`));
  section('What hurts', d.factors.filter((f) => f.effect === 'hurts').map((f) => `${f.title}: ${f.detail}${f.months.length ? ` (${f.months.join(', ')})` : ''}`));
  section('What to pay first', d.recommendations.map((x) => `${x.title}. ${x.detail}`));
  section('Accounts', r.accounts.map((a) => `${a.lender} ${a.accountNumber ?? ''} · ${a.type.replace('_', ' ')} · ${a.status.replace('_', ' ')} · ${a.classification} · balance ${formatNairaWhole(a.balance)} · overdue ${formatNairaWhole(a.overdue)}`));
  const money = (k: number | null) => (k === null ? null : formatNairaWhole(k));
  const line = (parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
  section('Guarantors', r.guarantors.map((g) => line([g.name, g.institution, g.accountNumber ? `facility ${g.accountNumber}` : null, money(g.amount)])));
  section('Dishonoured cheques', r.dishonouredCheques.map((c) => line([c.date, c.institution, c.chequeNumber ? `cheque ${c.chequeNumber}` : null, money(c.amount)])));
  section('Judgements', r.judgements.map((j) => line([j.plaintiff, j.caseNumber ? `suit ${j.caseNumber}` : null, j.date, money(j.amount)])));
  section('Checked against your statements', d.reconciliation.findings.map((f) => f.detail));
  section('Warnings', r.warnings);
  doc.end();
  return done;
}
