import { BUREAU_NAMES, type Bureau } from '@nairalens/core/credit-reports/types.ts';
import { BOLD, clean, REGULAR, startPdf } from './pdf-kit.ts';
import type { DisputeItem } from './view-credit-report.ts';

/**
 * A dispute letter to the bureau: who is writing, which report, and for each disputed account what is wrong and
 * the evidence from the person's own bank statements. The person signs and sends it; NairaLens does not.
 */
export async function renderDisputeLetter(input: {
  bureau: Bureau;
  reference: string | null;
  reportDate: string | null;
  name: string | null;
  bvn: string | null;
  items: DisputeItem[];
  date: Date;
}): Promise<Buffer> {
  const { doc, done } = startPdf(`Dispute to ${BUREAU_NAMES[input.bureau]}`);
  const W = doc.page.width - 100;
  doc.font(REGULAR).fontSize(10).text(input.date.toISOString().slice(0, 10), { align: 'right', width: W });
  doc.moveDown();
  doc.font(BOLD).text(`The Disputes Desk, ${BUREAU_NAMES[input.bureau]}`);
  doc.moveDown();
  doc.font(BOLD).fontSize(12).text('Dispute of entries on my credit report');
  doc.moveDown(0.5);
  doc.font(REGULAR).fontSize(10);
  doc.text(clean(`Name: ${input.name ?? '________________'}    BVN: ${input.bvn ?? '________________'}`));
  doc.text(clean(`Report reference: ${input.reference ?? 'not printed'}    Report date: ${input.reportDate ?? 'not printed'}`));
  doc.moveDown();
  doc.text(
    'Under the Credit Reporting Act 2017 I ask you to investigate and correct the entries below on my consumer credit report. ' +
      'For each one I state what is wrong and the evidence from my own bank statements.',
    { width: W },
  );
  input.items.forEach((it, i) => {
    doc.moveDown();
    doc.font(BOLD).text(clean(`${i + 1}. ${it.lender}${it.accountNumber ? `, account ${it.accountNumber}` : ''}`));
    doc.font(REGULAR).text(clean(it.problem), { width: W });
    if (it.evidence.length > 0) {
      doc.font(BOLD).text('Evidence:');
      doc.font(REGULAR);
      for (const e of it.evidence) doc.text(clean(`•  ${e}`), { width: W, indent: 10 });
    }
  });
  doc.moveDown();
  doc.text('Copies of the bank statements are attached. Please confirm the outcome of your investigation in writing.', { width: W });
  doc.moveDown(2);
  doc.text('Signed: ______________________________');
  doc.text(clean(input.name ?? ''));
  doc.end();
  return done;
}
