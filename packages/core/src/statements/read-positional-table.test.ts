import { describe, expect, it } from 'vitest';
import { readPositionalTable } from './read-positional-table.ts';
import type { Line, Segment } from './types.ts';

function line(y: number, cells: [string, number][], page = 1): Line {
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page }));
  return { page, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
}

describe('readPositionalTable', () => {
  it('assigns cells to header columns and joins wrapped narration', () => {
    const lines = [
      line(10, [['Account Name: ADA', 10]]),
      line(40, [['Trans Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]]),
      line(55, [['01-Jan-2025', 10], ['NIP TRANSFER TO CHIDI', 80], ['1,000.00', 290], ['9,000.00', 420]]),
      line(64, [['OKAFOR GTBANK', 80]]),
      line(75, [['02-Jan-2025', 10], ['SALARY', 80], ['5,000.00', 352], ['14,000.00', 416]]),
      line(200, [['Page 1 of 1', 300]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.headerText).toEqual(['Account Name: ADA']);
    expect(t.rows.map((r) => [r.date, r.description, r.debit, r.credit, r.balance])).toEqual([
      ['01-Jan-2025', 'NIP TRANSFER TO CHIDI OKAFOR GTBANK', '1,000.00', '', '9,000.00'],
      ['02-Jan-2025', 'SALARY', '', '5,000.00', '14,000.00'],
    ]);
  });

  it('keeps a narration line that falls at the same place on two pages, and drops a running footer', () => {
    const page = (p: number, first: string, second: string) => [
      line(40, [['Trans Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], p),
      line(55, [[first, 10], ['ELECTRONIC MONEY', 80], ['50.00', 300], ['9,000.00', 420]], p),
      line(64, [['TRANSFER LEVY', 80]], p),
      line(75, [[second, 10], ['SALARY', 80], ['5,000.00', 352], ['14,000.00', 416]], p),
      line(200, [['Thank you for banking with us', 80]], p),
    ];
    const t = readPositionalTable([...page(1, '01-Jan-2025', '02-Jan-2025'), ...page(2, '03-Jan-2025', '04-Jan-2025')]);
    expect(t.rows.map((r) => r.description)).toEqual(['ELECTRONIC MONEY TRANSFER LEVY', 'SALARY', 'ELECTRONIC MONEY TRANSFER LEVY', 'SALARY']);
  });
});
