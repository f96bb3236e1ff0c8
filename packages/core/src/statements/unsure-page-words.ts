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
