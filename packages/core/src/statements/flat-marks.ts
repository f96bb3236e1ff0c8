/**
 * Marks read as words from a rule's remnant. A dashed or pale row rule the erasers left in pieces is sometimes read
 * as a short unsure word (`mi` after a phone number), in a box as tall as the line's print although its ink is a
 * flat streak. The box says nothing; the ink inside it does: an unsure word whose ink spans less than a third of the
 * page's text height, top to bottom, is no text.
 */
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';

/** Words read less surely than this (0-100) are checked. */
const UNSURE = 60;
/** Words read this surely, of three characters or more, give the page's text height. */
const SURE = 80;
/** Ink darker than this (0-255) on the binarised page. */
const INK = 128;

/** The page without its unsure words whose ink is a flat streak (see above). */
export function withoutFlatMarks(page: RecognisedPage, binary: GreyImage): RecognisedPage {
  const heights = page.lines
    .flat()
    .filter((w) => w.confidence >= SURE && w.text.trim().length >= 3)
    .map((w) => w.y1 - w.y0)
    .sort((a, b) => a - b);
  if (heights.length < 5) return page;
  const h = heights[Math.floor(heights.length / 2)];
  const flat = (w: RecognisedWord) => w.confidence < UNSURE && inkHeight(w, binary) < h / 3;
  if (!page.lines.some((ws) => ws.some(flat))) return page;
  return { ...page, lines: page.lines.map((ws) => ws.filter((w) => !flat(w))).filter((ws) => ws.length > 0) };
}

/** How many rows lie between the first and the last row holding ink inside the word's box (0 when none does). */
function inkHeight(w: RecognisedWord, { grey, width, height }: GreyImage): number {
  let top = -1;
  let bottom = -1;
  for (let y = Math.max(0, w.y0); y < Math.min(height, w.y1); y++) {
    const row = y * width;
    for (let x = Math.max(0, w.x0); x < Math.min(width, w.x1); x++) {
      if (grey[row + x] < INK) {
        if (top < 0) top = y;
        bottom = y;
        break;
      }
    }
  }
  return top < 0 ? 0 : bottom - top + 1;
}
