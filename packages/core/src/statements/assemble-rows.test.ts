import { describe, expect, it } from 'vitest';
import type { CellLine } from './assemble-rows.ts';
import { assembleRows, joinSplitAnchors, joinWrapped, timesReadIntoNarrations } from './assemble-rows.ts';
import type { ColumnRole } from './types.ts';

const line = (y: number, cells: Partial<Record<ColumnRole, string>>): CellLine => ({
  page: 1,
  y,
  h: 7,
  cells: new Map(Object.entries(cells).map(([k, v]) => [k as ColumnRole, [v as string]])),
});

describe('assembleRows', () => {
  it('leaves out a reference captioned under the narration in smaller type, keeps one in the narration\'s size', () => {
    const small = (l: CellLine): CellLine => ({ ...l, h: 5.7 });
    const rows = assembleRows([
      line(191, { description: 'Transfer Fee (incl. VAT)' }),
      line(195, { date: '29 Oct 2025 10:54:18', amount: '-N53.75', balance: 'N8,163.60' }),
      small(line(199.5, { description: 'Ref: MNPT135129345325' })),
      line(216.7, { description: 'Transfer to Segun Akinola | Union Bank | Rent' }),
      line(220.5, { date: '29 Oct 2025 10:54:18', amount: '-N180,000.00', balance: 'N8,217.35' }),
      line(225, { description: 'Ref: MNPT135129345325' }),
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'Transfer Fee (incl. VAT)',
      'Transfer to Segun Akinola | Union Bank | Rent Ref: MNPT135129345325',
    ]);
  });
  it("reads a misread or lost trade date from the date inside its cell or the value date beside it", () => {
    const rows = assembleRows([
      line(100, { date: '06/08/2025', valueDate: '06/08/2025', description: 'CREDIT INTEREST', debit: '0.00', credit: '81.35', balance: '223,939.28' }),
      line(110, { date: 'ous orr8rz025', valueDate: '07/08/2025', description: 'NIP TRF TO DAMILOLA', debit: '53,650.00', credit: '0.00', balance: '170,289.28' }),
      line(120, { date: 'le/srz025 16/08/2025', description: 'NIP FRM FATIMA', debit: '0.00', credit: '3,350.00', balance: '173,639.28' }),
      line(130, { valueDate: '17/08/2025', description: 'BILLS AEDC PREPAID', debit: '5,000.00', credit: '0.00', balance: '168,639.28' }),
      line(140, { date: '1710812025', description: 'AIRTIME MTN', debit: '200.00', credit: '0.00', balance: '168,439.28' }),
    ]);
    expect(rows.map((r) => r.date)).toEqual(['06/08/2025', '07/08/2025', '16/08/2025', '17/08/2025', '1710812025']);
  });
  it('takes a balance whose separators a photo read with gaps after them as money ("121, 875. 12")', () => {
    const rows = assembleRows([
      line(100, { date: '16/08/2025', description: 'NIP FRM FATIMA', debit: '0.00', credit: '3,350.00', balance: '143 475.12' }),
      line(110, { date: '1608120251610812025', description: 'POS PURCHASE FILMHOUSE 591682', debit: '21,800.00', credit: '0.00', balance: '121, 875. 12' }),
    ]);
    expect(rows.map((r) => [r.date, r.balance])).toEqual([
      ['16/08/2025', '143 475.12'],
      ['1608120251610812025', '121, 875. 12'],
    ]);
  });
  it("keeps a photo's wrapped line with the row above when uneven line spacing sets it nearer the row below", () => {
    // Set 18's Access phone photo, its lines as levelled: every row is top-aligned (the narration's first line carries
    // the date and amounts), but the lines fall 31 to 68 pixels apart, so most bands hold one line. "ACCESSMORE" at
    // 2164 belongs to the airtime row at 2096, though it sits 31 pixels above the next row and 68 below its own.
    const photo = (y: number, cells: Partial<Record<ColumnRole, string>>): CellLine => ({ ...line(y, cells), h: 30 });
    const a = (y: number, description: string) => photo(y, { date: '10-Nov-25', description, debit: '500.00', balance: '1,000.00' });
    const rows = assembleRows([
      a(1281, 'POS PURCHASE CHICKEN'),
      photo(1321, { description: 'REPUBLIC LAGOS NG TERMINAL' }),
      photo(1361, { description: '2A371600' }),
      a(1417, 'AIRTIME GLO 08057676370'),
      photo(1457, { description: 'ACCESSMORE' }),
      a(1512, 'POS PURCHASE JUSTRITE AGEGE'),
      photo(1553, { description: 'PORT HARCOURT NG TERMINAL' }),
      photo(1594, { description: '27880201' }),
      a(1650, 'ATM WDL GARKI II 966941'),
      a(1705, 'DATA GLO 08056488892'),
      photo(1746, { description: 'ACCESSMORE' }),
      a(2096, 'AIRTIME GLO 08077910659'),
      photo(2164, { description: 'ACCESSMORE' }),
      a(2195, 'POS PURCHASE SLOT SYSTEMS'),
      photo(2236, { description: 'KANO NG TERMINAL 2B971107' }),
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'POS PURCHASE CHICKEN REPUBLIC LAGOS NG TERMINAL 2A371600',
      'AIRTIME GLO 08057676370 ACCESSMORE',
      'POS PURCHASE JUSTRITE AGEGE PORT HARCOURT NG TERMINAL 27880201',
      'ATM WDL GARKI II 966941',
      'DATA GLO 08056488892 ACCESSMORE',
      'AIRTIME GLO 08077910659 ACCESSMORE',
      'POS PURCHASE SLOT SYSTEMS KANO NG TERMINAL 2B971107',
    ]);
  });
  it('keeps narration lines printed above a centred anchor with their own transaction', () => {
    const rows = assembleRows([
      line(100, { description: 'NIP TRANSFER FROM SAHEL' }),
      line(104, { date: '01-APR-25', credit: '412,500.00', balance: '476,710.35' }),
      line(108.6, { description: 'SALARY APRIL' }),
      line(121, { description: 'NIP TRANSFER TO ADEOLA' }),
      line(125.5, { date: '02-APR-25', debit: '150,000.00', balance: '326,710.35' }),
      line(129.6, { description: 'HOUSE RENT' }),
      line(142, { description: 'SMS ALERT' }),
      line(146.5, { date: '03-APR-25', debit: '4.00', balance: '326,706.35' }),
      line(150.6, { description: 'CHARGES' }),
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'NIP TRANSFER FROM SAHEL SALARY APRIL',
      'NIP TRANSFER TO ADEOLA HOUSE RENT',
      'SMS ALERT CHARGES',
    ]);
  });
  it('parts bottom-aligned rows of a word-processor table, whose rows sit only 5% further apart than its lines', () => {
    // Writer pads each cell: lines of a cell 9.7-9.8 pt apart, rows 10.2-10.3 pt; the narration wraps above its anchor.
    const rows = assembleRows([
      line(160.6, { description: 'POS PURCHASE ROBAN STORES ENUGU LA NG' }),
      line(170.3, { date: '02 Sep 25', description: 'TERMINAL 12156050', debit: '37,390.50', balance: '234,509.95' }),
      line(180.6, {
        date: '02 Sep 25',
        description: 'AIRTIME GLO 07080272796',
        debit: '500.00',
        balance: '234,009.95',
      }),
      line(190.8, { description: 'SALARY SEP 2025 MTN NIGERIA COMMUNICATIONS' }),
      line(200.6, { date: '06 Sep 25', description: 'PLC', credit: '565,750.00', balance: '799,759.95' }),
      line(210.8, {
        date: '06 Sep 25',
        description: 'ELECTRONIC MONEY TRANSFER LEVY',
        debit: '50.00',
        balance: '799,709.95',
      }),
      line(221.1, { description: 'NIP TRF TO DAMILOLA OKONKWO/UNION' }),
      line(230.8, {
        date: '06 Sep 25',
        description: 'BANK/GIFT REF588476567',
        debit: '4,400.00',
        balance: '795,309.95',
      }),
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'POS PURCHASE ROBAN STORES ENUGU LA NG TERMINAL 12156050',
      'AIRTIME GLO 07080272796',
      'SALARY SEP 2025 MTN NIGERIA COMMUNICATIONS PLC',
      'ELECTRONIC MONEY TRANSFER LEVY',
      'NIP TRF TO DAMILOLA OKONKWO/UNION BANK/GIFT REF588476567',
    ]);
  });
  it('parts centred rows set only a little further apart than the lines of one cell', () => {
    // Lines of a cell 9.5 apart, rows 12.2 apart (a LaTeX table): single-line rows between wrapped ones.
    const rows = assembleRows([
      line(148.3, { description: 'POS PURCHASE JUSTRITE SUPERSTORE' }),
      line(153.0, { date: '01.02.2026', debit: '6,120.50', balance: '(30,620.50)' }),
      line(157.8, { description: 'TERMINAL 61803561' }),
      line(170.0, { date: '02.02.2026', description: 'AIRTIME VIA USSD', debit: '200.00', balance: '(30,820.50)' }),
      line(182.2, { date: '04.02.2026', description: 'DATA BUNDLE', debit: '3,500.00', balance: '(34,320.50)' }),
      line(194.4, { description: 'NIP TRF FROM TEMITOPE AFOLABI/ACCESS' }),
      line(199.1, { date: '06.02.2026', credit: '76,630.00', balance: '42,309.50' }),
      line(203.9, { description: 'BANK/TRANSPORT' }),
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'POS PURCHASE JUSTRITE SUPERSTORE TERMINAL 61803561',
      'AIRTIME VIA USSD',
      'DATA BUNDLE',
      'NIP TRF FROM TEMITOPE AFOLABI/ACCESS BANK/TRANSPORT',
    ]);
  });
  it('keeps a transaction line whose date is missing or misread, never a time line, a total or a bare note', () => {
    const rows = assembleRows([
      line(100, { date: '12-Jul-25', description: 'USSD TRF TO CHINEDU', debit: '6,495.00', balance: '52,568.05' }),
      line(112, { date: '124ul-25', description: 'NIP COMMISSION', debit: '25.00', balance: '52,543.05' }),
      line(124, { description: 'AIRTIME AIRTEL VIA USSD', debit: '2,000.00', balance: '50,543.05' }),
      line(136, { description: 'TOTAL', debit: '8,520.00', credit: '0.00' }),
    ]);
    expect(rows.map((r) => [r.date, r.description])).toEqual([
      ['12-Jul-25', 'USSD TRF TO CHINEDU'],
      ['124ul-25', 'NIP COMMISSION'],
      ['', 'AIRTIME AIRTEL VIA USSD'],
    ]);
  });
  it('keeps a scanned line whose date and balance were both misread, as long as its date cell holds digits', () => {
    // Set 15's Sterling photo: "170820251710812025." for 17/08/2025 17/08/2025, and "116, 675 2" for 116,675.12.
    const rows = assembleRows([
      line(100, { date: '16/08/2025', description: 'POS PURCHASE FILMHOUSE 591682', debit: '21,800.00', balance: '121, 875. 12' }),
      line(112, { date: '170820251710812025.', description: 'BILLS AEDC PREPAID 88090448355', debit: '5,000.00', balance: '116, 675 2' }),
      line(124, { description: 'AIRTIME MTN 08024933669', debit: '2,000.00', balance: 'Balance' }),
    ]);
    expect(rows.map((r) => [r.date, r.balance])).toEqual([
      ['16/08/2025', '121, 875. 12'],
      ['170820251710812025.', '116, 675 2'],
    ]);
  });
  it('keeps a scanned line whose date was read as letters alone, beside an amount and a balance read whole', () => {
    // Set 31's GTBank 7 pt scan: the last line's "30-Jun-2025" read "[spans", its balance's point lost between commas.
    const rows = assembleRows([
      line(100, { date: '28-Jun-2025', description: 'ELECTRONIC MONEY TRANSFER LEVY', debit: '50.00', balance: '1,634,389.57' }),
      line(112, { date: '[spans', description: 'STAMP DUTY', debit: '50.00', balance: '1,634,33957|' }),
      line(124, { date: 'Total', description: 'for the period', debit: '486,233.33' }),
    ]);
    expect(rows.map((r) => [r.date, r.description, r.balance])).toEqual([
      ['28-Jun-2025', 'ELECTRONIC MONEY TRANSFER LEVY', '1,634,389.57'],
      ['[spans', 'STAMP DUTY', '1,634,33957|'],
    ]);
  });
  it('keeps a scanned line whose date and amount were both misread, but no undated line with figures unread', () => {
    // Set 18's Wema scan: "91/12/2025" and "16, 279 00 DR".
    const rows = assembleRows([
      line(100, { date: '01/12/2025', description: 'NIP FRM EMEKA SULEIMAN/UBA', amount: '45,000 00 CR', balance: '48,807.45' }),
      line(112, { date: '91/12/2025', description: 'POS PURCHASE MRS FILLING STN', amount: '16, 279 00 DR', balance: '32,478.45' }),
      line(124, { description: 'SUMMARY NOTE', amount: '16, 279 00', balance: '32,478 45' }),
    ]);
    expect(rows.map((r) => [r.date, r.amount])).toEqual([
      ['01/12/2025', '45,000 00 CR'],
      ['91/12/2025', '16, 279 00 DR'],
    ]);
  });
  it('keeps a first line whose date was misread and whose figures OCR read in pieces', () => {
    // Set 17's faded Stanbic scan: "91-08-2025", "10, 000" / "00" and "130, 950" / "60" — no piece alone a figure.
    const first: CellLine = {
      page: 1,
      y: 100,
      h: 7,
      cells: new Map<ColumnRole, string[]>([
        ['date', ['91-08-2025']],
        ['description', ['LAWMA WASTE', 'BILL', '8121704']],
        ['amount', ['10, 000', '00']],
        ['balance', ['130, 950', '60']],
      ]),
    };
    const rows = assembleRows([
      first,
      line(112, { date: '02-08-2025', description: 'NIP TRANSFER FEE + VAT', amount: '53.75', balance: '130,896.85' }),
      line(124, { date: '03-08-2025', description: 'NIP CHARGE + VAT', amount: '26.88', balance: '130,869.97' }),
    ]);
    expect(rows.map((r) => [r.date, r.amount, r.balance])).toEqual([
      ['91-08-2025', '10, 000 00', '130, 950 60'],
      ['02-08-2025', '53.75', '130,896.85'],
      ['03-08-2025', '26.88', '130,869.97'],
    ]);
  });
  it("never takes the next page's running header period into the last narration of a page", () => {
    // Set 18's GTBank scan: "01-Oct-2025 - 31-Oct-2025" under the Remarks heading at the head of each later page.
    const rows = assembleRows([
      line(100, { date: '13-Oct-2025', description: 'AIRTIME PURCHASE AIRTEL 08126585992', debit: '200.00', balance: '24,250.92' }),
      line(107, { description: 'VIA *737#' }),
      { ...line(20, { description: '01-Oct-2025 - 31-Oct-2025' }), page: 2 },
      { ...line(60, { date: '14-Oct-2025', description: 'AIRTIME PURCHASE MTN', debit: '2,000.00', balance: '22,250.92' }), page: 2 },
    ]);
    expect(rows.map((r) => r.description)).toEqual(['AIRTIME PURCHASE AIRTEL 08126585992 VIA *737#', 'AIRTIME PURCHASE MTN']);
  });
  it("takes the rest of a row cut by a page break from the next page's first lines, never from a page of terms further down", () => {
    const rows = assembleRows([
      line(660, { date: '21-Jun-2025', description: 'ELECTRONIC MONEY', debit: '50.00', balance: '1,740,102.98' }),
      line(667, { description: 'TRANSFER LEVY' }),
      line(680, { date: '22-Jun-2025', description: 'NIP TRANSFER FROM KELECHI', credit: '387,200.00', balance: '2,127,302.98' }),
      { ...line(30, { description: 'OKAFOR VIA ZENITH REF 4915795162' }), page: 2 },
      { ...line(50, { date: '23-Jun-2025', description: 'SMS ALERT CHARGES MAY 2025', debit: '40.00', balance: '2,127,262.98' }), page: 2 },
      // Set 26's Fidelity terms page: numbered clauses, and the end of one wrapped under the narration's heading.
      { ...line(37, { date: 'IMPORTANT', description: 'INFORMATION, TERMS AND DISCLAIMER' }), page: 3 },
      { ...line(127, { date: '4.', description: 'Transfers: NGN 10.75 for amounts up to NGN 5,000.00;', debit: '50,000.00;' }), page: 3 },
      { ...line(139, { description: '50,000.00 (inclusive of VAT).' }), page: 3 },
    ]);
    expect(rows.map((r) => r.description)).toEqual([
      'ELECTRONIC MONEY TRANSFER LEVY',
      'NIP TRANSFER FROM KELECHI OKAFOR VIA ZENITH REF 4915795162',
      'SMS ALERT CHARGES MAY 2025',
    ]);
  });
  it("never takes a page's footer set across two columns into the next page's first narration", () => {
    // Set 28's Writer table: centred rows, "Page" under the narration and "1" under the debits at the foot of page 1.
    const rows = assembleRows([
      line(640, { description: 'POS PURCHASE SHOPRITE IKEJA' }),
      line(647, { date: '22/09/2025', debit: '22,939.00', balance: '948,131.40' }),
      line(654, { description: 'TERM 38896835' }),
      line(780, { description: 'Page', debit: '1' }),
      { ...line(60, { description: 'SALARY ZUMA AGRO ALLIED' }), page: 2 },
      { ...line(67, { date: '25/09/2025', credit: '317,195.00', balance: '1,265,326.40' }), page: 2 },
      { ...line(74, { description: 'LTD' }), page: 2 },
    ]);
    expect(rows.map((r) => r.description)).toEqual(['POS PURCHASE SHOPRITE IKEJA TERM 38896835', 'SALARY ZUMA AGRO ALLIED LTD']);
  });
  it('never takes an end-of-statement marker between stars into the last narration', () => {
    const rows = assembleRows([
      line(100, {
        date: '31-MAY-2025',
        description: 'VAT ON ACCOUNT MAINTENANCE FEE',
        debit: '7.50',
        balance: '582,779.24',
      }),
      line(109, { description: '*** END OF STATEMENT ***' }),
    ]);
    expect(rows.map((r) => r.description)).toEqual(['VAT ON ACCOUNT MAINTENANCE FEE']);
  });
  it('takes no balance carried forward with its page totals for a transaction, nor "*** CONTINUED ***" into a narration', () => {
    // Set 23's groff printout: the carried-forward line prints the page's running debit and credit totals too.
    const rows = assembleRows([
      line(100, { date: '31/07/25', description: 'NIP/FCMB/FATIMA ADELEKE/6407821307', credit: '29,000.00', balance: '344,244.89' }),
      line(109, { description: 'CHUKWU/0506053642' }),
      line(118, { description: 'BALANCE CARRIED FORWARD', debit: '122,340.21', credit: '383,950.00', balance: '344,244.89' }),
      line(127, { description: '*** CONTINUED ***' }),
    ]);
    expect(rows.map((r) => r.description)).toEqual(['NIP/FCMB/FATIMA ADELEKE/6407821307 CHUKWU/0506053642']);
  });
  it('keeps a time printed under its date and a To/From cell on two lines in one row', () => {
    const rows = assembleRows([
      line(100, {
        date: '01/03/25',
        credit: '₦285,000.00',
        counterparty: 'LEKKI DIGITAL',
        description: 'Salary Feb',
        balance: '₦303,432.57',
      }),
      line(108, { date: '06:12:40', counterparty: 'SERVICES LTD', description: 'NIP/000013' }),
      line(121, {
        date: '01/03/25',
        debit: '₦50.00',
        counterparty: 'Stamp Duty',
        description: 'Stamp duty',
        balance: '₦303,382.57',
      }),
      line(129, { date: '06:12:40' }),
      line(142, { date: '02/03/25', debit: '₦18,673.00', description: 'Card payment UBER', balance: '₦284,709.57' }),
      line(150, { date: '09:24:47', description: 'ref 4123' }),
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      date: '01/03/25',
      time: '06:12:40',
      counterparty: 'LEKKI DIGITAL SERVICES LTD',
      description: 'Salary Feb NIP/000013',
    });
    expect(rows[1]).toMatchObject({ time: '06:12:40', description: 'Stamp duty' });
    expect(rows[2]).toMatchObject({ description: 'Card payment UBER ref 4123' });
  });
  it('reads amounts centred in a row whose date sits at the top with its time below', () => {
    // Date and time one cell on two lines, amounts and narration half a line lower, a To/From cell over three lines.
    const rows = assembleRows([
      line(190.5, { date: '02/05/25', counterparty: 'Segun Onyekachi' }),
      line(195, { credit: '₦138,043.39', description: 'Transfer', balance: '₦320,448.89' }),
      line(198.7, { date: '18:59:12', counterparty: 'Emeka/8489763135/First Bank' }),
      line(213.7, { date: '02/05/25' }),
      line(218.2, { debit: '₦50.00', counterparty: 'Federal Government', description: 'EMTL', balance: '₦320,398.89' }),
      line(222, { date: '18:59:14' }),
    ]);
    expect(rows.map((r) => [r.date, r.time, r.credit, r.debit, r.balance, r.counterparty, r.description])).toEqual([
      [
        '02/05/25',
        '18:59:12',
        '₦138,043.39',
        '',
        '₦320,448.89',
        'Segun Onyekachi Emeka/8489763135/First Bank',
        'Transfer',
      ],
      ['02/05/25', '18:59:14', '', '₦50.00', '₦320,398.89', 'Federal Government', 'EMTL'],
    ]);
  });
  it('joins a dated line and the amount line just below it that also carries the time', () => {
    // A photo's lines drawn together: the grey time under the date lands on the amounts' line.
    const rows = assembleRows([
      line(100, { date: '14/10/2025' }),
      line(105, { date: '09:06:50', description: 'Betting Top-up', debit: '₦3,000.00', balance: '₦70,858.00' }),
      line(120, { date: '12/10/2025', description: 'Electronic Money' }),
      line(124, { debit: '₦50.00', balance: '₦73,858.00' }),
      line(128, { date: '18:23:50', description: 'Transfer Levy' }),
    ]);
    expect(rows.map((r) => [r.date, r.time, r.debit, r.description])).toEqual([
      ['14/10/2025 09:06:50', '09:06:50', '₦3,000.00', 'Betting Top-up'],
      ['12/10/2025', '18:23:50', '₦50.00', 'Electronic Money Transfer Levy'],
    ]);
  });
  it('never joins a dated line and an amount line a line height apart', () => {
    const joined = joinSplitAnchors([line(100, { date: '02/05/25' }), line(108, { debit: '50.00', balance: '10.00' })]);
    expect(joined).toHaveLength(2);
  });
  it('rejoins a word wrapped after its hyphen', () => {
    expect(joinWrapped(['LEVY 02-', 'JUN-2025'])).toBe('LEVY 02-JUN-2025');
    expect(joinWrapped(['POS Transfer -', 'Terminal'])).toBe('POS Transfer - Terminal');
    // A word wrapped in the middle is joined when the pieces make a known word and the second is no word itself.
    expect(joinWrapped(['MOBILE DA', 'TA PURCHASE 08031234567'])).toBe('MOBILE DATA PURCHASE 08031234567');
    expect(joinWrapped(['MOB/DA', 'TA/0803'])).toBe('MOB/DATA/0803');
    expect(joinWrapped(['WEB PAY', 'MENT TO NETFLIX'])).toBe('WEB PAYMENT TO NETFLIX');
    // Two real words stay apart, and so does a name the vocabulary does not know.
    expect(joinWrapped(['TRANSFER TO', 'ADA OKAFOR'])).toBe('TRANSFER TO ADA OKAFOR');
    expect(joinWrapped(['AIRTIME', 'PURCHASE'])).toBe('AIRTIME PURCHASE');
    expect(joinWrapped(['TRF FROM KPA', 'KPANDO'])).toBe('TRF FROM KPA KPANDO');
    // A phone or meter number cut by a narrow cell is one number again; a short number after a long one is not.
    expect(joinWrapped(['AIRTIME 1500 0802572698', '1'])).toBe('AIRTIME 1500 08025726981');
    expect(joinWrapped(['IKEDC PREPAID 4503182483', '0'])).toBe('IKEDC PREPAID 45031824830');
    expect(joinWrapped(['REF 1234567', '12 MAY'])).toBe('REF 1234567 12 MAY');
    expect(joinWrapped(['TID 2039416758', '500 NAIRA'])).toBe('TID 2039416758 500 NAIRA');
  });
  it('rejoins a narration a browser wrapped right after a slash', () => {
    expect(joinWrapped(['NIP TRF FROM BLESSING ADEYEMI/WEMA BANK/', 'LOAN REFUND'])).toBe(
      'NIP TRF FROM BLESSING ADEYEMI/WEMA BANK/LOAN REFUND',
    );
    // A slash standing alone between words keeps its space.
    expect(joinWrapped(['SCHOOL FEES /', 'TERM 2'])).toBe('SCHOOL FEES / TERM 2');
    // Lines are never broken between a slash and digits (UAX #14): a session ID on the next line followed a space.
    expect(joinWrapped(['NIP CR/EMEKA OYELARAN/AJO/', '100033250702142946014956224568'])).toBe('NIP CR/EMEKA OYELARAN/AJO/ 100033250702142946014956224568');
  });
});

describe('rows whose cells hold several lines (set 32)', () => {
  it('reads a posted and a value date stacked in one cell around centred amounts as one row', () => {
    // Set 32's Access print: the posted date half a line above the amounts, the value date half a line below, the
    // narration's lines around both.
    const rows = assembleRows([
      line(188.2, { description: 'POS PURCHASE @ ELEGANZA' }),
      line(193.5, { date: '01-SEP-25' }),
      line(198.7, { description: 'HOME ITEMS OREGUN', debit: '69,346.50', balance: '371,769.25' }),
      line(204.7, { date: '01-SEP-25' }),
      line(210, { description: 'TERM:2ACC3278 CARD:5399****9611' }),
      line(261.7, { date: '01-SEP-25', description: 'NIP/FCMB/ADEBAYO' }),
      line(267.7, { credit: '168,302.00', balance: '504,566.75' }),
      line(273, { date: '02-SEP-25', description: 'EKWUEME/WEEKLY AJO' }),
    ]);
    expect(rows.map((r) => [r.date, r.description, r.debit || r.credit])).toEqual([
      ['01-SEP-25', 'POS PURCHASE @ ELEGANZA HOME ITEMS OREGUN TERM:2ACC3278 CARD:5399****9611', '69,346.50'],
      ['01-SEP-25', 'NIP/FCMB/ADEBAYO EKWUEME/WEEKLY AJO', '168,302.00'],
    ]);
  });
  it('reads a date/time cell whose time shares the amounts\' line at the foot of a bottom-aligned row', () => {
    const rows = assembleRows([
      line(156, { reference: '1000042510' }),
      line(165.7, { date: '2025-10-01', description: 'Transfer to HAUWA KEHINDE BELLO /', counterparty: 'HAUWA KEHINDE' }),
      line(176.2, { date: '08:41:49', description: 'GTBANK - waybill charges', counterparty: 'BELLO', debit: '178,727.00', balance: '250,155.10' }),
      line(192.7, { description: 'POS Settlement - TID 2MPT4020 -' }),
      line(202.5, { date: '2025-10-01', description: 'Card 542795******0366 - Purchase of', counterparty: 'TERMINAL' }),
      line(213, { date: '08:54:53', description: 'fabrics', counterparty: '2MPT4020', credit: '36,852.00', balance: '287,007.10' }),
    ]);
    expect(rows.map((r) => [r.date, r.time, r.description, r.counterparty, r.debit || r.credit])).toEqual([
      ['2025-10-01 08:41:49', '08:41:49', 'Transfer to HAUWA KEHINDE BELLO / GTBANK - waybill charges', 'HAUWA KEHINDE BELLO', '178,727.00'],
      ['2025-10-01 08:54:53', '08:54:53', 'POS Settlement - TID 2MPT4020 - Card 542795******0366 - Purchase of fabrics', 'TERMINAL 2MPT4020', '36,852.00'],
    ]);
  });
  it('keeps the narration line beside a date cell\'s year ("02 Jul" / "2025") and completes the date with it', () => {
    const rows = assembleRows([
      line(191, { date: '02 Jul', valueDate: '05 Jul', description: 'ZENITH MOBILE TRF TO', debit: '51,948.00', balance: '138,372.18' }),
      line(201, { date: '2025', valueDate: '2025', description: 'NGOZI ONYEKACHI KUDA' }),
      line(211, { description: '4671506995 GAS REFILL' }),
      line(223, { date: '07 Jul', valueDate: '07 Jul', description: 'ZENITH MOBILE TRF TO', debit: '114,343.00', balance: '24,029.18' }),
      line(233, { date: '2025', valueDate: '2025', description: 'KEHINDE MUSA ADENIRAN' }),
    ]);
    expect(rows.map((r) => [r.date, r.description])).toEqual([
      ['02 Jul 2025', 'ZENITH MOBILE TRF TO NGOZI ONYEKACHI KUDA 4671506995 GAS REFILL'],
      ['07 Jul 2025', 'ZENITH MOBILE TRF TO KEHINDE MUSA ADENIRAN'],
    ]);
  });
  it("reads a scan's centred rows on two-line date cells, the amounts read level with the year (\"07 Jul\" / \"2025\")", () => {
    // Set 32's Wema scan at 150 dpi, its lines as read: a one-line narration with the year under its date says
    // nothing of how narrations align; a row's first narration line sits above its date.
    const scan = (y: number, h: number, cells: Partial<Record<ColumnRole, string>>): CellLine => ({ ...line(y, cells), h });
    const rows = assembleRows([
      scan(856, 38, { date: '01 Jul' }),
      scan(871, 22, { description: 'ELECTRONIC MONEY TRANSFER LEVY', debit: '50.00', balance: '271,325.60' }),
      scan(886, 21, { date: '2025' }),
      scan(937, 21, { date: '06 Jul' }),
      scan(952, 21, { description: 'ALAT AIRTIME MTN 08139638652', debit: '500.00', balance: '270,825.60' }),
      scan(967, 22, { date: '2025' }),
      scan(1018, 35, { date: '07 Jul', description: 'USSD *945# TRANSFER TO EMEKA' }),
      scan(1064, 65, { date: '2025', description: 'OKORONKWO', debit: '5,183.00', balance: '265,642.60' }),
      scan(1100, 22, { date: '07 Jul', description: 'NIP TRANSFER FROM ADAEZE ABUBAKAR' }),
      scan(1113, 23, { credit: '46,887.00', balance: '312,529.60' }),
      scan(1129, 22, { date: '2025', description: 'ACCESS BANK FOR BRAIDS' }),
      scan(1194, 22, { date: '07 Jul', description: 'ELECTRONIC MONEY TRANSFER LEVY', debit: '50.00', balance: '312,479.60' }),
      scan(1210, 22, { date: '2025' }),
      scan(1263, 20, { description: 'NIP TRANSFER FROM OMOLARA NNEKA' }),
      scan(1295, 22, { date: '09 Jul', description: 'IDOWU OPAY DIGITAL SERVICES HAIR', credit: '20,807.00', balance: '333,386.60' }),
      scan(1308, 22, { date: '2025' }),
      scan(1322, 21, { description: 'ATTACHMENT MONEY' }),
      scan(1392, 22, { date: '09 Jul', description: 'ELECTRONIC MONEY TRANSFER LEVY', debit: '50.00', balance: '333,336.60' }),
      scan(1422, 22, { date: '2025' }),
    ]);
    expect(rows.map((r) => [r.date, r.description, r.debit || r.credit])).toEqual([
      ['01 Jul 2025', 'ELECTRONIC MONEY TRANSFER LEVY', '50.00'],
      ['06 Jul 2025', 'ALAT AIRTIME MTN 08139638652', '500.00'],
      ['07 Jul 2025', 'USSD *945# TRANSFER TO EMEKA OKORONKWO', '5,183.00'],
      ['07 Jul 2025', 'NIP TRANSFER FROM ADAEZE ABUBAKAR ACCESS BANK FOR BRAIDS', '46,887.00'],
      ['07 Jul 2025', 'ELECTRONIC MONEY TRANSFER LEVY', '50.00'],
      ['09 Jul 2025', 'NIP TRANSFER FROM OMOLARA NNEKA IDOWU OPAY DIGITAL SERVICES HAIR ATTACHMENT MONEY', '20,807.00'],
      ['09 Jul 2025', 'ELECTRONIC MONEY TRANSFER LEVY', '50.00'],
    ]);
  });
});

describe('assembleRows, amounts on the last line', () => {
  it("dates a row whose amounts sit on its last line by the date on its first (a bottom-aligned table)", () => {
    const rows = assembleRows([
      line(100, { date: '02/06/2025', description: 'NIP Transfer to ABUBAKAR' }),
      line(110, { description: 'OLANREWAJU/STANBIC IBTC/RENT' }),
      line(120, { description: '000012250602101403227766067806', debit: '95000.00', balance: '76500.00DR' }),
      line(134, { date: '03/06/2025', description: 'NIP Charge 50.00', debit: '50.00', balance: '76550.00DR' }),
      line(148, { date: '05/06/2025', description: 'POS Purchase BUKKA HUT SURULERE LA' }),
      line(158, { description: 'NG TID 2077SZ95', debit: '12881.36', balance: '89431.36DR' }),
    ]);
    expect(rows.map((r) => [r.date, r.description])).toEqual([
      ['02/06/2025', 'NIP Transfer to ABUBAKAR OLANREWAJU/STANBIC IBTC/RENT 000012250602101403227766067806'],
      ['03/06/2025', 'NIP Charge 50.00'],
      ['05/06/2025', 'POS Purchase BUKKA HUT SURULERE LA NG TID 2077SZ95'],
    ]);
  });
});

describe('assembleRows, a row cut by a page break', () => {
  it("gives the lines under a page's brought-forward line to the previous page's last row", () => {
    const p2 = (l: CellLine): CellLine => ({ ...l, page: 2 });
    const rows = assembleRows([
      line(700, { date: '02-Mar-2025', description: 'POS PURCHASE JUMIA IKOYI LA NG', debit: '8,835.00', balance: '176,385.50' }),
      line(710, { description: 'TERMINAL 2165YU56' }),
      line(724, { date: '17-Mar-2025', description: 'AIRTIME RECHARGE AIRTEL 08020992590', debit: '1,000.00', balance: '175,385.50' }),
      p2(line(100, { description: 'Balance Brought Forward', balance: '175,385.50' })),
      p2(line(110, { description: 'VIA ONEBANK' })),
      p2(line(124, { date: '18-Mar-2025', description: 'AIRTIME RECHARGE MTN 08039776853 VIA', debit: '1,000.00', balance: '174,385.50' })),
      p2(line(134, { description: 'ONEBANK' })),
    ]);
    const described = rows.map((r) => r.description).filter((d) => !/brought forward/i.test(d));
    expect(described).toEqual([
      'POS PURCHASE JUMIA IKOYI LA NG TERMINAL 2165YU56',
      'AIRTIME RECHARGE AIRTEL 08020992590 VIA ONEBANK',
      'AIRTIME RECHARGE MTN 08039776853 VIA ONEBANK',
    ]);
  });
});

describe('assembleRows, a monospaced printout', () => {
  it("gives a narration's last line, carried past the page footer to the next page, to the row it ends", () => {
    // Set 42's enscript Stanbic: every line is one pitch apart, so each page's rows are one band and only the page
    // footer (whose "Printed 2025-06-02 14:22:07" line is dated) and the end marker are bands of their own.
    const p2 = (l: CellLine): CellLine => ({ ...l, page: 2 });
    const rows = assembleRows([
      line(100, { date: '2025-05-09', description: 'NIP TRANSFER CHARGE 50.00', debit: '50.00', balance: '290,196.94' }),
      line(110, { date: '2025-05-09', description: 'NIP TRANSFER TO FOLASADE MOHAMMED', debit: '86,900.00', balance: '203,293.19' }),
      line(120, { description: 'PALMPAY REF GOODS' }),
      line(300, { date: 'Stanbic IBTC', description: 'Bank PLC RC 125097. Deposits are insured by NDIC' }),
      line(310, { date: 'Printed 2025-06-02', description: '14:22:07 by INTERNET BANKING', balance: 'Page 1 of 3' }),
      p2(line(40, { description: '100033250509111933763174762621' })),
      p2(line(50, { date: '2025-05-09', description: 'NIP TRANSFER CHARGE 50.00', debit: '50.00', balance: '203,243.19' })),
      p2(line(60, { date: '2025-05-31', description: 'SMS ALERT FEE MAY 2025', debit: '40.00', balance: '203,203.19' })),
      p2(line(70, { description: '----------------------------------------' })),
      p2(line(90, { description: '*** END OF STATEMENT ***' })),
      p2(line(300, { date: 'Stanbic IBTC', description: 'Bank PLC RC 125097. Deposits are insured by NDIC' })),
      p2(line(310, { date: 'Printed 2025-06-02', description: '14:22:07 by INTERNET BANKING', balance: 'Page 2 of 3' })),
    ]);
    expect(rows.filter((r) => r.debit !== '').map((r) => r.description)).toEqual([
      'NIP TRANSFER CHARGE 50.00',
      'NIP TRANSFER TO FOLASADE MOHAMMED PALMPAY REF GOODS 100033250509111933763174762621',
      'NIP TRANSFER CHARGE 50.00',
      'SMS ALERT FEE MAY 2025',
    ]);
  });
});

describe('timesReadIntoNarrations', () => {
  it("gives the dates back their times when nearly every narration opens with one and no date cell holds one", () => {
    const narrations = [['13:13:54 NIP CREDIT FROM ADEBAYO', 'BANK BUSINESS'], ['13:13:55 EMTL CHARGE'], ['18:49:32 POS PURCHASE']];
    expect(timesReadIntoNarrations(narrations, ['2025-05-01', '2025-05-01', '2025-05-01'])).toEqual(['13:13:54', '13:13:55', '18:49:32']);
    expect(narrations.map((n) => n.join(' '))).toEqual(['NIP CREDIT FROM ADEBAYO BANK BUSINESS', 'EMTL CHARGE', 'POS PURCHASE']);
  });
  it('leaves a narration that happens to open with a time, and dates that hold their own', () => {
    const few = [['12:30 MEETING REFUND'], ['POS PURCHASE'], ['AIRTIME'], ['EMTL CHARGE']];
    expect(timesReadIntoNarrations(few, ['01/05', '01/05', '02/05', '02/05'])).toEqual([]);
    expect(few[0][0]).toBe('12:30 MEETING REFUND');
    const timed = [['10:00 A'], ['10:01 B'], ['10:02 C']];
    expect(timesReadIntoNarrations(timed, ['01/05 09:59', '01/05', '01/05'])).toEqual([]);
  });
});

