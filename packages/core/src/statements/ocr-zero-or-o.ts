/**
 * The digit 0 and the letter O in a reference, told apart by width. A reference mixes letters and digits at random
 * ("0UZWOS2502", "OXBC08085O"), so nothing in the narration says which was printed, and the recogniser takes one for
 * the other. In a proportional face the letter is far wider than the digit (Liberation Sans Narrow: O 15 px, 0 11 px
 * at 250 dpi). The page calibrates both: its figures' zeros ("1,250.00") are digits for certain, and the O of its
 * words in capitals ("TO", "POS") letters. Where the two differ by a fifth or more, a character in a reference is put
 * back as the one its width is clearly near; in a monospaced face, where they are as wide, nothing is changed.
 */
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { median } from './group-ocr-words.ts';

type OcrWord = RecognisedWord;
type Symbol = NonNullable<OcrWord['symbols']>[number];

const width = (s: Symbol) => s.x1 - s.x0;
const FIGURE = /^\S?\d[\d,]*\.\d{2}$/;

/** The page's widths of a certain 0 and a certain O, or null where there are too few or they are alike. */
export function zeroAndOWidths(words: readonly OcrWord[]): { zero: number; oh: number } | null {
  const zeros: number[] = [];
  const ohs: number[] = [];
  for (const w of words) {
    const symbols = w.symbols ?? [];
    const text = w.text.trim();
    if (symbols.map((s) => s.text).join('') !== text || w.confidence < 90) continue;
    if (FIGURE.test(text)) for (const s of symbols) if (s.text === '0') zeros.push(width(s));
    if (/^[A-Z]{2,}$/.test(text)) for (const s of symbols) if (s.text === 'O') ohs.push(width(s));
  }
  if (zeros.length < 5 || ohs.length < 5) return null;
  const [zero, oh] = [median(zeros), median(ohs)];
  return oh >= 1.2 * zero ? { zero, oh } : null;
}

/** Runs of capitals and digits, six or more, holding a letter and two digits besides the O or 0 in question. */
function referenceRuns(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/[A-Z0-9]{6,}/g)) {
    const run = m[0];
    const digits = run.replace(/[^1-9]/g, '').length;
    if (digits >= 2 && /[A-NP-Z]/.test(run)) out.push([m.index, m.index + run.length]);
  }
  return out;
}

/**
 * `word` with the 0s and Os of its references read by width, as the page's calibration proves them. A word read at
 * half confidence or less is left alone: its character boxes are too uneven to measure ("2A371600" on a blurred
 * photo, its 1 as wide as its 2 and its last 0 as wide as an O).
 */
export function zerosAndOsByWidth(word: OcrWord, widths: { zero: number; oh: number } | null): OcrWord {
  const symbols = word.symbols;
  const text = word.text.trim();
  if (
    !widths ||
    !symbols ||
    word.confidence <= 50 ||
    !/[0O]/.test(text) ||
    symbols.map((s) => s.text).join('') !== text
  )
    return word;
  const runs = referenceRuns(text);
  if (runs.length === 0) return word;
  const span = widths.oh - widths.zero;
  const typical = median(symbols.map(width));
  let changed = false;
  const chars = symbols.map((s, i) => {
    if ((s.text !== '0' && s.text !== 'O') || !runs.some(([a, b]) => i >= a && i < b)) return s.text;
    const w = width(s);
    // A box that took in more than its character (a neighbour, a speck) says nothing: far wider than the word's
    // characters are, or than an O of the page.
    if (w > widths.oh + span || w > 1.6 * typical) return s.text;
    const read =
      s.text === '0' && w >= widths.zero + 0.75 * span
        ? 'O'
        : s.text === 'O' && w <= widths.zero + 0.25 * span
          ? '0'
          : s.text;
    changed ||= read !== s.text;
    return read;
  });
  if (!changed) return word;
  return { ...word, text: chars.join(''), symbols: symbols.map((s, i) => ({ ...s, text: chars[i] })) };
}
