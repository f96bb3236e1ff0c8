import * as XLSX from '@e965/xlsx';
import { StatementError } from '../contract.ts';
import { MESSAGES } from './messages.ts';
import { isMarkupSheet } from './detect-format.ts';
import { excelSerialToIso } from './parse-date.ts';
import { formulaEvaluator, type FormulaCell } from './sheet-formulas.ts';

export const MAX_ZIP_ENTRIES = 2000;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/**
 * Checks a zip's central directory (entry count and declared uncompressed size) before SheetJS inflates it.
 * Throws TOO_LARGE for zip bombs and UNREADABLE for a damaged zip.
 */
export function checkZip(bytes: Uint8Array): { entries: number; uncompressed: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_SHEET);
  const entries = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (entries > MAX_ZIP_ENTRIES) throw new StatementError('TOO_LARGE', MESSAGES.ZIP_BOMB);
  if (cdOffset + cdSize > bytes.length) throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_SHEET);
  let p = cdOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_SHEET);
    const size = view.getUint32(p + 24, true);
    if (size === 0xffffffff) throw new StatementError('TOO_LARGE', MESSAGES.ZIP_BOMB);
    total += size;
    if (total > MAX_UNCOMPRESSED_BYTES) throw new StatementError('TOO_LARGE', MESSAGES.ZIP_BOMB);
    p += 46 + view.getUint16(p + 28, true) + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
  return { entries, uncompressed: total };
}

/**
 * Days from the 1900 date system's day 0 to the 1904 system's: a workbook saved in the 1904 system (Excel for Mac
 * before 2011, Numbers) counts its date serials from 1 January 1904.
 */
const DAYS_1900_TO_1904 = 1462;

function cellText(cell: XLSX.CellObject | undefined, date1904 = false): string {
  // A stub is an empty cell (kept so that a formula saved without its result is seen, see below).
  if (!cell || cell.t === 'z') return '';
  if (cell.t === 'n' && typeof cell.v === 'number') {
    const fmt = typeof cell.z === 'string' ? cell.z : '';
    if (fmt && XLSX.SSF.is_date(fmt)) return excelSerialToIso(cell.v + (date1904 ? DAYS_1900_TO_1904 : 0)) ?? String(cell.v);
    if (!Number.isFinite(cell.v)) return '';
    // Exact to the kobo: spreadsheet amounts are binary doubles.
    return Math.abs(cell.v) < 1e13 ? cell.v.toFixed(2) : String(cell.v);
  }
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'b') return cell.v ? 'TRUE' : 'FALSE';
  if (cell.t === 'e') return '';
  return String(cell.v ?? cell.w ?? '').replace(/\s+/g, ' ').trim();
}

/** A formula saved without its result: SheetJS gives it no value, or an empty stub's. */
const withoutResult = (cell: XLSX.CellObject): boolean => cell.f !== undefined && (cell.v === undefined || cell.t === 'z');

/** Reads every sheet of an XLS/XLSX workbook (or an XLS saved as markup, see `isMarkupSheet`) into grids of cell text (dates as ISO, numbers to 2 decimals). */
export function readSpreadsheet(bytes: Uint8Array, format: 'xls' | 'xlsx'): { name: string; grid: string[][] }[] {
  if (format === 'xlsx') checkZip(bytes);
  let wb: XLSX.WorkBook;
  try {
    // A markup sheet's cells are printed text: read raw, or SheetJS takes "03/11/2025" for the 11th of March.
    const raw = format === 'xls' && isMarkupSheet(bytes);
    wb = XLSX.read(bytes, { type: 'array', cellDates: false, cellNF: true, cellHTML: false, cellFormula: true, sheetStubs: true, sheetRows: 50000, raw });
  } catch (e) {
    // A protection the opener did not recognise (protected-sheet.ts) is still a password, not a damaged file.
    if (/password/i.test((e as Error).message ?? '')) throw new StatementError('PASSWORD_REQUIRED', MESSAGES.SHEET_PASSWORD_REQUIRED);
    throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_SHEET);
  }
  const date1904 = wb.Workbook?.WBProps?.date1904 === true;
  const out: { name: string; grid: string[][] }[] = [];
  for (const name of wb.SheetNames.slice(0, 20)) {
    const ws = wb.Sheets[name];
    if (!ws || !ws['!ref']) continue;
    const range = XLSX.utils.decode_range(ws['!ref']);
    const lastRow = Math.min(range.e.r, range.s.r + 50000);
    const lastCol = Math.min(range.e.c, range.s.c + 60);
    const cellAt = (r: number, c: number) => ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
    const formulas = formulaEvaluator((r, c) => {
      const cell = cellAt(r, c);
      if (!cell) return undefined;
      return withoutResult(cell) ? { formula: cell.f } : { value: cell.t === 'z' ? undefined : (cell.v as FormulaCell['value']) };
    });
    const grid: string[][] = [];
    for (let r = range.s.r; r <= lastRow; r++) {
      const row: string[] = [];
      for (let c = range.s.c; c <= lastCol; c++) {
        const cell = cellAt(r, c);
        // A formula saved without its result (see sheet-formulas.ts): its value, as a number cell would read.
        if (cell && withoutResult(cell)) {
          let v: number | null = null;
          try {
            v = formulas.valueAt(r, c);
          } catch {
            // A chain of formulas too deep for the stack: the cell stays empty.
          }
          row.push(v === null ? '' : cellText({ t: 'n', v, z: typeof cell.z === 'string' ? cell.z : undefined }, date1904));
        } else row.push(cellText(cell, date1904));
      }
      grid.push(row);
    }
    out.push({ name, grid });
  }
  return out;
}
