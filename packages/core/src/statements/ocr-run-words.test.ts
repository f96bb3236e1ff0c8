import { describe, expect, it } from 'vitest';
import { repairRunWords } from './ocr-run-words.ts';
import type { Segment } from './types.ts';

const run = (text: string, wordSpans?: Segment['wordSpans']): Segment => ({ text, x0: 0, x1: 100, y: 10, h: 10, page: 1, conf: 90, ...(wordSpans ? { wordSpans } : {}) });

describe('repairRunWords', () => {
  it('joins a word read apart and splits a place from NG, keeping each word in the boxes the engine found', () => {
    const s = run('SHOPRI TE IKEJANG', [[0, 0.3], [0.32, 0.4], [0.5, 1]]);
    repairRunWords(s, true);
    expect(s.text).toBe('SHOPRITE IKEJA NG');
    expect(s.wordSpans).toEqual([[0, 0.4], [0.5, 0.5 + (0.5 * 5) / 7], [0.5 + (0.5 * 5) / 7, 1]]);
  });

  it('leaves the word count as it is where the boxes no longer match the words', () => {
    const s = run('SHOPRI TE IKEJA', [[0, 0.5], [0.5, 1]]);
    repairRunWords(s, true);
    expect([s.text, s.wordSpans?.length]).toEqual(['SHOPRI TE IKEJA', 2]);
  });

  it('on a line printed letter by letter, repairs words but joins nothing', () => {
    const s = run('N IP C HA R G E To');
    repairRunWords(s, false);
    expect(s.text).toBe('N IP C HA R G E TO');
  });
});
