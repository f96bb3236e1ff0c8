import type { OcrEngine } from '../documents/ocr-engine.ts';
import { parseCreditReport } from './parse-report.ts';
import { readReportText } from './read-text.ts';
import type { CreditReport } from './types.ts';

export interface ReadMeta {
  source: 'pdf-text' | 'ocr';
  pages: number;
}

/** Bytes of a bureau report (text PDF, password PDF, scanned PDF, photo) in, the contract's result out. */
export async function readCreditReport(
  bytes: Uint8Array,
  options: { password?: string; ocr: OcrEngine },
): Promise<{ report: CreditReport; meta: ReadMeta }> {
  const t = await readReportText(bytes, options);
  const report = parseCreditReport(t.lines, { ocr: t.source === 'ocr', ocrConfidence: t.ocrConfidence });
  return { report, meta: { source: t.source, pages: t.pages } };
}
