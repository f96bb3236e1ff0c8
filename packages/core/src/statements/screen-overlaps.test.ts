import { describe, expect, it } from 'vitest';
import { dropScreenOverlaps } from './screen-overlaps.ts';
import { emptyRawRow, type RawRow } from './types.ts';

const row = (page: number, date: string, time: string, description: string, amount: string, balance = ''): RawRow => ({
  ...emptyRawRow(page, 0),
  date,
  ...(time ? { time } : {}),
  description,
  amount,
  balance,
});
const show = (rows: RawRow[]) => rows.map((r) => `${r.date} ${r.time ?? ''} ${r.description} ${r.amount}`);

describe('dropScreenOverlaps', () => {
  it('keeps each transaction once where scrolled screenshots overlap, the cleaner reading of each', () => {
    const rows = [
      row(1, 'Sep 30th', '17:18:11', 'Transfer to YUSUF OKEKE', '-₦14,850.00'),
      row(1, 'Sep 25th', '11:26:44', 'Transfer to TOYIN OYELARAN', '-₦4,200.00'),
      row(1, 'Sep 22nd', '13:59:40', 'Transfer to BOLAADEYEMI', '-%20,800.00'),
      row(2, 'Sep 25th', '11:26:44', 'Transfer to TOYIN OYELARAN', '-N4,200.00'),
      row(2, 'Sep 22nd', '13:59:40', 'Transfer to BOLA ADEYEMI', '-₦20,800.00'),
      row(2, 'Sep 21st', '22:13:01', 'Received from OBINNA SULE', '+₦84,600.00'),
    ];
    expect(show(dropScreenOverlaps(rows))).toEqual([
      'Sep 30th 17:18:11 Transfer to YUSUF OKEKE -₦14,850.00',
      'Sep 25th 11:26:44 Transfer to TOYIN OYELARAN -₦4,200.00',
      'Sep 22nd 13:59:40 Transfer to BOLA ADEYEMI -₦20,800.00',
      'Sep 21st 22:13:01 Received from OBINNA SULE +₦84,600.00',
    ]);
  });

  it('drops a row cut at the foot of a screen, and the sign read as a digit on one copy', () => {
    const rows = [
      row(1, 'THU 20 NOV', '12:10 PM', 'Transfer to HALIMA OKAFOR', '-N11,250.00'),
      row(1, 'THU 20 NOV', '6:21 AM', 'Transfer to RUKAYAT SULE', '-₦80,800.00'),
      row(1, 'WED 19 NOV', '', 'Bill Payment - Spor', '-₦5,000.00'),
      row(2, 'THU 20 NOV', '6:21 AM', 'Transfer to RUKAYAT SULE', '-§380,800.00'),
      row(2, 'WED 19 NOV', '6:47 AM', 'Bill Payment - SportyBet', '-₦5,000.00'),
      row(2, 'TUE 18 NOV', '6:03 PM', 'Card Payment - TOTALENERGIES AJAH', '-₦19,350.00'),
    ];
    expect(show(dropScreenOverlaps(rows))).toEqual([
      'THU 20 NOV 12:10 PM Transfer to HALIMA OKAFOR -N11,250.00',
      'THU 20 NOV 6:21 AM Transfer to RUKAYAT SULE -₦80,800.00',
      'WED 19 NOV 6:47 AM Bill Payment - SportyBet -₦5,000.00',
      'TUE 18 NOV 6:03 PM Card Payment - TOTALENERGIES AJAH -₦19,350.00',
    ]);
  });

  it('drops the row half hidden under the next screen’s header, read as a row of its own', () => {
    const rows = [
      row(1, 'Sep 25th', '11:26:44', 'Transfer to TOYIN OYELARAN', '-₦4,200.00'),
      row(1, 'Sep 25th', '07:06:37', 'Transfer to NGOZI USMAN', '-₦9,450.00'),
      row(1, 'Sep 22nd', '18:15:44', 'Received from SEGUN ADEBAYO', '+₦71,750.00'),
      // Only the foot of TOYIN's row shows under screen 2's header: its time cut, its figure half read.
      row(2, 'Sep 25th', '', 'Successful', '-₦1,200.00'),
      row(2, 'Sep 25th', '07:06:37', 'Transfer to NGOZI USMAN', '-₦9,450.00'),
      row(2, 'Sep 22nd', '18:15:44', 'Received from SEGUN ADEBAYO', '+₦71,750.00'),
      row(2, 'Sep 22nd', '13:59:40', 'Transfer to BOLA ADEYEMI', '-₦20,800.00'),
    ];
    expect(dropScreenOverlaps(rows).map((r) => r.description)).toEqual([
      'Transfer to TOYIN OYELARAN',
      'Transfer to NGOZI USMAN',
      'Received from SEGUN ADEBAYO',
      'Transfer to BOLA ADEYEMI',
    ]);
  });

  it('keeps a scanned statement’s row whose time and narration OCR lost: its balance says it is a row', () => {
    const rows = [
      row(1, '03-Oct-2025', '09:14', 'NIP TRF TO ADA OKAFOR', '-5,000.00', '20,000.00'),
      row(1, '03-Oct-2025', '10:02', 'AIRTIME MTN', '-100.00', '19,900.00'),
      row(1, '03-Oct-2025', '11:30', 'POS PURCHASE SPAR', '-2,000.00', '17,900.00'),
      row(1, '03-Oct-2025', '12:00', 'SMS ALERT', '-4.00', '17,896.00'),
      row(2, '04-Oct-2025', '', '', '-1,000.00', '16,896.00'),
      row(2, '04-Oct-2025', '08:00', 'AUTOSAVE', '-1,000.00', '15,896.00'),
    ];
    expect(dropScreenOverlaps(rows)).toHaveLength(6);
  });

  it('keeps a credit and a debit of the same figure at the same minute: money moved each way is two rows', () => {
    const rows = [
      row(1, 'Oct 3', '09:14:02', 'Transfer to ADA OKAFOR', '-₦5,000.00'),
      row(2, 'Oct 3', '09:14:02', 'Transfer to ADA OKAFOR', '+₦5,000.00'),
    ];
    expect(dropScreenOverlaps(rows)).toHaveLength(2);
  });

  it('keeps a daily debit at the same minute on the next day: another day is another transaction', () => {
    const rows = [
      row(1, 'Oct 3', '08:00', 'PiggyVest Autosave', '-₦1,000.00'),
      row(2, 'Oct 2', '08:00', 'PiggyVest Autosave', '-₦1,000.00'),
    ];
    expect(dropScreenOverlaps(rows)).toHaveLength(2);
  });

  it('keeps equal transactions on two pages that nothing proves are one: a printed statement’s balances differ', () => {
    const statement = [
      row(1, '03-Oct-2025', '', 'SMS ALERT CHARGES', '-4.00', '1,200.00'),
      row(2, '03-Oct-2025', '', 'SMS ALERT CHARGES', '-4.00', '1,196.00'),
    ];
    expect(dropScreenOverlaps(statement)).toHaveLength(2);
    // Without a time or balance, one equal row alone is no proof of an overlap (two ₦100 top-ups on a day).
    const untimed = [row(1, 'Oct 3', '', 'Airtime - MTN', '-₦100.00'), row(2, 'Oct 3', '', 'Airtime - MTN', '-₦100.00')];
    expect(dropScreenOverlaps(untimed)).toHaveLength(2);
  });

  it('keeps the one row the next screen shows but OCR did not form, between rows both screens repeat (set 22, Kuda)', () => {
    const screen = (page: number, rows: [string, string, string, string][]) => rows.map(([d, t, n, a]) => row(page, d, t, n, a));
    const first = screen(1, [
      ['Saturday, 11 Oct 2025', '4:44 PM', 'From YUSUF IBEKWE', '+₦56,500.00'],
      ['Friday, 10 Oct 2025', '8:03 PM', 'To OBINNA USMAN', '-₦70,250.00'],
      ['Thursday, 9 Oct 2025', '10:33 AM', 'From CHINEDU IBEKWE', '+₦66,400.00'],
      ['Wednesday, 8 Oct 2025', '10:13 PM', 'From IFEOMA USMAN', '+₦149,500.00'],
    ]);
    // The next screen's "-₦70,250.00" read without its sign formed no row; its other figures misread the sign.
    const next = screen(2, [
      ['Saturday, 11 Oct 2025', '4:44 PM', 'From YUSUF IBEKWE', '+#%456,500.00'],
      ['Thursday, 9 Oct 2025', '10:33 AM', 'Erom CHINEDU IBEKWE', '+1466,400.00'],
      ['Wednesday, 8 Oct 2025', '10:13 PM', 'From IFEOMA USMAN', '+14149,500.00'],
      ['Wednesday, 8 Oct 2025', '5:10 PM', 'From FATIMA ETIM', '+₦65,750.00'],
    ]);
    expect(show(dropScreenOverlaps([...first, ...next])).map((r) => r.split(' ').slice(-1)[0])).toEqual(['+₦56,500.00', '-₦70,250.00', '+₦66,400.00', '+₦149,500.00', '+₦65,750.00']);
    // Two rows missing between the repeats is no overlap read through: the screens' rows are all kept.
    const twoMissing = [...first, ...next.slice(0, 1), ...next.slice(2)];
    expect(dropScreenOverlaps(twoMissing)).toHaveLength(7);
  });

  it('keeps the narration from the capital of the copy whose figure read less cleanly (set 22, Kuda)', () => {
    const rows = [
      row(1, 'Wednesday, 22 Oct 2025', '10:54 AM', 'From KEMI BELLO', '+N67,900.00'),
      row(1, 'Tuesday, 21 Oct 2025', '11:47 AM', 'card - NNPC MEGA IKOTA', '-₦29,250.00'),
      row(2, 'Tuesday, 21 Oct 2025', '11:47 AM', 'Card - NNPC MEGA IKOTA', '-§29,250.00'),
      row(2, 'Tuesday, 21 Oct 2025', '9:02 AM', 'Card - NNPC MEGA IKOTA', '-₦15,050.00'),
    ];
    expect(show(dropScreenOverlaps(rows)).slice(1)).toEqual(['Tuesday, 21 Oct 2025 11:47 AM Card - NNPC MEGA IKOTA -₦29,250.00', 'Tuesday, 21 Oct 2025 9:02 AM Card - NNPC MEGA IKOTA -₦15,050.00']);
    // Other words differing: the cleaner copy is kept whole.
    rows[2] = { ...rows[2], description: 'Card - NNPC MEGA IKOYI' };
    expect(dropScreenOverlaps(rows)[1].description).toBe('card - NNPC MEGA IKOTA');
  });

  it('leaves rows that only resemble the foot of the page before', () => {
    const rows = [
      row(1, 'Oct 3', '09:14', 'Transfer to ADA OKAFOR', '-₦5,000.00'),
      row(1, 'Oct 3', '10:02', 'Airtime - MTN', '-₦100.00'),
      row(2, 'Oct 3', '09:14', 'Transfer to ADA OKAFOR', '-₦5,000.00'),
      row(2, 'Oct 2', '18:40', 'From TUNDE ETIM', '+₦20,000.00'),
    ];
    // The repeat is not at the foot of page 1 (the airtime row follows it there and not on page 2).
    expect(dropScreenOverlaps(rows)).toHaveLength(4);
  });
});
