import { describe, expect, it } from 'vitest';
import { contextWordRepairs, unsureWordRepairs } from './unsure-page-words.ts';

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

describe('contextWordRepairs', () => {
  const known = (word: string) => ['NIP', 'TRF', 'TO', 'FROM', 'TREE'].includes(word.toUpperCase());
  // Words given left to right; listed right to left, as a page's grouped words may come.
  const line = (...words: [string, number][]) => words.map(([text, confidence], k) => ({ text, confidence, x0: 100 * k })).reverse();
  it('puts right a word no vocabulary knows where the page prints a known word one letter away after the same word', () => {
    const page = [
      line(['NIP', 95], ['TRF', 95], ['TO', 96]),
      line(['NIP', 96], ['TRF', 89], ['FROM', 95]),
      line(['NIP', 96], ['TRE', 94], ['TO', 95]),
      line(['POS', 96], ['TRE', 94]),
    ];
    // Only after "NIP": after "POS" the page gives no witness.
    expect([...contextWordRepairs(page, known)].map(([w, o]) => [w.text, w.x0, o])).toEqual([['TRE', 100, 'TRF']]);
    expect(contextWordRepairs(page, known).has(page[2][1])).toBe(true);
  });
  it('needs two sure witnesses, and leaves known words alone', () => {
    const once = [line(['NIP', 95], ['TRF', 95]), line(['NIP', 96], ['TRE', 94])];
    expect(contextWordRepairs(once, known).size).toBe(0);
    const tree = [line(['NIP', 95], ['TRF', 95]), line(['NIP', 95], ['TRF', 95]), line(['NIP', 96], ['TREE', 94])];
    expect(contextWordRepairs(tree, known).size).toBe(0);
  });
  it("judges a narration's first word by the word after it when the word before it gives no witness", () => {
    const knownBank = (word: string) => ['FBN', 'MOBILE', 'TRF', 'TO', 'FEE'].includes(word.toUpperCase());
    // Set 17's First Bank scan: each row's date before the narration, and `FEN MOBILE TRF` on two rows.
    const page = [
      line(['10/07/2025', 95], ['FBN', 96], ['MOBILE', 96], ['TRF', 95]),
      line(['26/07/2025', 95], ['FBN', 96], ['MOBILE', 95], ['TRF', 96]),
      line(['18/08/2025', 95], ['FEN', 93], ['MOBILE', 96], ['TRF', 95]),
      line(['20/08/2025', 95], ['FEN', 93], ['FEE', 96]),
    ];
    expect([...contextWordRepairs(page, knownBank)].map(([w, o]) => [w.text, o])).toEqual([['FEN', 'FBN']]);
  });
});
