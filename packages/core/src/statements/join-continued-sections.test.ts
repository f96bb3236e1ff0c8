import { describe, expect, it } from 'vitest';
import { joinContinuedSections } from './join-continued-sections.ts';
import { readStatementInfo } from './read-statement-info.ts';
import { emptyRawRow, type RawRow, type TableRead, type TableSection } from './types.ts';

const row = (index: number, date: string, debit: string, credit: string, balance: string): RawRow => ({
  ...emptyRawRow(1, index),
  date,
  description: `ROW ${index}`,
  debit,
  credit,
  balance,
});

const box = (number: string, opening: string, closing: string, credits: string, debits: string) => [
  `Account Number: ${number}`,
  `Opening Balance: ${opening}`,
  `Closing Balance: ${closing}`,
  `Total Credit: ${credits}`,
  `Total Debit: ${debits}`,
];

function file(sections: TableSection[]): TableRead {
  return {
    rows: [row(0, '05/08/2025', '', '5,000.00', '15,000.00'), row(1, '20/08/2025', '2,000.00', '', '13,000.00')],
    headerText: box('2019384756', '10,000.00', '13,000.00', '5,000.00', '2,000.00'),
    allText: [],
    headers: [],
    warnings: [],
    roles: new Set(),
    otherSections: sections,
  };
}

const september: TableSection = {
  name: 'SEPTEMBER',
  headerText: box('2019384756', '13,000.00', '12,000.00', '500.00', '1,500.00'),
  rows: [row(100000, '03/09/2025', '', '500.00', '13,500.00'), row(100001, '09/09/2025', '1,500.00', '', '12,000.00')],
};

describe('monthly statements of one account merged into one file', () => {
  it('joins a month that opens where the account stood, summing the printed totals', () => {
    const table = file([september]);
    const { table: joined, header, months } = joinContinuedSections(table, readStatementInfo(table.headerText, []), false);
    expect(months).toBe(2);
    expect(joined.rows.map((r) => r.date)).toEqual(['05/08/2025', '20/08/2025', '03/09/2025', '09/09/2025']);
    expect(joined.otherSections).toBeUndefined();
    expect([header.openingBalance, header.closingBalance, header.totalCredits, header.totalDebits]).toEqual([
      1000000, 1200000, 550000, 350000,
    ]);
  });
  it('keeps apart a section of another account, or one that opens elsewhere (a wallet\'s savings pot)', () => {
    const savings = { ...september, headerText: box('2019384763', '13,000.00', '12,000.00', '0.00', '1,000.00') };
    const pot = { ...september, headerText: box('2019384756', '250,000.00', '249,000.00', '0.00', '1,000.00') };
    for (const other of [savings, pot]) {
      const table = file([other]);
      const { table: kept, months } = joinContinuedSections(table, readStatementInfo(table.headerText, []), false);
      expect(months).toBe(1);
      expect(kept.rows).toHaveLength(2);
      expect(kept.otherSections).toEqual([other]);
    }
  });
});
