import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';

function workbook(sheets: Record<string, string[][]>, bookType: XLSX.BookType): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer);
}

const transactions = [
  ['Transaction Date', 'Narration', 'Debit', 'Credit', 'Balance'],
  ['01/12/2025', 'SALARY DEC 2025 NORTHBRIDGE', '', '569,000.00', '569,000.00'],
  ['02/12/2025', 'POS PAYMENT JUMIA NIGERIA', '10,000.00', '', '559,000.00'],
  ['03/12/2025', 'AIRTIME MTN 08031234567', '1,000.00', '', '558,000.00'],
];

describe('a workbook whose statement spans sheets', () => {
  it('reads the name and account number from a summary sheet before the transactions', async () => {
    const bytes = workbook(
      {
        Summary: [
          ['POLARIS BANK LIMITED'],
          ['Account Name', 'HADIZA MARYAM YAKUBU'],
          ['Account Number', '1784402316'],
          ['Opening Balance', '0.00'],
        ],
        Transactions: transactions,
      },
      'biff8',
    );
    const parsed = await parseStatement(bytes);
    expect(parsed.transactions).toHaveLength(3);
    expect(parsed.statement.accountName).toBe('HADIZA MARYAM YAKUBU');
    expect(parsed.statement.accountNumber).toBe('******2316');
    expect(parsed.statement.bank).toBe('polaris');
  });
  it('without a summary sheet, has no name to report', async () => {
    const parsed = await parseStatement(workbook({ Transactions: transactions }, 'biff8'));
    expect(parsed.transactions).toHaveLength(3);
    expect(parsed.statement.accountName).toBeNull();
  });
});

describe('a workbook with a sheet for each month', () => {
  const month = (name: string, period: string, bf: string, rows: string[][], account = '0034918276') => ({
    [name]: [
      ['Stanbic IBTC Bank'],
      ['Account Name', 'OLADIPO FOLASADE ABOSEDE'],
      ['Account Number', account],
      ['Statement Period', period],
      [],
      ['Date', 'Narration', 'Debit', 'Credit', 'Balance'],
      ['', 'Balance B/F', '', '', bf],
      ...rows,
    ],
  });
  const july = month('Jul 2025', '2025-07-01 to 2025-07-31', '1,000.00', [
    ['05/07/2025', 'NIP TRANSFER FROM TUNDE UMAR', '', '500.00', '1,500.00'],
    ['20/07/2025', 'POS PURCHASE SHOPRITE', '200.00', '', '1,300.00'],
  ]);
  const august = (account?: string) =>
    month('Aug 2025', '2025-08-01 to 2025-08-31', '1,300.00', [
      ['02/08/2025', 'ATM WITHDRAWAL', '300.00', '', '1,000.00'],
      ['30/08/2025', 'SALARY AUG 2025', '', '2,000.00', '3,000.00'],
    ], account);

  it('reads the months as one statement, its period from the first sheet to the last', async () => {
    const parsed = await parseStatement(workbook({ ...july, ...august() }, 'xlsx'));
    expect(parsed.transactions.map((t) => t.date)).toEqual(['2025-07-05', '2025-07-20', '2025-08-02', '2025-08-30']);
    expect([parsed.statement.periodStart, parsed.statement.periodEnd, parsed.statement.reconciled]).toEqual(['2025-07-01', '2025-08-31', true]);
    expect([parsed.statement.openingBalance, parsed.statement.closingBalance]).toEqual([100_000, 300_000]);
  });

  it("reads the months after a summary sheet of each month's totals, and each month's closing row by its columns", async () => {
    // Set 44's First Bank workbook: a Summary sheet first (its own columns, a row per month), each month closing
    // with "Closing Balance" beside that month's debits and credits.
    const closing = (debits: string, credits: string, balance: string) => ['', 'Closing Balance', debits, credits, balance];
    const summary = {
      Summary: [
        ['Stanbic IBTC Bank'],
        ['Account Name', 'OLADIPO FOLASADE ABOSEDE'],
        ['Month', 'Opening Balance', 'Total Credits', 'Total Debits', 'Closing Balance'],
        ['Jul 2025', '1,000.00', '500.00', '200.00', '1,300.00'],
        ['Aug 2025', '1,300.00', '2,000.00', '300.00', '3,000.00'],
      ],
    };
    const withClosing = (sheet: Record<string, string[][]>, row: string[]) =>
      Object.fromEntries(Object.entries(sheet).map(([name, rows]) => [name, [...rows, row]]));
    const parsed = await parseStatement(
      workbook({ ...summary, ...withClosing(july, closing('200.00', '500.00', '1,300.00')), ...withClosing(august(), closing('300.00', '2,000.00', '3,000.00')) }, 'xlsx'),
    );
    expect(parsed.transactions).toHaveLength(4);
    expect([parsed.statement.openingBalance, parsed.statement.closingBalance, parsed.statement.reconciled]).toEqual([100_000, 300_000, true]);
    // The period's totals are the months' together: nothing disagrees with the rows.
    expect(parsed.statement.warnings).toEqual([]);
  });

  it('keeps sheets of two accounts apart, reading the one with more rows and reporting the other on its own', async () => {
    const parsed = await parseStatement(workbook({ ...july, ...august('0099887766') }, 'xlsx'));
    expect(parsed.transactions).toHaveLength(2);
    // Named by its sheet, its number never shown whole.
    expect(parsed.statement.otherAccounts).toEqual([{ name: 'Aug 2025 account', openingBalance: 130_000, closingBalance: 300_000, rowCount: 2, currency: 'NGN' }]);
  });
});

describe('a PDF converted to a workbook, a sheet for each page', () => {
  const header = ['Trans. Date', 'Reference', 'Debits', 'Credits', 'Balance', 'Remarks'];
  const first = [
    ['Guaranty Trust Bank Ltd'],
    ['Account Name:', 'CHINEDU EMMANUEL OKAFOR', '', 'Opening Balance', '304,094.70'],
    ['Account Number:', '0451873926', '', 'Closing Balance', '284,069.70'],
    [],
    header,
    ['01-Apr-2025', '8629353641', '20,000.00', '', '284,094.70', 'ATM WDL IBADAN BRANCH'],
    ['', '', '', '', '', 'REF:168629353641'],
    ['Page 1 of 2'],
  ];
  // The second page names the holder and the number without a label, as the PDF's running head did.
  const second = (balance: string) => [
    ['Guaranty Trust Bank Ltd'],
    ['CHINEDU EMMANUEL OKAFOR   0451873926'],
    [],
    header,
    ['03-Apr-2025', '2346121006', '25.00', '', balance, 'NIP TRANSFER COMMISSION'],
    ['Page 2 of 2'],
  ];

  it('joins the pages when each carries the balance on from the page before', async () => {
    const parsed = await parseStatement(workbook({ 'Page 1': first, 'Page 2': second('284,069.70') }, 'xlsx'));
    expect(parsed.transactions.map((t) => [t.date, t.amount, t.balance, t.description])).toEqual([
      ['2025-04-01', -2_000_000, 28_409_470, 'ATM WDL IBADAN BRANCH REF:168629353641'],
      ['2025-04-03', -2_500, 28_406_970, 'NIP TRANSFER COMMISSION'],
    ]);
    expect(parsed.statement.reconciled).toBe(true);
  });

  it('keeps a page apart whose balance does not carry on (another account), reading the longer', async () => {
    const parsed = await parseStatement(workbook({ 'Page 1': first, 'Page 2': second('1,000,000.00') }, 'xlsx'));
    expect(parsed.transactions).toHaveLength(1);
  });
});

describe('a spreadsheet that is no statement', () => {
  it('refuses a household budget: no bank, no account, headings no statement prints, figures that run as no balance', async () => {
    const budget = workbook(
      {
        'Q4 Budget': [
          ['FAMILY BUDGET - OCT TO DEC 2025'],
          ['Prepared by: Mama Tobi'],
          [],
          ['When', 'Item', 'Kind', 'Planned', 'Actual', 'Difference', 'Paid from'],
          ['06/10/2025', 'School fees - Kemi', 'Education', '165,000.00', '200,015.00', '-35,015.00', 'OPay'],
          ['24/10/2025', 'Foodstuff - Mile 12 market', 'Food', '85,000.00', '97,134.00', '-12,134.00', 'GTBank'],
          ['12/10/2025', 'IKEDC prepaid token', 'Power', '20,000.00', '17,350.00', '2,650.00', 'GTBank'],
          ['01/10/2025', 'DSTV Compact', 'Entertainment', '19,000.00', '20,268.00', '-1,268.00', 'OPay'],
        ],
      },
      'xlsx',
    );
    await expect(parseStatement(budget)).rejects.toThrow(/^This file does not look like a bank statement/);
  });
});
