import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { datesAcrossRule, withoutRuleStroke } from './ocr-rule-stroke.ts';

/** A word whose first character has the box given and whose others are `width` wide, 24 tall, 2 apart. */
function word(text: string, first: { x0: number; x1: number; y0: number; y1: number }, width = 15): RecognisedWord {
  const symbols = [{ text: text[0], ...first }];
  let x = first.x1 + 6;
  for (const c of text.slice(1)) {
    symbols.push({ text: c, x0: x, x1: x + width, y0: 100, y1: 124 });
    x += width + 2;
  }
  return { text, confidence: 90, x0: first.x0, y0: Math.min(100, first.y0), x1: x - 2, y1: Math.max(124, first.y1), symbols };
}

describe('withoutRuleStroke', () => {
  it("drops a table rule read as the first character: a hair-wide stroke apart from the text, not the text's height", () => {
    // A piece of the rule, half the text's height, read as a 1 before the reference on a narration's second line.
    const reference = withoutRuleStroke(word('10284612706', { x0: 807, x1: 809, y0: 102, y1: 113 }));
    expect(reference.text).toBe('0284612706');
    expect(reference.x0).toBe(815);
    expect(reference.symbols).toHaveLength(10);
    // The rule the whole row tall, read as a bracket.
    expect(withoutRuleStroke(word('[BILLS', { x0: 728, x1: 732, y0: 80, y1: 141 })).text).toBe('BILLS');
    // Level with the text but below it: a rule's foot.
    expect(withoutRuleStroke(word('ILEVY', { x0: 810, x1: 812, y0: 112, y1: 134 })).text).toBe('LEVY');
  });

  it('keeps a printed I or 1: as tall as the capitals and digits beside it and level with them', () => {
    expect(withoutRuleStroke(word('IBRAHIM', { x0: 580, x1: 583, y0: 100, y1: 124 })).text).toBe('IBRAHIM');
    expect(withoutRuleStroke(word('1722', { x0: 500, x1: 503, y0: 101, y1: 124 })).text).toBe('1722');
    // A tabular 1 in a cell as wide as the other digits.
    expect(withoutRuleStroke(word('18880401291', { x0: 820, x1: 835, y0: 90, y1: 140 })).text).toBe('18880401291');
  });

  it('leaves a word with small letters, where a capital I stands taller by design', () => {
    expect(withoutRuleStroke(word('Island', { x0: 990, x1: 993, y0: 95, y1: 124 })).text).toBe('Island');
  });
});

describe('datesAcrossRule', () => {
  const read = (text: string): RecognisedWord => ({ text, confidence: 88, x0: 150, y0: 900, x1: 150 + 20 * text.length, y1: 936 });
  it("splits a faxed statement's posted and value dates read across the rule between them (set 39's Zenith fax)", () => {
    expect(datesAcrossRule(read('02/12/2025|02/12/2025')).map((w) => [w.text, w.x0, w.x1])).toEqual([
      ['02/12/2025', 150, 350],
      ['02/12/2025', 370, 570],
    ]);
    expect(datesAcrossRule(read('07/12/2025)|08/12/2025')).map((w) => w.text)).toEqual(['07/12/2025', '08/12/2025']);
    expect(datesAcrossRule(read('02-Feb-202602-Feb-2026')).map((w) => w.text)).toEqual(['02-Feb-2026', '02-Feb-2026']);
  });
  it('leaves a date alone, and a date run into digits that are no date', () => {
    expect(datesAcrossRule(read('02/12/2025')).map((w) => w.text)).toEqual(['02/12/2025']);
    expect(datesAcrossRule(read('02/12/20251234')).map((w) => w.text)).toEqual(['02/12/20251234']);
    expect(datesAcrossRule(read('1,500.00|628,020.40')).map((w) => w.text)).toEqual(['1,500.00|628,020.40']);
  });
});
