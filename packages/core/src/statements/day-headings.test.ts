import { describe, expect, it } from 'vitest';
import { withDayHeadings } from './day-headings.ts';
import type { Line, Segment } from './types.ts';

function line(y: number, cells: [string, number][]): Line {
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 8, page: 1 }));
  return { page: 1, y, h: 8, segments, text: cells.map((c) => c[0]).join(' ') };
}

describe('withDayHeadings', () => {
  it('gives rows that print only their time the day of the heading above them, and drops the headings', () => {
    const lines = withDayHeadings([
      line(10, [['Time', 10], ['Description', 80], ['Amount', 400]]),
      line(30, [['Sunday, 30 November 2025', 10]]),
      line(42, [['2:06 PM', 10], ['Airtime 9mobile 08027750621', 80], ['−₦100.00', 400]]),
      line(60, [['Saturday, 29 November 2025', 10]]),
      line(72, [['10:18 AM', 10], ['Electronic Money Transfer Levy', 80], ['−₦50.00', 400]]),
    ]);
    expect(lines.map((l) => l.segments[0].text)).toEqual(['Time', '2025-11-30 2:06 PM', '2025-11-29 10:18 AM']);
  });

  it('leaves a statement with dated rows alone', () => {
    const lines = [line(30, [['30 Nov 2025', 10], ['Airtime', 80], ['100.00', 400]]), line(42, [['29 Nov 2025', 10], ['Levy', 80], ['50.00', 400]])];
    expect(withDayHeadings(lines)).toBe(lines);
  });
});

describe('withDayHeadings, cards', () => {
  it('leaves an app screen of cards (no column heading; a time and a balance on a line of their own) to the card reader', () => {
    const lines = [
      line(30, [['Mar 30, 2026', 10]]),
      line(42, [['WEB PAYMENT 1XBET WALLET', 10], ['-N5,000.00', 400]]),
      line(54, [['09:02:09', 10], ['Bal', 380], ['N377,227.02', 400]]),
      line(70, [['Mar 29, 2026', 10]]),
      line(82, [['AIRTIME GLO', 10], ['-N500.00', 400]]),
      line(94, [['10:41:52', 10], ['Bal', 380], ['N377,727.02', 400]]),
    ];
    expect(withDayHeadings(lines)).toBe(lines);
  });
});
