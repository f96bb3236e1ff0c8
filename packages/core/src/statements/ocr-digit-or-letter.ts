/**
 * A digit and the letter it looks like in a reference, told apart by width. A reference mixes letters and digits at
 * random ("0UZWOS2502", "OXBC08085O"), so nothing in the narration says which was printed, and the recogniser takes
 * one for the other. In a proportional face they differ in width: the O is wider than the 0 (Liberation Sans Narrow
 * at 250 dpi: 15 px against 11). The page calibrates each pair: its figures' digits ("1,250.00") are digits for
 * certain, the letters of its words in capitals ("TO", "POS") letters. Where the two differ by a fifth or more, a
 * character of the pair in a reference is put back as the one its width is clearly near; in a monospaced face,
 * where they are as wide, nothing is changed.
 */
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { median } from './group-ocr-words.ts';

type OcrWord = RecognisedWord;
type Symbol = NonNullable<OcrWord['symbols']>[number];

/**
 * The page's widths of a sure 0 and a sure O. Only 0 and O are read by width: 1 and I were tried as a second pair (an
 * I 4 px against a 1 of 13 in a condensed sans), but a serif scan's figures print a 1 as wide as its base while its
 * references' 1s are bare strokes, and two card and reference numbers of set 1's Zenith scan lost a 1 to an I.
 */
export interface PairWidths {
  digitWidth: number;
  letterWidth: number;
}

const width = (s: Symbol) => s.x1 - s.x0;
const FIGURE = /^\S?\d[\d,]*\.\d{2}$/;

/** The widths of 0 and O the page's sure words give (five of each at least), or null where they are a fifth apart or less. */
export function lookAlikeWidths(words: readonly OcrWord[]): PairWidths | null {
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
  const [digitWidth, letterWidth] = [median(zeros), median(ohs)];
  return letterWidth >= 1.2 * digitWidth ? { digitWidth, letterWidth } : null;
}

/** Runs of capitals and digits, six or more, holding a letter other than O and two digits other than 0. */
function referenceRuns(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/[A-Z0-9]{6,}/g)) {
    const run = m[0];
    const digits = run.replace(/[^1-9]/g, '').length;
    if (digits >= 2 && /[A-HJ-NP-Z]/.test(run)) out.push([m.index, m.index + run.length]);
  }
  return out;
}

/**
 * `word` with the look-alikes of its references read by width, as the page's calibration proves them. A word read at
 * half confidence or less is left alone: its character boxes are too uneven to measure ("2A371600" on a blurred
 * photo, its 1 as wide as its 2 and its last 0 as wide as an O).
 */
export function lookAlikesByWidth(word: OcrWord, pair: PairWidths | null): OcrWord {
  const symbols = word.symbols;
  const text = word.text.trim();
  if (!pair || !symbols || word.confidence <= 50 || !/[0O]/.test(text) || symbols.map((s) => s.text).join('') !== text)
    return word;
  const runs = referenceRuns(text);
  if (runs.length === 0) return word;
  const typical = median(symbols.map(width));
  const gap = pair.letterWidth - pair.digitWidth;
  let changed = false;
  const chars = symbols.map((s, i) => {
    if ((s.text !== '0' && s.text !== 'O') || !runs.some(([a, b]) => i >= a && i < b)) return s.text;
    const w = width(s);
    // A box that took in more than its character (a neighbour, a speck) says nothing: far wider than the word's
    // characters are, or than an O by the gap again.
    if (w > pair.letterWidth + gap || w > 1.6 * typical) return s.text;
    const read =
      s.text === '0' && w >= pair.digitWidth + 0.75 * gap
        ? 'O'
        : s.text === 'O' && w <= pair.digitWidth + 0.25 * gap
          ? '0'
          : s.text;
    changed ||= read !== s.text;
    return read;
  });
  if (!changed) return word;
  return { ...word, text: chars.join(''), symbols: symbols.map((s, i) => ({ ...s, text: chars[i] })) };
}
