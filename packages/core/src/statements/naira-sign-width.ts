import type { RecognisedWord } from '../documents/ocr-engine.ts';

/**
 * The naira sign is not in the recogniser's alphabet: it reads it as a letter or a mark ("N", "#", "§"), or as a
 * digit — "-84,000.00" for "-₦4,000.00", "+#885.56" for "+₦85.56", "Bal: 483,878.02" for "Bal: ₦83,878.02" — and
 * a figure with no balance beside it (an app's history) cannot be put right by arithmetic. The characters' boxes
 * tell it apart: the sign is wider than a digit (about 1.45 times in the apps' fonts), while a figure's digits
 * other than 1 are about as wide. A first digit at least `WIDER` times the figure's other digits, after the sign or a mark read for part of
 * the naira sign, is the naira sign.
 */
const WIDER = 1.35;
const MERGED = 1.8;
const FIGURE = /^([-+−–]?)([N#§¥$₦]*)(\d)([\d,]*[.,]\d{2})$/;

function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export function wideDigitAsNaira(word: RecognisedWord, before?: RecognisedWord): RecognisedWord {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  const m = FIGURE.exec(text);
  // Only a signed figure (an app's amount) or one labelled a balance on its line ("Bal: ₦83,878.02"): a scan's
  // balance column and unsigned amounts keep their digits (a blurred digit is wide too), for the running balance to
  // settle; an app's balances all carry the sign, and misread alike they would chain to a wrong figure.
  const labelled = /^bal(?:ance)?[:.]?$/i.test(before?.text.trim() ?? '');
  // The sign may be read as a word of its own ("- 82,000.00" for "- ₦2,000.00").
  const signed = m?.[1] !== '' || /^[-+−–]$/.test(before?.text.trim() ?? '');
  if (!m || (!signed && !labelled) || symbols.map((s) => s.text).join('') !== text) return word;
  const at = m[1].length + m[2].length;
  // Measured against digits other than 1, whose ink is a narrow stroke in every font.
  const digits = symbols.filter((s, i) => i > at && /^[02-9]$/.test(s.text)).map((s) => s.x1 - s.x0);
  if (digits.length < 3) return word;
  const width = (k: number) => symbols[k].x1 - symbols[k].x0;
  const digit = median(digits);
  const ratio = width(at) / digit;
  // Twice as wide and more is a box that took in the sign and the first digit together (a photo's blur joins
  // them: "108,592.00" with a 1 of 33 px beside digits of 15), or its neighbours: the digit is real.
  if (ratio < WIDER || (ratio > MERGED && !labelled)) return word;
  // After a mark, only when the mark is a sliver of the sign ("#" then a wide "8": "+#885.56"); a full-width "N"
  // before it is the sign itself, and the wide digit a misplaced box ("-N48,750.00").
  if (m[2] !== '' && width(at - 1) >= 0.8 * digit) return word;
  return { ...word, text: `${m[1]}₦${m[4]}` };
}
