import { describe, expect, it } from 'vitest';
import type { RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { confirmedDigits, proposesDigits, SURE_WORD, UNSURE_DIGIT, unsureDigitWords } from './unsure-digits.ts';

/** A word whose characters are read `sure` except those listed in `doubts` (position: confidence). */
const word = (text: string, confidence: number, doubts: Record<number, number> = {}, x0 = 100): RecognisedWord => ({
  text,
  confidence,
  x0,
  y0: 100,
  x1: x0 + 10 * text.length,
  y1: 120,
  symbols: [...text].map((c, i) => ({ text: c, confidence: doubts[i] ?? 99, x0: x0 + 10 * i, y0: 100, x1: x0 + 10 * i + 9, y1: 120 })),
});
const page = (lines: RecognisedWord[][]): RecognisedPage => ({ lines, confidence: 80, width: 1000, height: 1000 });
const again = (...words: [string, number][]): RecognisedPage => ({
  lines: [words.map(([text, confidence], i) => ({ text, confidence, x0: 10 * i, y0: 0, x1: 10 * i + 8, y1: 20 }))],
  confidence: 0,
  width: 200,
  height: 40,
});

describe('words with unsure digits', () => {
  it('picks the unsure digits of runs of three digits or more in words read surely enough', () => {
    const p = page([[word('TERMINAL', 95), word('2357ZN12', 69, { 1: 95, 6: 90 }), word('*309*', 82, { 1: UNSURE_DIGIT - 1 })]]);
    const found = unsureDigitWords(p, 1000, 1000);
    // `1` of `12` is no run of three: a day or a month is left as read.
    expect(found.map((d) => [d.word.text, d.unsure])).toEqual([
      ['2357ZN12', [1]],
      ['*309*', [1]],
    ]);
    expect(found[0]).toMatchObject({ line: 0, index: 1 });
    expect(found[0].crop).toEqual({ x0: 97, y0: 92, x1: 183, y1: 128 });
  });

  it('takes every digit of a long run as unsure in a word read less surely than clean print', () => {
    // Every digit read at 99, the word at 95: `8139974406` read `8139974408`.
    const p = page([[word('8139974408', SURE_WORD - 1), word('ACCT/81399', SURE_WORD - 1), word('8139974408', SURE_WORD)]]);
    expect(unsureDigitWords(p, 1000, 1000).map((d) => [d.word.text, d.unsure])).toEqual([
      ['8139974408', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ]);
  });

  it('leaves amounts, words read again whole, digits read surely and words whose symbols do not spell them', () => {
    const symbolless = { ...word('845304', 90, { 2: 90 }), symbols: undefined };
    const split = { ...word('845304', 90, { 2: 90 }), text: '845 304' };
    const p = page([
      [word('18,076.48', 76, { 5: 96 }), word('-N5,000.00', 70, { 3: 90 }), word('05092922001', 59, { 1: 95 })],
      [word('845304285031', SURE_WORD, { 2: UNSURE_DIGIT }), symbolless, split],
    ]);
    expect(unsureDigitWords(p, 1000, 1000)).toEqual([]);
  });
});

describe('reading unsure digits again', () => {
  const [doubt] = unsureDigitWords(page([[word('2357ZN12', 69, { 1: 95 })]]), 1000, 1000);

  it('changes the unsure digit when both readings agree and one is at least as sure, keeping the boxes', () => {
    expect(proposesDigits(doubt, again(['2057ZN12', 88]))).toBe(true);
    const w = confirmedDigits(doubt, [again(['2057ZN12', 69]), again(['2057ZN12', 60])]);
    expect(w).toMatchObject({ text: '2057ZN12', confidence: 69, x0: 100, x1: 180 });
    expect(w?.symbols?.map((s) => s.text).join('')).toBe('2057ZN12');
    expect(w?.symbols?.[1]).toMatchObject({ x0: 110, x1: 119 });
  });

  it('keeps the first reading when the readings disagree or neither is as sure as it', () => {
    expect(confirmedDigits(doubt, [again(['2057ZN12', 88]), again(['2957ZN12', 88])])).toBeNull();
    expect(confirmedDigits(doubt, [again(['2057ZN12', 68]), again(['2057ZN12', 50])])).toBeNull();
    expect(confirmedDigits(doubt, [again(['2057ZN12', 88])])).toBeNull();
  });

  it('changes nothing but unsure digits into digits, in a reading of one word as long as the first', () => {
    const rejected: [string, number][][] = [
      [['2357ZN12', 90]], // the same
      [['2357ZM12', 90]], // a sure character
      [['2O57ZN12', 90]], // a digit read as a letter
      [['257ZN12', 90]], // shorter
      [['20', 90], ['57ZN12', 90]], // two words
      [],
    ];
    for (const words of rejected) {
      expect(proposesDigits(doubt, again(...words))).toBe(false);
      expect(confirmedDigits(doubt, [again(...words), again(...words)])).toBeNull();
    }
  });
});
