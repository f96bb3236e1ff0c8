import { describe, expect, it } from 'vitest';
import { emptyStatementMessage } from './empty-statement.ts';
import { MESSAGES } from './messages.ts';

describe('a statement with no transaction', () => {
  const quiet = { periodStart: '2025-11-01', periodEnd: '2025-11-30', openingBalance: 15234018, closingBalance: 15234018 };
  it('of a quiet period says so, naming the period', () => {
    expect(emptyStatementMessage(quiet, 0)).toBe(
      'This statement lists no transactions between 1 November 2025 and 30 November 2025 (its opening and closing balances are the same), so there is nothing to analyse; download a period in which money came in or went out.',
    );
  });
  it('is no quiet period when the balances moved, a line could not be read, or the period is unknown', () => {
    expect(emptyStatementMessage({ ...quiet, closingBalance: 15000000 }, 0)).toBe(MESSAGES.NO_TRANSACTIONS);
    expect(emptyStatementMessage(quiet, 3)).toBe(MESSAGES.NO_TRANSACTIONS);
    expect(emptyStatementMessage({ ...quiet, periodStart: null }, 0)).toBe(MESSAGES.NO_TRANSACTIONS);
    expect(emptyStatementMessage({ ...quiet, openingBalance: null, closingBalance: null }, 0)).toBe(MESSAGES.NO_TRANSACTIONS);
  });
  it('of a scan or photo whose balances moved says the picture could not be read, with the balances read', () => {
    const moved = { ...quiet, closingBalance: 53027390, totalCredits: 74780125, totalDebits: 0 };
    // Opening + credits − debits = closing: the totals prove the balances, which are named.
    moved.totalDebits = moved.openingBalance + moved.totalCredits - moved.closingBalance;
    expect(emptyStatementMessage(moved, 0, true)).toBe(
      'This photo or scan shows a statement whose balance went from ₦152,340.18 to ₦530,273.90, but its transactions could not be read. Take a sharper photo in good light, with the page flat and filling the frame, or upload the PDF or spreadsheet your bank sent.',
    );
    // The closing balance misread by a digit (.98 for .90): the totals do not prove it, and no balance is named.
    const unproven = 'This photo or scan shows a statement, but its transactions could not be read. Take a sharper photo in good light, with the page flat and filling the frame, or upload the PDF or spreadsheet your bank sent.';
    expect(emptyStatementMessage({ ...moved, closingBalance: 53027398 }, 0, true)).toBe(unproven);
    expect(emptyStatementMessage({ ...moved, totalCredits: null }, 0, true)).toBe(unproven);
    // A quiet period read from a scan is still a quiet period; balances not read leave the general message.
    expect(emptyStatementMessage(quiet, 0, true)).toMatch(/^This statement lists no transactions between/);
    expect(emptyStatementMessage({ ...moved, openingBalance: null }, 0, true)).toBe(MESSAGES.NO_TRANSACTIONS);
  });
  it('of a picture that prints a table of transactions says the picture could not be read, balances or none', () => {
    // Set 39's Union page copied from a bound file: dates, narrations and figures read on lines apart.
    const bent = ['STATEMENT OF ACCOUNT', '01/01/2026', 'ATM WDL UNION OGBA', '40,000.00', '108,852.50', '1101/2026', '15/01/2026',
      'NIP INFLOW FROM OLUWASEUN', '10,000.00', '17/01/2026', '31,200.00', '17/01/2026', '64,592.50', '18/01/2026'];
    const unknown = { periodStart: null, periodEnd: null, openingBalance: null, closingBalance: null };
    expect(emptyStatementMessage(unknown, 0, true, bent)).toMatch(/^This photo or scan shows a statement, but its transactions could not be read/);
    // A text file, or a picture with a date or two and a figure (a receipt, a letter), keeps the general message.
    expect(emptyStatementMessage(unknown, 0, false, bent)).toBe(MESSAGES.NO_TRANSACTIONS);
    expect(emptyStatementMessage(unknown, 0, true, ['RECEIPT', '12/01/2026', 'Amount 5,000.00', 'Fee 10.00'])).toBe(MESSAGES.NO_TRANSACTIONS);
  });
});
