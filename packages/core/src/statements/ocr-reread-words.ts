/**
 * Words a sparse-text reading gave twice. Finding words anywhere on the page, the engine sometimes reads the same ink
 * again as a second word inside the first one's box: `INAB` inside `NIP/IGTBANK/ZAINAB`, `ISFER` inside a tall
 * `TRANSFER`, `MOHAMMED/STANBIC` twice in one place. Grouped by position, the second reading lands in the narration
 * beside the first ("ZAINAB INAB AKINTOLA", "NIP TRANSFER ISFER FEE"). Printed words never sit inside one another, so a
 * word whose box lies within another's, level with it, and whose letters repeat that word's, is that word read again,
 * unless the other's box is far wider than its own text (the engine drew one box over several words).
 */
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { heightOf, textHeightOf } from './group-ocr-words.ts';

type OcrWord = RecognisedWord;

/** The longest run of characters two words share (case aside). */
function sharedRun(a: string, b: string): number {
  const [x, y] = [a.toUpperCase(), b.toUpperCase()];
  let best = 0;
  for (let i = 0; i < x.length; i++) {
    for (let j = 0; j < y.length; j++) {
      let k = 0;
      while (i + k < x.length && j + k < y.length && x[i + k] === y[j + k]) k++;
      best = Math.max(best, k);
    }
  }
  return best;
}

/** `inner` is `outer` read again: inside its box (to a small tolerance), level with it, its letters mostly repeated. */
function readAgain(inner: OcrWord, outer: OcrWord, tolerance: number): boolean {
  if (inner.x0 < outer.x0 - tolerance || inner.x1 > outer.x1 + tolerance) return false;
  const overlap = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  if (overlap < 0.5 * Math.min(heightOf(inner), heightOf(outer))) return false;
  // A box the engine drew over the words after it too ("01/06/25" as wide as "01/06/25 - 30/06/25") holds them, and
  // they are printed words: the outer word's text must fill its box as the inner's does.
  const perChar = (w: OcrWord) => (w.x1 - w.x0) / Math.max(1, w.text.trim().length);
  if (perChar(outer) > 1.5 * perChar(inner)) return false;
  // Three letters at least: a wide box the engine drew over the next word too ("transfer" over "fee") shares a
  // letter or two with it by chance.
  const text = inner.text.trim();
  return sharedRun(text, outer.text.trim()) >= Math.max(3, Math.ceil(0.6 * text.length));
}

/**
 * The last digits of a figure read again as a short word of their own, half or more inside the figure's box and level
 * with it ("350.00" then "00" from its right half): printed figures never overlap.
 */
function figureTailReadAgain(inner: OcrWord, outer: OcrWord): boolean {
  const [text, figure] = [inner.text.trim(), outer.text.trim()];
  if (!/^\d{1,3}$/.test(text) || !/\d[.,]\d{2}$/.test(figure) || !figure.endsWith(text) || inner.x0 <= outer.x0) return false;
  const across = Math.min(inner.x1, outer.x1) - inner.x0;
  const level = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  return across >= 0.5 * (inner.x1 - inner.x0) && level >= 0.5 * Math.min(heightOf(inner), heightOf(outer));
}

/**
 * A lone bracket read from another word's ink: far taller than the page's text, overlapping the word beside it ("("
 * over the left of an "@", read as "POS PURCH ( @ CHICKEN"). Printed brackets never overlap a word; a bar ("Transfer
 * to … | OPay") prints taller than the text and close to its neighbours, and is left as read.
 */
function ghostMark(inner: OcrWord, outer: OcrWord, textHeight: number): boolean {
  if (!/^[()[\]{}]$/.test(inner.text.trim()) || heightOf(inner) < 1.8 * textHeight || !/[A-Za-z0-9@#&*]/.test(outer.text)) return false;
  const across = Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0);
  const level = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  return across >= 0.3 * (inner.x1 - inner.x0) && level >= 0.5 * heightOf(outer);
}

/**
 * The page's words with second readings dropped. Of two words that are each inside the other (the same box), the one
 * the engine was surer of stays.
 */
export function withoutRereadWords(words: readonly OcrWord[]): OcrWord[] {
  const textHeight = textHeightOf(words);
  const tolerance = 0.15 * textHeight;
  const width = (w: OcrWord) => w.x1 - w.x0;
  const dropped = new Set<OcrWord>();
  for (const w of words) {
    for (const o of words) {
      if (o !== w && !dropped.has(o) && (figureTailReadAgain(w, o) || ghostMark(w, o, textHeight))) {
        dropped.add(w);
        break;
      }
      if (o === w || dropped.has(o) || !readAgain(w, o, tolerance)) continue;
      // The same box both ways: keep the surer reading (the first, when equally sure).
      const same = readAgain(o, w, tolerance);
      if (!same || width(o) > width(w) + tolerance || o.confidence > w.confidence || (o.confidence === w.confidence && words.indexOf(o) < words.indexOf(w))) {
        dropped.add(w);
        break;
      }
    }
  }
  return dropped.size === 0 ? (words as OcrWord[]) : words.filter((w) => !dropped.has(w));
}
