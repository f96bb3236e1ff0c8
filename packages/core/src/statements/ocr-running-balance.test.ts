import { describe, expect, it } from 'vitest';
import { normaliseRows } from './normalise-rows.ts';
import { emptyRawRow, type RawRow } from './types.ts';

/** A scan's rows, oldest first: date, debit, credit, balance as OCR read them. */
function rows(cells: [string, string, string, string][]): RawRow[] {
  return cells.map(([date, debit, credit, balance], i) => ({
    ...emptyRawRow(1, i),
    date,
    description: `ROW ${i + 1}`,
    debit,
    credit,
    balance,
  }));
}

const values = (r: ReturnType<typeof normaliseRows>) => r.rows.map((x) => [x.amount, x.balance]);

describe('figures a scan read unclearly, put back from the running balance', () => {
  it('puts back an amount whose point was read as a gap and one digit of its kobo misread', () => {
    // Set 17's faded Stanbic scan: "200 60" for 200.00, between balances that prove it.
    const read = rows([
      ['11/08/2025', '10,000.00', '', '22,276.47'],
      ['13/08/2025', '200 60', '', '22,076.47'],
      ['15/08/2025', '', '45,000.00', '67,076.47'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 3227647 });
    expect(values(r)).toEqual([
      [-1000000, 2227647],
      [-20000, 2207647],
      [4500000, 6707647],
    ]);
    // Its point read as a gap and a digit lost ("17 70" for 175.70, set 10's GTBank WhatsApp photo).
    const lost = read.map((x, i) => (i === 1 ? { ...x, debit: '17 70', balance: '22,100.77' } : i === 2 ? { ...x, balance: '67,100.77' } : x));
    expect(values(normaliseRows(lost, { ocr: true, openingBalance: 3227647 }))[1]).toEqual([-17570, 2210077]);
    // Two kobo digits off is no misreading of one: left as read, for the warnings to tell.
    const two = normaliseRows(rows([read[0], { ...read[1], debit: '200 66' }, read[2]].map((x) => [x.date, x.debit, x.credit, x.balance])), { ocr: true, openingBalance: 3227647 });
    expect(values(two)[1][0]).not.toBe(-20000);
  });

  it('keeps a balance read right over the row below it when the digits read in the unreadable cell agree with it', () => {
    // Set 36's dim Fidelity photo: "47,232 0" for 47,232.10 beside 267,848.15 read right, over 89,400.00 read at
    // half confidence for 88,400.00. The row below proves 268,848.15, one digit from the balance read; the cell's
    // digits give the step to 267,848.15 with a digit lost, not the step to 268,848.15, so the amount below is the slip.
    const read = rows([
      ['13/03/2025', '47,232 0', '', '267 848.15'],
      ['16/03/2025', '89,400.00', '', '179,448.15'],
      ['16/03/2025', '50.00', '', '179,398.15'],
    ]);
    const expected = [
      [-4723210, 26784815],
      [-8840000, 17944815],
      [-5000, 17939815],
    ];
    expect(values(normaliseRows(read, { ocr: true, openingBalance: 31508025 }))).toEqual(expected);
    // The same two under a second unreadable cell above them: the run is closed on the balance read.
    const run = rows([['13/03/2025', 'pO', '', '315,080.25'], ...read.map((x) => [x.date, x.debit, x.credit, x.balance] as [string, string, string, string])]);
    expect(values(normaliseRows(run, { ocr: true, openingBalance: 36006025 }))).toEqual([[-4498000, 31508025], ...expected]);
    // Cell digits that fit neither balance leave the row below's proof standing.
    const neither = rows([['13/03/2025', '51,000 9', '', '267 848.15'], ...read.slice(1).map((x) => [x.date, x.debit, x.credit, x.balance] as [string, string, string, string])]);
    expect(values(normaliseRows(neither, { ocr: true, openingBalance: 31508025 }))[0]).toEqual([-4623210, 26884815]);
  });

  it('puts back the figures of consecutive rows a stamp covered, when the rows on both sides prove them', () => {
    // A CERTIFIED TRUE COPY stamp over the debit column: "pO", "5,000%0" and nothing were read for 4,700.00,
    // 5,000.00 and 5,000.00; the balances, printed beside the stamp, were read.
    const read = rows([
      ['06/05/2025', '3,500.00', '', '21,323.02'],
      ['08/05/2025', 'pO', '', '16,623.02'],
      ['09/05/2025', '5,000%0', '', '11,623.02'],
      ['10/05/2025', '', '', '6,623.02'],
      ['13/05/2025', '', '26,500.00', '33,123.02'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 2482302 });
    expect(values(r)).toEqual([
      [-350000, 2132302],
      [-470000, 1662302],
      [-500000, 1162302],
      [-500000, 662302],
      [2650000, 3312302],
    ]);
    expect(r.repaired).toEqual(['2025-05-08', '2025-05-09', '2025-05-10']);
    // The same stamp lower down the page: "500,00" for 1,500.00 at its edge, then "1,504 yg" and nothing, and the
    // last of these rows' balance read a digit off (30,113.62 for 30,113.02), proven by the VAT line below it.
    const lower = rows([
      ['13/05/2025', '', '26,500.00', '33,123.02'],
      ['13/05/2025', '500,00', '', '31,623.02'],
      ['13/05/2025', '1,504 yg', '', '30,123.02'],
      ['13/05/2025', '', '', '30,113.62'],
      ['13/05/2025', '0.75', '', '30,112.27'],
      ['14/05/2025', '10,000.00', '', '20,112.27'],
    ]);
    expect(values(normaliseRows(lower, { ocr: true, openingBalance: 662302 }))).toEqual([
      [2650000, 3312302],
      [-150000, 3162302],
      [-150000, 3012302],
      [-1000, 3011302],
      [-75, 3011227],
      [-1000000, 2011227],
    ]);
    // The amount above two digits off the step, or the line below the run not confirmed: nothing is proven.
    const far = lower.map((x, i) => (i === 1 ? { ...x, debit: '900,00' } : x));
    expect(normaliseRows(far, { ocr: true, openingBalance: 662302 }).skipped).toBe(2);
    const unconfirmed = lower.map((x, i) => (i === 5 ? { ...x, balance: '20,000.00' } : x));
    expect(normaliseRows(unconfirmed, { ocr: true, openingBalance: 662302 }).skipped).toBe(2);
    // A phone page of Kuda at 12 pt: a balance unread (its amount read), a salary read without its first digit
    // (15,000.00 for 515,000.00), then two ₦50.00 lines unread. The balance filled from the amount read makes the
    // salary one digit from its step; the run is confirmed by the card payment below it.
    const kuda = rows([
      ['23/04/2025', '20,000.00', '', '546,387.67'],
      ['23/04/2025', '39,200.27', '', ''],
      ['24/04/2025', '', '15,000.00', '1,022,187.40'],
      ['24/04/2025', '', '', '1,022,137.40'],
      ['28/04/2025', '', '', '1,022,087.40'],
      ['30/04/2025', '48,750.76', '', '973,336.64'],
    ]);
    expect(values(normaliseRows(kuda, { ocr: true, openingBalance: 56638767 }))).toEqual([
      [-2000000, 54638767],
      [-3920027, 50718740],
      [51500000, 102218740],
      [-5000, 102213740],
      [-5000, 102208740],
      [-4875076, 97333664],
    ]);
    const otherSalary = kuda.map((x, i) => (i === 2 ? { ...x, credit: '95,000.00' } : x));
    expect(normaliseRows(otherSalary, { ocr: true, openingBalance: 56638767 }).skipped).toBe(2);
    // Unproven when the row after them does not follow: the rows are skipped, never guessed.
    read[4].balance = '33,000.00';
    const unproven = normaliseRows(read, { ocr: true, openingBalance: 2482302 });
    expect(unproven.rows).toHaveLength(2);
    expect(unproven.skipped).toBe(3);
    // A line with a date and a balance that does not move is no transaction (a balance brought forward).
    const forward = normaliseRows(
      rows([
        ['06/05/2025', '3,500.00', '', '21,323.02'],
        ['06/05/2025', '', '', '21,323.02'],
        ['08/05/2025', '4,700.00', '', '16,623.02'],
      ]),
      { ocr: true, openingBalance: 2482302 },
    );
    expect(values(forward)).toEqual([
      [-350000, 2132302],
      [-470000, 1662302],
    ]);
  });
  it('puts back a small fee read as its kobo alone, when the balances on both sides prove it', () => {
    // 6.5 pt print: the narrow "1." of 1.88 lost, "88" read.
    const read = rows([
      ['10/03/2025', '42,200.00', '', '358,553.90'],
      ['10/03/2025', '25.00', '', '358,528.90'],
      ['10/03/2025', '88', '', '358,527.02'],
      ['18/03/2025', '', '203,600.00', '562,127.02'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 40075390 });
    expect(values(r)[2]).toEqual([-188, 35852702]);
    expect(r.repaired).toEqual(['2025-03-10']);
    // Not when the kobo differ, or the figure the balances prove is ₦100 or more: a row may be lost between.
    read[2].balance = '358,527.12';
    read[3].balance = '562,127.12';
    expect(values(normaliseRows(read, { ocr: true, openingBalance: 40075390 }))[2]).toEqual([-8800, 35852712]);
    read[2].balance = '358,427.02';
    read[3].balance = '562,027.02';
    expect(values(normaliseRows(read, { ocr: true, openingBalance: 40075390 }))[2]).toEqual([-8800, 35842702]);
  });
  it("puts back the last row's amount that lost its point and its balance misread by a digit, with no closing printed", () => {
    // Set 22's Zenith screens: the VAT of 1.88 read "188", its balance 261,951.86 for 361,951.86.
    const read = rows([
      ['31/10/2025', '26,600.00', '', '361,978.74'],
      ['31/10/2025', '25.00', '', '361,953.74'],
      ['31/10/2025', '188', '', '261,951.86'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 38857874 });
    expect(values(r)[2]).toEqual([-188, 36195186]);
    expect(r.repaired).toEqual(['2025-10-31']);
    // Not when a closing balance is printed (it settles the last row), nor when the balance is two digits off.
    expect(values(normaliseRows(read, { ocr: true, openingBalance: 38857874, closingBalance: 26195186 }))[2]).toEqual([-18800, 26195186]);
    read[2].balance = '261,951.66';
    expect(values(normaliseRows(read, { ocr: true, openingBalance: 38857874 }))[2]).toEqual([-18800, 26195166]);
  });

  it("takes the last row's balance for a summary's closing balance read one digit off, when every row follows", () => {
    const read = rows([
      ['01/10/2025', '2,000.00', '', '146,720.10'],
      ['05/10/2025', '', '450,000.00', '596,720.10'],
      ['19/10/2025', '2,309.80', '', '594,410.30'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 14872010, closingBalance: 58441030 });
    expect(r.closingBalance).toBe(59441030);
    expect(r.repaired).toEqual(['2025-10-19']);
    // Not when a row does not follow (the chain proves nothing), nor two digits off.
    read[1].credit = '123,456.00';
    expect(normaliseRows(read, { ocr: true, openingBalance: 14872010, closingBalance: 58441030 }).closingBalance).toBeUndefined();
    read[1].credit = '450,000.00';
    expect(normaliseRows(read, { ocr: true, openingBalance: 14872010, closingBalance: 58451030 }).closingBalance).toBeUndefined();
    // Nor when the printed totals take the opening balance to the closing balance as printed: a line was lost (a last
    // fee of 10,000.00 here), and the summary is right.
    const printedTotals = { in: 45_000_000, out: 1_430_980 };
    expect(normaliseRows(read, { ocr: true, openingBalance: 14872010, closingBalance: 58441030, printedTotals }).closingBalance).toBeUndefined();
  });
  it('puts back a balance and an amount that both lost their points', () => {
    const read = rows([
      ['13/02/2025', '', '1,000.00', '252,304.23'],
      ['13/02/2025', '26.88', '', '252,277.35'],
      ['13/02/2025', '202', '', '25227533'],
      ['13/02/2025', '500.00', '', '251,775.33'],
    ]);
    const r = normaliseRows(read, { ocr: true });
    expect(values(r)[2]).toEqual([-202, 25227533]);
    expect(r.repaired).toHaveLength(2);
    // Without the proof of the row below, nothing is put back.
    read[3].balance = '251,700.00';
    expect(values(normaliseRows(read, { ocr: true }))[2]).toEqual([-20200, 2522753300]);
  });

  it('takes the one of a debit and a credit both read that the balance proves (a 0.00 read as 0.60)', () => {
    const read = rows([
      ['25/02/2025', '', '1,000.00', '121,476.44'],
      ['25/02/2025', '53.75', '', '121,422.69'],
      ['25/02/2025', '4.03', '0.60', '121,418.66'],
      ['28/02/2025', '36.00', '', '121,382.66'],
    ]);
    const r = normaliseRows(read, { ocr: true });
    expect(values(r)[2]).toEqual([-403, 12141866]);
    expect(r.repaired).toEqual(['2025-02-25']);
  });

  it('keeps a row whose amount cell holds no amount when the balance proves its figure, and skips it otherwise', () => {
    const read = rows([
      ['14/07/2025', '', '1,000.00', '118,781.26'],
      ['14/07/2025', '', '1,000.00', '119,781.26'],
      ['14/07/2025', '$0.00', '', '119,731.26'],
      ['15/07/2025', '', '22,596.91', '142,328.17'],
    ]);
    const r = normaliseRows(read, { ocr: true });
    expect(values(r)[2]).toEqual([-5000, 11973126]);
    expect([r.rows.length, r.skipped, r.repaired]).toEqual([4, 0, ['2025-07-14']]);
    // Not a scan: nothing is put back, the line is skipped.
    expect([normaliseRows(read).rows.length, normaliseRows(read).skipped]).toEqual([3, 1]);
    // The cell sits under Credit but the balance fell: the sign disagrees, the line is skipped as before.
    read[2].credit = read[2].debit;
    read[2].debit = '';
    const wrong = normaliseRows(read, { ocr: true });
    expect([wrong.rows.length, wrong.skipped, wrong.repaired]).toEqual([3, 1, []]);
  });

  it('closes a run of unreadable rows on the balance read where the row below it is the one misread by a digit', () => {
    // Set 36's dim Fidelity photo: 0.75 read "075:" and 1,000.00 not read, their balances read right; then 5,000.10
    // read "5,000" to 100,930.00. The row below proves 95,930.00, three digits from 95,929.90: the slip is its amount.
    const read = rows([
      ['20/03/2025', '075:', '', '96,929.90'],
      ['22/03/2025', '', '', '95,929.90'],
      ['23/03/2025', '', '5,000', '100,930.00'],
      ['25/03/2025', '19,000.00', '', '81,930.00'],
    ]);
    expect(values(normaliseRows(read, { ocr: true, openingBalance: 9693065 }))).toEqual([
      [-75, 9692990],
      [-100000, 9592990],
      [500010, 10093000],
      [-1900000, 8193000],
    ]);
    // The row below two digits off is no single slip: the run is not closed, its rows are skipped as unread.
    const far = normaliseRows(read.map((x, i) => (i === 2 ? { ...x, credit: '5,090' } : x)), { ocr: true, openingBalance: 9693065 });
    expect(far.rows.map((r) => r.date)).not.toContain('2025-03-22');
  });

  it('takes a cell read as zero with a thousands group for an unreadable figure, not a row to drop', () => {
    // Set 36's FCMB photo: "-40,000.00" read "-₦0,000.00" in a hand's shadow. Dropped, it left the next row's
    // 19,000.00 to be "put back" as 59,000.00, one digit from it, the two rows' money in one.
    const amounts = (cells: [string, string, string][]) =>
      cells.map(([date, amount, balance], i) => ({ ...emptyRawRow(1, i), date, description: `ROW ${i + 1}`, amount, balance }));
    const read = amounts([
      ['10/08/2025', '-20,000.00', '132,258.63'],
      ['13/08/2025', '-0,000.00', '92,258.63'],
      ['15/08/2025', '-19,000.00', '73,258.63'],
      ['18/08/2025', '-100.00', '73,158.63'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 15225863 });
    expect(values(r)).toEqual([
      [-2000000, 13225863],
      [-4000000, 9225863],
      [-1900000, 7325863],
      [-10000, 7315863],
    ]);
    expect([r.skipped, r.repaired]).toEqual([0, ['2025-08-13']]);
    // A zero printed as such ("0.00") is a figure: a row that moved no money, as read.
    const zero = normaliseRows(amounts([read[0], { ...read[1], amount: '0.00', balance: '132,258.63' }, read[3]].map((x) => [x.date, x.amount, x.balance])), { ocr: true, openingBalance: 15225863 });
    expect(zero.repaired).toEqual([]);
  });

  it('proves an unreadable amount whose balance was misread by a digit, by the row below and the one after it', () => {
    // Set 10's GTBank photo: 5,000.00 on 5 November not read, its balance read 72,792.25 for 77,792.25. The row below
    // (1,000.00 to 76,792.25) is confirmed by the row after it, so the balance is 77,792.25 and the debit 5,000.00.
    const read = rows([
      ['05/11/2025', '5,800.00', '', '82,792.25'],
      ['05/11/2025', '', '', '72,792.25'],
      ['08/11/2025', '1,000.00', '', '76,792.25'],
      ['09/11/2025', '500.00', '', '76,292.25'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 8_859_225 });
    expect(values(r)).toEqual([
      [-580000, 8279225],
      [-500000, 7779225],
      [-100000, 7679225],
      [-50000, 7629225],
    ]);
    expect([r.skipped, r.repaired]).toEqual([0, ['2025-11-05']]);
    // Two digits off, or the row below not confirmed by the one after it: nothing is proven, the line is skipped.
    const two = read.map((x, i) => (i === 1 ? { ...x, balance: '72,702.25' } : x));
    expect(normaliseRows(two, { ocr: true, openingBalance: 8_859_225 }).skipped).toBe(1);
    const unconfirmed = read.map((x, i) => (i === 3 ? { ...x, balance: '76,290.25' } : x));
    expect(normaliseRows(unconfirmed, { ocr: true, openingBalance: 8_859_225 }).skipped).toBe(1);
  });

  it('proves the last row\'s unreadable amount by the closing balance the summary prints', () => {
    const read = rows([
      ['31/08/2025', '4.00', '0.00', '229,531.11'],
      ['31/08/2025', '150.00', '0.00', '229,381.11'],
      ['31/08/2025', '11.256', '0.00', '229,369.86'],
    ]);
    const r = normaliseRows(read, { ocr: true, closingBalance: 22_936_986 });
    expect(values(r)[2]).toEqual([-1125, 22_936_986]);
    expect(r.repaired).toEqual(['2025-08-31']);
    // Without a printed closing balance that agrees, the last row stays unproven and is skipped.
    expect(normaliseRows(read, { ocr: true, closingBalance: 22_900_000 }).rows).toHaveLength(2);
    expect(normaliseRows(read, { ocr: true }).rows).toHaveLength(2);
  });

  it('dates a row whose date was lost or misread from the rows on both sides', () => {
    const read = rows([
      ['12-Jul-25', '6,495.00', '', '52,568.05'],
      ['124ul-25', '25.00', '', '52,543.05'],
      ['15-Jul-25', '3,987.50', '', '48,555.55'],
      ['', '2,000.00', '', '46,555.55'],
      ['18-Jul-25', '5,000.00', '', '41,555.55'],
    ]);
    const r = normaliseRows(read, { ocr: true });
    expect(r.rows.map((x) => x.date)).toEqual(['2025-07-12', '2025-07-12', '2025-07-15', '2025-07-15', '2025-07-18']);
    expect(r.repaired).toEqual(['2025-07-12', '2025-07-15']);
    // In a text file an empty date cell is the day printed once above (no doubt); a garbled one is no date.
    const text = normaliseRows(read);
    expect([text.rows.length, text.repaired]).toEqual([4, []]);
    // A day that could be read two ways between its neighbours settles nothing.
    read[1].date = '134ul-25';
    read[2].date = '15-Jul-25';
    read[0].date = '01-Jul-25';
    expect(normaliseRows(read, { ocr: true }).rows.map((x) => x.date)).not.toContain('2025-07-13');
  });

  it('settles two doubtful rows together when exactly one choice of their figures spans them', () => {
    const read = rows([
      ['25/02/2025', '', '1,000.00', '120,476.44'],
      ['25/02/2025', '', '1,000.00', '121,476.44'],
      ['25/02/2025', '5375', '', '12142268'],
      ['25/02/2025', '4.03', '0.60', '121,418.66'],
      ['28/02/2025', '36.00', '', '121,382.66'],
    ]);
    const r = normaliseRows(read, { ocr: true });
    expect(values(r).slice(2, 4)).toEqual([
      [-5375, 12142269],
      [-403, 12141866],
    ]);
    expect(r.repaired).toHaveLength(2);
    // The row below does not confirm the second balance: nothing is put back.
    read[4].balance = '121,300.00';
    expect(values(normaliseRows(read, { ocr: true })).slice(2, 4)).toEqual([
      [-537500, 1214226800],
      [-343, 12141866],
    ]);
  });

  it('puts back a balance both neighbours prove, however many of its digits were misread', () => {
    const read = rows([
      ['24/02/2025', '', '1,000.00', '188,893.47'],
      ['24/02/2025', '4.03', '', '168,209.44'],
      ['25/02/2025', '67,413.00', '', '121,476.44'],
    ]);
    expect(values(normaliseRows(read, { ocr: true }))[1]).toEqual([-403, 18888944]);
  });

  it('takes an amount whose sign was read as its first digit where its own balance proves it, the next balance misread alike', () => {
    // "+₦80,042.00" read "880,042.00", and the next row's "₦84,180.00" read "884,180.00": read as printed, the two
    // misreadings agree with each other; the row's own balance says the 8 is the sign. The row above ("+₦448.00"
    // read "8448.00") is one too, proven by its own balance and the row below once that one is read so.
    const read = rows([
      ['16/07/2025', '2,500.00', '', '3,740.00'],
      ['18/07/2025', '', '8448.00', '4,188.00'],
      ['21/07/2025', '', '880,042.00', '84,230.00'],
      ['21/07/2025', '50.00', '', '884,180.00'],
      ['23/07/2025', '20,000.00', '', '64,180.00'],
    ]);
    const r = normaliseRows(read, { ocr: true, openingBalance: 624000 });
    expect(values(r)).toEqual([
      [-250000, 374000],
      [44800, 418800],
      [8004200, 8423000],
      [-5000, 8418000],
      [-2000000, 6418000],
    ]);
    // Without the row below, or when it follows neither way, nothing is proven.
    const alone = normaliseRows(read.slice(0, 3), { ocr: true, openingBalance: 624000 });
    expect(values(alone)[2]).toEqual([88004200, 8423000]);
    const unproven = read.slice(0, 4).map((x, i) => (i === 3 ? { ...x, balance: '884,100.00' } : x));
    expect(values(normaliseRows(unproven, { ocr: true, openingBalance: 624000 }))[2]).toEqual([88004200, 8423000]);
  });
});
