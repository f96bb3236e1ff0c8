import { describe, expect, it } from 'vitest';
import { unsureWordRepairs } from './unsure-page-words.ts';

const w = (text: string, confidence: number) => ({ text, confidence });

describe('unsure words the page puts right', () => {
  it('takes the word the page prints twice, surely, one letter away', () => {
    const page = [w('REF279473', 91), w('REF279473', 91), w('HEF279473', 66), w('REF280436', 90)];
    expect([...unsureWordRepairs(page)]).toEqual([['HEF279473', 'REF279473']]);
  });

  it('leaves a sure reading, a word printed once, a digit apart and short words', () => {
    // Read surely: the page's own word.
    expect(unsureWordRepairs([w('REF279473', 91), w('REF279473', 91), w('HEF279473', 88)]).size).toBe(0);
    // One witness proves nothing.
    expect(unsureWordRepairs([w('REF279473', 91), w('HEF279473', 50)]).size).toBe(0);
    // References one digit apart are different references.
    expect(unsureWordRepairs([w('REF279473', 91), w('REF279473', 91), w('REF279478', 50)]).size).toBe(0);
    expect(unsureWordRepairs([w('BANK', 91), w('BANK', 91), w('BANT', 50)]).size).toBe(0);
    // Two witnesses as near: no choice.
    const two = [w('REF279473', 91), w('REF279473', 91), w('DEF279473', 91), w('DEF279473', 91), w('HEF279473', 50)];
    expect(unsureWordRepairs(two).size).toBe(0);
  });
});
