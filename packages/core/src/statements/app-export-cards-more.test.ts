import { describe, expect, it } from 'vitest';
import { FOOTER } from './card-fields.ts';
import { readCardList } from './read-card-list.ts';
import type { Line, RawRow, Segment } from './types.ts';

/** A line of words, each written "text@x", on page 1 unless a page is given. */
function line(y: number, words: string[], page = 1): Line {
  const cells = words.map((w) => [w.slice(0, w.lastIndexOf('@')), Number(w.slice(w.lastIndexOf('@') + 1))] as const);
  const segments: Segment[] = cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 4, y, h: 7, page }));
  return { page, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
}
/** Each row as [date, time, narration, the amount with its side, balance]. */
const view = (rows: readonly RawRow[]) =>
  rows.map((r) => [r.date, r.time ?? '', r.description, r.debit ? `-${r.debit}` : r.credit ? `+${r.credit}` : r.amount, r.balance]);

// Still more apps' cards (held-out set 48): each test is one way a card prints what it holds.
describe("an app's list of cards, read by what each card holds (more layouts)", () => {
  it('reads a direction and its figure printed in one piece, under day headings without a year', () => {
    // Zenith's app: the narration and the time, "Ref: …" and "Debit NGN 7,500.00", then "Bal NGN …".
    const card = (y: number, narration: string, time: string, amount: string, balance: string) => [
      line(y, [`${narration}@50`, `${time}@527`]),
      line(y + 12, ['Ref: ZMB6796398702@50', `${amount}@463`]),
      line(y + 23, [`Bal NGN ${balance}@476`]),
    ];
    const lines = [
      line(274, ['December 2025@40']),
      line(294, ['Tue, 2 Dec@42']),
      ...card(316, 'EEDC PREPAID MTR 9749****446', '15:19', 'Debit NGN 7,500.00', '138,325.27'),
      ...card(371, 'NIP CR FRM EZE KEHINDE N FIRST BANK', '16:58', 'Credit NGN 1,500.00', '139,825.27'),
      line(421, ['Sun, 7 Dec@42']),
      ...card(443, 'TARGET SAVINGS CHRISTMAS', '17:24', 'Debit NGN 50,000.00', '89,825.27'),
      line(494, ['Tue, 16 Dec@42']),
      ...card(516, 'NIP CR FRM ETIM BISOLA M STERLING BANK', '07:40', 'Credit NGN 60,000.25', '149,825.52'),
      ...card(570, 'ELECTRONIC MONEY TRANSFER LEVY', '07:40', 'Debit NGN 50.00', '149,775.52'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['Tue, 2 Dec', '15:19', 'EEDC PREPAID MTR 9749****446', '-NGN 7,500.00', 'NGN 138,325.27'],
      ['Tue, 2 Dec', '16:58', 'NIP CR FRM EZE KEHINDE N FIRST BANK', '+NGN 1,500.00', 'NGN 139,825.27'],
      ['Sun, 7 Dec', '17:24', 'TARGET SAVINGS CHRISTMAS', '-NGN 50,000.00', 'NGN 89,825.27'],
      ['Tue, 16 Dec', '07:40', 'NIP CR FRM ETIM BISOLA M STERLING BANK', '+NGN 60,000.25', 'NGN 149,825.52'],
      ['Tue, 16 Dec', '07:40', 'ELECTRONIC MONEY TRANSFER LEVY', '-NGN 50.00', 'NGN 149,775.52'],
    ]);
  });

  it('reads a balance label set under the narration, where it starts, as the label of the figure below it', () => {
    // ALAT: the date and the direction with its figure, the narration, then "Available balance" over its figure.
    const card = (y: number, date: string, side: string, amount: string, narration: string, balance: string) => [
      line(y, [`${date}@60`, `${side}@300`, `${amount}@370`]),
      line(y + 10, [`${narration}@60`]),
      line(y + 20, ['Available balance@60']),
      line(y + 30, [`${balance}@60`]),
    ];
    const lines = [
      ...card(170, '16 Sep 2025 8:52 AM', '↑ Money out', '₦23,204.00', 'Card payment New Haven Stores Enugu', '₦24,428.27'),
      ...card(230, '16 Sep 2025 12:51 PM', '↓ Money in', '₦20,000.00', 'Received from Nneka M. Olawale', '₦44,428.27'),
      ...card(290, '16 Sep 2025 2:43 PM', '↑ Money out', '₦50.00', 'EMTL - Electronic Money Transfer Levy', '₦44,378.27'),
    ];
    expect(view(readCardList(lines).rows).map((r) => [r[2], r[3], r[4]])).toEqual([
      ['Card payment New Haven Stores Enugu', '-₦23,204.00', '₦24,428.27'],
      ['Received from Nneka M. Olawale', '+₦20,000.00', '₦44,428.27'],
      ['EMTL - Electronic Money Transfer Levy', '-₦50.00', '₦44,378.27'],
    ]);
  });

  it("gives a chip left of a card's date to that card, keeps a line printed under the amount, and ends at the list's end note", () => {
    // UBA: "TRANSFER" left of the date and time, the narration with "10,000.00 Cr", its last letter on the next line,
    // "Ref: …". A page ends after a card; the next page's first card starts with its chip.
    const card = (y: number, chip: string, date: string, narration: string[], amount: string, page = 1) => [
      line(y, [`${chip}@47`, `${date}@480`], page),
      line(y + 11, [`${narration[0]}@47`, `${amount}@495`], page),
      ...narration.slice(1).map((n, k) => line(y + 22 + 10 * k, [`${n}@47`], page)),
      line(y + 22 + 10 * (narration.length - 1), ['Ref: UBA396988694704@47'], page),
    ];
    const lines = [
      ...card(252, 'AIRTIME', '27 Sep 2025 21:16', ['LEO AIRTIME 9MOBILE 0818***1787'], '1,500.00 Dr'),
      ...card(296, 'TRANSFER', '27 Sep 2025 13:59', ['NIP TRANSFER FROM ODUYA CHUKWUMA', 'U'], '10,000.00 Cr'),
      ...card(350, 'CHARGES', '26 Sep 2025 09:47', ['EMTL LEVY'], '50.00 Dr'),
      ...card(69, 'TRANSFER', '26 Sep 2025 09:47', ['SAL SEP 2025 HARMATTAN FOODS PLC'], '285,000.60 Cr', 2),
      line(120, ['*** End of transaction history ***@47'], 2),
    ];
    expect(view(readCardList(lines).rows).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      ['27 Sep 2025', '21:16', 'LEO AIRTIME 9MOBILE 0818***1787', '1,500.00 Dr'],
      ['27 Sep 2025', '13:59', 'NIP TRANSFER FROM ODUYA CHUKWUMA U', '10,000.00 Cr'],
      ['26 Sep 2025', '09:47', 'EMTL LEVY', '50.00 Dr'],
      ['26 Sep 2025', '09:47', 'SAL SEP 2025 HARMATTAN FOODS PLC', '285,000.60 Cr'],
    ]);
  });

  it('joins a stop printed as a piece of its own', () => {
    // Accion: "Yusuf Y" and ". Anozie …" touching.
    const card = (y: number, date: string, amount: string, narration: string[], balance: string) => [
      line(y, [`${date}@82`, `${amount}@466`]),
      line(y + 13, narration.map((n, k) => (k === 0 ? `${n}@82` : `${n}@${82 + narration[0].length * 4 - 2}`))),
      line(y + 18, [`Balance: ${balance}@463`]),
      line(y + 25, ['Ref: GTW25111129568801@82', '·@183', 'Fee: ₦0.00@190']),
    ];
    const lines = [
      ...card(205, 'Tue, 11 Nov 2025 · 10:52 PM', '+₦10,000.25', ['Transfer from Nneka L. Etim - market'], '₦124,610.31'),
      ...card(272, 'Tue, 11 Nov 2025 · 8:41 PM', '+₦15,000.00', ['Transfer received from Yusuf Y', '. Anozie - dues'], '₦114,610.06'),
      ...card(339, 'Mon, 10 Nov 2025 · 9:02 AM', '−₦2,000.00', ['Bet9ja wallet top-up ID 9515838'], '₦99,610.06'),
    ];
    expect(view(readCardList(lines).rows).map((r) => r[2])).toEqual([
      'Transfer from Nneka L. Etim - market',
      'Transfer received from Yusuf Y. Anozie - dues',
      'Bet9ja wallet top-up ID 9515838',
    ]);
  });

  it("gives a title printed left of its card's date on the same line to that card", () => {
    // Rubies, read by OCR: the title left of "24 Aug 2025, 18:04", the narration's end with the amount, then
    // "Avail. bal ₦…" and the direction under the amount.
    const card = (y: number, title: string, date: string, rest: string, amount: string, balance: string, side: string) => [
      line(y, [`${title}@20`, `${date}@400`]),
      line(y + 9, [...(rest ? [`${rest}@20`] : []), `${amount}@430`]),
      line(y + 17, [`Avail. bal ${balance}@20`, `${side}@450`]),
    ];
    const lines = [
      ...card(100, 'Transfer fee', '24 Aug 2025, 18:04', '', '₦25.00', '₦137,425.88', 'Sent'),
      ...card(130, 'Money to Adaeze D.', '24 Aug 2025, 18:04', 'Chukwu Fidelity Bank', '₦15,000.50', '₦137,450.88', 'Sent'),
      ...card(160, 'Money from Hauwa G.', '19 Aug 2025, 19:43', 'Fagbemi - rent balance', '₦150,000.50', '₦152,451.38', 'Received'),
    ];
    expect(view(readCardList(lines).rows).map((r) => [r[2], r[3], r[4]])).toEqual([
      ['Transfer fee', '-₦25.00', '₦137,425.88'],
      ['Money to Adaeze D. Chukwu Fidelity Bank', '-₦15,000.50', '₦137,450.88'],
      ['Money from Hauwa G. Fagbemi - rent balance', '+₦150,000.50', '₦152,451.38'],
    ]);
  });

  it("knows a list's end note for a footer, never a card's words", () => {
    // ALAT and UBA end their lists so, right under the last card.
    expect(FOOTER.test('End of statement. Transactions are shown oldest first.')).toBe(true);
    expect(FOOTER.test('*** End of transaction history ***')).toBe(true);
    expect(FOOTER.test('End of transaction history · 32 transactions')).toBe(true);
    expect(FOOTER.test('Weekend of fun - Eko Hotels')).toBe(false);
  });

  it('reads debits in brackets and credits printed plain, and leaves the channel out', () => {
    // FirstMobile: the narration and "(₦19,554.00)", a card number, "Channel: POS", "Successful  Bal ₦…", the date last.
    const card = (y: number, narration: string, amount: string, channel: string, balance: string, date: string) => [
      line(y, [`${narration}@23`, `${amount}@232`]),
      line(y + 10, [`Channel: ${channel}@23`]),
      line(y + 21, ['Successful@28', `Bal ${balance}@236`]),
      line(y + 31, [`${date}@23`]),
    ];
    const lines = [
      ...card(127, 'POS KOLA FASHION HOUSE IBADAN', '(₦19,554.00)', 'POS', '₦426,979.69', '31/10/2025'),
      ...card(185, 'NIP TRANSFER FROM ADEBAYO SADIQ C', '₦2,000.00', 'Mobile', '₦446,533.69', '30/10/2025'),
      ...card(243, 'EMTL DEBIT', '(₦50.00)', 'Mobile', '₦444,533.69', '24/10/2025'),
    ];
    expect(view(readCardList(lines).rows).map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['31/10/2025', 'POS KOLA FASHION HOUSE IBADAN', '(₦19,554.00)', '₦426,979.69'],
      ['30/10/2025', 'NIP TRANSFER FROM ADEBAYO SADIQ C', '+₦2,000.00', '₦446,533.69'],
      ['24/10/2025', 'EMTL DEBIT', '(₦50.00)', '₦444,533.69'],
    ]);
  });

  it("reads a screenshot's cards as OCR gives them: a dash for a minus, a time with its reference, junk for the naira sign", () => {
    // Sparkle, read by OCR: "—§5,000.00", "18:11 - Ref: SPK…" in one piece, "Balance 8§114,600.29"; Rubies's
    // "Avail. bal" read as "Avail. ba l".
    const card = (y: number, narration: string, amount: string, timeAndRef: string, balance: string) => [
      line(y, [`${narration}@43`, `${amount}@420`]),
      line(y + 8, [`${timeAndRef}@43`, `${balance}@380`]),
    ];
    const lines = [
      line(190, ['Mon, 24 Nov@26']),
      ...card(210, 'SportyBet wallet 7945843', '—§5,000.00', '18:11 - Ref: SPK173317545', 'Balance 8§114,600.29'),
      ...card(240, 'Airtime MTN 0903***8559', '—§200.00', '09:46 - Ref: SPK908409069', 'Balance #119,600.29'),
      ...card(270, 'From Ifeanyi L. Fagbemi', '+#7,500.00', '07:12 - Ref: SPK820288826', 'Avail. ba l %119,800.29'),
    ];
    expect(view(readCardList(lines).rows)).toEqual([
      ['Mon, 24 Nov', '18:11', 'SportyBet wallet 7945843', '—§5,000.00', '114,600.29'],
      ['Mon, 24 Nov', '09:46', 'Airtime MTN 0903***8559', '—§200.00', '#119,600.29'],
      ['Mon, 24 Nov', '07:12', 'From Ifeanyi L. Fagbemi', '+#7,500.00', '%119,800.29'],
    ]);
  });

  it('leaves out a chip after the time, in one piece with it or beside it, and a chip under the amount', () => {
    // OneBank: "12:05 PM - Charges" or "11:53 AM  Charges" under the narration; Cowrywise: "Savings" under the
    // amount and "Sep 28, 2025 - 9:37 PM" as the card's last line.
    const oneBank = [
      line(190, ['Wed, 15 Oct@26']),
      line(210, ['EMTL@115', '-₦50.00@460']),
      line(218, ['12:05 PM - Charges@115', 'Bal: ₦302,433.75@415']),
      line(240, ['Data AIRTEL 0902***5923@115', '-₦2,500.00@448']),
      line(248, ['11:53 AM@115', 'Charges@160', 'Bal: ₦299,933.75@415']),
      line(270, ['Transfer fee@115', '-₦25.00@460']),
      line(278, ['7:08 PM : Charges@115', 'Bal: ₦299,908.75@415']),
    ];
    expect(view(readCardList(oneBank).rows).map((r) => [r[1], r[2]])).toEqual([
      ['12:05 PM', 'EMTL'],
      ['11:53 AM', 'Data AIRTEL 0902***5923'],
      ['7:08 PM', 'Transfer fee'],
    ]);
    const card = (y: number, narration: string[], amount: string, chip: string, date: string) => [
      line(y, [`${narration[0]}@103`, `${amount}@430`]),
      line(y + 9, [...narration.slice(1).map((n) => `${n}@103`), `${chip}@446`]),
      line(y + 17, [`${date}@103`]),
    ];
    const cowrywise = [
      ...card(110, ['Moved to savings plan:', 'Rent 2026'], '-₦15,000.00', 'Savings', 'Sep 28, 2025 - 9:37 PM'),
      ...card(140, ['Savings plan payout:', 'Car repair'], '+₦60,000.00', 'Deposit', 'Sep 25, 2025 - 11:24 AM'),
      ...card(170, ['Stash top-up via card ****3180'], '+₦10,000.00', 'Deposit', 'Sep 25, 2025 - 5:05 PM'),
      ...card(200, ['Moved to savings plan:', 'Baby things'], '-₦15,000.00', 'Savings', 'Sep 24, 2025 - 9:26 AM'),
    ];
    expect(view(readCardList(cowrywise).rows).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      ['Sep 28, 2025', '9:37 PM', 'Moved to savings plan: Rent 2026', '-₦15,000.00'],
      ['Sep 25, 2025', '11:24 AM', 'Savings plan payout: Car repair', '+₦60,000.00'],
      ['Sep 25, 2025', '5:05 PM', 'Stash top-up via card ****3180', '+₦10,000.00'],
      ['Sep 24, 2025', '9:26 AM', 'Moved to savings plan: Baby things', '-₦15,000.00'],
    ]);
  });
});
