import { describe, expect, it } from 'vitest';
import { StatementError } from '../contract.ts';
import { decodeText, readCsv } from './read-csv.ts';

describe('readCsv', () => {
  it('detects the delimiter and keeps title rows', () => {
    const grid = readCsv(new TextEncoder().encode('\uFEFFMy Bank\r\n"Date";"Narration";"Amount"\r\n"01/02/2025";"A; B";"1,000.00"\r\n'));
    expect(grid).toEqual([['My Bank'], ['Date', 'Narration', 'Amount'], ['01/02/2025', 'A; B', '1,000.00']]);
  });
  it('decodes UTF-16 and Windows-1252', () => {
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0, 0x42, 0]))).toBe('AB');
    expect(decodeText(new Uint8Array([0x41, 0xa3]))).toBe('A£');
  });
  it('an empty file has no transactions', () => {
    expect(() => readCsv(new Uint8Array([0x20]))).toThrow(StatementError);
  });
});
