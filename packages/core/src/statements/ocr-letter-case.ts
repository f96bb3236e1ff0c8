/**
 * A letter's case as OCR reads it: capitals and small letters that differ only in size, or by a speck, are told
 * apart by the characters' own boxes and by the words around them.
 */
import { PERSON_NAMES } from '../lexicon/index.ts';
import { isKnownWord } from './segment-words.ts';
import { BANK_WORDS } from './ocr-capital-words.ts';

/**
 * A capital I read as a small l or i at the start of a name in Title Case ("Terhemba lorwuese" for "Iorwuese",
 * "Received from ifeoma Eze" for "Ifeoma"): a word the vocabulary does not know cannot start with a small l, nor a
 * name the lexicon knows with a small i, where every other word of the cell starts with a capital, or where the next
 * word is a name in Title Case (a name's words are capitalised alike; a photo's capital I is a bare stroke, and a
 * speck above it makes it small).
 */
export function repairTitleCaseI(cell: string): string {
  const words = cell.split(/\s+/).map((w) => w.replace(/^[(]/, ''));
  // A word no name or narration word starts with a small l, or a name the lexicon knows that starts with a small i
  // (an unknown word with an i may be English: "Paid into Savings").
  const suspect = (w: string) => {
    const bare = w.replace(/[),.]$/, '');
    return /^l[a-z]{2,}$/.test(bare) ? !isKnownWord(bare) : /^i[a-z]{2,}$/.test(bare) && PERSON_NAMES.has(bare);
  };
  const lower = words.filter(suspect);
  if (lower.length !== 1) return cell;
  const at = words.indexOf(lower[0]);
  const others = words.filter((w) => /^[A-Za-z]/.test(w) && w !== lower[0]);
  const titleCased = others.length >= 1 && others.every((w) => /^[A-Z]/.test(w));
  const beforeName = /^[A-Z][a-z]+[),.]?$/.test(words[at + 1] ?? '');
  if (!titleCased && !beforeName) return cell;
  return cell.replace(new RegExp(`(^|[\\s(])${lower[0].replace(/[).,]/g, '\\$&')}`), (m, a: string) => `${a}I${lower[0].slice(1)}`);
}

/** Letters whose small and capital forms differ only in size. */
const SIZE_ONLY = /^[cosuvwxz]$/;

/**
 * Whether a word's characters prove its small letters small: each letter of `SIZE_ONLY` read small stands no taller
 * than 85% of the median capital or digit beside it ("Cw8204511": w 18 px, C and digits 23 px). Without characters,
 * or without a capital or digit to measure against, nothing is proven.
 */
export function smallLettersProven(symbols: readonly { text: string; y0: number; y1: number }[] | undefined): boolean {
  if (!symbols || symbols.length < 2) return false;
  const tall = symbols.filter((s) => /^[A-Z0-9]$/.test(s.text)).map((s) => s.y1 - s.y0).sort((a, b) => a - b);
  const small = symbols.filter((s) => SIZE_ONLY.test(s.text));
  if (tall.length === 0 || small.length === 0) return false;
  const capital = tall[Math.floor(tall.length / 2)];
  return small.every((s) => s.y1 - s.y0 <= 0.85 * capital);
}

/**
 * "II" read as "Il" or "lI" in a narration printed in capitals ("ATM WDL GARKI Il 966941"): the two strokes are
 * alike, and no word of a capitals narration is "Il". Only where every other letter of the narration is a capital.
 */
export function repairCapitalII(narration: string): string {
  if (/[a-z]/.test(narration.replace(/(?<=^|\s)(?:Il|lI|ll)(?=\s|$)/g, ''))) return narration;
  return narration.replace(/(?<=^|\s)(?:Il|lI|ll)(?=\s|$)/g, 'II');
}

/**
 * A word of small letters read in a narration printed in capitals ("vat ON NIP TRANSFER FEE", "NIP TRANSFER FeE"):
 * at small print a capital V, O or E reads small. The one word with a small letter, made of letters only, is
 * written in capitals when its capitals are a word the vocabulary or banking knows and the narration has three
 * other words, every one in capitals. A word in Title Case is printed so ("Card - NNPC MEGA IKOTA", "POS Payment
 * TOTALENERGIES AJAH"), and a remark typed in small letters ("for rent") has two words or more of them: both are
 * left as read.
 */
export function repairSmallInCapitals(narration: string): string {
  const words = narration.split(' ');
  const lettered = words.filter((w) => /[A-Za-z]/.test(w));
  const small = lettered.filter((w) => /[a-z]/.test(w));
  if (small.length !== 1 || lettered.length < 4 || !/^[A-Za-z]{2,}$/.test(small[0]) || /^[A-Z][a-z]+$/.test(small[0])) return narration;
  // A long word all in small letters is printed so ("ATM withdrawal - ATM 1052 IKEJA", "POS purchase - ERISCO"): OCR
  // reads a capital small by a letter or two whose shapes differ only in size, not ten of them.
  if (/^[a-z]{5,}$/.test(small[0])) return narration;
  const capitals = small[0].toUpperCase();
  if (!BANK_WORDS.has(capitals) && !isKnownWord(capitals)) return narration;
  return words.map((w) => (w === small[0] ? capitals : w)).join(' ');
}
