import { StatementError } from '../contract.ts';
import { detectFormat } from '../statements/detect-format.ts';
import { groupLines } from '../statements/group-lines.ts';
import type { OcrDocument, OcrEngine } from '../documents/ocr-engine.ts';
import { readByOcr } from '../statements/ocr-words.ts';
import { openPdf, pdfTextItems } from '../statements/pdf-text-items.ts';

/**
 * The text of a loan contract: the text layer of a PDF, or OCR of a scanned PDF / photo. Reuses the statement
 * engine's PDF and OCR helpers (pdf.js with eval disabled; text recognition is the injected `OcrEngine`).
 */

export type LoanDocumentFormat = 'pdf' | 'png' | 'jpeg';

export interface LoanDocumentText {
  text: string;
  source: 'pdf-text' | 'ocr';
  format: LoanDocumentFormat;
  pages: number;
  ocrConfidence?: number;
}

export const LOAN_DOCUMENT_ERROR_CODES = ['UNSUPPORTED_FORMAT', 'UNREADABLE', 'PASSWORD_REQUIRED', 'NO_TEXT'] as const;
export type LoanDocumentErrorCode = (typeof LOAN_DOCUMENT_ERROR_CODES)[number];

export const LOAN_DOCUMENT_MESSAGES: Record<LoanDocumentErrorCode, string> = {
  UNSUPPORTED_FORMAT: 'This file type is not supported; upload your loan contract as a PDF, JPG or PNG.',
  UNREADABLE: 'This file is damaged or could not be read; upload a clearer copy of the contract.',
  PASSWORD_REQUIRED: 'This PDF is protected with a password; remove the password and upload it again.',
  NO_TEXT: 'No text could be read from this file; upload the contract as a PDF or a clear, well-lit photo.',
};

export class LoanDocumentError extends Error {
  readonly code: LoanDocumentErrorCode;
  constructor(code: LoanDocumentErrorCode) {
    super(LOAN_DOCUMENT_MESSAGES[code]);
    this.name = 'LoanDocumentError';
    this.code = code;
  }
}

/** PDF, PNG or JPEG by magic bytes; null for anything else. */
export function detectLoanDocumentFormat(bytes: Uint8Array): LoanDocumentFormat | null {
  const f = detectFormat(bytes);
  return f === 'pdf' || f === 'png' || f === 'jpeg' ? f : null;
}

export async function readLoanDocumentText(bytes: Uint8Array, ocr: OcrEngine): Promise<LoanDocumentText> {
  const format = detectLoanDocumentFormat(bytes);
  if (!format) throw new LoanDocumentError('UNSUPPORTED_FORMAT');
  try {
    if (format === 'pdf') {
      const { pdf, close } = await openPdf(bytes);
      try {
        const pages = await pdfTextItems(pdf);
        const segments = pages.flatMap((p) => p.segments);
        if (segments.length > 0) {
          const text = groupLines(segments)
            .map((l) => l.text)
            .join('\n');
          return { text, source: 'pdf-text', format, pages: pages.length };
        }
        return await ocrText({ kind: 'pdf', bytes, pageCount: pdf.numPages }, ocr, format);
      } finally {
        await close();
      }
    }
    return await ocrText({ kind: 'images', images: [bytes] }, ocr, format);
  } catch (e) {
    if (e instanceof LoanDocumentError) throw e;
    if (e instanceof StatementError) {
      if (e.code === 'PASSWORD_REQUIRED' || e.code === 'PASSWORD_INCORRECT')
        throw new LoanDocumentError('PASSWORD_REQUIRED');
      throw new LoanDocumentError('UNREADABLE');
    }
    throw e;
  }
}

async function ocrText(document: OcrDocument, ocr: OcrEngine, format: LoanDocumentFormat): Promise<LoanDocumentText> {
  const pages = await readByOcr(document, ocr);
  const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
  if (text.trim().length < 20) throw new LoanDocumentError('NO_TEXT');
  const confidence = pages.length ? pages.reduce((s, p) => s + p.confidence, 0) / pages.length : 0;
  return { text, source: 'ocr', format, pages: pages.length, ocrConfidence: confidence };
}
