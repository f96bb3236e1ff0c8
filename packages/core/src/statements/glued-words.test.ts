import { describe, expect, it } from 'vitest';
import { splitGluedWord } from './glued-words.ts';

/** A word read by OCR: its letters' boxes left to right, `gaps[i]` apart after letter i (a plain 3 when not given). */
function read(text: string, confidence: number, gaps: Record<number, number> = {}) {
  let x = 0;
  const symbols = [...text].map((ch, i) => {
    const s = { text: ch, confidence, x0: x, x1: x + 20, y0: 0, y1: 26 };
    x += 20 + (gaps[i] ?? 3);
    return s;
  });
  return { text, confidence, symbols };
}

describe('splitGluedWord', () => {
  it('splits two known words a scan ran together where the widest gap of the word still is', () => {
    expect(splitGluedWord(read('PIGGYVESTAUTOSAVE', 80, { 8: 5 }))).toBe('PIGGYVEST AUTOSAVE');
    expect(splitGluedWord(read('ELECTRONICMONEY', 70, { 9: 6 }))).toBe('ELECTRONIC MONEY');
  });
  it('keeps two words a bank prints as one: no wider gap where the space would be', () => {
    expect(splitGluedWord(read('UNIONONLINE', 63, { 1: 5 }))).toBe('UNIONONLINE');
    expect(splitGluedWord(read('UNIONONLINE', 63))).toBe('UNIONONLINE');
  });
  it('leaves sure readings, known words, short runs and unknown pieces as read', () => {
    expect(splitGluedWord(read('PIGGYVESTAUTOSAVE', 95, { 8: 5 }))).toBe('PIGGYVESTAUTOSAVE');
    expect(splitGluedWord(read('MONIEPOINT', 60))).toBe('MONIEPOINT');
    expect(splitGluedWord(read('SMSALERT', 60, { 2: 8 }))).toBe('SMSALERT');
    // A name the vocabulary does not know is no pair of words.
    expect(splitGluedWord(read('CHUKWUEMEKAOBIORAH', 60, { 10: 8 }))).toBe('CHUKWUEMEKAOBIORAH');
    // Without letter boxes nothing shows where a space was.
    expect(splitGluedWord({ text: 'PIGGYVESTAUTOSAVE', confidence: 80 })).toBe('PIGGYVESTAUTOSAVE');
  });
});
