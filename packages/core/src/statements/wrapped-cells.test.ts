import { describe, expect, it } from 'vitest';
import type { Line, Segment } from './types.ts';
import { joinWrappedCells } from './wrapped-cells.ts';

function line(y: number, cells: [string, number][], h = 7.3): Line {
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h, page: 1 }));
  return { page: 1, y, h, segments, text: cells.map((c) => c[0]).join(' ') };
}

describe('joinWrappedCells', () => {
  it('joins a label and a value that the box wrapped onto the next line', () => {
    const joined = joinWrappedCells([
      line(134.2, [
        ['ACCOUNT NAME:', 40],
        ['ADA NGOZI', 113],
        ['ACCOUNT NO:', 225],
        ['0123456789', 283],
      ]),
      line(142.5, [['OKAFOR', 113]]),
      line(170.2, [
        ['OPENING', 40],
        ['NGN 1,000.00', 113],
        ['TOTAL', 225],
        ['NGN', 283],
      ]),
      line(178.5, [
        ['BALANCE:', 40],
        ['CREDIT:', 225],
        ['2,500.00', 283],
      ]),
    ]);
    expect(joined.map((l) => l.segments.map((s) => s.text))).toEqual([
      ['ACCOUNT NAME:', 'ADA NGOZI OKAFOR', 'ACCOUNT NO:', '0123456789'],
      ['OPENING BALANCE:', 'NGN 1,000.00', 'TOTAL CREDIT:', 'NGN 2,500.00'],
    ]);
  });
  it('keeps a row of the box under a figure apart when the other half of the box has ended', () => {
    const lines = [
      line(100, [
        ['Branch', 10],
        ['JOS MAIN', 80],
        ['Total Withdrawal', 250],
        ['351,212.10', 340],
      ]),
      line(108.5, [
        ['Closing Balance', 250],
        ['146,012.10', 340],
      ]),
    ];
    expect(joinWrappedCells(lines).map((l) => l.text)).toEqual([
      'Branch JOS MAIN Total Withdrawal 351,212.10',
      'Closing Balance 146,012.10',
    ]);
  });

  it('keeps full rows of a box, finished labels and a neighbouring block with its own pitch apart', () => {
    const rows = [
      line(100, [
        ['Opening Balance', 40],
        ['1,000.00', 150],
      ]),
      line(109, [
        ['Closing Balance', 40],
        ['2,000.00', 150],
      ]),
    ];
    expect(joinWrappedCells(rows)).toEqual(rows);
    // A label that ends in a colon is finished: the next label in its column is a row of its own.
    const labels = [
      line(100, [
        ['Account Name:', 40],
        ['ADA OKAFOR', 113],
      ]),
      line(109, [['Currency:', 40]]),
    ];
    expect(joinWrappedCells(labels)).toEqual(labels);
    // An address block beside an account box: the box's next row is half a line below the address line, but a
    // whole row below the box's own line, so it is not a wrap of it.
    const side = joinWrappedCells([
      line(
        99,
        [
          ['14B ADEWALE CRESCENT', 37],
          ['Account No', 334],
          ['0158824419', 411],
        ],
        7.4,
      ),
      line(107.2, [['LEKKI PHASE 1', 37]], 7.4),
      line(
        111.7,
        [
          ['Account Type', 334],
          ['SAVINGS', 411],
        ],
        7.4,
      ),
    ]);
    expect(side.map((l) => l.text)).toEqual([
      '14B ADEWALE CRESCENT LEKKI PHASE 1 Account No 0158824419',
      'Account Type SAVINGS',
    ]);
  });
  it('never takes a line in body type for the second line of a large wordmark above it', () => {
    const big: Line = {
      ...line(
        49,
        [
          ['citi', 40],
          ['Citibank Nigeria Limited | Statement of Account', 100],
        ],
        22,
      ),
    };
    const joined = joinWrappedCells([
      big,
      line(77, [['ADEBOLA KOLAWOLE ODUNSI', 40]], 9),
      line(89, [['27 Kofo Abayomi Street, Victoria Island, Lagos', 40]], 9),
    ]);
    expect(joined.map((l) => l.segments.map((s) => s.text))).toEqual([
      ['citi', 'Citibank Nigeria Limited | Statement of Account'],
      ['ADEBOLA KOLAWOLE ODUNSI'],
      ['27 Kofo Abayomi Street, Victoria Island, Lagos'],
    ]);
  });
  it('never takes a 9 pt subtitle for the second line of a 13 pt title printed letter by letter', () => {
    const joined = joinWrappedCells([
      line(40, [['A C C E S S', 40], ['B A N K', 113], ['P L C', 165]], 13),
      line(56, [['STATEMENT OF ACCOUNT', 40]], 9),
    ]);
    expect(joined.map((l) => l.text)).toEqual(['A C C E S S B A N K P L C', 'STATEMENT OF ACCOUNT']);
  });
  it('never takes a box’s next label for a wrapped line of the label above it (a label its cell cut short)', () => {
    // LibreOffice Calc clips "Account Number" to "Account Numb"; "Account Type" is the box's next row.
    const joined = joinWrappedCells([
      line(100.1, [['Account Name', 55], ['BALOGUN YETUNDE ADEOLA', 107]]),
      line(110.3, [['Account Numb', 55], ['0079451362', 107]]),
      line(120.5, [['Account Type SAVINGS - CLASSIC', 55]]),
    ]);
    expect(joined.map((l) => l.text)).toEqual(['Account Name BALOGUN YETUNDE ADEOLA', 'Account Numb 0079451362', 'Account Type SAVINGS - CLASSIC']);
  });
  it('never takes a whole label for a wrapped line of the label above it (labels one pitch apart)', () => {
    // GTBank's box: "Total Withdrawals" on the right sits between the address's line and the account number's.
    const joined = joinWrappedCells([
      line(98.25, [['Address', 31.5], ['NO 7 KACHIA ROAD, KADUNA', 89.3], ['Total Withdrawals', 285], ['273,995.02', 354]], 7.39),
      line(108.75, [['Account No.', 31.5], ['0152738846', 89.3]], 7.39),
    ]);
    expect(joined.map((l) => l.text)).toEqual(['Address NO 7 KACHIA ROAD, KADUNA Total Withdrawals 273,995.02', 'Account No. 0152738846']);
    // A value that wraps under its value is still joined.
    const wrapped = joinWrappedCells([
      line(98.25, [['Address', 31.5], ['NO 7 KACHIA ROAD,', 89.3], ['Total Withdrawals', 285], ['273,995.02', 354]], 7.39),
      line(108.75, [['KADUNA SOUTH', 89.3]], 7.39),
    ]);
    expect(wrapped.map((l) => l.text)).toEqual(['Address NO 7 KACHIA ROAD, KADUNA SOUTH Total Withdrawals 273,995.02']);
  });
  it('never takes a label whose colon is set apart for a wrapped line (a monospaced report)', () => {
    const joined = joinWrappedCells([
      line(100, [['Account', 30], ['Number : 0023817465', 62], ['Currency : NGN', 250]]),
      line(110, [['Period', 30], [': 2025-05-01 to 2025-05-31', 62]]),
    ]);
    expect(joined.map((l) => l.text)).toEqual(['Account Number : 0023817465 Currency : NGN', 'Period : 2025-05-01 to 2025-05-31']);
  });
});
