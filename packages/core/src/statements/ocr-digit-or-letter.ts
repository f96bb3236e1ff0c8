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
 * The look-alike pairs: the digit, then the letter. 1 and I were tried as a pair too (an I 4 px against a 1 of 13 in
 * a condensed sans): a serif scan's figures print a 1 as wide as its base, while its references' 1s are bare strokes,
 * and two card and reference numbers of set 1's Zenith scan lost a 1 to an I; only 0 and O are read by width.
 */
const PAIRS = [['0', 'O']] as const;

/** A pair's widths on a page: the digit's and the letter's. */
export interface PairWidths {
  digit: string;
  letter: string;
  digitWidth: number;
  letterWidth: number;
}

const width = (s: Symbol) => s.x1 - s.x0;
const FIGURE = /^\S?\d[\d,]*\.\d{2}$/;

/** Each pair the page's sure words tell apart by width (five of each at least, a fifth or more apart). */
export function lookAlikeWidths(words: readonly OcrWord[]): PairWidths[] {
  const seen = new Map<string, number[]>();
  const note = (ch: string, w: number) => seen.set(ch, [...(seen.get(ch) ?? []), w]);
  for (const w of words) {
    const symbols = w.symbols ?? [];
    const text = w.text.trim();
    if (symbols.map((s) => s.text).join('') !== text || w.confidence < 90) continue;
    const figure = FIGURE.test(text);
    const capitals = /^[A-Z]{2,}$/.test(text);
    for (const s of symbols)
      if ((figure && /\d/.test(s.text)) || (capitals && /[OI]/.test(s.text))) note(s.text, width(s));
  }
  const out: PairWidths[] = [];
  for (const [digit, letter] of PAIRS) {
    const [digits, letters] = [seen.get(digit) ?? [], seen.get(letter) ?? []];
    if (digits.length < 5 || letters.length < 5) continue;
    const [digitWidth, letterWidth] = [median(digits), median(letters)];
    if (Math.max(digitWidth, letterWidth) >= 1.2 * Math.min(digitWidth, letterWidth))
      out.push({ digit, letter, digitWidth, letterWidth });
  }
  return out;
}

/** Runs of capitals and digits, six or more, holding a letter and two digits other than 0. */
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
export function lookAlikesByWidth(word: OcrWord, pairs: readonly PairWidths[]): OcrWord {
  const symbols = word.symbols;
  const text = word.text.trim();
  if (
    pairs.length === 0 ||
    !symbols ||
    word.confidence <= 50 ||
    !/[0O1I]/.test(text) ||
    symbols.map((s) => s.text).join('') !== text
  )
    return word;
  const runs = referenceRuns(text);
  if (runs.length === 0) return word;
  const typical = median(symbols.map(width));
  let changed = false;
  const chars = symbols.map((s, i) => {
    const pair = pairs.find((p) => p.digit === s.text || p.letter === s.text);
    if (!pair || !runs.some(([a, b]) => i >= a && i < b)) return s.text;
    const w = width(s);
    const gap = Math.abs(pair.letterWidth - pair.digitWidth);
    // A box that took in more than its character (a neighbour, a speck) says nothing: far wider than the word's
    // characters are, or than either of the pair by the gap again.
    if (w > Math.max(pair.digitWidth, pair.letterWidth) + gap || w > 1.6 * typical) return s.text;
    // Where the width lies from the digit's (0) to the letter's (1), either way round.
    const along = (w - pair.digitWidth) / (pair.letterWidth - pair.digitWidth);
    const read =
      s.text === pair.digit && along >= 0.75
        ? pair.letter
        : s.text === pair.letter && along <= 0.25
          ? pair.digit
          : s.text;
    changed ||= read !== s.text;
    return read;
  });
  if (!changed) return word;
  return { ...word, text: chars.join(''), symbols: symbols.map((s, i) => ({ ...s, text: chars[i] })) };
}
