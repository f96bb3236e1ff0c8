import { describe, expect, it } from 'vitest';
import { readCardList } from './read-card-list.ts';
import { withStackedDates } from './stacked-dates.ts';
import type { Line, RawRow, Segment } from './types.ts';

/** A line of words, each written "text@x", on page 1 unless a page is given. */
function line(y: number, words: string[], page = 1): Line {
  const cells = words.map((w) => [w.slice(0, w.lastIndexOf('@')), Number(w.slice(w.lastIndexOf('@') + 1))] as const);
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page }));
  return { page, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
}
const view = (rows: readonly RawRow[]) =>
  rows.map((r) => [r.date, r.time ?? '', r.description, r.debit, r.credit, r.amount, r.balance]);

// The "Download statement" PDFs apps print are lists of cards, each laid out its own way (held-out set 46).
describe("an app's printed statement of cards", () => {
  it('reads cards that open with a category chip and their title, the amount right of its Debit/Credit label', () => {
    // Moniepoint: chip + title, then "DEBIT  ₦x  Balance after: ₦y", then the date, then a labelled reference.
    const card = (y: number, chip: string, title: string, side: string, amount: string, balance: string, date: string) => [
      line(y, [`${chip}@49`, `${title}@92`]),
      line(y + 12, [`${side}@43`, `${amount}@70`, `Balance after: ${balance}@456`]),
      line(y + 22, [`${date}@43`, 'Successful@515']),
      line(y + 30, ['Ref: MNP2510036639233214@43']),
    ];
    const lines = [
      line(96, ['Ibrahim Tijjani Musa@34', '81******23@214']),
      ...card(154, 'POS', 'POS purchase / TOTAL ENERGIES AJAH', 'DEBIT', '₦7,440.50', '₦79,910.00', '03 Oct 2025, 14:54'),
      ...card(207, 'Transfer', 'Transfer from Segun Obi / PalmPay', 'CREDIT', '₦75,600.36', '₦155,510.36', '07 Oct 2025, 15:33'),
      ...card(260, 'Levy', 'Electronic Money Transfer Levy', 'DEBIT', '₦50.00', '₦155,460.36', '07 Oct 2025, 15:33'),
      line(309, ['Moniepoint Microfinance Bank Ltd. Licensed by the CBN.@34']),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['03 Oct 2025', '14:54', 'POS purchase / TOTAL ENERGIES AJAH', '₦7,440.50', '', '', '₦79,910.00'],
      ['07 Oct 2025', '15:33', 'Transfer from Segun Obi / PalmPay', '', '₦75,600.36', '', '₦155,510.36'],
      ['07 Oct 2025', '15:33', 'Electronic Money Transfer Levy', '₦50.00', '', '', '₦155,460.36'],
    ]);
  });

  it('reads cards set two to a row, each with its date under its title, row by row, left then right', () => {
    // Kuda Business: title, then "date · time  ● Successful  DEBIT ₦x", then "Balance: ₦y", in two columns.
    const pair = (y: number, left: string[], right: string[]) => [
      line(y, [`${left[0]}@40`, `${right[0]}@307`]),
      line(y + 8, [`${left[1]}@40`, '● Successful@125', `${left[2]}@239`, `${left[3]}@258`, `${right[1]}@307`, '● Successful@391', `${right[2]}@477`, `${right[3]}@500`]),
      line(y + 17, [`Balance: ${left[4]}@40`, `Balance: ${right[4]}@307`]),
    ];
    const lines = [
      ...pair(172, ['ELECTRONIC MONEY TRANSFER LEVY', 'Sep 22, 2025 · 10:25 AM', 'DEBIT', '₦50.00', '₦1,168,240.56'], ['TRANSFER FROM SEGUN UCHE GTBANK', 'Sep 22, 2025 · 10:25 AM', 'CREDIT', '₦105,100.56', '₦1,168,290.56']),
      ...pair(220, ['AIRTIME PURCHASE GLO 08165762389', 'Sep 19, 2025 · 7:47 AM', 'DEBIT', '₦500.00', '₦1,063,190.00'], ['TRANSFER FEE', 'Sep 18, 2025 · 11:10 AM', 'DEBIT', '₦53.75', '₦1,063,690.00']),
    ];
    expect(view(readCardList(lines).rows).map((r) => [r[0], r[2], r[3] || r[4], r[6]])).toEqual([
      ['Sep 22, 2025', 'ELECTRONIC MONEY TRANSFER LEVY', '₦50.00', '₦1,168,240.56'],
      ['Sep 22, 2025', 'TRANSFER FROM SEGUN UCHE GTBANK', '₦105,100.56', '₦1,168,290.56'],
      ['Sep 19, 2025', 'AIRTIME PURCHASE GLO 08165762389', '₦500.00', '₦1,063,190.00'],
      ['Sep 18, 2025', 'TRANSFER FEE', '₦53.75', '₦1,063,690.00'],
    ]);
  });

  it('reads a date set as a block left of each card: the day over its month, the time under them', () => {
    // Carbon: "25" over "JUL 2025" over "8:40 PM"; status and reference on the card's last line.
    const card = (y: number, day: string, title: string, amount: string, balance: string, time: string) => [
      line(y, [`${day}@62`, `${title}@112`, `${amount}@476`]),
      line(y + 12, ['JUL 2025@56', `Balance: ${balance}@461`]),
      line(y + 24, [`${time}@58`, '✓ Successful@112', 'Ref: CBN-599798-5091@180']),
    ];
    const lines = [...card(172, '25', 'DSTV subscription, Compact Plus', '-₦15,700.00', '₦191,808.19', '8:40 PM'), ...card(228, '24', 'Transfer from Blessing Danjuma', '+₦3,950.00', '₦207,508.19', '3:38 PM')];
    expect(view(readCardList(lines).rows)).toEqual([
      ['25 JUL 2025', '8:40 PM', 'DSTV subscription, Compact Plus', '', '', '-₦15,700.00', '₦191,808.19'],
      ['24 JUL 2025', '3:38 PM', 'Transfer from Blessing Danjuma', '', '', '+₦3,950.00', '₦207,508.19'],
    ]);
  });

  it('keeps the narration of a card cut by a page break, printed at the foot of the page before', () => {
    // FairMoney: title, signed amount, date, balance; the third card's title closes page 1, the rest opens page 2.
    const card = (y: number, title: string, amount: string, date: string, balance: string, page = 1) => [
      line(y, [`${title}@46`, 'Successful@502'], page),
      line(y + 12, [`${amount}@46`], page),
      line(y + 24, [`${date}@46`], page),
      line(y + 36, [`Balance: ${balance}@46`], page),
    ];
    const lines = [
      ...card(219, 'Transfer from Musa Uche - PalmPay', '+₦4,450.00', '03 Aug 2025 · 05:56', '₦27,630.40'),
      ...card(285, 'Bet9ja top-up - Customer ID 5866136', '-₦500.00', '04 Aug 2025 · 09:10', '₦27,130.40'),
      line(351, ['Transfer to Adaeze Adeyemi - Wema Bank@46', 'Successful@502']),
      line(363, ['090551250807200203166060295917@46']),
      line(400, ['FairMoney Microfinance Bank Ltd • Page 1@174']),
      line(63, ['-₦4,899.93@46'], 2),
      line(75, ['07 Aug 2025 · 20:02@46'], 2),
      line(88, ['Balance: ₦22,230.47@46'], 2),
      ...card(116, 'Transfer fee', '-₦26.88', '07 Aug 2025 · 20:02', '₦22,203.59', 2),
    ];
    expect(readCardList(lines).rows.map((r) => [r.description, r.amount])).toEqual([
      ['Transfer from Musa Uche - PalmPay', '+₦4,450.00'],
      ['Bet9ja top-up - Customer ID 5866136', '-₦500.00'],
      ['Transfer to Adaeze Adeyemi - Wema Bank 090551250807200203166060295917', '-₦4,899.93'],
      ['Transfer fee', '-₦26.88'],
    ]);
  });
});

describe('withStackedDates', () => {
  it("writes a day's number over its month and year as one date on the day's line", () => {
    const lines = [line(10, ['25@62', 'DSTV@112']), line(22, ['JUL 2025@56', 'Balance@461']), line(60, ['24@62', 'Airtime@112']), line(72, ['JUL 2025@56'])];
    expect(withStackedDates(lines).map((l) => l.text)).toEqual(['25 JUL 2025 DSTV', 'Balance', '24 JUL 2025 Airtime']);
  });
  it('leaves one number over a month alone: no list of cards', () => {
    const lines = [line(10, ['12@62', 'Pages@112']), line(22, ['JUL 2025@56'])];
    expect(withStackedDates(lines).map((l) => l.text)).toEqual(['12 Pages', 'JUL 2025']);
  });
});
