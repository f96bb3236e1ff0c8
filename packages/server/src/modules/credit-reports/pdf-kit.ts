import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { FONTS } from '../../fonts.ts';

/** Shared pdfkit setup of the credit-report PDFs: DejaVu for the naira sign when present, else "NGN". */
const HAS_TTF = existsSync(FONTS.regular) && existsSync(FONTS.bold);
export const REGULAR = HAS_TTF ? FONTS.regular : 'Helvetica';
export const BOLD = HAS_TTF ? FONTS.bold : 'Helvetica-Bold';
export const clean = (t: string): string => (HAS_TTF ? t : t.replace(/\u20a6\s?/g, 'NGN ').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '-'));

export function startPdf(title: string): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'NairaLens' } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}
