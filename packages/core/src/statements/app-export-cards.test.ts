import { describe, expect, it } from 'vitest';
import { readCardList } from './read-card-list.ts';
import type { Line, RawRow, Segment } from './types.ts';

/** A line of words, each written "text@x", on page 1 unless a page is given. */
function line(y: number, words: string[], page = 1): Line {
  const cells = words.map((w) => [w.slice(0, w.lastIndexOf('@')), Number(w.slice(w.lastIndexOf('@') + 1))] as const);
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page }));
  return { page, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
}
const view = (rows: readonly RawRow[]) => rows.map((r) => [r.date, r.time ?? '', r.description, r.debit || r.credit || r.amount, r.balance]);

// More apps' printed statements of cards (held-out set 47), each card laid out its own way.
describe("an app's printed statement of cards, read by what each card holds", () => {
  it('reads the side of an unsigned amount from a direction printed apart, and a status after the date in one piece', () => {
    // Chipper: "Sent  Transfer  ₦18,500.00", the narration, "Transaction ID …", "Fee: ₦0.00  Balance ₦…", then
    // "4 Oct 2025, 7:43 PM · Completed".
    const card = (y: number, side: string, chip: string, amount: string, narration: string, balance: string, date: string) => [
      line(y, [`${side}@53`, `${chip}@${side === 'Sent' ? 89 : 111}`, `${amount}@471`]),
      line(y + 17, [`${narration}@53`]),
      line(y + 31, ['Transaction ID 54ac5ac3-2287@53']),
      line(y + 45, ['Fee: ₦0.00@53', `Balance ${balance}@445`]),
      line(y + 60, [`${date} · Completed@53`]),
    ];
    const lines = [
      ...card(222, 'Sent', 'Transfer', '₦18,500.00', 'Sent to @zee_lawal (Chipper)', '₦212,175.40', '4 Oct 2025, 7:43 PM'),
      ...card(324, 'Received', 'Transfer', '₦4,000.00', 'Received from @chidi.o (Chipper)', '₦230,675.40', '4 Oct 2025, 7:25 PM'),
      ...card(426, 'Sent', 'Airtime', '₦1,000.00', 'Airtime Glo 08154131591', '₦226,675.40', '3 Oct 2025, 9:06 AM'),
      ...card(528, 'Received', 'Deposit', '₦6,500.00', 'Deposit from Ebere Obi via FCMB', '₦227,675.40', '2 Oct 2025, 4:16 PM'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['4 Oct 2025', '7:43 PM', 'Sent to @zee_lawal (Chipper)', '-₦18,500.00', '₦212,175.40'],
      ['4 Oct 2025', '7:25 PM', 'Received from @chidi.o (Chipper)', '+₦4,000.00', '₦230,675.40'],
      ['3 Oct 2025', '9:06 AM', 'Airtime Glo 08154131591', '-₦1,000.00', '₦226,675.40'],
      // Its side named twice ("Received  Deposit"), the figure beside the second is the credit's.
      ['2 Oct 2025', '4:16 PM', 'Deposit from Ebere Obi via FCMB', '₦6,500.00', '₦227,675.40'],
    ]);
  });

  it('reads a direction on the date line, a labelled reference, a note that the card goes on, and a label word ending a narration', () => {
    // Kuda's app export: "Aug 3, 2025 · 09:36  Money in", the narration, "Ref: …", "₦5,500.00  Balance after: ₦…".
    const card = (y: number, date: string, side: string, narration: string[], amount: string, balance: string) => [
      line(y, [`${date}@56`, `${side}@489`]),
      ...narration.map((n, k) => line(y + 18 + 13 * k, [`${n}@56`])),
      line(y + 18 + 13 * narration.length, ['Ref: 2508030936943065V952@56']),
      line(y + 37 + 13 * narration.length, [`${amount}@56`, `Balance after: ${balance}@423`]),
    ];
    const lines = [
      line(250, ['Transactions@42']),
      ...card(297, 'Aug 3, 2025 · 09:36', 'Money in', ['Received from Fatima Balogun - school fees', 'balance'], '₦5,500.00', '₦132,950.00'),
      ...card(403, 'Aug 3, 2025 · 16:40', 'Money out', ['Card - Visa ****4412 - NETFLIX.COM', 'continued on next page'], '₦26,246.52', '₦106,703.48'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['Aug 3, 2025', '09:36', 'Received from Fatima Balogun - school fees balance', '+₦5,500.00', '₦132,950.00'],
      ['Aug 3, 2025', '16:40', 'Card - Visa ****4412 - NETFLIX.COM', '-₦26,246.52', '₦106,703.48'],
    ]);
  });

  it('reads a balance label over its figure with a time between, and leaves a heading out of the first card', () => {
    // Paga: title and "↑ Sent"; the day over its month left, the ID and the amount; "Wallet balance", the time, the
    // balance figure. The list's heading sits closer above the first card than the cards sit to each other.
    const card = (y: number, title: string, side: string, day: string, amount: string, time: string, balance: string) => [
      line(y, [`${title}@116`, `${side}@510`]),
      line(y + 11, [`${day}@70`, 'Transaction ID: 76134976073@116', `${amount}@494`]),
      line(y + 21, ['JUL 2025@60']),
      line(y + 26, ['Wallet balance@489']),
      line(y + 32, [`${time}@61`]),
      line(y + 37, [`${balance}@495`]),
    ];
    const lines = [
      line(228, ['All wallet activity, oldest first@46']),
      ...card(256, 'Airtime top-up MTN 07062069970', '↑ Sent', '3', '₦400.00', '7:39 AM', '₦21,750.75'),
      ...card(328, 'Received from Halima Okafor via Union Bank', '↓ Received', '4', '₦2,000.00', '10:18 AM', '₦23,750.75'),
      ...card(400, 'Airtime top-up Glo 07056109650', '↑ Sent', '5', '₦1,000.00', '5:21 PM', '₦22,750.75'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['3 JUL 2025', '7:39 AM', 'Airtime top-up MTN 07062069970', '-₦400.00', '₦21,750.75'],
      ['4 JUL 2025', '10:18 AM', 'Received from Halima Okafor via Union Bank', '+₦2,000.00', '₦23,750.75'],
      ['5 JUL 2025', '5:21 PM', 'Airtime top-up Glo 07056109650', '-₦1,000.00', '₦22,750.75'],
    ]);
  });

  it('reads cards under day headings, the side under the amount and a chip alone on the last line', () => {
    // PiggyVest: "Sun, 15 Dec" over cards of the narration and amount, "Credit" under it, "Interest  Completed
    // Balance after: ₦…"; a chip that names a side ("Deposit") is read as the side.
    const card = (y: number, narration: string, amount: string, side: string, chip: string, balance: string) => [
      line(y, [`${narration}@60`, `${amount}@491`]),
      line(y + 14, [`${side}@514`]),
      line(y + 27, [`${chip}@65`, 'Completed@113', `Balance after: ${balance}@437`]),
    ];
    const lines = [
      line(250, ['December 2024@48']),
      line(276, ['Sun, 15 Dec 2024@48']),
      ...card(304, 'Interest credited - Flex Naira', '₦204.13', 'Credit', 'Interest', '₦77,904.13'),
      ...card(359, 'Deposit from GTBank ****4471', '₦110,000.00', 'Credit', 'Deposit', '₦187,904.13'),
      line(414, ['Mon, 16 Dec 2024@48']),
      ...card(442, 'Investment - Investify: Poultry Farm', '₦80,000.00', 'Debit', 'Investify', '₦107,904.13'),
      ...card(497, 'Quicksave from Mastercard ****5521', '₦18,000.00', 'Credit', 'Quicksave', '₦125,904.13'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['Sun, 15 Dec 2024', '', 'Interest credited - Flex Naira', '+₦204.13', '₦77,904.13'],
      ['Sun, 15 Dec 2024', '', 'Deposit from GTBank ****4471', '+₦110,000.00', '₦187,904.13'],
      ['Mon, 16 Dec 2024', '', 'Investment - Investify: Poultry Farm', '-₦80,000.00', '₦107,904.13'],
      ['Mon, 16 Dec 2024', '', 'Quicksave from Mastercard ****5521', '+₦18,000.00', '₦125,904.13'],
    ]);
  });

  it("leaves out a footer printed on every page, and keeps a card's line of money that repeats above a page's first date", () => {
    // OPay: a day heading, cards of the narration and signed amount, then "11:50 AM · Successful  Balance:  ₦…"; the
    // day goes on at the top of page 2 before the next heading. Every page ends with the same two footer lines.
    const card = (y: number, title: string, amount: string, time: string, balance: string, page: number) => [
      line(y, [`${title}@91`, `${amount}@496`], page),
      line(y + 13, [`${time} · Successful@91`, 'Balance:@466', `${balance}@500`], page),
    ];
    const footer = (page: number) => [
      line(806, [`This statement is generated electronically from your OPay wallet history.@36`, `Page ${page} of 2@521`], page),
      line(817, ['Please report any discrepancy within 30 days via in-app support.@36'], page),
    ];
    const lines = [
      line(257, ['30 Sep 2025@36']),
      ...card(281, 'Electronic Money Transfer Levy', '-₦50.00', '10:17 PM', '₦145,674.48', 1),
      ...card(339, 'Transfer from UCHE YAKUBU | FCMB', '+₦145,000.00', '10:17 PM', '₦145,724.48', 1),
      ...footer(1),
      ...card(92, 'Electronic Money Transfer Levy', '-₦50.00', '11:50 AM', '₦724.48', 2),
      ...card(150, 'Mobile Data Glo 09052467668', '-₦4,500.00', '09:02 AM', '₦774.48', 2),
      line(209, ['29 Sep 2025@36'], 2),
      ...card(233, 'Airtime MTN 07033741072', '-₦1,500.00', '05:02 PM', '₦5,274.48', 2),
      ...footer(2),
    ];
    expect(view(readCardList(lines).rows).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['30 Sep 2025', 'Electronic Money Transfer Levy', '-₦50.00'],
      ['30 Sep 2025', 'Transfer from UCHE YAKUBU | FCMB', '+₦145,000.00'],
      ['30 Sep 2025', 'Electronic Money Transfer Levy', '-₦50.00'],
      ['30 Sep 2025', 'Mobile Data Glo 09052467668', '-₦4,500.00'],
      ['29 Sep 2025', 'Airtime MTN 07033741072', '-₦1,500.00'],
    ]);
  });
});
