import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format.ts';

const b = (...xs: number[]) => new Uint8Array(xs);
const t = (s: string) => new TextEncoder().encode(s);

describe('detectFormat', () => {
  it('reads magic bytes, not names', () => {
    expect(detectFormat(t('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFormat(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectFormat(b(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectFormat(b(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('xls');
    expect(detectFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...t('xl/workbook.xml')]))).toBe('xlsx');
    expect(detectFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...t('word/document.xml')]))).toBe('unknown');
    expect(detectFormat(t('Date,Description,Amount\n'))).toBe('csv');
    expect(detectFormat(b(0, 1, 2, 3, 200, 0))).toBe('unknown');
  });

  it('takes an internet bank\'s HTML-table "Excel" export and an Excel 2003 XML workbook for spreadsheets', () => {
    expect(detectFormat(t('\uFEFF<html><head><meta charset="utf-8"></head><body><table><tr><td>Date</td></tr></table>'))).toBe('xls');
    expect(detectFormat(t('  <table border="1"><tr><th>Date</th></tr></table>'))).toBe('xls');
    expect(detectFormat(t('<?xml version="1.0"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"></Workbook>'))).toBe('xls');
    // Markup that holds no spreadsheet stays what it is: text, read as CSV (and rejected there if it is no table).
    expect(detectFormat(t('<html><body><p>Hello</p></body></html>'))).toBe('csv');
    expect(detectFormat(t('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('csv');
  });
});
