import { describe, expect, it } from 'vitest';
import { blockText } from './block-text.ts';
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

  it("reads a cover page merged in front after the statement's own header", () => {
    // Set 28: a loan application form, naming the person's other lender, in front of a Wema statement.
    const lines = [
      line(20, [['QUICKCREDIT MICROFINANCE BANK LTD', 100]]),
      line(400, [['Existing loans (N)', 40], ['120,000.00 (Carbon)', 200]]),
      line(20, [['ALAT by Wema', 10], ['Statement of Account', 400]], 2),
      line(40, [['Trans Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], 2),
      line(55, [['01-Jun-2025', 10], ['SALARY', 80], ['5,000.00', 352], ['14,000.00', 416]], 2),
    ];
    expect(readPositionalTable(lines).headerText).toEqual([
      'ALAT by Wema  Statement of Account',
      'QUICKCREDIT MICROFINANCE BANK LTD',
      'Existing loans (N)  120,000.00 (Carbon)',
    ]);
  });

  it('reads no transaction from a table of uncleared cheques printed after the transactions, headed or not', () => {
    const head = line(40, [['Tran Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]]);
    const rows = [
      line(55, [['30-JUL-2025', 10], ['POS PURCHASE SHOPRITE ENUGU', 80], ['1,000.00', 290], ['9,000.00', 420]]),
      line(70, [['31-JUL-2025', 10], ['VAT ON CAMF JUL 2025', 80], ['18.34', 300], ['8,981.66', 420]]),
    ];
    const trailer = [
      line(100, [['UNCLEARED EFFECTS / CHEQUES IN CLEARING', 10]]),
      line(115, [['Date Lodged', 30], ['Cheque No', 110], ['Drawee Bank', 190], ['Amount (NGN)', 300], ['Expected Value Date', 380]]),
      line(130, [['30-JUL-2025', 30], ['00183526', 110], ['ZENITH BANK', 190], ['1,250,000.00', 300], ['04-AUG-2025', 380]]),
      line(145, [['Total uncleared', 190], ['1,250,000.00', 300]]),
    ];
    const t = readPositionalTable([head, ...rows, ...trailer]);
    expect(t.rows.map((r) => r.description)).toEqual(['POS PURCHASE SHOPRITE ENUGU', 'VAT ON CAMF JUL 2025']);
    expect(t.otherSections ?? []).toEqual([]);
    // The statement's heading printed again after such a table opens the transactions again.
    const more = [head, ...rows, ...trailer.slice(0, 1), line(20, [['Tran Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], 2), line(35, [['01-AUG-2025', 10], ['SMS ALERT', 80], ['4.00', 300], ['8,977.66', 420]], 2)];
    expect(readPositionalTable(more).rows.map((r) => r.description)).toEqual(['POS PURCHASE SHOPRITE ENUGU', 'VAT ON CAMF JUL 2025', 'SMS ALERT']);
  });

  it('goes on under the table’s columns on a page whose heading lost one column to OCR, the others in their place', () => {
    const ocr = (l: Line): Line => ({ ...l, segments: l.segments.map((s) => ({ ...s, conf: 90 })) });
    const lines = [
      line(40, [['Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]]),
      line(55, [['01-Jul-2025', 10], ['CARBON LOAN REPAYMENT', 80], ['46,000.00', 296], ['141,345.50', 412]]),
      // Page 2: "Credit" not read.
      line(40, [['Date', 10], ['Narration', 80], ['Debit', 300], ['Balance', 420]], 2),
      line(55, [['13-Jul-2025', 10], ['NIP TRF FRM OBINNA OYELARAN', 80], ['47,250.00', 356], ['188,595.50', 412]], 2),
    ].map(ocr);
    const t = readPositionalTable(lines);
    expect(t.otherSections ?? []).toEqual([]);
    expect(t.rows.map((r) => [r.date, r.debit, r.credit, r.balance])).toEqual([
      ['01-Jul-2025', '46,000.00', '', '141,345.50'],
      ['13-Jul-2025', '', '47,250.00', '188,595.50'],
    ]);
  });

  it('reads a rule typed out in dashes under a monospaced heading as no text of the first row', () => {
    const lines = [
      line(40, [['TXN DATE', 10], ['DESCRIPTION', 80], ['AMOUNT', 300], ['BALANCE', 420]]),
      line(48, [['-----------------------------------------------------------------', 10]]),
      line(55, [['27-Nov-2025', 10], ['VAT ON NIP COMMISSION REF839630', 80], ['-3.75', 300], ['130,450.34', 416]]),
      line(64, [['29-Nov-2025', 10], ['SMS ALERT CHARGES', 80], ['-22.00', 300], ['130,428.34', 416]]),
    ];
    const descriptions = readPositionalTable(lines).rows.map((r) => r.description);
    expect(descriptions).toEqual(['VAT ON NIP COMMISSION REF839630', 'SMS ALERT CHARGES']);
  });

  it('reads a box whose labels sit above their values: the holder, the account number and the balances', () => {
    const lines = [
      line(10, [['Account Name', 10], ['Account Number', 200], ['Statement Date', 320]]),
      line(20, [['BLESSING OGHENEKARO EDEWOR', 10], ['8139974406', 200], ['Aug 01, 2025', 320]]),
      line(32, [['Opening Balance', 10], ['Total Money In', 200]]),
      line(42, [['₦47,300.50', 10], ['₦172,543.11', 200]]),
      line(60, [['Transaction Date', 10], ['Narration', 120], ['Credit', 300], ['Balance', 420]]),
      line(75, [['Jul 02, 2025 15:04:16', 10], ['Refund', 120], ['+10,000.00', 300], ['57,300.50', 420]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.headerText).toEqual(
      expect.arrayContaining([
        'Account Name: BLESSING OGHENEKARO EDEWOR',
        'Account Number: 8139974406',
        'Opening Balance: ₦47,300.50',
        'Total Money In: ₦172,543.11',
      ]),
    );
    // A date under "Statement Date" is no account detail.
    expect(t.headerText.some((l) => l.startsWith('Statement Date:'))).toBe(false);
  });

  it('starts a new account section where the heading is printed again under a title on a page that had rows', () => {
    const head = (y: number, page = 1) => line(y, [['Trans. Time', 10], ['Description', 80], ['Amount', 330], ['Balance After', 420]], page);
    const lines = [
      line(10, [['Wallet', 10]]),
      head(20),
      line(35, [['02 Sep 2025', 10], ['Dstv Compact Payment', 80], ['-₦12,083.00', 330], ['₦35,267.00', 420]]),
      line(42, [['08:30:09', 10], ['Token/Ref 77872165897', 80]]),
      line(60, [['OWealth', 10]]),
      head(70),
      line(85, [['26 Sep 2025', 10], ['OWealth Interest Earned', 80], ['+₦27.40', 330], ['₦100,109.61', 420]]),
      // A continued table repeats its heading at the top of the next page: no new section.
      head(20, 2),
      line(35, [['27 Sep 2025', 10], ['OWealth Interest Earned', 80], ['+₦27.40', 330], ['₦100,137.01', 420]], 2),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => r.description)).toEqual(['Dstv Compact Payment Token/Ref 77872165897']);
    expect(t.otherSections?.map((s) => [s.name, s.rows.length])).toEqual([['OWealth', 2]]);
  });

  it('starts a new account section after a summary box even when its period line carries a date', () => {
    const head = (y: number) => line(y, [['Posting Date', 10], ['Transaction Details', 80], ['Amount', 330], ['Balance', 420]]);
    const lines = [
      line(10, [['Current Account - 0012345678', 10]]),
      line(20, [['Account Number', 10], ['0012345678', 80], ['Opening Balance', 250], ['1,000.00', 330]]),
      line(30, [['Period', 10], ['01 Feb 2025 - 28 Feb 2025', 80], ['Closing Balance', 250], ['900.00', 330]]),
      head(40),
      line(55, [['01 Feb 2025', 10], ['Card Purchase', 80], ['-100.00', 330], ['900.00', 420]]),
      line(100, [['Savings Account - 0020000000', 10]]),
      line(110, [['Account Number', 10], ['0020000000', 80], ['Opening Balance', 250], ['5,000.00', 330]]),
      line(120, [['Period', 10], ['01 Feb 2025 - 28 Feb 2025', 80], ['Closing Balance', 250], ['5,200.00', 330]]),
      head(130),
      line(145, [['03 Feb 2025', 10], ['Transfer from 0012345678', 80], ['200.00', 330], ['5,200.00', 420]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => r.description)).toEqual(['Card Purchase']);
    expect(t.otherSections?.map((s) => [s.name, s.rows.map((r) => r.description)])).toEqual([
      ['Savings Account - 0020000000', ['Transfer from 0012345678']],
    ]);
  });

  it('keeps one table when every page repeats the whole head, summary box and all (a browser printing a thead)', () => {
    // Set 34's Access statement printed from a web page: each of its six pages repeats the box word for word.
    const page = (p: number, rows: [string, string, string][]) => [
      line(10, [['Account Number 1429067735', 10], ['Period 01-MAR-25 TO 31-AUG-25', 250]], p),
      line(20, [['Opening Balance 287,329.15', 10], ['Total Withdrawals 150.00', 250]], p),
      line(30, [['Closing Balance 287,179.15', 10], ['Total Lodgements 0.00', 250]], p),
      line(40, [['Posted Date', 10], ['Description', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], p),
      ...rows.map(([d, text, bal], k) => line(55 + k * 10, [[d, 10], [text, 80], ['50.00', 300], [bal, 420]], p)),
    ];
    const lines = [
      ...page(1, [['03-MAR-25', 'STAMP DUTY CHARGE', '287,279.15']]),
      ...page(2, [['05-MAR-25', 'SMS ALERT CHARGES', '287,229.15']]),
      ...page(3, [['07-MAR-25', 'STAMP DUTY CHARGE', '287,179.15']]),
    ];
    const t = readPositionalTable(lines);
    expect(t.otherSections).toBeUndefined();
    expect(t.rows.map((r) => r.balance)).toEqual(['287,279.15', '287,229.15', '287,179.15']);
  });

  it('starts a new account section at a title naming another account, not at the same title on the next page', () => {
    const head = (y: number, page = 1) => line(y, [['Posted Date', 10], ['Description', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], page);
    const lines = [
      line(5, [['CURRENT ACCOUNT - 1489920317', 10]]),
      head(20),
      line(35, [['01-05-2025', 10], ['Opening Balance', 80], ['84,123.45', 420]]),
      line(45, [['03-05-2025', 10], ['AIRTIME', 80], ['1,500.00', 300], ['82,623.45', 420]]),
      line(5, [['CURRENT ACCOUNT - 1489920317', 10]], 2),
      head(20, 2),
      line(35, [['04-05-2025', 10], ['DATA', 80], ['500.00', 300], ['82,123.45', 420]], 2),
      line(45, [['31-05-2025', 10], ['Closing Balance', 80], ['82,123.45', 420]], 2),
      line(60, [['SAVINGS ACCOUNT - 0095513842', 10]], 2),
      head(75, 2),
      line(90, [['01-05-2025', 10], ['Opening Balance', 80], ['1,520,000.00', 420]], 2),
      line(100, [['24-05-2025', 10], ['MONTHLY SAVINGS', 80], ['100,000.00', 360], ['1,620,000.00', 420]], 2),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => r.description)).toEqual(['Opening Balance', 'AIRTIME', 'DATA', 'Closing Balance']);
    expect(t.otherSections?.map((s) => [s.name, s.rows.map((r) => r.description)])).toEqual([
      ['SAVINGS ACCOUNT - 0095513842', ['Opening Balance', 'MONTHLY SAVINGS']],
    ]);
  });

  it("starts a new section mid-page at a line opening on another account's number, above the same heading", () => {
    // Set 45's Zenith: the savings account follows the current account's closing lines on the same page, under the
    // same heading; only the line "ACCOUNT NUMBER: … ACCOUNT TYPE: SAVINGS ACCOUNT" and a new opening balance differ.
    const head = (y: number) => line(y, [['Date Posted', 10], ['Description', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]]);
    const lines = [
      line(5, [['ACCOUNT NUMBER: 1012345678', 10], ['ACCOUNT TYPE: CURRENT ACCOUNT', 150]]),
      head(20),
      line(35, [['Opening Balance', 80], ['277,650.12', 420]]),
      line(45, [['03/07/2025', 10], ['AIRTIME', 80], ['1,500.00', 300], ['276,150.12', 420]]),
      line(55, [['TOTAL', 80], ['1,500.00', 300], ['0.00', 360]]),
      line(65, [['Closing Balance', 80], ['276,150.12', 420]]),
      line(85, [['ACCOUNT NUMBER: 2212345679', 10], ['ACCOUNT TYPE: SAVINGS ACCOUNT', 150]]),
      head(100),
      line(115, [['Opening Balance', 80], ['512,345.00', 420]]),
      line(125, [['04/07/2025', 10], ['TRF/OWN ACCT/FRM 1012345678', 80], ['40,000.00', 360], ['552,345.00', 420]]),
    ];
    const t = readPositionalTable(lines);
    const dated = (rows: { date: string; description: string }[]) => rows.filter((r) => r.date !== '').map((r) => r.description);
    expect(dated(t.rows)).toEqual(['AIRTIME']);
    expect(t.otherSections?.map((s) => dated(s.rows))).toEqual([['TRF/OWN ACCT/FRM 1012345678']]);
  });

  it('keeps one table across pages whose headings differ only in a reference column a scan misread', () => {
    const head = (label: string, page: number) =>
      line(20, [['Tran Date', 10], ['Narration', 80], [label, 200], ['Debit', 260], ['Credit', 330], ['Balance', 400]], page);
    const lines = [
      head('Chg. No', 1),
      line(35, [['01/08/2025', 10], ['POS PURCHASE', 80], ['15,500.50', 260], ['77,249.90', 400]], 1),
      head('Chq. No', 2),
      line(35, [['30/08/2025', 10], ['SMS ALERT CHARGE', 80], ['80.00', 260], ['77,169.90', 400]], 2),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => r.description)).toEqual(['POS PURCHASE', 'SMS ALERT CHARGE']);
    expect(t.otherSections ?? []).toEqual([]);
  });

  it('keeps a centred row’s first line printed under the heading, though two pages print it at the same place', () => {
    const head = (page: number) => line(20, [['Trans. Date', 10], ['Debits', 200], ['Balance', 300], ['Remarks', 400]], page);
    const page = (p: number, balance: string) => [
      head(p),
      line(30, [['VAT ON NIP TRANSFER COMMISSION', 400]], p),
      line(38, [[`0${p}-Jun-2025`, 10], ['1.88', 200], [balance, 300]], p),
      line(46, [['00002506078160203703', 400]], p),
      line(54, [[`0${p}-Jun-2025`, 10], ['25.00', 200], ['900.00', 300], ['COMMISSION', 400]], p),
    ];
    const t = readPositionalTable([...page(1, '925.00'), ...page(2, '898.12')]);
    expect(t.rows.map((r) => r.description)).toEqual([
      'VAT ON NIP TRANSFER COMMISSION 00002506078160203703',
      'COMMISSION',
      'VAT ON NIP TRANSFER COMMISSION 00002506078160203703',
      'COMMISSION',
    ]);
  });

  it('starts a new account section when the box wraps its "Opening Balance" label over two lines', () => {
    const head = (y: number) => line(y, [['DATE', 10], ['DESCRIPTION', 80], ['DEBIT', 300], ['CREDIT', 360], ['BALANCE', 420]]);
    const box = (y: number, opening: string): Line[] => [
      line(y, [['OPENING', 10], [`NGN ${opening}`, 80]]),
      line(y + 8.3, [['BALANCE:', 10]]),
    ];
    const lines = [
      line(5, [['CURRENT ACCOUNT', 10]]),
      ...box(20, '1,000.00'),
      head(40),
      line(55, [['02/04/2025', 10], ['POS PURCHASE', 80], ['100.00', 302], ['900.00', 420]]),
      line(100, [['SAVINGS ACCOUNT', 10]]),
      ...box(115, '5,000.00'),
      head(135),
      line(150, [['03/04/2025', 10], ['STANDING ORDER', 80], ['200.00', 362], ['5,200.00', 420]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => r.description)).toEqual(['POS PURCHASE']);
    expect(t.headerText).toContain('OPENING BALANCE:  NGN 1,000.00');
    expect(t.otherSections?.map((s) => [s.name, s.rows.map((r) => r.description)])).toEqual([
      ['SAVINGS', ['STANDING ORDER']],
    ]);
  });

  it('places a To/From cell by its widest line, even when that line carries no date', () => {
    const lines = [
      line(40, [['Date', 10], ['Money Out', 40], ['To / From', 80], ['Description', 225], ['Balance', 420]]),
      line(55, [['01/05/25', 10], ['Ada Okafor', 80], ['Transfer', 225], ['900.00', 420]]),
      line(63, [['Chidi/0123456789/Sterling Bank', 80]]),
      line(78, [['02/05/25', 10], ['10.00', 50], ['Kuda MFB', 80], ['Transfer fee', 225], ['890.00', 420]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => [r.counterparty, r.description])).toEqual([
      ['Ada Okafor Chidi/0123456789/Sterling Bank', 'Transfer'],
      ['Kuda MFB', 'Transfer fee'],
    ]);
  });

  it('reads the closing balance and totals from the closing row by column, not from a row carried forward', () => {
    const lines = [
      line(40, [['Date', 10], ['Description', 80], ['Withdrawal', 280], ['Deposit', 350], ['Balance', 420]]),
      line(55, [['2025-09-01', 10], ['POS PURCHASE', 80], ['100.00', 290], ['0.00', 362], ['900.00', 426]]),
      line(70, [['BALANCE C/F', 80], ['900.00', 426]]),
      line(85, [['2025-09-02', 10], ['NIP INFLOW', 80], ['0.00', 298], ['500.00', 354], ['1,400.00', 418]]),
      line(100, [['CLOSING BALANCE', 80], ['100.00', 290], ['500.00', 354], ['1,400.00', 418]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows).toHaveLength(2);
    expect(t.closingRow).toEqual({ closingBalance: 140000, totalDebits: 10000, totalCredits: 50000 });
  });

  it('keeps a wrapped narration line that sits at the same place on two pages, and drops a repeated footer', () => {
    const page = (p: number, date: string) => [
      line(40, [['Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], p),
      line(55, [[date, 10], ['ELECTRONIC MONEY', 80], ['50.00', 302], ['9,000.00', 420]], p),
      line(64, [['TRANSFER LEVY', 80]], p),
      line(75, [[date, 10], ['SALARY', 80], ['5,000.00', 352], ['14,000.00', 416]], p),
      line(84, [['Thank you for banking with us', 80]], p),
    ];
    const t = readPositionalTable([...page(1, '01-Jan-2025'), ...page(2, '02-Jan-2025')]);
    expect(t.rows.map((r) => r.description)).toEqual([
      'ELECTRONIC MONEY TRANSFER LEVY',
      'SALARY',
      'ELECTRONIC MONEY TRANSFER LEVY',
      'SALARY',
    ]);
  });
  it('reads a line printer\'s run that opens with the date and holds the next cells too ("12-10-25 12-10-25 FT…")', () => {
    // One run per stretch of text, as a line printer's PDF gives it: the date, the value date and the reference.
    const mono = (y: number, cells: [string, number][]): Line => {
      const segments: Segment[] = cells.map(([text, x0]) => ({
        text,
        x0,
        x1: x0 + text.length * 4.5,
        y,
        h: 7,
        page: 1,
        wordSpans: [...text.matchAll(/\S+/g)].map((m) => [m.index / text.length, (m.index + m[0].length) / text.length] as const),
      }));
      return { page: 1, y, h: 7, segments, text: cells.map((c) => c[0]).join(' ') };
    };
    const lines = [
      mono(40, [['BOOK DT', 41], ['VALUE DT REFERENCE', 81.5], ['NARRATION', 185], ['AMOUNT', 468.5], ['BALANCE', 545]]),
      mono(55, [['10-10-25 10-10-25 FT2576435452', 41], ['VAT ON NIP CHARGE', 185], ['3.75-', 473], ['144,788.13 DR', 518]]),
      mono(64, [['12-10-25 12-10-25 FT2586923525', 41], ['NIP TRF FRM CHINEDU OGUNLEYE FIDELITY BANK', 185], ['89,500.00', 451], ['55,288.13 DR', 523]]),
    ];
    expect(readPositionalTable(lines).rows.map((r) => [r.date, r.description, r.amount, r.balance])).toEqual([
      ['10-10-25', 'VAT ON NIP CHARGE', '3.75-', '144,788.13 DR'],
      // A long narration keeps its last word: the amount column starts at its widest figure, not half-way there.
      ['12-10-25', 'NIP TRF FRM CHINEDU OGUNLEYE FIDELITY BANK', '89,500.00', '55,288.13 DR'],
    ]);
  });

  it('keeps a narration\'s last line that ends two of many pages at the same place', () => {
    const heading = (page: number) => line(40, [['Date', 10], ['Narration', 80], ['Amount', 300], ['Balance', 420]], page);
    const lines = [1, 2, 3, 4, 5].flatMap((page) => [
      heading(page),
      line(55, [[`0${page}-10-25`, 10], ['TRANSFER TO ADA OKAFOR | FIRST', 80], ['100.00-', 300], ['599,334.62', 420]], page),
      // Pages 1 and 3 end with a narration wrapped onto a last line at the same place.
      ...(page === 1 || page === 3 ? [line(64, [['BANK', 80]], page)] : []),
      line(200, [['Kuda Microfinance Bank', 10]], page),
    ]);
    expect(readPositionalTable(lines).rows.map((r) => r.description)).toEqual([
      'TRANSFER TO ADA OKAFOR | FIRST BANK',
      'TRANSFER TO ADA OKAFOR | FIRST',
      'TRANSFER TO ADA OKAFOR | FIRST BANK',
      'TRANSFER TO ADA OKAFOR | FIRST',
      'TRANSFER TO ADA OKAFOR | FIRST',
    ]);
  });

  it('leaves the title printed above the heading of a continued page out of the last row of the page before', () => {
    const heading = (y: number, page: number) =>
      line(y, [['Date', 10], ['Narration', 80], ['Amount', 300], ['Balance', 420]], page);
    const lines = [
      line(10, [['CORONATION MERCHANT BANK LIMITED', 100]]),
      line(20, [['CUSTOMER ACCOUNT STATEMENT', 110]]),
      line(30, [['ACCOUNT NO : 5100286734', 10]]),
      heading(40, 1),
      line(55, [['31-10-25', 10], ['MAINTENANCE FEE', 80], ['100.00-', 300], ['599,334.62', 420]]),
      line(10, [['CORONATION MERCHANT BANK LIMITED', 100]], 2),
      line(24, [['CUSTOMER ACCOUNT STATEMENT', 110]], 2),
      heading(40, 2),
      line(55, [['31-10-25', 10], ['VAT ON MAINTENANCE FEE', 80], ['7.50-', 300], ['599,327.12', 420]], 2),
    ];
    expect(readPositionalTable(lines).rows.map((r) => r.description)).toEqual(['MAINTENANCE FEE', 'VAT ON MAINTENANCE FEE']);
  });
});

describe('blockText', () => {
  it('writes a label printed above its value as "label: value", the period too', () => {
    const text = blockText([
      line(118, [['Account Number', 40], ['Period', 167], ['Opening Balance', 294]]),
      line(128, [['1429863075', 40], ['01 Sep 25 - 30 Sep 25', 167], ['271,900.45', 294]]),
    ]);
    expect(text).toContain('Account Number: 1429863075');
    expect(text).toContain('Period: 01 Sep 25 - 30 Sep 25');
    expect(text).toContain('Opening Balance: 271,900.45');
  });
});

describe('a printout whose heading every page repeats at its top', () => {
  it("reads the customer block printed under the heading as the statement's head, not as rows", () => {
    // Set 23's T24 statement: the column headings in the running page header, above the bank's name.
    const lines = [
      line(20, [['Booking Date', 10], ['Description', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]]),
      line(40, [['WEMA BANK PLC', 10]]),
      line(60, [['Customer Name            : Oluwaseun Adeleke Ajayi', 10]]),
      line(70, [['Account Number           : 0237745190', 10]]),
      line(80, [['Statement Period         : 01 Aug 2025 to 30 Sep 2025', 10]]),
      line(100, [['02 Aug 2025', 10], ['POS SLOT SYSTEMS IKEJA', 80], ['19,198.00', 296], ['257,302.12', 412]]),
    ];
    const t = readPositionalTable(lines);
    expect(t.headerText).toEqual(expect.arrayContaining(['WEMA BANK PLC', expect.stringContaining('0237745190')]));
    expect(t.rows.map((r) => r.description)).toEqual(['POS SLOT SYSTEMS IKEJA']);
  });

  it("keeps a later page's title out of the last row's narration when the page's head prints a date", () => {
    // Set 23's Finacle printout: "Print Date: 02-DEC-25 09:14" in the head of page 2, above its title.
    const heading = (page: number) => line(60, [['Tran Date', 10], ['Particulars', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], page);
    const lines = [
      heading(1),
      line(80, [['30-OCT-25', 10], ['NIP TO FATIMA NWACHUKWU OPAY', 80], ['3,000.00', 296], ['57,000.00', 416]]),
      line(89, [['TRANSPORT', 80]]),
      line(10, [['MARINA BRANCH, 35 MARINA, LAGOS ISLAND', 10], ['Print Date:', 250], ['02-DEC-25 09:14', 300]], 2),
      line(20, [['STATEMENT OF ACCOUNT', 150]], 2),
      line(40, [['Sol Id : 0101 MARINA', 10], ['From : 01-OCT-25 To : 30-NOV-25', 250]], 2),
      heading(2),
      line(80, [['01-NOV-25', 10], ['SMS ALERT CHARGES', 80], ['20.00', 308], ['56,980.00', 416]], 2),
    ];
    expect(readPositionalTable(lines).rows.map((r) => r.description)).toEqual(['NIP TO FATIMA NWACHUKWU OPAY TRANSPORT', 'SMS ALERT CHARGES']);
  });
  it("keeps one table when a later page's head prints the period above a line of text (no row, no new account)", () => {
    // Set 33's Wema scan: "01-FEB-2025 to 31-MAR-2025" then "Wema Bank Plc | ALAT by Wema" above page 2's heading,
    // read a few pixels off page 1's place, so not page furniture; its last four rows were read as another account.
    const heading = (page: number) => line(60, [['Trans Date', 10], ['Narration', 80], ['Debit', 300], ['Credit', 360], ['Balance', 420]], page);
    const lines = [
      line(10, [['wema', 10], ['Statement of Account', 300]]),
      line(20, [['01-FEB-2025 to 31-MAR-2025', 300]]),
      line(26, [['Wema Bank Plc | ALAT by Wema', 10]]),
      line(40, [['Account No: 0238871564', 10], ['Opening Balance: 155,900.00', 300]]),
      heading(1),
      line(80, [['29-MAR-2025', 10], ['NIP TO FATIMA NWACHUKWU OPAY', 80], ['3,000.00', 296], ['57,000.00', 416]]),
      line(10, [['wema', 10], ['Statement of Account', 300]], 2),
      line(21, [['01-FEB-2025 to 31-MAR-2025', 300]], 2),
      line(27, [['Wema Bank Plc | ALAT by Wema', 10]], 2),
      heading(2),
      line(80, [['30-MAR-2025', 10], ['POS PURCHASE SPAR ADENIYI JONES', 80], ['2,000.00', 296], ['55,000.00', 416]], 2),
      line(90, [['31-MAR-2025', 10], ['SMS ALERT CHARGES MAR 2025', 80], ['18.88', 308], ['54,981.12', 416]], 2),
    ];
    const t = readPositionalTable(lines);
    expect(t.rows.map((r) => r.description)).toEqual(['NIP TO FATIMA NWACHUKWU OPAY', 'POS PURCHASE SPAR ADENIYI JONES', 'SMS ALERT CHARGES MAR 2025']);
    expect(t.otherSections).toBeUndefined();
  });
});

describe('rules typed out in characters', () => {
  it('leaves out a rule of minus signs (a2ps prints its hyphens as U+2212), as one of hyphens', () => {
    const lines = [
      line(40, [['Txn Date', 10], ['Description', 80], ['Amount', 300], ['Balance', 420]]),
      line(50, [['\u2212'.repeat(60), 10]]),
      line(60, [['07-10-2025', 10], ['*7111* AIRTIME MTN 09016958854', 80], ['200.00 DR', 296], ['16,402.65 CR', 412]]),
      line(69, [['\u2212'.repeat(60), 10]]),
    ];
    expect(readPositionalTable(lines).rows.map((r) => r.description)).toEqual(['*7111* AIRTIME MTN 09016958854']);
  });
});
