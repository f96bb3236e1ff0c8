/**
 * A page photographed or scanned sideways or upside down (a phone held in landscape whose picture lost its EXIF
 * orientation in a WhatsApp forward, a sheet fed the wrong way into a scanner). The recogniser reads such a page as
 * noise: upside down it still finds words, almost none of them sure (6% against 88-99% upright); sideways it finds
 * next to none. Only such a reading sends the page round; an upright page is never read twice.
 */
import type { GreyImage, RecognisedPage } from '../documents/ocr-engine.ts';

/** A word of three characters or more read at least this surely (0-100) is a sure word. */
const SURE = 80;

/** The sure words of a reading: what tells an upright page from a turned one. */
export function sureWords(page: RecognisedPage): number {
  return page.lines.flat().filter((w) => w.text.trim().length >= 3 && w.confidence >= SURE).length;
}

/**
 * The quarter turns (clockwise) worth trying for a page read this way, most likely first; none when the reading
 * looks upright (at least 10 sure words, and at least 40% of its words sure). Many words, few sure: upside down
 * first. Few words: sideways first.
 */
export function turnsToTry(page: RecognisedPage): (1 | 2 | 3)[] {
  const words = page.lines.flat().filter((w) => w.text.trim().length >= 3).length;
  const sure = sureWords(page);
  if (sure >= 10 && sure >= 0.4 * words) return [];
  return words >= 20 ? [2, 1, 3] : [1, 3, 2];
}

/** The page turned clockwise by `quarterTurns` quarter turns (width and height swap for an odd number). */
export function turnGrey(page: GreyImage, quarterTurns: 1 | 2 | 3): GreyImage {
  const { width: w, height: h, grey } = page;
  const out = new Uint8Array(w * h);
  if (quarterTurns === 2) {
    for (let i = 0; i < w * h; i++) out[w * h - 1 - i] = grey[i];
    return { grey: out, width: w, height: h };
  }
  // Clockwise: the pixel at (x, y) goes to (h - 1 - y, x) in a page h wide; anticlockwise to (y, w - 1 - x).
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] = quarterTurns === 1 ? [h - 1 - y, x] : [y, w - 1 - x];
      out[ny * h + nx] = grey[y * w + x];
    }
  }
  return { grey: out, width: h, height: w };
}

/** Whether a reading after a turn is the better one: clearly more sure words than the best so far. */
export function readsBetter(candidate: RecognisedPage, best: RecognisedPage): boolean {
  const [a, b] = [sureWords(candidate), sureWords(best)];
  return a >= 10 && a > 2 * b;
}
