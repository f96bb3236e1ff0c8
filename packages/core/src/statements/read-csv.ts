import Papa from 'papaparse';
import { StatementError } from '../contract.ts';
import { MESSAGES } from './messages.ts';

/** Decodes text bytes: UTF-8 (with or without BOM), UTF-16 with a BOM, otherwise Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Reads a CSV (delimiter and quotes detected, title rows kept) into a grid of cells. */
export function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new StatementError('NO_TRANSACTIONS', MESSAGES.NO_TRANSACTIONS);
  const sample = text.split(/\r?\n/).slice(0, 60).join('\n');
  const counts = [',', ';', '\t', '|'].map((d) => ({ d, n: sample.split(d).length }));
  counts.sort((a, b) => b.n - a.n);
  const result = Papa.parse<string[]>(text, {
    delimiter: counts[0].n > 1 ? counts[0].d : ',',
    skipEmptyLines: 'greedy',
    header: false,
    dynamicTyping: false,
  });
  const grid = (result.data ?? []).filter((r): r is string[] => Array.isArray(r)).map((r) => r.map((c) => String(c ?? '')));
  if (grid.length === 0) throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_TEXT);
  return grid;
}
