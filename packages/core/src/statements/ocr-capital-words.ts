/**
 * A word in capitals with one letter misread for a like-shaped one, put back where the vocabulary proves it: one
 * table of the shapes OCR takes for one another, one list of the short words banking prints on every row. The word as
 * read must be unknown, and exactly one of the readings the table allows must be proven: a word the vocabulary knows,
 * a brand spelt with a digit ("SMOBILE" → "9MOBILE"), or two words of banking run together ("ATMWOL" → "ATM WDL").
 * A word of three letters has too many neighbours to be proven by the vocabulary: it is only put back as one of the
 * words of banking (`BANK_WORDS`), so that an initialism the vocabulary never saw ("DLA") is not made into another
 * ("OLA"). Anything else stays as read: a name the vocabulary does not know is no misreading.
 */
import { DIGIT_WORDS } from '../categorise/glue.ts';
import { isKnownWord } from './segment-words.ts';

/** What OCR read → what was printed, for capitals and digits: the classic confusions of print OCR. */
const CONFUSIONS: readonly (readonly [string, string])[] = [
  ['F', 'P'],
  ['P', 'F'],
  ['E', 'F'],
  ['F', 'E'],
  ['C', 'O'],
  ['O', 'C'],
  ['D', 'O'],
  ['O', 'D'],
  ['Q', 'O'],
  ['0', 'O'],
  ['1', 'I'],
  ['5', 'S'],
  ['8', 'B'],
  ['R', 'B'],
  ['H', 'N'],
  ['N', 'H'],
  ['S', '9'],
  ['O', '9'],
  // A 9 whose loop closes on its tail reads as Q, and a thin 9 as I: proven only by a brand spelt with a digit
  // ("QMOBILE" → "9MOBILE", "BETIJA" → "BET9JA"), for no word of the vocabulary holds a 9.
  ['Q', '9'],
  ['I', '9'],
  ['I', 'L'],
  ['L', 'I'],
  // A U whose strokes print apart reads as two letters ("FLINKE" for FUNKE).
  ['LI', 'U'],
  // A serif I's top bar, thickened by a colour scan's JPEG, reads as a T ("ALTYU" for "ALIYU").
  ['T', 'I'],
  ['I', 'T'],
  // A round capital with a speck on its right reads as G ("GLAWALE" for "OLAWALE").
  ['G', 'O'],
  ['O', 'G'],
];

/**
 * The three-letter words banking narrations print on nearly every row (IUC: a decoder's number, on every TV bill;
 * MFB: a microfinance bank's name). No narration of the held-out sets (18,500) holds a word one confusion from them.
 */
export const BANK_WORDS: ReadonlySet<string> = new Set(['VAT', 'NIP', 'POS', 'ATM', 'TRF', 'FRM', 'REF', 'SMS', 'WDL', 'IUC', 'MFB', 'WEB', 'PMT']);

/** A V's strokes run to a W's at small print ("WAT ON NIP CHARGE"): for the words of banking only, where it was seen. */
const BANK_WORD_CONFUSIONS: readonly (readonly [string, string])[] = [...CONFUSIONS, ['W', 'V']];

/** Every reading of `word` with one confusion put back. */
function readings(word: string, table: readonly (readonly [string, string])[]): Set<string> {
  const out = new Set<string>();
  for (const [read, printed] of table) {
    for (let at = word.indexOf(read); at >= 0; at = word.indexOf(read, at + 1)) {
      out.add(word.slice(0, at) + printed + word.slice(at + read.length));
    }
  }
  return out;
}

/** What a reading of four characters or more stands for, as the vocabulary proves it; null when nothing does. */
function proven(reading: string): string | null {
  if (/^[A-Z]+$/.test(reading) && isKnownWord(reading)) return reading;
  if (DIGIT_WORDS.has(reading.toLowerCase())) return reading;
  const [head, tail] = [reading.slice(0, 3), reading.slice(3)];
  return BANK_WORDS.has(head) && BANK_WORDS.has(tail) ? `${head} ${tail}` : null;
}

/**
 * A run of capitals and digits with one confusion put back, where exactly one reading is proven; the run as read
 * otherwise. What it stands for may be two words ("ATM WDL").
 */
export function repairCapitalWord(run: string): string {
  if (!/^[A-Z0-9]{3,}$/.test(run) || BANK_WORDS.has(run) || isKnownWord(run)) return run;
  const found = new Set<string>();
  if (run.length === 3) {
    for (const r of readings(run, BANK_WORD_CONFUSIONS)) if (BANK_WORDS.has(r)) found.add(r);
  } else if (/[A-Z]{3}/.test(run)) {
    for (const r of readings(run, CONFUSIONS)) {
      const words = proven(r);
      if (words) found.add(words);
    }
  }
  return found.size === 1 ? [...found][0] : run;
}
