/**
 * A second reading of the words OCR was unsure of. The page is read binarised (a local threshold evens out a photo's
 * light), but a threshold taken over a page-wide window thins or loses pale print: green credits, grey labels, a
 * faint last row. Each doubtful word is read again alone from the grey page, where its own small neighbourhood has
 * one background and the recogniser's own threshold keeps the pale strokes; the second reading replaces the first
 * only when it is surer and fills the same box.
 */
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';

/** Words read with less confidence than this (0-100) are read again. */
export const REREAD_BELOW = 60;
/** A second reading must be this many points surer than the first to replace it. */
const SURER_BY = 10;

/** A rectangle of the page, in pixels. */
export interface CropBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A word read from a crop, placed back on the page: its box and its characters' boxes moved by the crop's corner. */
export function placedOnPage(w: RecognisedWord, crop: Pick<CropBox, 'x0' | 'y0'>): RecognisedWord {
  const { x0, y0 } = crop;
  return {
    ...w,
    x0: w.x0 + x0,
    x1: w.x1 + x0,
    y0: w.y0 + y0,
    y1: w.y1 + y0,
    ...(w.symbols ? { symbols: w.symbols.map((s) => ({ ...s, x0: s.x0 + x0, x1: s.x1 + x0, y0: s.y0 + y0, y1: s.y1 + y0 })) } : {}),
  };
}

/** A word to read again: where it is on the page (line, index) and the part of the page to read. */
export interface DoubtfulWord {
  line: number;
  index: number;
  word: RecognisedWord;
  crop: CropBox;
}

/** Words read this surely, of three characters or more, give a line's text band (their boxes hold only letters). */
const CLEAN_WORD = 80;

/**
 * The top and bottom of a line's print: the middle of the tops of its surely read words, and the shortest of them
 * below it (their boxes often take in the row rule they stand on), or null when it has none. A doubtful word's box
 * may have swallowed the rule or shading around it (a scan's `02` read `0c` in a box twice the line's height);
 * cropped to that box, its second reading took in the next row.
 */
export function textBand(words: readonly RecognisedWord[]): { y0: number; y1: number } | null {
  const clean = words.filter((w) => w.confidence >= CLEAN_WORD && w.text.trim().length >= 3);
  if (clean.length === 0) return null;
  const tops = clean.map((w) => w.y0).sort((a, b) => a - b);
  const y0 = tops[Math.floor(tops.length / 2)];
  return { y0, y1: y0 + Math.min(...clean.map((w) => w.y1 - w.y0)) };
}

/**
 * The page's words worth a second reading: less sure than `REREAD_BELOW`, at least two characters (a lone mark
 * read again only picks up its neighbours). Each crop is the word's box with a margin of 40% of its height above and
 * below (the strokes the first reading cut off) and 15% at the sides (not the next word). A box more than a third
 * taller than its line's print is first cut down to the print (see `textBand`).
 */
export function doubtfulWords(page: RecognisedPage, width: number, height: number): DoubtfulWord[] {
  const out: DoubtfulWord[] = [];
  page.lines.forEach((words, line) => {
    const band = textBand(words);
    words.forEach((word, index) => {
      if (word.confidence >= REREAD_BELOW || word.text.trim().length < 2) return;
      const crop = wordCrop(word, band, width, height);
      if (crop) out.push({ line, index, word, crop });
    });
  });
  return out;
}

/**
 * The part of the page to read a word again from: its box with a margin of 40% of its height above and below and
 * 15% at the sides, a box more than a third taller than its line's print (`band`, see `textBand`) first cut down to
 * the print; null when too small to read.
 */
export function wordCrop(word: RecognisedWord, band: { y0: number; y1: number } | null, width: number, height: number): CropBox | null {
  const tall = band !== null && word.y1 - word.y0 > (4 / 3) * (band.y1 - band.y0);
  const top = tall ? Math.max(word.y0, band.y0) : word.y0;
  const bottom = tall ? Math.min(word.y1, band.y1) : word.y1;
  const h = bottom - top;
  const crop = {
    x0: Math.max(0, word.x0 - Math.round(h * 0.15)),
    y0: Math.max(0, top - Math.round(h * 0.4)),
    x1: Math.min(width, word.x1 + Math.round(h * 0.15)),
    y1: Math.min(height, bottom + Math.round(h * 0.4)),
  };
  return crop.x1 - crop.x0 >= 4 && crop.y1 - crop.y0 >= 4 ? crop : null;
}

/** The pixels of `box` cut out of the page. */
export function cropGrey(page: GreyImage, box: CropBox): GreyImage {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (box.y0 + y) * page.width + box.x0;
    grey.set(page.grey.subarray(from, from + width), y * width);
  }
  return { grey, width, height };
}

/**
 * The word as read again from its crop, placed back on the page; null when the first reading stands: the second
 * found no word or several (its crop took in a neighbour), is not `SURER_BY` points surer, or covers less than
 * 70% of the first box's width (a part of the word, read surely, is still not the word).
 */
export function rereadWord(doubt: DoubtfulWord, again: RecognisedPage): RecognisedWord | null {
  const words = again.lines.flat().filter((w) => w.text.trim() !== '');
  if (words.length !== 1) return null;
  const [w] = words;
  const { x0, y0 } = doubt.crop;
  if (w.confidence < doubt.word.confidence + SURER_BY) return null;
  if (w.x1 - w.x0 < 0.7 * (doubt.word.x1 - doubt.word.x0)) return null;
  const shift = <T extends { x0: number; y0: number; x1: number; y1: number }>(b: T): T => ({
    ...b,
    x0: b.x0 + x0,
    x1: b.x1 + x0,
    y0: b.y0 + y0,
    y1: b.y1 + y0,
  });
  return { ...shift(w), text: w.text.trim(), ...(w.symbols ? { symbols: w.symbols.map(shift) } : {}) };
}

/** The page with the words read again put in place of their first readings. */
export function withRereads(page: RecognisedPage, rereads: ReadonlyMap<DoubtfulWord, RecognisedWord>): RecognisedPage {
  const at = new Map<string, RecognisedWord>();
  for (const [doubt, word] of rereads) at.set(`${doubt.line}:${doubt.index}`, word);
  if (at.size === 0) return page;
  return { ...page, lines: page.lines.map((words, l) => words.map((w, i) => at.get(`${l}:${i}`) ?? w)) };
}
