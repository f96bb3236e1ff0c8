import { describe, expect, it } from 'vitest';
import { headerAt, headerColumnsOfLine, headerRolesOfRow } from './find-header.ts';
import type { Line, Segment } from './types.ts';

function line(words: [string, number][], y = 10): Line {
  const segments: Segment[] = words.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page: 1 }));
  return { page: 1, y, h: 7, segments, text: words.map((w) => w[0]).join(' ') };
}

describe('find header', () => {
  it('matches multi-word names from OCR words', () => {
    const cols = headerColumnsOfLine(
      line([['Trans', 10], ['Date', 32], ['Value', 80], ['Date', 102], ['Narration', 150], ['Debit', 300], ['Credit', 360], ['Balance', 420]]),
    );
    expect(cols?.map((c) => c.role)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit', 'balance']);
  });
  it('reads a printed heading whose words were set apart on tab stops (a PDF re-saved by LibreOffice Draw)', () => {
    // Kuda's heading after Draw: "Money" and "In" 11 points apart, "To", "/", "From" on three half-inch stops.
    const spread = line([['Date/Time', 16], ['Money', 91], ['In', 127], ['Money', 144], ['Out', 180], ['Category', 196], ['To', 266], ['/', 302], ['From', 338], ['Description', 377], ['Balance', 529]]);
    expect(headerColumnsOfLine(spread)).toBeNull();
    expect(headerAt([spread], 0)?.columns.map((c) => [c.role, c.text])).toEqual([
      ['date', 'Date/Time'], ['credit', 'Money In'], ['debit', 'Money Out'], ['ignore', 'Category'], ['counterparty', 'To / From'], ['description', 'Description'], ['balance', 'Balance'],
    ]);
    // OCR words so far apart are not one heading: a scan's line is read as it always was.
    const read = { ...spread, segments: spread.segments.map((s) => ({ ...s, conf: 90 })) };
    expect(headerAt([read], 0)).toBeNull();
  });
  it('reads the ledger balance as the running balance when the available balance is printed beside it', () => {
    const cols = headerColumnsOfLine(line([['TRANS DATE', 33], ['DETAILS', 95], ['DEPOSIT', 321], ['WITHDRAWAL', 368], ['LEDGER BAL', 438], ['AVAIL BAL', 502]]));
    expect(cols?.map((c) => [c.role, c.text])).toEqual([['date', 'TRANS DATE'], ['description', 'DETAILS'], ['credit', 'DEPOSIT'], ['debit', 'WITHDRAWAL'], ['balance', 'LEDGER BAL'], ['ignore', 'AVAIL BAL']]);
    expect(headerRolesOfRow(['Date', 'Description', 'Debit', 'Credit', 'Ledger Balance', 'Available Balance'])).toEqual(['date', 'description', 'debit', 'credit', 'balance', 'ignore']);
    expect(headerRolesOfRow(['Transaction Date', 'Transaction Detail', 'Amount (NGN)', 'Transaction ID'])).toEqual(['date', 'description', 'amount', 'reference']);
    // Printed alone, the available balance is the running balance.
    expect(headerRolesOfRow(['Date', 'Description', 'Debit', 'Credit', 'Available Balance'])).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });
  it("reads a heading's slash that OCR read as a letter (set 35: a Kuda photo's \"DatelTime\" and \"To l From\")", () => {
    const read = line([['DatelTime', 10], ['Money', 60], ['in', 84], ['Money', 100], ['Out', 124], ['Category', 144], ['To', 200], ['l', 210], ['From', 215], ['Description', 260], ['Balance', 340]]);
    const ocr = { ...read, segments: read.segments.map((s) => ({ ...s, conf: 90 })) };
    expect(headerColumnsOfLine(ocr)?.map((c) => [c.role, c.text])).toEqual([
      ['date', 'Date/Time'], ['credit', 'Money in'], ['debit', 'Money Out'], ['ignore', 'Category'], ['counterparty', 'To/From'], ['description', 'Description'], ['balance', 'Balance'],
    ]);
    // A heading word that is one as read keeps its letters ("Details" holds an l).
    const details = line([['Date', 10], ['Details', 60], ['Debit', 140], ['Credit', 190], ['Balance', 240]]);
    expect(headerColumnsOfLine({ ...details, segments: details.segments.map((s) => ({ ...s, conf: 90 })) })?.map((c) => c.text)).toEqual(['Date', 'Details', 'Debit', 'Credit', 'Balance']);
  });
  it('refuses ordinary lines', () => {
    expect(headerColumnsOfLine(line([['NIP', 10], ['TRANSFER', 30], ['1,000.00', 300]]))).toBeNull();
  });
  it('reads spreadsheet header rows', () => {
    expect(headerRolesOfRow(['Posted Date', 'Value Date', 'Description', 'Debit (NGN)', 'Credit (NGN)', 'Balance'])).toEqual([
      'date', 'valueDate', 'description', 'debit', 'credit', 'balance',
    ]);
    expect(headerRolesOfRow(['Account Name', 'ADA OKAFOR'])).toBeNull();
  });
  it('keeps "Remarks" as a side note beside a narration column, and as the narration when alone', () => {
    const withNarration = headerColumnsOfLine(
      line([['Date', 10], ['Narration', 60], ['Debit', 300], ['Credit', 360], ['Balance', 420], ['Branch', 480], ['Remarks', 540]]),
    );
    expect(withNarration?.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance', 'ignore', 'ignore']);
    const alone = headerColumnsOfLine(
      line([['Trans', 10], ['Date', 32], ['Debits', 300], ['Credits', 360], ['Balance', 420], ['Remarks', 540]]),
    );
    expect(alone?.map((c) => c.role)).toEqual(['date', 'debit', 'credit', 'balance', 'description']);
    expect(headerRolesOfRow(['Date', 'Description', 'Debit', 'Credit', 'Balance', 'Memo'])).toEqual([
      'date', 'description', 'debit', 'credit', 'balance', 'ignore',
    ]);
  });
  it('reads headings set on two full lines ("Trans." over "Date"), after the one-line reading', () => {
    const lines = [
      line([['Period:', 10], ['01-Nov-25 TO 30-Nov-25', 60]], 0),
      line([['Trans.', 10], ['Value', 60], ['Narration', 110], ['Debit', 300], ['Credit', 360], ['Balance', 420]], 20),
      line([['Date', 10], ['Date', 60]], 29),
    ];
    const found = headerAt(lines, 1);
    expect(found?.columns.map((c) => c.role)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit', 'balance']);
    expect(found?.used).toEqual([1, 2]);
    // Two lines further apart are two lines.
    expect(headerAt([lines[1], line([['Date', 10], ['Date', 60]], 40)], 0)).toBeNull();
  });
  it('keeps a bracketed currency mark with its heading, as printed or as OCR misreads it', () => {
    // "(8)" and "{N)" are "(₦)" read by OCR; as columns of their own they took the digits of short amounts beneath.
    const cols = headerColumnsOfLine(
      line([['Date', 10], ['Description', 80], ['Money', 200], ['In', 224], ['(8)', 236], ['Money', 300], ['Out', 324], ['(₦)', 340], ['Balance', 400], ['{N)', 432]]),
    );
    expect(cols?.map((c) => c.role)).toEqual(['date', 'description', 'credit', 'debit', 'balance']);
    expect(cols?.find((c) => c.role === 'credit')?.x1).toBe(236 + 3 * 4);
    expect(cols?.find((c) => c.role === 'balance')?.x1).toBe(432 + 3 * 4);
  });
  it('reads a screenshot’s heading set a little lower beside a taller sidebar item, and brackets read as I and J', () => {
    const ocr = (l: Line): Line => ({ ...l, segments: l.segments.map((s) => ({ ...s, conf: 90 })) });
    const lines = [
      ocr(line([['Date', 110], ['Value Date', 160], ['Narration', 230], ['Debit', 400], ['Credit', 460]], 20)),
      // The sidebar's "Account History" box is read into the line of "Balance"; "Tranz." is "Trans." misread.
      { ...ocr(line([['Account History', 0], ['Tranz.', 80], ['Balance', 520]], 25)), h: 14 },
    ];
    expect(headerAt(lines, 0)?.columns.map((c) => c.role)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit', 'balance']);
    const cols = headerColumnsOfLine(line([['Date Posted', 10], ['Description', 80], ['Debit', 300], ['INGNJ', 322], ['Credit', 380], ['{NGNJ', 406], ['Balance', 460]]));
    expect(cols?.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });
  it('joins a heading word OCR cut in two, and only an OCR word', () => {
    const read = line([['Posti', 10], ['ng', 32], ['Date', 44], ['Description', 80], ['Debit', 300], ['Credit', 360], ['Balan', 420], ['ce', 444]]);
    const ocr: Line = { ...read, segments: read.segments.map((s) => ({ ...s, conf: 90 })) };
    expect(headerColumnsOfLine(ocr)?.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(headerColumnsOfLine(ocr)?.map((c) => c.text)).toEqual(['Posting Date', 'Description', 'Debit', 'Credit', 'Balance']);
    // Printed text is read as printed: "Posti ng Date" and "Balan ce" name no column there.
    expect(headerColumnsOfLine(read)).toBeNull();
  });
  it('reads a four-letter "Date" OCR misread by one letter after "Trans" or "Value", and only an OCR word', () => {
    const read = line([['Trams', 10], ['Dale', 34], ['Narration', 80], ['Yalue', 200], ['Date', 224], ['Debit', 300], ['Credit', 360], ['Balance', 420]]);
    const ocr: Line = { ...read, segments: read.segments.map((s) => ({ ...s, conf: 80 })) };
    expect(headerColumnsOfLine(ocr)?.map((c) => c.role)).toEqual(['date', 'description', 'valueDate', 'debit', 'credit', 'balance']);
    expect(headerColumnsOfLine(read)).toBeNull();
    // "Dale" alone, after no date heading word, stays what it is.
    const alone = line([['Dale', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]]);
    expect(headerColumnsOfLine({ ...alone, segments: alone.segments.map((s) => ({ ...s, conf: 80 })) })?.map((c) => c.role) ?? []).not.toContain('date');
  });
  it("reaches further from a word that names no column alone to the word that completes it (a monospaced heading's padding)", () => {
    // Set 36's blurred Ecobank photo: "Tran   Date   Reference   Descrip   Value Date   Del   Credit   Balance", the
    // words of "Tran Date" 36 px apart at a text height of 13 (here 18 px at 7: beyond one and a half heights).
    const read = line([['Tran', 10], ['Date', 44], ['Reference', 70], ['Descrip', 110], ['Value', 200], ['Date', 224], ['Del', 270], ['Credit', 300], ['Balance', 360]]);
    const ocr: Line = { ...read, segments: read.segments.map((s) => ({ ...s, conf: 90 })) };
    expect(headerColumnsOfLine(ocr)?.map((c) => [c.role, c.text])).toEqual([
      ['date', 'Tran Date'],
      ['reference', 'Reference'],
      ['description', 'description'],
      ['valueDate', 'Value Date'],
      ['ignore', 'Del'],
      ['credit', 'Credit'],
      ['balance', 'Balance'],
    ]);
    // A heading read without its first letters reaches back over them, so the narrations' first words, printed
    // under the lost "De", fall in its column (the second reading of the same photo: "scription").
    const cut = line([['Trans', 10], ['Date', 44], ['Reference', 70], ['scription', 128], ['Debit', 270], ['Credit', 300], ['Balance', 360]]);
    const description = headerColumnsOfLine({ ...cut, segments: cut.segments.map((s) => ({ ...s, conf: 90 })) })?.find((c) => c.role === 'description');
    expect([description?.x0, description?.x1]).toEqual([120, 164]);
  });
  it("reads a photocopied heading OCR read letter by letter (set 38: FreeSerif's \"N a r r a t ion\", \"B a l a n e c\")", () => {
    // Cells one per column, as a photocopy's toner-spread letters were read; a text PDF's cells are as printed.
    const read: Line = {
      ...line([['Date', 215], ['N a r r a t ion', 463], ['D e b it', 1380], ['C r e d i t', 1618], ['B a l a n e c', 1880]]),
    };
    const ocr: Line = { ...read, segments: read.segments.map((s) => ({ ...s, conf: 85 })) };
    expect(headerColumnsOfLine(ocr)?.map((c) => [c.role, c.text])).toEqual([
      ['date', 'Date'], ['description', 'Narration'], ['debit', 'Debit'], ['credit', 'Credit'], ['balance', 'balance'],
    ]);
    expect(headerColumnsOfLine(read)).toBeNull();
    // Words of two and three letters ("Txn Ref No") are no letter-spacing.
    const spacedTwo: Line = { ...line([['T r a n s D a t e', 10], ['Details', 200], ['Debit', 400], ['Credit', 500], ['Balance', 600]]) };
    expect(headerColumnsOfLine({ ...spacedTwo, segments: spacedTwo.segments.map((s) => ({ ...s, conf: 85 })) })?.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });
});
