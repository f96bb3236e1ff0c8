/**
 * A second reading of the digits OCR was unsure of in words it was otherwise sure enough of (no second reading of
 * the word, see ocr-reread.ts): a scan's `2057ZN12` read `2357ZN12` at 69%, its `3` at 95% where every other
 * character was 98-99%; a photo's account number `8139974406` read `8139974408` at 95%, every digit at 99% (a long
 * number read wrong in one digit loses its word a point or two, no more). References, codes and account numbers
 * have no witness (a running balance proves amounts, no sum proves a reference), so the word is read again alone
 * from the grey page (the first reading is of the binarised page), once as it is and once enlarged, and a digit is
 * changed only when both readings agree on it, the word is otherwise read the same, and the recogniser is at least
 * as sure of it as of the first reading.
 */
import type { RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { REREAD_BELOW, textBand, wordCrop, type DoubtfulWord } from './ocr-reread.ts';

/** A digit read less surely than this (0-100) is unsure; the recogniser gives a clean digit 98-99. */
export const UNSURE_DIGIT = 98;
/** A word read less surely than this is not clean print (a clean reference or account number is read at 96). */
export const SURE_WORD = 96;
/** A run of this many digits or more is a reference or an account number: any of its digits may be unsure. */
const LONG_RUN = 6;

/** A word whose unsure digits are read again: `unsure` are the positions (in its text) that may change. */
export interface UnsureDigits extends DoubtfulWord {
  unsure: number[];
}

/** An amount as printed (`18,076.48`, `-N5,000.00`): a running balance proves or repairs it, not a second reading. */
const FIGURE = /^[^\d]*\d{1,3}(?:[,.]\d{3})*[.,]\d{2}$/;

/**
 * The page's words with unsure digits: read at least `REREAD_BELOW` (less sure words are read again whole), one
 * symbol a character, not an amount. Unsure are the digits read less surely than `UNSURE_DIGIT` inside a run of
 * three digits or more (a reference, a code, an account number; a date's day or month is left as read) and, in a
 * word read less surely than `SURE_WORD`, every digit of a run of `LONG_RUN` or more. The crop is the one a doubtful
 * word is read from (see `wordCrop`).
 */
export function unsureDigitWords(page: RecognisedPage, width: number, height: number): UnsureDigits[] {
  const out: UnsureDigits[] = [];
  page.lines.forEach((words, line) => {
    const band = textBand(words);
    words.forEach((word, index) => {
      const symbols = word.symbols ?? [];
      if (word.confidence < REREAD_BELOW || FIGURE.test(word.text)) return;
      if (symbols.length !== word.text.length || symbols.map((s) => s.text).join('') !== word.text) return;
      const unsure: number[] = [];
      for (const run of word.text.matchAll(/\d{3,}/g)) {
        const long = run[0].length >= LONG_RUN && word.confidence < SURE_WORD;
        for (let i = run.index; i < run.index + run[0].length; i++) {
          if (long || (symbols[i].confidence ?? 100) < UNSURE_DIGIT) unsure.push(i);
        }
      }
      if (unsure.length === 0) return;
      const crop = wordCrop(word, band, width, height);
      if (crop) out.push({ line, index, word, crop, unsure });
    });
  });
  return out;
}

/** The text one reading of the crop proposes, with its confidence, or null when it proposes no change allowed. */
function proposal(doubt: UnsureDigits, again: RecognisedPage): { text: string; confidence: number } | null {
  const words = again.lines.flat().filter((w) => w.text.trim() !== '');
  if (words.length !== 1) return null;
  const text = words[0].text.trim();
  const first = doubt.word.text;
  if (text === first || text.length !== first.length) return null;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === first[i]) continue;
    if (!doubt.unsure.includes(i) || !/\d/.test(text[i])) return null;
  }
  return { text, confidence: words[0].confidence };
}

/**
 * True when a reading proposes a change allowed: one word, as long as the first reading, differing from it only in
 * digits at unsure positions, read as digits. The caller reads the crop a second time only then.
 */
export function proposesDigits(doubt: UnsureDigits, again: RecognisedPage): boolean {
  return proposal(doubt, again) !== null;
}

/**
 * The word with its unsure digits as every reading of `readings` (two or more) reads them, or null when the first
 * reading stands: a reading proposes no change allowed (see `proposesDigits`), the readings disagree, or none is at
 * least as sure as the first reading. Boxes are the first reading's; only the text changes.
 */
export function confirmedDigits(doubt: UnsureDigits, readings: readonly RecognisedPage[]): RecognisedWord | null {
  if (readings.length < 2) return null;
  const proposals = readings.map((r) => proposal(doubt, r));
  const [head] = proposals;
  if (!head || proposals.some((p) => p?.text !== head.text)) return null;
  const confidence = Math.max(...proposals.map((p) => p!.confidence));
  if (confidence < doubt.word.confidence) return null;
  const { word } = doubt;
  return {
    ...word,
    text: head.text,
    confidence,
    ...(word.symbols ? { symbols: word.symbols.map((s, i) => (s.text === head.text[i] ? s : { ...s, text: head.text[i] })) } : {}),
  };
}
