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
