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

describe('the second reading of a photo read whole but for a skipped line', () => {
  // The last row's date lost under a speck ("» 2025", set 38's photocopy): its line is skipped, and the rows miss the
  // closing balance the summary prints.
  const SUMMARY = [HEAD[0], ['Opening Balance:', '', '', '54,660.20'], ['Closing Balance:', '', '', '49,788.20'], HEAD[1]];
  const SKIPPED = [...SUMMARY, ...ROWS.map((r, i) => (i === 4 ? ['» 2025', ...r.slice(1)] : r))];

  it('keeps the second reading when it reconciles and holds every row the first read', async () => {
    const ocr = engine(page(SKIPPED), page([...SUMMARY, ...ROWS]));
    const parsed = await parseStatement(PHOTO, { ocr });
    expect(ocr.asked.map((d) => d.secondReading === true)).toEqual([false, true]);
    expect(parsed.statement.reconciled).toBe(true);
    expect(parsed.transactions.map((t) => t.description)).toContain('NIP FRM TOBI ABUBAKAR');
  });

  it('keeps the first reading, with its warning, when the second reconciles no better', async () => {
    const ocr = engine(page(SKIPPED), page(SKIPPED));
    const parsed = await parseStatement(PHOTO, { ocr });
    expect(ocr.asked).toHaveLength(2);
    expect(parsed.statement.reconciled).toBe(false);
    expect(parsed.transactions).toHaveLength(4);
    expect(parsed.statement.warnings.join(' ')).toMatch(/could not be read as transactions and was skipped/);
  });
});

describe('the second reading of a photo whose first read no row', () => {
  const SUMMARY = [HEAD[0], ['Opening Balance:', '', '', '54,660.20'], ['Closing Balance:', '', '', '49,788.20'], HEAD[1]];
  it('stands where balances were read beside its rows, and is refused where none were (nothing checks its figures)', async () => {
    const whole = engine(page(SUMMARY), page([...SUMMARY, ...ROWS]));
    expect((await parseStatement(PHOTO, { ocr: whole })).transactions).toHaveLength(5);
    // Set 39's page copied from a bound file: half its rows read at the second reading, without the balances beside
    // them, so that the balances cannot be put back from the summary either.
    // Its headings bent out of reading too: no Balance heading says the rows should have balances.
    const bare = engine(page(SUMMARY), page([...SUMMARY.slice(0, 3), ['Date', 'Description', 'Amount'], ...ROWS.slice(1, 4).map(([d, n, a]) => [d, n, a])]));
    await expect(parseStatement(PHOTO, { ocr: bare })).rejects.toMatchObject({
      code: 'NO_TRANSACTIONS',
      message: expect.stringMatching(/^This photo or scan shows a statement whose balance went from ₦546,602.00 to ₦497,882.00|^This photo or scan shows a statement, but its transactions could not be read/),
    });
  });
});

describe('a reading whose few disagreeing rows carry the money', () => {
  const rows = (r5: string) => [
    ['06 Oct 2025', 'POS PURCHASE HUBMART IKOYI', '-9,322.00', '45,338.20'],
    ['10 Oct 2025', 'ATM WDL VI 782426', '-40,000.00', '5,338.20'],
    ['11 Oct 2025', 'STAMP DUTY CHARGE', '-50.00', '5,288.20'],
    ['14 Oct 2025', 'AIRTIME MTN 09056922755', '-500.00', '4,788.20'],
    ['17 Oct 2025', 'NIP FRM HALIMA CHUKWU', r5, '15,588.20'],
    ['20 Oct 2025', 'POS PURCHASE BUKKA HUT', '-1,956.00', '13,632.20'],
    ['22 Oct 2025', 'DSTV SUBSCRIPTION', '-1,000.00', '12,632.20'],
  ];

  it('is refused, either reading, when "+10,800.00" is read "410,800.00" beside a lost row', async () => {
    // As set 17's UBA photo read a second way: the row before is lost, so the balances cannot put the figure back.
    const read = rows('410,800.00').filter((r) => !r[1].startsWith('AIRTIME'));
    const ocr = engine(page([...HEAD, ...read]), page([...HEAD, ...read]));
    await expect(parseStatement(PHOTO, { ocr })).rejects.toMatchObject({
      code: 'UNREADABLE',
      message: expect.stringMatching(/^This photo or scan could not be read clearly enough to trust its figures: rows holding ₦410,800\.00 of the ₦463,128\.00 read disagree/),
    });
    expect(ocr.asked).toHaveLength(2);
  });

  it('is read, and the figure shown as a possible alteration, when it was printed so (read surely, one digit off)', async () => {
    const ocr = engine(page([...HEAD, ...rows('+90,800.00')]), page([['never read']]));
    const parsed = await parseStatement(PHOTO, { ocr });
    expect(parsed.transactions).toHaveLength(7);
    expect((parsed.statement.warningDetails ?? []).filter((w) => w.kind === 'alteration').map((w) => w.message)).toEqual([
      expect.stringMatching(/^Row 5 .*The figure was read clearly, and the balances on both sides show ₦10,800\.00 came into the account/),
    ]);
  });
});
