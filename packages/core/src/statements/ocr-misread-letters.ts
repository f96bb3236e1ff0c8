/**
 * A word in capitals with one letter misread for a like-shaped one, put back where the vocabulary proves it: OCR reads
 * an O as D or the other way ("DGUNLEYE", "DPAY", "WOL"), a U as LI ("FLINKE", "RLIKAYAT"), an F as E ("MEB"), a B as
 * R ("WER"), an L as I ("SIOT"). The word as read must be unknown, and exactly one of the readings the table allows
 * must be a word the vocabulary knows; a word of three letters is only put back as one of a narration's channel words
 * (MFB, WEB, WDL), so that an initialism the vocabulary has never seen is not made into another. Anything else stays as
 * read: a name the vocabulary does not know is no misreading.
 */
import { isKnownWord } from './segment-words.ts';

/** What OCR read → what was printed: pairs of letters a scan's type makes alike. */
const LOOKALIKES: readonly (readonly [string, string])[] = [
  ['D', 'O'],
  ['O', 'D'],
  ['Q', 'O'],
  ['0', 'O'],
  ['LI', 'U'],
  ['E', 'F'],
  ['F', 'E'],
  ['R', 'B'],
  ['I', 'L'],
  ['L', 'I'],
  ['1', 'I'],
];

/** The short words a narration prints for its channel, the only three-letter words put back. */
const CHANNEL_WORDS = new Set(['MFB', 'NIP', 'TRF', 'REF', 'POS', 'ATM', 'SMS', 'VAT', 'WDL', 'WEB', 'FRM', 'PMT']);

/** Every reading of `word` with one look-alike put back. */
function readings(word: string): Set<string> {
  const out = new Set<string>();
  for (const [read, printed] of LOOKALIKES) {
    for (let at = word.indexOf(read); at >= 0; at = word.indexOf(read, at + 1)) {
      out.add(word.slice(0, at) + printed + word.slice(at + read.length));
    }
  }
  return out;
}

/** A reading the vocabulary proves: a known word, or two channel words run together ("ATMWDL"). */
function proven(reading: string): string[] | null {
  if (reading.length === 3) return CHANNEL_WORDS.has(reading) ? [reading] : null;
  if (isKnownWord(reading)) return [reading];
  const head = reading.slice(0, 3);
  const tail = reading.slice(3);
  return CHANNEL_WORDS.has(head) && CHANNEL_WORDS.has(tail) ? [head, tail] : null;
}

/** The word or words a capital word stands for, one look-alike put back; null when nothing proves one reading. */
export function misreadLetterRepair(word: string): string[] | null {
  if (!/^[A-Z0-9]{3,}$/.test(word) || !/[A-Z]/.test(word) || /^\d/.test(word) || isKnownWord(word)) return null;
  if (/\d/.test(word) && !/^[A-Z]*[01][A-Z]*$/.test(word)) return null;
  const found = new Map<string, string[]>();
  for (const r of readings(word)) {
    const words = proven(r);
    if (words) found.set(words.join(' '), words);
  }
  return found.size === 1 ? [...found.values()][0] : null;
}

/** A token's parts between slashes ("MEB/RLIKAYAT") each put back; the token as read when nothing changes. */
export function repairMisreadLetters(token: string): string[] {
  const parts = token.split('/');
  const repaired = parts.map((p) => misreadLetterRepair(p));
  if (repaired.every((r) => r === null)) return [token];
  // A part that stands for two words splits the token there ("ATMWOL" → "ATM WDL").
  const text = parts.map((p, i) => (repaired[i] ?? [p]).join(' ')).join('/');
  return text.split(' ');
}
