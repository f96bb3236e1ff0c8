import { describe, expect, it } from 'vitest';
import { readCardList, readTableOrCards } from './read-card-list.ts';
import type { Line, RawRow, Segment } from './types.ts';

/** A line of words, each written "text@x"; a last argument `{ page }` puts it on a later page. */
function line(y: number, ...words: (string | { page: number })[]): Line {
  const last = words[words.length - 1];
  const page = typeof last === 'object' ? last.page : 1;
  const cells = words
    .filter((w): w is string => typeof w === 'string')
    .map((w) => [w.slice(0, w.lastIndexOf('@')), Number(w.slice(w.lastIndexOf('@') + 1))] as const);
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page }));
  return { page, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
}

const view = (rows: readonly RawRow[]) =>
  rows.map((r) => [r.date, r.time ?? '', r.counterparty, r.description, r.debit, r.credit, r.amount, r.balance]);

/** One labelled card at x (date over time, a counterparty, a narration, debit/credit/balance over figures). */
function card(
  y: number,
  x: number,
  date: string,
  party: string,
  narration: string,
  debit: string,
  credit: string,
  balance: string,
) {
  return [
    [y, [date, x], ['SENDER/RECEIVER', x + 60]],
    [y + 8, ['10:00:00', x], [party, x + 60]],
    [y + 16, ['NARRATION', x + 60]],
    [y + 24, [narration, x + 60]],
    [y + 32, ['DEBIT', x], ['CREDIT', x + 60], ['BALANCE', x + 200]],
    [y + 40, [debit, x], [credit, x + 60], [balance, x + 190]],
  ] as const;
}

/** Cards side by side: their words on shared lines, merged as a PDF's text would give them. */
function grid(...cards: ReturnType<typeof card>[]): Line[] {
  const byY = new Map<number, [string, number][]>();
  for (const c of cards)
    for (const [y, ...cells] of c)
      byY.set(y, [...(byY.get(y) ?? []), ...cells.map(([t, x]) => [t, x] as [string, number])]);
  return [...byY.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([y, cells]) => line(y, ...cells.sort((a, b) => a[1] - b[1]).map(([t, x]) => `${t}@${x}`)));
}

describe('readCardList', () => {
  it('splits cards printed side by side by x and reads them row by row, left card then right card', () => {
    const lines = grid(
      card(100, 30, 'Oct 31, 2025', 'Moniepoint', 'VAT ON FEE', '₦7.50', '—', '₦390.00'),
      // The right card's first line a little higher than the left one's: still the same row of the grid.
      card(98, 320, 'Oct 30, 2025', 'ADA OKAFOR', 'NIP TRF FROM ADA', '—', '₦100.00', '₦397.50'),
      card(160, 30, 'Oct 29, 2025', 'AEDC', 'AEDC TOKEN', '₦20.00', '—', '₦297.50'),
      card(158, 320, 'Oct 28, 2025', 'DSTV', 'DSTV SUBSCRIPTION', '₦9.00', '—', '-₦4.40'),
    );
    expect(view(readCardList(lines).rows)).toEqual([
      ['Oct 31, 2025', '10:00:00', 'Moniepoint', 'VAT ON FEE', '₦7.50', '', '', '₦390.00'],
      ['Oct 30, 2025', '10:00:00', 'ADA OKAFOR', 'NIP TRF FROM ADA', '', '₦100.00', '', '₦397.50'],
      ['Oct 29, 2025', '10:00:00', 'AEDC', 'AEDC TOKEN', '₦20.00', '', '', '₦297.50'],
      ['Oct 28, 2025', '10:00:00', 'DSTV', 'DSTV SUBSCRIPTION', '₦9.00', '', '', '-₦4.40'],
    ]);
  });

  it('reads several transactions under one day heading, each ending at its time under the narration', () => {
    const lines = [
      line(100, 'Mar 30, 2026@20'),
      line(110, 'NIP TRF TO DAMILOLA@20', '-₦4,735.00@300'),
      line(118, 'SANNI/GTBANK/HOUSE@20', 'Bal ₦102,148.90@290'),
      line(126, 'CHORES REF784891@20'),
      line(134, '10:18:42@20'),
      line(146, 'REVERSAL FAILED POS@20', '+₦1,423.50@300'),
      line(154, '71247400@20', 'Bal ₦106,883.90@290'),
      line(162, '09:34:12@20'),
      line(180, 'Mar 29, 2026@20'),
      line(190, 'AIRTIME GLO@20', '-₦500.00@300'),
      line(198, '09:02:09@20', 'Bal ₦105,460.40@290'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      [
        'Mar 30, 2026',
        '10:18:42',
        '',
        'NIP TRF TO DAMILOLA SANNI/GTBANK/HOUSE CHORES REF784891',
        '',
        '',
        '-₦4,735.00',
        '₦102,148.90',
      ],
      // A long number without kobo (a terminal ID) is narration, not a figure.
      ['Mar 30, 2026', '09:34:12', '', 'REVERSAL FAILED POS 71247400', '', '', '+₦1,423.50', '₦106,883.90'],
      ['Mar 29, 2026', '09:02:09', '', 'AIRTIME GLO', '', '', '-₦500.00', '₦105,460.40'],
    ]);
  });

  it('without times, a transaction ends at its amount and balance', () => {
    const lines = [
      line(100, '02/03/2026@20'),
      line(110, 'AIRTIME@20', '-500.00@300'),
      line(118, 'Balance: 1,000.00@290'),
      line(130, 'DATA BUNDLE@20', '-200.00@300'),
      line(138, 'Balance: 800.00@290'),
    ];
    expect(readCardList(lines).rows.map((r) => [r.description, r.amount, r.balance])).toEqual([
      ['AIRTIME', '-500.00', '1,000.00'],
      ['DATA BUNDLE', '-200.00', '800.00'],
    ]);
  });

  it('reads a label and its value printed as one piece ("Debit: ₦7.50", "To: ADA OKAFOR")', () => {
    const lines = [
      line(100, '02/03/2026@20', 'To: ADA OKAFOR@120'),
      line(110, 'Narration: AIRTIME@20'),
      line(118, 'Debit: ₦7.50@20', 'Credit: —@120', 'Balance: ₦390.00@220'),
      line(130, '01/03/2026@20', 'From: UCHE EZE@120'),
      line(140, 'Narration: REFUND@20'),
      line(148, 'Debit: —@20', 'Credit: ₦50.00@120', 'Balance: ₦397.50@220'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['02/03/2026', '', 'ADA OKAFOR', 'AIRTIME', '₦7.50', '', '', '₦390.00'],
      ['01/03/2026', '', 'UCHE EZE', 'REFUND', '', '₦50.00', '', '₦397.50'],
    ]);
  });

  it('takes an amount suffixed DR or CR as signed, and a balance with its suffix', () => {
    const lines = [
      line(100, '02/03/2026@20'),
      line(110, 'SALARY@20', '₦500.00 CR@300'),
      line(118, 'Balance: ₦1,500.00 CR@290'),
    ];
    expect(readCardList(lines).rows.map((r) => [r.amount, r.balance])).toEqual([['₦500.00 CR', '₦1,500.00 CR']]);
  });

  it('takes an amount whose decimal point OCR lost when its sign says it is the amount', () => {
    const lines = [
      line(100, 'Mar 30, 2026@20'),
      line(110, 'WEB PAYMENT@20', '-N5, 00000@300'),
      line(118, 'Bal N362,927.02@290'),
    ];
    expect(readCardList(lines).rows.map((r) => r.amount)).toEqual(['-N5, 00000']);
  });

  it('takes a figure whose naira sign OCR read as another mark, and leaves out the marks of each row’s icon', () => {
    // An app draws an icon left of each title; OCR reads it as "l=) £3" or "L]", on the title's line or the next.
    const lines = [
      line(100, 'FRIDAY, 21 NOV 2025@20'),
      line(110, 'Airtime - AIRTEL 09020864259@80'),
      line(114, 'l=) £3@30', '-N500.00@300'),
      line(118, '10:43 PM@80'),
      line(130, 'TV Subscription - DStv@80', 'L]@30', '+X49,750.00@300'),
      line(138, '2:50 PM@80'),
      line(150, 'Electricity - IKEDC Prepaid@80', '-}8,500.00@300'),
      line(158, '2:10 PM@80'),
      // A narration of short words only is kept whole.
      line(170, 'TV@80', '-₦4,400.00@300'),
      line(178, '1:10 PM@80'),
    ];
    expect(readCardList(lines).rows.map((r) => [r.description, r.amount])).toEqual([
      ['Airtime - AIRTEL 09020864259', '-N500.00'],
      ['TV Subscription - DStv', '+X49,750.00'],
      ['Electricity - IKEDC Prepaid', '-}8,500.00'],
      ['TV', '-₦4,400.00'],
    ]);
  });

  it('gives the rows at the top of the next screen the day of the rows above them, where the foot’s heading is printed again', () => {
    // Screen 1 ends with MONDAY's rows and SUNDAY's heading; screen 2 starts with MONDAY's last row again.
    const screens = [
      line(100, 'MONDAY, 03 NOV 2025@20'),
      line(110, 'Transfer to KEMI USMAN@80', '-₦9,200.00@300'),
      line(118, '3:05 PM@80'),
      line(130, 'SUNDAY, 02 NOV 2025@20'),
      // Read again a little differently (an exact repeat above a screen's first heading is a running title).
      line(40, 'Transfer to KEMI USMAN@80', '-N9,200.00@300', { page: 2 }),
      line(48, '3:05 PM@80', { page: 2 }),
      line(60, 'SUNDAY, 02 NOV 2025@20', { page: 2 }),
      line(70, 'Bill Payment - DStv Yanga@80', '-₦6,000.00@300', { page: 2 }),
      line(78, '8:48 AM@80', { page: 2 }),
    ];
    expect(readCardList(screens).rows.map((r) => [r.date, r.description])).toEqual([
      ['MONDAY, 03 NOV 2025', 'Transfer to KEMI USMAN'],
      ['MONDAY, 03 NOV 2025', 'Transfer to KEMI USMAN'],
      ['SUNDAY, 02 NOV 2025', 'Bill Payment - DStv Yanga'],
    ]);
    // A printed statement's heading at the foot of a page is not printed again: its rows follow on the next page.
    const printed = [...screens.slice(0, 4), ...screens.slice(7)];
    expect(readCardList(printed).rows.map((r) => r.date)).toEqual(['MONDAY, 03 NOV 2025', 'SUNDAY, 02 NOV 2025']);
  });

  it('leaves out a navigation bar printed under every screen of a history screenshotted screen by screen', () => {
    const screen = (page: number, day: string, title: string, amount: string, time: string) => [
      line(100, `${day}@20`, { page }),
      line(110, `${title}@80`, `${amount}@300`, { page }),
      line(118, `${time}@80`, { page }),
      line(300, 'Home@20', 'Payments@80', 'Budget@160', 'Cards@220', 'More@280', { page }),
    ];
    const lines = [
      ...screen(1, 'Friday, 3 Oct 2025', 'To ADA OKAFOR', '-₦5,000.00', '4:10 PM'),
      // The time's colon lost: the row is still complete at it.
      ...screen(2, 'Thursday, 2 Oct 2025', 'Airtime - MTN', '-₦500.00', '112 PM'),
      // The time unread: the bar under the screen is still no part of the row.
      ...screen(3, 'Wednesday, 1 Oct 2025', 'From TUNDE ETIM', '+₦119,800.00', '1 1Z PM'),
    ].map((l) => ({ ...l, segments: l.segments.map((s) => ({ ...s, conf: 90 })) }));
    expect(readCardList(lines).rows.map((r) => [r.description, r.time])).toEqual([
      ['To ADA OKAFOR', '4:10 PM'],
      ['Airtime - MTN', '1:12 PM'],
      ['From TUNDE ETIM 1 1Z PM', undefined],
    ]);
  });

  it('never makes rows of the summary tiles above the list, and gives them as statement facts', () => {
    const lines = [
      line(20, 'Statement period@20', 'Oct 01, 2025 – Oct 31, 2025@200'),
      line(40, 'Opening balance@20', 'Money in@150', 'Money out@280'),
      line(48, '₦34,180.60@20', '₦760,670.00@150', '₦403,919.13@280'),
      line(70, 'Mar 30, 2026@20'),
      line(80, 'AIRTIME@20', '-₦500.00@300'),
      line(88, 'Bal ₦33,680.60@290'),
    ];
    const t = readCardList(lines);
    expect(t.rows).toHaveLength(1);
    expect(t.headerText).toEqual(expect.arrayContaining(['Opening balance: ₦34,180.60', 'Money in: ₦760,670.00']));
  });

  it('starts cards only at dates where a column of cards starts: a print date above, a value date inside, start none', () => {
    const lines = [
      line(20, 'Printed@250', 'Apr 01, 2026@300'),
      line(40, 'Opening balance@20'),
      line(48, '₦34,180.60@20'),
      line(70, 'Mar 30, 2026@20'),
      line(80, 'AIRTIME@20', '-₦500.00@300'),
      line(88, 'Mar 31, 2026@120', 'Bal ₦33,680.60@290'),
      line(100, 'Mar 29, 2026@20'),
      line(110, 'DATA@20', '-₦100.00@300'),
      line(118, 'Bal ₦34,180.60@290'),
    ];
    const t = readCardList(lines);
    expect(t.rows.map((r) => [r.date, r.description, r.amount, r.balance])).toEqual([
      ['Mar 30, 2026', 'AIRTIME', '-₦500.00', '₦33,680.60'],
      ['Mar 29, 2026', 'DATA', '-₦100.00', '₦34,180.60'],
    ]);
    expect(t.headerText).toContain('Opening balance: ₦34,180.60');
  });

  it('ends the list at a summary printed under it, and drops a footer with no figure', () => {
    const lines = [
      line(70, 'Mar 30, 2026@20'),
      line(80, 'AIRTIME@20', '-₦500.00@300'),
      line(88, '10:00@20', 'Bal ₦33,680.60@290'),
      line(100, 'Closing balance@20'),
      line(108, '-₦33,680.60@20'),
      line(120, 'This statement is valid without a signature.@20'),
    ];
    expect(readCardList(lines).rows.map((r) => r.description)).toEqual(['AIRTIME']);
  });

  it('keeps a running title out of a card cut by a page break', () => {
    const lines = [
      line(20, 'Transaction History@20'),
      line(70, 'Mar 30, 2026@20'),
      line(80, 'AIRTIME@20', '-₦500.00@300'),
      line(88, '10:00@20', 'Bal ₦33,680.60@290'),
      line(200, 'Mar 29, 2026@20'),
      line(210, 'NIP TRF TO ADA@20', '-₦100.00@300'),
      line(20, 'Transaction History@20', { page: 2 }),
      line(30, 'OKAFOR/GTBANK@20', 'Bal ₦33,780.60@290', { page: 2 }),
      line(38, '09:00@20', { page: 2 }),
    ];
    expect(readCardList(lines).rows.map((r) => r.description)).toEqual(['AIRTIME', 'NIP TRF TO ADA OKAFOR/GTBANK']);
  });
});

describe('readTableOrCards', () => {
  it('keeps a table with a heading as the table reads it', () => {
    const lines = [
      line(40, 'Trans Date@10', 'Narration@80', 'Debit@300', 'Credit@360', 'Balance@420'),
      line(55, '01-Jan-2025@10', 'SALARY@80', '5,000.00@352', '14,000.00@416'),
    ];
    const t = readTableOrCards(lines);
    expect(t.headers.length).toBeGreaterThan(0);
    expect(t.rows.map((r) => r.credit)).toEqual(['5,000.00']);
  });

  it('reads cards when the table gives no row with a figure', () => {
    const lines = grid(card(100, 30, 'Oct 31, 2025', 'Moniepoint', 'VAT ON FEE', '₦7.50', '—', '₦390.00'));
    expect(view(readTableOrCards(lines).rows)).toEqual([
      ['Oct 31, 2025', '10:00:00', 'Moniepoint', 'VAT ON FEE', '₦7.50', '', '', '₦390.00'],
    ]);
  });
});

describe('a card with its category chip right of the amount', () => {
  it('keeps the chip out of the narration printed on the line above', () => {
    // Set 46's FairMoney: narration and status, then the signed amount with its category far right, date, balance.
    const lines = [
      line(100, 'Transfer from Musa Uche - PalmPay -@10', 'Successful@480'),
      line(110, '100033250803055610493076999636@10'),
      line(120, '+₦4,450.00@10', 'Transfer@500'),
      line(130, '03 Aug 2025 · 05:56@10'),
      line(140, 'Balance: ₦27,630.40@10'),
      line(170, 'DSTV subscription - Confam - IUC 1436329086@10', 'Successful@480'),
      line(180, '-₦7,900.00@10', 'Cable TV@500'),
      line(190, '04 Aug 2025 · 09:12@10'),
      line(200, 'Balance: ₦19,730.40@10'),
    ];
    expect(readCardList(lines).rows.map((r) => r.description)).toEqual([
      'Transfer from Musa Uche - PalmPay - 100033250803055610493076999636',
      'DSTV subscription - Confam - IUC 1436329086',
    ]);
  });
});
