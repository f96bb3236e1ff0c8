import { describe, expect, it } from 'vitest';
import { NOT_A_CONTINUATION } from './build-rows.ts';
import { readPositionalTable } from './read-positional-table.ts';
import type { Line, Segment } from './types.ts';

function line(y: number, cells: [string, number][], page = 1): Line {
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page }));
  return { page, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
}

describe('a report that prints each transaction on two lines (set 33)', () => {
  it('reads the narration from the first line and the reference, value date and amounts from the second', () => {
    // Set 33's FCMB landscape report, Crystal style: "Narration" heads the first record line and "Reference" the
    // second, in one column; the narration runs on under the second line's headings.
    const lines = [
      line(124, [['Tran Date', 30], ['Narration', 102]]),
      line(133, [['Reference', 102], ['Value Date', 261], ['Debit', 530], ['Credit', 639], ['Balance', 779]]),
      line(170, [['01/01/2025', 30], ['NIP/INWARD/CHIOMA ADEYEMI/ECOBANK/CONTRIB', 102]]),
      line(180, [['FT2500199167', 102], ['01/01/2025', 261], ['16,100.00', 627], ['292,500.15', 770]]),
      line(193, [['03/01/2025', 30], ['WEB PURCHASE JUMIA', 102]]),
      line(203, [['FT2500329950', 102], ['04/01/2025', 261], ['40,678.00', 515], ['251,822.15', 770]]),
      line(215, [['05/01/2025', 30], ['FCMB MOBILE TRF TO NGOZI SADIYA CHUKWU OPAY DIGITAL SERVICES RENT', 102]]),
      line(225, [['FT2500545424', 102], ['05/01/2025', 261], ['134,850.00', 511], ['116,972.15', 770]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => [r.date, r.description, r.debit || r.credit, r.balance])).toEqual([
      ['01/01/2025', 'NIP/INWARD/CHIOMA ADEYEMI/ECOBANK/CONTRIB', '16,100.00', '292,500.15'],
      ['03/01/2025', 'WEB PURCHASE JUMIA', '40,678.00', '251,822.15'],
      ['05/01/2025', 'FCMB MOBILE TRF TO NGOZI SADIYA CHUKWU OPAY DIGITAL SERVICES RENT', '134,850.00', '116,972.15'],
    ]);
  });
  it('never reads a month\'s sub-total or the grand total as a transaction', () => {
    expect(NOT_A_CONTINUATION.test('SUB TOTAL OCTOBER 2025')).toBe(true);
    expect(NOT_A_CONTINUATION.test('GRAND TOTAL')).toBe(true);
    expect(NOT_A_CONTINUATION.test('SUBSCRIPTION DSTV')).toBe(false);
  });
});
