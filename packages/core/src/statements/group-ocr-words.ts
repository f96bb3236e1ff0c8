/**
 * The words of a page in lines, for engines that return words without reading order (sparse-text recognition): each
 * word placed by where its print sits, whatever marks its box took in.
 */
import type { RecognisedWord } from '../documents/ocr-engine.ts';

type OcrWord = RecognisedWord;

export function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

export const heightOf = (w: OcrWord) => Math.max(1, w.y1 - w.y0);

/** The page's text height: the median box of the words read surely that hold a letter or digit. */
export const textHeightOf = (words: readonly OcrWord[]): number => median(words.filter((w) => w.confidence >= 60 && /[A-Za-z0-9]/.test(w.text)).map(heightOf));
const middleOf = (w: OcrWord) => (w.y0 + w.y1) / 2;

/**
 * Words whose box is at least twice as tall as the page's text cut to their print: the box took in a
 * mark above or below the word (a rule's remnant), and grouped by its middle the word joined the line below or
 * above (a last row's counterparty and balance read with its time line). The print is where the characters' edges
 * agree: their tops, when the bottoms scatter down to the mark, or their bottoms. Stops, colons and commas, far
 * shorter than a letter, say nothing. Words without characters, whose edges agree nowhere, or agree at both ends,
 * are left as read.
 */
export function trimTallWords(words: readonly OcrWord[]): OcrWord[] {
  const textHeight = textHeightOf(words);
  return words.map((w) => {
    const chars = (w.symbols ?? []).filter((c) => c.y1 - c.y0 >= 0.6 * textHeight);
    if (textHeight <= 0 || heightOf(w) < 2 * textHeight || chars.length < 2) return w;
    const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    const tops = chars.map((c) => c.y0);
    const bottoms = chars.map((c) => c.y1);
    // One side agrees and the other scatters; where both agree, every character is as tall, and the box says
    // nothing of which end the mark is at.
    const [topSpread, bottomSpread] = [spread(tops), spread(bottoms)];
    if (Math.min(topSpread, bottomSpread) > 0.25 * textHeight || Math.max(topSpread, bottomSpread) < 0.5 * textHeight) {
      return w;
    }
    if (topSpread <= bottomSpread) {
      const y0 = median(tops);
      return { ...w, y0, y1: Math.min(w.y1, y0 + Math.round(textHeight)) };
    }
    const y1 = median(bottoms);
    return { ...w, y0: Math.max(w.y0, y1 - Math.round(textHeight)), y1 };
  });
}

/**
 * Words of a page in lines by where they sit, for engines that return words without reading order (sparse-text
 * recognition). A word joins the line above when its middle lies inside that line's band, less than 0.4 of a text
 * height from its middle (a photo taken at an angle lowers the right end of a line a little); a cell printed half a
 * line lower (amounts centred on a two-line narration) becomes a line of its own, as in a text PDF, and the row
 * builder places it by geometry. Half a height was too loose: the second line of a row (a time under its date)
 * sits half a line below such a centred cell, and joined it, so the row's date and amounts were never one anchor.
 */
export function groupOcrWords(words: readonly OcrWord[]): OcrWord[][] {
  // Two words one above the other, clear of each other (a date cell's "31 Jul" over its "2025"), are two lines, however
  // tall the boxes around them: boxes that took in a cell's rules made the line tall enough to hold both, and the
  // day and the year were read as one word, "312025".
  // A mark with no letter or digit (a piece of a rule, "——", above a cell) is no word of a line above: it is dropped
  // later, and must not split the line it sits over.
  const stacked = (a: OcrWord, b: OcrWord) =>
    a.x0 < b.x1 && b.x0 < a.x1 && (b.y0 >= a.y1 || a.y0 >= b.y1) && /[A-Za-z0-9]/.test(a.text) && /[A-Za-z0-9]/.test(b.text);
  const sorted = words.filter((w) => w.text.trim() !== '').sort((a, b) => middleOf(a) - middleOf(b) || a.x0 - b.x0);
  const textHeight = textHeightOf(sorted);
  const cut = sorted.filter((w) => isCutShort(w, textHeight));
  const lines: OcrWord[][] = [];
  for (const w of sorted) {
    if (cut.includes(w)) continue;
    const line = lines[lines.length - 1];
    if (line) {
      const top = median(line.map((x) => x.y0));
      const bottom = median(line.map((x) => x.y1));
      const mid = middleOf(w);
      const centred = Math.abs(mid - (top + bottom) / 2) < 0.4 * Math.max(bottom - top, heightOf(w));
      if (mid > top && mid < bottom && (centred || besideNeighbour(line, w)) && !line.some((o) => stacked(o, w))) {
        line.push(w);
        continue;
      }
    }
    lines.push([w]);
  }
  return withTallWordsJoined(withCutWordsPlaced(lines, cut, textHeight), textHeight);
}

/**
 * A word of letters or digits whose box is under half the text's height: no print is that short (a lower-case word
 * is three quarters of it), so the engine boxed only part of it. In a photo's sparse reading "Transfer" came boxed
 * over the top half of its letters, every letter as tall as its capital; grouped by its middle, it was a line of its
 * own above its row and was read as the end of the row before ("… 9653792289 Transfer", "from Dayo | Uba").
 */
function isCutShort(w: OcrWord, textHeight: number): boolean {
  return textHeight > 0 && /[A-Za-z0-9]{2}/.test(w.text) && heightOf(w) < 0.5 * textHeight;
}

/**
 * Each cut-short word joins the line whose band holds its box, near that line's words and not over them: the one it
 * overlaps most. A cut word no line holds is a line of its own, in its place, as before.
 */
function withCutWordsPlaced(lines: OcrWord[][], cut: readonly OcrWord[], textHeight: number): OcrWord[][] {
  const out = lines.map((l) => l.slice());
  for (const w of cut) {
    let best: OcrWord[] | null = null;
    let bestOverlap = 0;
    for (const line of out) {
      const top = median(line.map((x) => x.y0));
      const bottom = median(line.map((x) => x.y1));
      const tol = 0.15 * textHeight;
      if (w.y0 < top - tol || w.y1 > bottom + tol || line.some((o) => o.x0 < w.x1 && w.x0 < o.x1)) continue;
      // Beside a word of the line, as a narration's words are: a speck's short box far out in the margin ("ver"
      // read left of the headings) placed in the line moved the page's columns.
      if (!line.some((o) => Math.max(o.x0 - w.x1, w.x0 - o.x1) < 2 * textHeight)) continue;
      const overlap = Math.min(w.y1, bottom) - Math.max(w.y0, top);
      if (overlap > bestOverlap) [best, bestOverlap] = [line, overlap];
    }
    if (best) best.push(w);
    else {
      const at = out.findIndex((line) => median(line.map(middleOf)) > middleOf(w));
      out.splice(at < 0 ? out.length : at, 0, [w]);
    }
  }
  return out;
}

/**
 * A word level with the word of the line nearest it: a photo turned a degree or two raises a line's far end by more
 * than the band allows ("Card Payment" 30 px lower than "SHOPRITE IKEJA" on the same line), but each word sits level
 * with its neighbours. Within a quarter of the taller word's height, which a cell half a line lower never is, and
 * inside the line's band still.
 */
function besideNeighbour(line: readonly OcrWord[], w: OcrWord): boolean {
  const gap = (o: OcrWord) => Math.max(o.x0 - w.x1, w.x0 - o.x1, 0);
  const nearest = line.reduce((a, b) => (gap(b) < gap(a) ? b : a));
  return Math.abs(middleOf(nearest) - middleOf(w)) < 0.25 * Math.max(heightOf(nearest), heightOf(w));
}

/**
 * A line whose every word has a box half as tall again as the text is the rest of a line beside it: specks above and
 * below stretched the boxes ("IFEANY!", "CREDIT" and "CAPITALISED" twice the line's height), their middles fell
 * outside the line's band, and alone they were read as a line of their own, before or after the rest of their
 * narration. Such a line joins the neighbour of one text line's height whose band its every box holds and whose
 * words stand beside its words, not over them; when both neighbours would do, it is left as read.
 */
function withTallWordsJoined(lines: OcrWord[][], textHeight: number): OcrWord[][] {
  if (textHeight <= 0) return lines;
  const band = (line: readonly OcrWord[]) => [median(line.map((x) => x.y0)), median(line.map((x) => x.y1))] as const;
  const holds = (tall: readonly OcrWord[], line: readonly OcrWord[]) => {
    const [top, bottom] = band(line);
    const tol = 0.25 * (bottom - top);
    return (
      bottom - top <= 1.25 * textHeight &&
      tall.every((w) => w.y0 <= top + tol && w.y1 >= bottom - tol && heightOf(w) <= 2.5 * (bottom - top)) &&
      !tall.some((w) => line.some((o) => o.x0 < w.x1 && w.x0 < o.x1))
    );
  };
  const out = lines.map((l) => l.slice());
  for (let k = 0; k < out.length; k++) {
    const line = out[k];
    if (line.length === 0 || !line.every((w) => heightOf(w) >= 1.5 * textHeight)) continue;
    const above = k > 0 && out[k - 1].length > 0 && holds(line, out[k - 1]);
    const below = k + 1 < out.length && holds(line, out[k + 1]);
    if (above === below) continue;
    out[above ? k - 1 : k + 1].push(...line);
    out[k] = [];
  }
  return out.filter((l) => l.length > 0);
}
