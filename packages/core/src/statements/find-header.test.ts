import { describe, expect, it } from 'vitest';
import { headerColumnsOfLine, headerRolesOfRow } from './find-header.ts';
import type { Line, Segment } from './types.ts';

function line(words: [string, number][]): Line {
  const segments: Segment[] = words.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y: 10, h: 7, page: 1 }));
  return { page: 1, y: 10, h: 7, segments, text: words.map((w) => w[0]).join(' ') };
}

describe('find header', () => {
  it('matches multi-word names from OCR words', () => {
    const cols = headerColumnsOfLine(
      line([['Trans', 10], ['Date', 32], ['Value', 80], ['Date', 102], ['Narration', 150], ['Debit', 300], ['Credit', 360], ['Balance', 420]]),
    );
    expect(cols?.map((c) => c.role)).toEqual(['date', 'valueDate', 'description', 'debit', 'credit', 'balance']);
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
  it('keeps a bracketed currency mark with its heading, as printed or as OCR misreads it', () => {
    // "(8)" and "{N)" are "(₦)" read by OCR; as columns of their own they took the digits of short amounts beneath.
    const cols = headerColumnsOfLine(
      line([['Date', 10], ['Description', 80], ['Money', 200], ['In', 224], ['(8)', 236], ['Money', 300], ['Out', 324], ['(₦)', 340], ['Balance', 400], ['{N)', 432]]),
    );
    expect(cols?.map((c) => c.role)).toEqual(['date', 'description', 'credit', 'debit', 'balance']);
    expect(cols?.find((c) => c.role === 'credit')?.x1).toBe(236 + 3 * 4);
    expect(cols?.find((c) => c.role === 'balance')?.x1).toBe(432 + 3 * 4);
  });
  it('joins a heading word OCR cut in two, and only an OCR word', () => {
    const read = line([['Posti', 10], ['ng', 32], ['Date', 44], ['Description', 80], ['Debit', 300], ['Credit', 360], ['Balan', 420], ['ce', 444]]);
    const ocr: Line = { ...read, segments: read.segments.map((s) => ({ ...s, conf: 90 })) };
    expect(headerColumnsOfLine(ocr)?.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(headerColumnsOfLine(ocr)?.map((c) => c.text)).toEqual(['Posting Date', 'Description', 'Debit', 'Credit', 'Balance']);
    // Printed text is read as printed: "Posti ng Date" and "Balan ce" name no column there.
    expect(headerColumnsOfLine(read)).toBeNull();
  });
});
