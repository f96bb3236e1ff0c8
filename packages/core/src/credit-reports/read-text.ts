import { StatementError } from '../contract.ts';
import { detectFormat } from '../statements/detect-format.ts';
import { groupLines } from '../statements/group-lines.ts';
import type { OcrDocument, OcrEngine } from '../documents/ocr-engine.ts';
import { readByOcr } from '../statements/ocr-words.ts';
import { openPdf, pdfTextItems } from '../statements/pdf-text-items.ts';
import type { Line } from '../statements/types.ts';
import { CreditReportError } from './types.ts';

/**
 * The positioned text lines of a credit report: the text layer of a PDF, or OCR of a scanned PDF or photo. Uses the
 * statement engine's PDF (pdf.js, eval off) and OCR helpers (the injected `OcrEngine`); the password stays in memory.
 */

export type ReportFileFormat = 'pdf' | 'png' | 'jpeg';

export interface ReportText {
  lines: Line[];
  source: 'pdf-text' | 'ocr';
  format: ReportFileFormat;
  pages: number;
  /** Mean OCR confidence 0-100 (OCR only). */
  ocrConfidence?: number;
}

export function detectReportFormat(bytes: Uint8Array): ReportFileFormat | null {
  const f = detectFormat(bytes);
  return f === 'pdf' || f === 'png' || f === 'jpeg' ? f : null;
}

export async function readReportText(
  bytes: Uint8Array,
  options: { password?: string; ocr: OcrEngine },
): Promise<ReportText> {
  const format = detectReportFormat(bytes);
  if (!format) throw new CreditReportError('UNSUPPORTED_FORMAT');
  try {
    if (format === 'pdf') {
      const { pdf, close } = await openPdf(bytes, options.password);
      try {
        const pages = await pdfTextItems(pdf);
        const segments = pages.flatMap((p) => p.segments);
        // Real text, not a scan carrying a stray invisible word or a stamp.
        if (segments.reduce((n, s) => n + s.text.length, 0) >= 60) return { lines: groupLines(segments), source: 'pdf-text', format, pages: pages.length };
        const scan = { kind: 'pdf', bytes, password: options.password, pageCount: pdf.numPages } as const;
        return await ocrLines(scan, options.ocr, format);
      } finally {
        await close();
      }
    }
    return await ocrLines({ kind: 'images', images: [bytes] }, options.ocr, format);
  } catch (e) {
    if (e instanceof CreditReportError) throw e;
    if (e instanceof StatementError) {
      if (e.code === 'PASSWORD_REQUIRED' || e.code === 'PASSWORD_INCORRECT') throw new CreditReportError(e.code);
      throw new CreditReportError('UNREADABLE');
    }
    throw e;
  }
}

async function ocrLines(document: OcrDocument, ocr: OcrEngine, format: ReportFileFormat): Promise<ReportText> {
  const pages = await readByOcr(document, ocr);
  const lines = pages.flatMap((p) => p.lines);
  if (lines.map((l) => l.text).join('').trim().length < 20) throw new CreditReportError('NO_REPORT_CONTENT');
  const confidence = pages.length ? pages.reduce((s, p) => s + p.confidence, 0) / pages.length : 0;
  return { lines, source: 'ocr', format, pages: pages.length, ocrConfidence: confidence };
}
