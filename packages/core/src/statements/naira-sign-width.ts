import type { RecognisedWord } from '../documents/ocr-engine.ts';

/**
 * The naira sign is not in the recogniser's alphabet: it reads it as a letter or a mark ("N", "#", "§"), or as a
 * digit — "-84,000.00" for "-₦4,000.00", "+#885.56" for "+₦85.56", "Bal: 483,878.02" for "Bal: ₦83,878.02" — and
 * a figure with no balance beside it (an app's history) cannot be put right by arithmetic. A sliver of the sign may be
 * read as a mark of its own before the wide digit ("#", "%", "}": "-%46,900.00" for "-₦6,900.00"). The characters' boxes
 * tell it apart: the sign is wider than a digit (about 1.45 times in the apps' fonts), while a figure's digits
 * other than 1 are about as wide. A first digit at least `WIDER` times the figure's other digits, after the sign or a mark read for part of
 * the naira sign, is the naira sign.
 */
const WIDER = 1.35;
const MERGED = 1.8;
/** A first digit narrower than this share of the figure's digits, after a mark, is a sliver of the sign. */
const SLIVER = 0.5;
const FIGURE = /^([-+−–]?)([N#§¥$₦%{}]*)(\d)([\d,]*[.,]\d{2})$/;

function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** The page's own naira sign must be read as "N" after a sign this many times at least to measure it by. */
const SIGNS_TO_MEASURE = 3;
/** A first digit this close to the page's sign width, and this much wider than the figure's other digits, is one. */
const AS_WIDE_AS_SIGN = 0.9;
const WIDER_THAN_DIGITS = 1.08;
/** A box as wide as a sign and the naira sign side by side, to this share of their width. */
const SIGN_PAIR_SLACK = 0.1;

/** How wide this page prints the naira sign, and the minus and plus before it (null: none read to measure by). */
export interface PageSigns {
  naira: number;
  minus: number | null;
  plus: number | null;
}

/**
 * The naira sign as this page prints it: the median width of the "N" the recogniser read after the sign of its signed
 * figures ("-N42,950.00"), when it read at least `SIGNS_TO_MEASURE`, with the median widths of the minus and the plus
 * read before them; else null.
 */
export function pageSigns(words: readonly RecognisedWord[]): PageSigns | null {
  const naira: number[] = [];
  const marks: Record<string, number[]> = { '-': [], '+': [] };
  for (const w of words) {
    const m = FIGURE.exec(w.text.trim());
    const symbols = w.symbols ?? [];
    if (!m || m[1] === '' || m[2] !== 'N' || symbols.map((s) => s.text).join('') !== w.text.trim()) continue;
    naira.push(symbols[1].x1 - symbols[1].x0);
    marks[m[1]]?.push(symbols[0].x1 - symbols[0].x0);
  }
  if (naira.length < SIGNS_TO_MEASURE) return null;
  const mark = (xs: number[]) => (xs.length ? median(xs) : null);
  return { naira: median(naira), minus: mark(marks['-']), plus: mark(marks['+']) };
}

/**
 * An unsigned figure on a page of signed ones whose first "digit" is as wide as a sign and the naira sign together:
 * the recogniser took "-₦" for one wide digit ("871,000.00" for "-₦71,000.00", an 8 of 88 px where the page prints
 * its minus 24 and its N 62 wide, a plus 43). The sign is the one whose width with the naira sign's the box matches,
 * within `SIGN_PAIR_SLACK`; when none does, or both, the figure is left.
 */
function signAndNairaAsDigit(symbols: readonly { x0: number; x1: number }[], digit: number, signs: PageSigns): string | null {
  const box = symbols[0].x1 - symbols[0].x0;
  if (box / digit <= MERGED) return null;
  const fits = (['-', '+'] as const).filter((sign) => {
    const mark = sign === '-' ? signs.minus : signs.plus;
    return mark !== null && Math.abs(box - (mark + signs.naira)) <= SIGN_PAIR_SLACK * (mark + signs.naira);
  });
  return fits.length === 1 ? fits[0] : null;
}

export function wideDigitAsNaira(word: RecognisedWord, before?: RecognisedWord, signs: PageSigns | null = null): RecognisedWord {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  const m = FIGURE.exec(text);
  // Only a signed figure (an app's amount) or one labelled a balance on its line ("Bal: ₦83,878.02"): a scan's
  // balance column and unsigned amounts keep their digits (a blurred digit is wide too), for the running balance to
  // settle; an app's balances all carry the sign, and misread alike they would chain to a wrong figure.
  const labelled = /^bal(?:ance)?[:.]?$/i.test(before?.text.trim() ?? '');
  // The sign may be read as a word of its own ("- 82,000.00" for "- ₦2,000.00").
  const signed = m?.[1] !== '' || /^[-+−–]$/.test(before?.text.trim() ?? '');
  if (!m || symbols.map((s) => s.text).join('') !== text) return word;
  // What follows the first digit must be a figure of its own: "0,000.00" after it is none, so a wide 4 in
  // "-40,000.00" (a paper statement's signed amount in a hand's shadow, set 36's FCMB photo) is a digit.
  if (/^(0[\d,]|,)/.test(m[4])) return word;
  const at = m[1].length + m[2].length;
  // Measured against digits other than 1, whose ink is a narrow stroke in every font.
  const digits = symbols.filter((s, i) => i > at && /^[02-9]$/.test(s.text)).map((s) => s.x1 - s.x0);
  if (digits.length < 3) return word;
  const digit = median(digits);
  if (!signed && !labelled) {
    const sign = m[2] === '' && signs ? signAndNairaAsDigit(symbols, digit, signs) : null;
    return sign ? { ...word, text: `${sign}₦${m[4]}` } : word;
  }
  const signWidth = signs?.naira ?? null;
  const width = (k: number) => symbols[k].x1 - symbols[k].x0;
  const ratio = width(at) / digit;
  // On a page whose other signed figures show the sign read as "N", a first digit as wide as that N (and wider than
  // the figure's digits) is the sign read as a digit, though less than `WIDER` times a digit: a photo of a screen,
  // its glyphs blurred to like widths ("+840,000.00" with an 8 of 35 px beside digits of 32 and N's of 37).
  const likeSign =
    signWidth !== null && m[1] !== '' && m[2] === '' && width(at) >= AS_WIDE_AS_SIGN * signWidth && ratio >= WIDER_THAN_DIGITS && ratio <= MERGED;
  // A mark as wide as a digit, then a first digit less than half as wide as the figure's others: the mark is the
  // sign, and the "digit" a sliver of its last stroke read apart ("-§86,450.00" for "-₦6,450.00", an 8 of 14 px after a
  // § of 38 beside digits of 33). A 1 is narrow in every font and is kept.
  if (m[2] !== '' && m[3] !== '1' && ratio < SLIVER && width(at - 1) >= 0.8 * digit) return { ...word, text: `${m[1]}₦${m[4]}` };
  // Twice as wide and more is a box that took in the sign and the first digit together (a photo's blur joins
  // them: "108,592.00" with a 1 of 33 px beside digits of 15), or its neighbours: the digit is real.
  if (!likeSign && (ratio < WIDER || (ratio > MERGED && !labelled))) return word;
  // After a mark, only when the mark is a sliver of the sign ("#" then a wide "8": "+#885.56"); a full-width "N"
  // before it is the sign itself, and the wide digit a misplaced box ("-N48,750.00").
  if (m[2] !== '' && width(at - 1) >= 0.8 * digit) return word;
  return { ...word, text: `${m[1]}₦${m[4]}` };
}
