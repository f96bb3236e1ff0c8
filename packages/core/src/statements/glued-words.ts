/**
 * Words a scan ran together: OCR lost the space between two words printed close ("PIGGYVESTAUTOSAVE" for "PIGGYVEST
 * AUTOSAVE"). A long run of letters that is no word itself, read with some doubt, is split where the vocabulary
 * splits it, only when every piece is a known word of four letters or more (a name or a reference the vocabulary does
 * not know stays as read), and only where the letters still stand furthest apart: the lost space is the widest gap
 * between two letters of the word. A bank that prints two words as one ("UNIONONLINE") leaves no such gap.
 */
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { isKnownWord, segmentWords } from './segment-words.ts';

/** Runs at least this long may be two words run together. */
const GLUED_LENGTH = 10;
/** A reading this sure (0-100) is left as read: the recogniser saw no gap. */
const SURE = 90;

export function splitGluedWord(word: Pick<RecognisedWord, 'text' | 'confidence' | 'symbols'>): string {
  const text = word.text.trim();
  const symbols = word.symbols ?? [];
  if (word.confidence >= SURE || text.length < GLUED_LENGTH || !/^[A-Za-z]+$/.test(text) || isKnownWord(text)) return text;
  if (symbols.length !== text.length || symbols.map((s) => s.text).join('') !== text) return text;
  const pieces = segmentWords(text).split(' ');
  if (pieces.length < 2 || !pieces.every((p) => p.length >= 4 && isKnownWord(p))) return text;
  const gaps = symbols.slice(1).map((s, i) => s.x0 - symbols[i].x1);
  const cuts = new Set<number>();
  let at = 0;
  for (const p of pieces.slice(0, -1)) cuts.add((at += p.length) - 1);
  const widestElsewhere = Math.max(...gaps.filter((_, i) => !cuts.has(i)));
  return [...cuts].every((i) => gaps[i] > widestElsewhere) ? pieces.join(' ') : text;
}
