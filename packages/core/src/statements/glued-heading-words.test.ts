import { describe, expect, it } from 'vitest';
import { partGluedHeadingWords } from './glued-heading-words.ts';
import { headerColumnsOfLine } from './find-header.ts';
import type { Segment } from './types.ts';

const word = (text: string, x0: number, x1: number): Segment => ({ text, x0, x1, y: 10, h: 5, page: 1 });

describe('partGluedHeadingWords', () => {
  it('parts two headings printed as one word, where their letters meet', () => {
    const parted = partGluedHeadingWords([word('DATETRAN', 96, 136)]);
    expect(parted.map((w) => [w.text, w.x0, w.x1])).toEqual([
      ['DATE', 96, 116],
      ['TRAN', 116, 136],
    ]);
  });

  it('leaves a heading word, an unknown word and a word read by OCR whole', () => {
    for (const w of [word('Narration', 0, 40), word('SPORTYBET', 0, 40), { ...word('DATETIME', 0, 40), conf: 90 }])
      expect(partGluedHeadingWords([w])).toEqual([w]);
  });

  it('lets a shrunk statement’s heading name its columns', () => {
    // Set 50's Keystone statement fit to one page: "VALUE DATE" and "TRAN ID" drawn touching.
    const segments = [
      word('TRAN DATE', 45, 71),
      word('TIME', 74, 85),
      word('VALUE DATETRAN ID', 96, 144),
      word('NARRATION', 154, 182),
      word('DEBIT', 498, 512),
      word('CREDIT', 542, 559),
      word('BALANCE', 588, 610),
    ];
    const columns = headerColumnsOfLine({
      page: 1,
      y: 10,
      h: 5,
      segments,
      text: segments.map((s) => s.text).join(' '),
    });
    expect(columns?.map((c) => c.text)).toEqual([
      'TRAN DATE',
      'TIME',
      'VALUE DATE',
      'TRAN ID',
      'NARRATION',
      'DEBIT',
      'CREDIT',
      'BALANCE',
    ]);
    expect(columns?.filter((c) => c.text === 'TRAN ID' || c.text === 'BALANCE').map((c) => c.role)).toEqual([
      'reference',
      'balance',
    ]);
  });
});
