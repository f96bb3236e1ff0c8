/**
 * A page photographed at an angle may be read as it is or flattened to its rectangle first (page-quad.ts). Flattening
 * rescues a photo whose rows the line-by-line levelling cannot put together (a page on a desk seen from its foot: 0
 * rows read, 22 once flattened), but its resampling softens small print, and on a photo that already read well it
 * cost narrations. So both are read, and the flattened reading is kept only when it holds clearly more table rows:
 * lines with a date and an amount on them, the rows the levelling lost.
 */
import type { RecognisedPage } from '../documents/ocr-engine.ts';
import { parseAmount } from './parse-amount.ts';
import { looksLikeDate } from './parse-date.ts';
import { linesOfRecognisedPage } from './ocr-words.ts';

/** An amount with its kobo, as OCR reads it. */
const FIGURE = /\d[.,]\d{2}$/;

/** Lines of a reading that hold a date and an amount: a table's rows, read whole. */
export function rowLines(page: RecognisedPage): number {
  const { lines } = linesOfRecognisedPage(page, 1, true);
  return lines.filter((l) => {
    const words = l.segments.flatMap((s) => s.text.split(/\s{2,}/));
    const dated = l.segments.some(
      (s) => looksLikeDate(s.text.trim()) || looksLikeDate(s.text.trim().split(/\s+/).slice(0, 3).join(' ')),
    );
    return dated && words.some((w) => FIGURE.test(w.trim()) && parseAmount(w.trim(), { ocr: true }) !== null);
  }).length;
}

/** The flattened page's reading is the one to keep: at least a tenth more row lines, and two more at least. */
export function flattenedReadsBetter(flattened: RecognisedPage, photo: RecognisedPage): boolean {
  const [a, b] = [rowLines(flattened), rowLines(photo)];
  return a >= b + Math.max(2, Math.ceil(0.1 * b));
}
