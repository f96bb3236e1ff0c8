import { describe, expect, it } from 'vitest';
import type { GreyImage, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { readUnreadInk, unreadInk, withUnreadInk, type UnreadInk } from './unread-ink.ts';

const W = 600;
const H = 300;

const word = (text: string, x0: number, y0: number, width: number, confidence = 95, height = 20): RecognisedWord => ({
  text,
  confidence,
  x0,
  y0,
  x1: x0 + width,
  y1: y0 + height,
});

/** A white page with filled boxes of ink (each box a blob of its own unless two touch). */
function pageOf(boxes: [number, number, number, number][]): GreyImage {
  const grey = new Uint8Array(W * H).fill(255);
  for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y < y1; y++) grey.fill(0, y * W + x0, y * W + x1);
  return { grey, width: W, height: H };
}

/** A heading, a row whose narration cell starts at x = 200, and its letters drawn inside each word's box. */
const heading = [word('Date', 20, 20, 60), word('Description', 200, 20, 140), word('Balance', 500, 20, 80)];
const row = [word('01/06/25', 20, 60, 100), word('Transfer', 200, 60, 100), word('Sunday', 310, 60, 80), word('₦5,000.00', 480, 60, 100)];
const recognised = (extra: RecognisedWord[] = []): RecognisedPage => ({
  lines: [heading, row, ...(extra.length ? [extra] : [])],
  confidence: 90,
  width: W,
  height: H,
});
const letterBoxes = (ws: RecognisedWord[]): [number, number, number, number][] =>
  ws.map((w) => [w.x0 + 2, w.y0 + 2, w.x1 - 2, w.y1 - 2]);
const printed = [...letterBoxes(heading), ...letterBoxes(row)];
/** Three letters of a second line (`Mfb`) under the narration's first word, 18 px tall. */
const mfb: [number, number, number, number][] = [
  [201, 90, 213, 108],
  [216, 94, 226, 108],
  [229, 90, 238, 108],
];

describe('unread ink', () => {
  it("finds letters no word box covers under a cell's first line, with a margin to read them in", () => {
    const runs = unreadInk(recognised(), pageOf([...printed, ...mfb]));
    expect(runs).toHaveLength(1);
    expect(runs[0].ink).toEqual({ x0: 201, y0: 90, x1: 238, y1: 108 });
    // 40% of a text height above and below, 30% at the sides.
    expect(runs[0].crop).toEqual({ x0: 195, y0: 82, x1: 244, y1: 116 });
    expect(runs[0].joins).toEqual([]);
  });

  it('leaves alone specks, rules, a lone letter, read ink, ink not under a line start and ink above the table', () => {
    const noise: [number, number, number, number][] = [
      [250, 95, 254, 99], // a speck
      [240, 120, 560, 123], // a rule
      [400, 95, 410, 110], // a lone letter
      [420, 150, 430, 168], // two letters far from any line
      [433, 150, 442, 168],
      [201, 0, 211, 14], // letters above the heading (a summary box)
      [214, 0, 222, 14],
    ];
    expect(unreadInk(recognised(), pageOf([...printed, ...noise]))).toEqual([]);
    // The letters of `Mfb`, once read, are covered by their word.
    expect(unreadInk(recognised([word('Mfb', 200, 89, 40)]), pageOf([...printed, ...mfb]))).toEqual([]);
  });

  it('joins the letters on either side of a word read only in part (`B` `an` `k`) into one run with that word', () => {
    const an = word('an', 215, 90, 20, 96, 18);
    const ink: [number, number, number, number][] = [
      [201, 90, 212, 108],
      [216, 95, 234, 108],
      [238, 90, 248, 108],
    ];
    const [run] = unreadInk(recognised([an]), pageOf([...printed, ...ink]));
    expect(run.ink).toEqual({ x0: 201, y0: 90, x1: 248, y1: 108 });
    expect(run.joins.map((j) => j.word.text)).toEqual(['an']);
  });

  it("takes the end of a sure word's letter that spilt sideways out of its box for that word's", () => {
    // `VAT`'s box stops inside its T, whose right arm reaches on to x = 228; the next word starts at 232.
    const vat = word('VAT', 200, 90, 20, 96, 18);
    const on = word('on', 232, 94, 20, 96, 14);
    const ink: [number, number, number, number][] = [
      [202, 90, 228, 108],
      [233, 95, 251, 108],
    ];
    expect(unreadInk(recognised([vat, on]), pageOf([...printed, ...ink]))).toEqual([]);
  });
});

describe('a letter inside a box that is not its own', () => {
  it("reads again an unsure word one of whose characters' boxes holds two letters apart (`EB` for `EBI`)", () => {
    const eb: RecognisedWord = {
      ...word('EB', 200, 90, 50, 60, 18),
      symbols: [
        { text: 'E', x0: 200, y0: 90, x1: 218, y1: 108 },
        { text: 'B', x0: 221, y0: 90, x1: 250, y1: 108 },
      ],
    };
    const ink: [number, number, number, number][] = [
      [200, 90, 217, 108],
      [222, 90, 240, 108],
      [243, 90, 249, 108],
    ];
    const [run] = unreadInk(recognised([eb]), pageOf([...printed, ...ink]));
    expect(run).toMatchObject({ ink: { x0: 200, x1: 250 }, lostLetter: true });
    expect(run.joins.map((j) => j.word.text)).toEqual(['EB']);
    // Read surely, or with the box holding one letter, the word stands.
    expect(unreadInk(recognised([{ ...eb, confidence: 90 }]), pageOf([...printed, ...ink]))).toEqual([]);
    expect(unreadInk(recognised([eb]), pageOf([...printed, ...ink.slice(0, 2)]))).toEqual([]);
    // Its reading may only add letters, as one word.
    const read = (text: string): RecognisedPage => ({ lines: [[word(text, 6, 8, 50, 90, 18)]], confidence: 90, width: 62, height: 34 });
    expect(readUnreadInk(run, read('EBI'))?.[0].text).toBe('EBI');
    expect(readUnreadInk(run, read('EB'))).toBeNull();
    expect(readUnreadInk(run, read('FBI'))).toBeNull();
  });
});

describe('reading unread ink', () => {
  const run: UnreadInk = { ink: { x0: 201, y0: 90, x1: 238, y1: 108 }, crop: { x0: 195, y0: 82, x1: 244, y1: 116 }, joins: [] };
  const read = (...ws: RecognisedWord[]): RecognisedPage => ({ lines: [ws], confidence: 90, width: 49, height: 34 });

  it('places a sure reading of letters on the page', () => {
    expect(readUnreadInk(run, read(word('Mfb', 6, 8, 37, 92, 18)))).toEqual([{ ...word('Mfb', 201, 90, 37, 92, 18) }]);
  });

  it('takes no unsure reading, no mark, no figure, nothing narrower than the ink', () => {
    expect(readUnreadInk(run, read())).toBeNull();
    expect(readUnreadInk(run, read(word('Mfb', 6, 8, 37, 60, 18)))).toBeNull();
    expect(readUnreadInk(run, read(word('|~', 6, 8, 37, 90, 18)))).toBeNull();
    expect(readUnreadInk(run, read(word('252,', 6, 8, 37, 90, 18)))).toBeNull();
    expect(readUnreadInk(run, read(word('Mf', 6, 8, 20, 92, 18)))).toBeNull();
  });

  it("keeps the letters of every sure word it joined, digits aside (`0s` read again `Jos`)", () => {
    const joined = (text: string, confidence: number) => ({ ...run, joins: [{ line: 2, index: 0, word: word(text, 215, 90, 20, confidence) }] });
    expect(readUnreadInk(joined('an', 96), read(word('Bank', 6, 8, 37, 96, 18)))?.[0].text).toBe('Bank');
    expect(readUnreadInk(joined('0s', 88), read(word('Jos', 6, 8, 37, 95, 18)))?.[0].text).toBe('Jos');
    expect(readUnreadInk(joined('an', 96), read(word('Bnk', 6, 8, 37, 96, 18)))).toBeNull();
    // An unsure mark it took in need not be kept.
    expect(readUnreadInk(joined('£,', 60), read(word('Okafor', 6, 8, 37, 96, 18)))?.[0].text).toBe('Okafor');
  });

  it('puts the words read in place of the words the run joined', () => {
    const an = word('an', 215, 90, 20, 96, 18);
    const page = recognised([an]);
    const joined: UnreadInk = { ...run, joins: [{ line: 2, index: 0, word: an }] };
    const bank = word('Bank', 201, 90, 47, 96, 18);
    const out = withUnreadInk(page, new Map([[joined, [bank]]]));
    expect(out.lines).toEqual([heading, row, [bank]]);
    expect(withUnreadInk(page, new Map())).toBe(page);
  });
});
