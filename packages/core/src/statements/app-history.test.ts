import { describe, expect, it } from 'vitest';
import { readCardList } from './read-card-list.ts';
import { withRelativeDays, yearUpTo } from './relative-days.ts';
import { datesFirst } from './card-blocks.ts';
import { looksLikeDate, parseDate } from './parse-date.ts';
import type { Line, RawRow, Segment } from './types.ts';

/** A line of words, each written "text@x". */
function line(y: number, ...words: string[]): Line {
  const cells = words.map((w) => [w.slice(0, w.lastIndexOf('@')), Number(w.slice(w.lastIndexOf('@') + 1))] as const);
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page: 1 }));
  return { page: 1, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
}
const view = (rows: readonly RawRow[]) => rows.map((r) => [r.date, r.time ?? '', r.description, r.amount, r.balance, r.status ?? '']);

// An app's history (GTBank, Access, PalmPay, OPay): each transaction a block, its title and amount on top, its date
// (with a time, a status or a balance) on its last line; 12 px between a block's lines, 24 between blocks.
const header = [line(10, 'ADAEZE CHIOMA NWOSU@20'), line(22, 'October 2025 v@20')];
const history = [
  ...header,
  line(60, 'Transfer to SEGUN OLADIPO@20', '-₦4,000.00@200'),
  line(72, 'Oct 28, 2:40 PM@20', 'Successful@200'),
  line(96, 'Received from NGOZI@20', '+₦40,900.00@200'),
  line(108, 'ADEBAYO@20'),
  line(120, 'Oct 25, 12:44 PM@20', 'Successful@200'),
  line(144, 'Interest Earned@20', '+₦53.77@200'),
  line(156, 'Oct 23, 11:46 AM@20', 'Failed@200'),
  line(200, 'Home@20', 'Rewards@80', 'Me@200'),
];

describe("an app's transaction history", () => {
  it('gives each block its own title: the date printed last is moved to the block top', () => {
    const { lines: moved, blockPerCard } = datesFirst(history, (s) => looksLikeDate(s.text) && s.x0 === 20, (l) => l.segments.some((s) => /^[-+]₦/.test(s.text)));
    expect(blockPerCard).toBe(true);
    expect(moved.map((l) => l.text).slice(2, 6)).toEqual(['Oct 28, 2:40 PM', 'Transfer to SEGUN OLADIPO -₦4,000.00', 'Successful', 'Oct 25, 12:44 PM']);
    // The tab bar below the last block holds no card's text.
    expect(moved.some((l) => l.text.includes('Rewards'))).toBe(false);
  });
  it('reads the rows with their time and status, and no balance', () => {
    expect(view(readCardList(history).rows)).toEqual([
      ['Oct 28', '2:40 PM', 'Transfer to SEGUN OLADIPO', '-₦4,000.00', '', 'Successful'],
      ['Oct 25', '12:44 PM', 'Received from NGOZI ADEBAYO', '+₦40,900.00', '', 'Successful'],
      ['Oct 23', '11:46 AM', 'Interest Earned', '+₦53.77', '', 'Failed'],
    ]);
  });
  it("keeps the list's month heading out of the first card's narration", () => {
    // Set 15's PalmPay in dark mode: "October 2025 v" (its picker's arrow read as a letter) sits a line above the
    // first block, and was read as "October 2025 v Transfer to SEGUN OLADIPO".
    const close = [line(10, 'ADAEZE CHIOMA NWOSU@20'), line(48, 'October 2025 v@20'), ...history.slice(2)];
    expect(readCardList(close).rows[0].description).toBe('Transfer to SEGUN OLADIPO');
  });
  it('leaves a list whose dates start their cards as it is', () => {
    const dateFirst = [line(60, '28 Oct 2025@20'), line(72, 'Airtime MTN@20', '-₦200.00@200'), line(96, '27 Oct 2025@20'), line(108, 'Data Glo@20', '-₦500.00@200')];
    expect(datesFirst(dateFirst, (s) => looksLikeDate(s.text), (l) => l.segments.some((s) => /^[-+]₦/.test(s.text)))).toEqual({ lines: dateFirst, blockPerCard: false });
  });
  it('reads a receipt card: its labels left of their values', () => {
    const receipts = [
      line(60, 'Transfer to SEGUN OKAFOR@20', '- ₦7,750.00@200'),
      line(72, 'Type@20', 'Debit@120'),
      line(84, 'Date@20', '18 Nov 2025, 10:01 PM@120'),
      line(96, 'Recipient@20', 'SEGUN OKAFOR@120'),
      line(108, 'Status@20', 'Successful@120'),
      line(132, 'Received from ADA EZE@20', '+ ₦36,300.00@200'),
      line(144, 'Type@20', 'Credit@120'),
      line(156, 'Date@20', '17 Nov 2025, 1:57 PM@120'),
      line(168, 'Sender@20', 'ADA EZE@120'),
    ];
    const rows = readCardList(receipts).rows;
    expect(rows.map((r) => [r.date, r.time, r.description, r.counterparty, r.amount])).toEqual([
      ['18 Nov 2025', '10:01 PM', 'Transfer to SEGUN OKAFOR', 'SEGUN OKAFOR', '- ₦7,750.00'],
      ['17 Nov 2025', '1:57 PM', 'Received from ADA EZE', 'ADA EZE', '+ ₦36,300.00'],
    ]);
  });
});

describe('days an app names', () => {
  it('dates "Today" and "Yesterday" from the upload day, and joins a heading read in pieces', () => {
    const lines = [line(10, 'Today@20'), line(20, 'Yesterday@20'), line(30, 'Mon,@20', '24 Nov@44'), line(40, 'Today@20', '-₦5.00@200')];
    expect(withRelativeDays(lines, '2025-11-26').map((l) => l.segments.map((s) => s.text))).toEqual([
      ['2025-11-26'],
      ['2025-11-25'],
      ['Mon, 24 Nov'],
      ['Today', '-₦5.00'],
    ]);
    expect(withRelativeDays(lines, undefined)).toEqual(lines);
    expect(yearUpTo('2025-11-26')).toEqual({ start: '2024-11-27', end: '2025-11-26' });
  });
  it('reads dates with a weekday, a time after a comma or a dot', () => {
    expect(parseDate('23 Nov 2025, 19:54')).toBe('2025-11-23');
    expect(parseDate('Oct 26, 2025 · 8:54 PM')).toBe('2025-10-26');
    expect(looksLikeDate('Mon, 24 Nov')).toBe(true);
    expect(looksLikeDate('Nov 27th, 19:08:48')).toBe(true);
    expect(looksLikeDate('Sun King solar')).toBe(false);
  });
});
