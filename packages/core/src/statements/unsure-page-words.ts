/**
 * A word OCR was unsure of, put right by the page itself: the page prints the word it should be at least twice, read
 * surely each time, and the two differ in one letter only (`HEF279473` read at 66% on a page that prints
 * `REF279473` twice at 91%). A letter the recogniser doubted has no better witness than the same word printed
 * elsewhere on the page. Only letters: references and amounts that differ in one digit are different references.
 */
import type { RecognisedWord } from '../documents/ocr-engine.ts';

/** A reading this unsure (0-100) may be put right; a witness must be read at least `SURE`. */
const UNSURE = 70;
const SURE = 85;

/** Words of five characters or more, read unsure, mapped to the one sure word of the page each is a letter away from. */
export function unsureWordRepairs(words: readonly Pick<RecognisedWord, 'text' | 'confidence'>[]): Map<string, string> {
  const sureCount = new Map<string, number>();
  for (const w of words) if (w.confidence >= SURE) sureCount.set(w.text.trim(), (sureCount.get(w.text.trim()) ?? 0) + 1);
  const witnesses = [...sureCount].filter(([text, n]) => n >= 2 && text.length >= 5).map(([text]) => text);
  const repairs = new Map<string, string>();
  for (const w of words) {
    const text = w.text.trim();
    if (w.confidence >= UNSURE || text.length < 5 || sureCount.has(text)) continue;
    const near = witnesses.filter((o) => oneLetterApart(text, o));
    if (near.length === 1) repairs.set(text, near[0]);
  }
  return repairs;
}

/** Same length, one position differs, and both characters there are letters. */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return false;
    at = i;
  }
  return at >= 0 && /[A-Za-z]/.test(a[at]) && /[A-Za-z]/.test(b[at]);
}

/**
 * Words read surely but wrongly, put right by their context in the document: each is no word the vocabulary knows, and
 * the document's pages print, after the same word, a known word one letter away at least twice, read surely (`NIP TRE TO` read at
 * 94% on a page that prints `NIP TRF TO` four times: E and F differ by one stroke). A narration's first word, whose
 * word before it is a date or a reference that differs row to row, is judged by the word after it instead (`FEN
 * MOBILE` on a page that prints `FBN MOBILE` surely). Lines are taken left to right.
 */
export function contextWordRepairs<W extends Pick<RecognisedWord, 'text' | 'confidence' | 'x0'>>(
  lines: readonly (readonly W[])[],
  isKnownWord: (word: string) => boolean,
): Map<W, string> {
  const ordered = lines.map((words) => [...words].sort((a, b) => a.x0 - b.x0));
  // Surely read pairs, by the word before (`after`) and by the word after (`before`).
  const after = new Map<string, Map<string, number>>();
  const before = new Map<string, Map<string, number>>();
  const count = (map: Map<string, Map<string, number>>, key: string, word: string) => {
    const seen = map.get(key) ?? new Map<string, number>();
    seen.set(word, (seen.get(word) ?? 0) + 1);
    map.set(key, seen);
  };
  for (const words of ordered) {
    for (let i = 1; i < words.length; i++) {
      const [prev, w] = [words[i - 1], words[i]];
      if (prev.confidence < SURE || w.confidence < SURE) continue;
      count(after, prev.text.trim(), w.text.trim());
      count(before, w.text.trim(), prev.text.trim());
    }
  }
  const repairs = new Map<W, string>();
  for (const words of ordered) {
    for (let i = 0; i < words.length; i++) {
      const text = words[i].text.trim();
      if (text.length < 3 || !/^[A-Za-z]+$/.test(text) || isKnownWord(text)) continue;
      const near = (seen: Map<string, number> | undefined) =>
        [...(seen ?? [])].filter(([o, n]) => n >= 2 && isKnownWord(o) && oneLetterApart(text, o)).map(([o]) => o);
      const byBefore = i > 0 ? near(after.get(words[i - 1].text.trim())) : [];
      const found = byBefore.length > 0 || i + 1 >= words.length ? byBefore : near(before.get(words[i + 1].text.trim()));
      if (found.length === 1) repairs.set(words[i], found[0]);
    }
  }
  return repairs;
}
