import { describe, expect, it } from 'vitest';
import type { OcrDocument, OcrEngine, RecognisedPage, RecognisedWord } from '../documents/ocr-engine.ts';
import { parseStatement } from './parse-statement.ts';

/** A photo's page as the recogniser gives it: each line's cells at fixed columns, words 28 px a character. */
function page(lines: readonly (readonly string[])[]): RecognisedPage {
  const columns = [100, 500, 1400, 1800];
  return {
    width: 2400,
    height: 3200,
    confidence: 90,
    lines: lines.map((cells, i) => {
      const y0 = 200 + i * 60;
      const words: RecognisedWord[] = [];
      cells.forEach((cell, c) => {
        let x = columns[c];
        for (const text of cell.split(' ')) {
          words.push({ text, confidence: 95, x0: x, y0, x1: x + text.length * 28, y1: y0 + 36 });
          x += (text.length + 1) * 28;
        }
      });
      return words;
    }),
  };
}

const HEAD = [['UBA United Bank for Africa'], ['Date', 'Description', 'Amount', 'Balance']];
const ROWS = [
  ['06 Oct 2025', 'POS PURCHASE HUBMART IKOYI', '-9,322.00', '45,338.20'],
  ['10 Oct 2025', 'ATM WDL VI 782426', '-40,000.00', '5,338.20'],
  ['11 Oct 2025', 'STAMP DUTY CHARGE', '-50.00', '5,288.20'],
  ['14 Oct 2025', 'AIRTIME MTN 09056922755', '-500.00', '4,788.20'],
  ['17 Oct 2025', 'NIP FRM TOBI ABUBAKAR', '+45,000.00', '49,788.20'],
];
/** The same page read with every balance's point and comma melted away, as a blurred photo's local threshold does. */
const MELTED = ROWS.map(([d, n, a, b]) => [d, n, a, b.replace(/[.,]/g, '')]);

/** An engine that reads the page one way first and another way when asked for the second reading. */
function engine(first: RecognisedPage, second: RecognisedPage): OcrEngine & { asked: OcrDocument[] } {
  const asked: OcrDocument[] = [];
  return {
    asked,
    recognise: async (document) => {
      asked.push(document);
      return [document.secondReading ? second : first];
    },
  };
}

// A JPEG's first bytes: the format comes from the content.
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);

describe('the second reading of a refused photo', () => {
  it('reads a photo whose first reading was refused a second way, and keeps that reading when it adds up', async () => {
    const ocr = engine(page([...HEAD, ...MELTED]), page([...HEAD, ...ROWS]));
    const parsed = await parseStatement(PHOTO, { ocr });
    expect(ocr.asked.map((d) => d.secondReading === true)).toEqual([false, true]);
    expect(parsed.transactions.map((t) => t.balance)).toEqual([4533820, 533820, 528820, 478820, 4978820]);
  });

  it('keeps the refusal when the second reading loses rows, or reads none', async () => {
    const fewer = engine(page([...HEAD, ...MELTED]), page([...HEAD, ...ROWS.slice(0, 2)]));
    await expect(parseStatement(PHOTO, { ocr: fewer })).rejects.toMatchObject({
      code: 'UNREADABLE',
      message: expect.stringMatching(/could not be read clearly enough.*of the 5 rows read agree/),
    });
    const none = engine(page([...HEAD, ...MELTED]), page([['A blurred page']]));
    await expect(parseStatement(PHOTO, { ocr: none })).rejects.toMatchObject({
      message: expect.stringMatching(/of the 5 rows read agree/),
    });
  });

  it('reads a photo whose first reading stands once only', async () => {
    const ocr = engine(page([...HEAD, ...ROWS]), page([['never read']]));
    expect((await parseStatement(PHOTO, { ocr })).transactions).toHaveLength(5);
    expect(ocr.asked).toHaveLength(1);
  });
});
