/**
 * A scan's narration whose first word OCR misread, put back by the document's other narrations: a photo's first
 * word sits against the table's rule, which OCR reads into it ("|NIP" becomes "Ini", "Ine", "Tip", "INP"). The
 * other rows witness the word: the other narrations with exactly the same words after it start with one word, at
 * least twice and more often than with all other words together ("NIP CHARGE + VAT"); or, for a first word no
 * vocabulary knows, the other narrations with the same second word do so, at least three times ("NIP TRF TO …"). The witnessed word must be within
 * two letters of what was read, so a different narration that shares its tail ("USSD TRF TO") is never rewritten.
 * A narration whose spacing or letter case alone differs from the other rows' is put back the same way
 * (`repairSpacingAndCase`).
 */
import { editDistance } from './column-dictionary.ts';
import { isKnownWord } from './segment-words.ts';

/** Other narrations' first words, counted, by a key (their tail, or their second word). */
function firstWordsBy(parts: readonly ([string, string] | null)[], key: (tail: string) => string): Map<string, Map<string, number>> {
  const by = new Map<string, Map<string, number>>();
  for (const p of parts) {
    if (!p) continue;
    const k = key(p[1]);
    const seen = by.get(k) ?? new Map<string, number>();
    seen.set(p[0], (seen.get(p[0]) ?? 0) + 1);
    by.set(k, seen);
  }
  return by;
}

/**
 * The word the other narrations start with (leaving this reading out): seen at least `min` times, and more often than
 * every other first word together (other rows' misreadings of it among them).
 */
function witnessed(seen: Map<string, number> | undefined, read: string, min: number): string | null {
  const others = [...(seen ?? [])].filter(([w]) => w !== read).sort((a, b) => b[1] - a[1]);
  const rest = others.slice(1).reduce((n, [, c]) => n + c, 0);
  if (others.length === 0 || others[0][1] < min || others[0][1] <= rest) return null;
  const [word] = others[0];
  const close = word.length >= 3 && Math.abs(word.length - read.length) <= 1 && editDistance(word.toUpperCase(), read.toUpperCase()) <= 2;
  return close ? word : null;
}

/**
 * A narration read with the document's other narrations' letters but a space lost or a letter's case misread
 * ("EMTLLEVY" and "NIP TRANSFER FeE" among rows that print "EMTL LEVY" and "NIP TRANSFER FEE"): the form the other
 * rows with the same letters print, at least twice and more often than every other form together.
 */
export function repairSpacingAndCase(narrations: readonly string[]): string[] {
  const letters = (n: string) => n.toUpperCase().replace(/\s+/g, '');
  const forms = new Map<string, Map<string, number>>();
  for (const n of narrations) {
    const seen = forms.get(letters(n)) ?? new Map<string, number>();
    seen.set(n, (seen.get(n) ?? 0) + 1);
    forms.set(letters(n), seen);
  }
  return narrations.map((n) => {
    const seen = forms.get(letters(n))!;
    const others = [...seen].filter(([form]) => form !== n).sort((a, b) => b[1] - a[1]);
    const rest = others.slice(1).reduce((k, [, c]) => k + c, seen.get(n)!);
    return others.length > 0 && others[0][1] >= 2 && others[0][1] > rest ? others[0][0] : n;
  });
}

/** A word without the quote a speck at the table's rule made of it (`“card`). */
const bare = (word: string) => word.replace(/^["'‘’“”]+(?=[A-Za-z])/, '');

/**
 * The witnessed word when it is the word read in another letter case ("card payment" among rows that print "Card
 * payment"): a known word is rewritten only so, by two rows with the same second word.
 */
const sameWord = (witness: string | null, read: string) => (witness !== null && witness.toLowerCase() === bare(read).toLowerCase() ? witness : null);

export function repairFirstWords(narrations: readonly string[]): string[] {
  const parts = narrations.map((n) => {
    const m = /^(\S+) (\S.*)$/.exec(n);
    return m ? ([m[1], m[2]] as [string, string]) : null;
  });
  const byTail = firstWordsBy(parts, (tail) => tail);
  const bySecond = firstWordsBy(parts, (tail) => tail.split(' ')[0]);
  return narrations.map((n, i) => {
    const p = parts[i];
    if (!p) return n;
    const [first, tail] = p;
    const second = bySecond.get(tail.split(' ')[0]);
    const word = witnessed(byTail.get(tail), first, 2) ?? (isKnownWord(bare(first)) ? sameWord(witnessed(second, first, 2), first) : witnessed(second, first, 3));
    // A screenshot may misread one word alike on most rows ("WAT ON NIP TRANSFER CHARGE"): a word the vocabulary
    // knows is never traded for one it does not.
    if (!word || (isKnownWord(first) && !isKnownWord(word))) return n;
    return `${word} ${tail}`;
  });
}

/**
 * A narration whose first slash OCR read as a letter or a mark ("NIPIFCMB/ZAINAB …", "TRF! 562850187470/…"), where
 * the other rows start with that word and a slash ("NIP/KUDA MFB/…"), at least twice: the slash is put back. Only a
 * bar or an exclamation mark stand for it, with at most a space after it; a 1 only before a letter (before a digit it
 * is the number's own: "POS12345"); a capital I or small l only before a word the vocabulary knows.
 */
export function repairFirstSlash(narrations: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const n of narrations) {
    const word = /^([A-Z]{2,})\//.exec(n)?.[1];
    if (word) seen.set(word, (seen.get(word) ?? 0) + 1);
  }
  const words = [...seen].filter(([, c]) => c >= 2).map(([w]) => w);
  // A mark is no letter: the slash it stands for is sure. A letter may be the word going on ("POSITIVE"): only where
  // the word after it is one the vocabulary knows ("NIPIFCMB/…": FCMB).
  const slashFor = (rest: string) =>
    /^[|!] ?(?=[A-Z0-9])/.test(rest) || /^1 ?(?=[A-Z])/.test(rest) || (/^[Il](?=[A-Z])/.test(rest) && isKnownWord(/^.([A-Z]+)/.exec(rest)![1]));
  return narrations.map((n) => {
    const word = words.find((w) => n.startsWith(w) && slashFor(n.slice(w.length)));
    return word ? `${word}/${n.slice(word.length).replace(/^[Il|!1] ?/, '')}` : n;
  });
}
