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

/** A date opens the cell, alone or before the narration it was read with ("02-Aug-2025 TRANSFER TO"). */
function opensWithDate(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return [1, 2, 3].some((n) => n <= words.length && looksLikeDate(words.slice(0, n).join(' ')));
}

/** Of a reading's lines, those that open a row with a date, and those of them that hold an amount too (read whole). */
export function datedLines(page: RecognisedPage): { dated: number; whole: number } {
  const { lines } = linesOfRecognisedPage(page, 1, true);
  let dated = 0;
  let whole = 0;
  for (const l of lines) {
    if (!l.segments.some((s) => opensWithDate(s.text))) continue;
    dated++;
    const words = l.segments.flatMap((s) => s.text.trim().split(/\s+/));
    if (words.some((w) => FIGURE.test(w) && parseAmount(w, { ocr: true }) !== null)) whole++;
  }
  return { dated, whole };
}

/** Lines of a reading that hold a date and an amount: a table's rows, read whole. */
export const rowLines = (page: RecognisedPage): number => datedLines(page).whole;

/**
 * Worth reading flattened: the photo as it is read splits its rows, some dated lines holding no amount. A reading
 * whose dated lines (five at least) nearly all hold their amounts is kept, and the second reading is saved.
 */
export function worthFlattening(photo: RecognisedPage): boolean {
  const { dated, whole } = datedLines(photo);
  return dated < 5 || whole < 0.9 * dated;
}

/** The flattened page's reading is the one to keep: at least a tenth more row lines, and two more at least. */
export function flattenedReadsBetter(flattened: RecognisedPage, photo: RecognisedPage): boolean {
  const [a, b] = [rowLines(flattened), rowLines(photo)];
  return a >= b + Math.max(2, Math.ceil(0.1 * b));
}
