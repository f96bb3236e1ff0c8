import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { checkZip, readSpreadsheet } from './read-spreadsheet.ts';

function book(date1904 = false, bookType: XLSX.BookType = 'xlsx'): Uint8Array {
  const ws: XLSX.WorkSheet = {
    A1: { t: 's', v: 'Date' }, B1: { t: 's', v: 'Amount' },
    A2: { t: 'n', v: 45660, z: 'dd-mmm-yyyy' }, B2: { t: 'n', v: 1234.5, z: '#,##0.00' },
    '!ref': 'A1:B2',
  };
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'S');
  if (date1904) wb.Workbook = { ...wb.Workbook, WBProps: { date1904: true } };
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer);
}

describe('readSpreadsheet', () => {
  it('reads date serials as ISO dates and numbers to the kobo', () => {
    expect(readSpreadsheet(book(), 'xlsx')[0].grid).toEqual([['Date', 'Amount'], ['2025-01-03', '1234.50']]);
  });
  it("counts a 1904 workbook's date serials from 1 January 1904, in XLSX and XLS", () => {
    // Set 29's Zenith workbook: every date was 1,462 days early (2020-01-31 for 2024-02-01).
    expect(readSpreadsheet(book(true), 'xlsx')[0].grid[1][0]).toBe('2029-01-04');
    expect(readSpreadsheet(book(true, 'biff8'), 'xls')[0].grid[1][0]).toBe('2029-01-04');
  });
  it('checks the zip directory first', () => {
    expect(checkZip(book()).entries).toBeGreaterThan(3);
    const bomb = book();
    // Declare a 4 GB uncompressed entry in the central directory.
    const view = new DataView(bomb.buffer);
    for (let i = 0; i < bomb.length - 4; i++) if (view.getUint32(i, true) === 0x02014b50) { view.setUint32(i + 24, 0xfffffff0, true); break; }
    expect(() => checkZip(bomb)).toThrow(/expands to too much/);
    expect(() => checkZip(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toThrow(/damaged/);
  });

  it('reads an HTML-table export and an Excel 2003 XML workbook as printed, days before months', () => {
    const html = new TextEncoder().encode(
      '<html><body><table><tr><th>Date</th><th>Narration</th><th>Credit</th></tr>' +
        '<tr><td>03/11/2025</td><td>NIP TRF FROM ADA &amp; CO</td><td>10,000.00</td></tr></table></body></html>',
    );
    // Read as SheetJS reads markup by default, 03/11/2025 would be the 11th of March.
    expect(readSpreadsheet(html, 'xls')[0].grid).toEqual([
      ['Date', 'Narration', 'Credit'],
      ['03/11/2025', 'NIP TRF FROM ADA & CO', '10,000.00'],
    ]);
    const xml = new TextEncoder().encode(
      '<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">' +
        '<Worksheet ss:Name="Statement"><Table><Row><Cell><Data ss:Type="String">13/11/2025</Data></Cell>' +
        '<Cell><Data ss:Type="Number">-2000.5</Data></Cell></Row></Table></Worksheet></Workbook>',
    );
    expect(readSpreadsheet(xml, 'xls')).toEqual([{ name: 'Statement', grid: [['13/11/2025', '-2000.50']] }]);
  });

  it('reads a running balance saved as formulas without their results, as a library writes them', () => {
    const ws: XLSX.WorkSheet = {
      A1: { t: 's', v: 'Debit' }, B1: { t: 's', v: 'Credit' }, C1: { t: 's', v: 'Balance' },
      C2: { t: 'n', v: 50000 },
      A3: { t: 'n', v: 2000 }, C3: { t: 'n', f: 'C2-A3+B3' } as XLSX.CellObject,
      B4: { t: 'n', v: 10000.5 }, C4: { t: 'n', f: 'C3-A4+B4' } as XLSX.CellObject,
      '!ref': 'A1:C4',
    };
    delete (ws.C3 as { v?: unknown }).v;
    delete (ws.C4 as { v?: unknown }).v;
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'S');
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(readSpreadsheet(bytes, 'xlsx')[0].grid.map((r) => r[2])).toEqual(['Balance', '50000.00', '48000.00', '58000.50']);
  });
});

