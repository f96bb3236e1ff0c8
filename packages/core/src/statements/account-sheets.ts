import { readStatementInfo } from './read-statement-info.ts';
import type { TableRead, TableSection } from './types.ts';

/**
 * The sheets of a workbook that hold another account than the table's (a bank's export with a sheet for the current
 * account and one for the savings account): each with rows and a number of its own, reported apart as an account
 * section, named by its sheet ("Savings 0987654321" → "Savings account"). A cover (a summary sheet) names the table's account
 * or none, and stays the table's cover.
 */
export function otherAccountSheets(tables: readonly TableRead[], names: readonly string[], table: TableRead): { sections: TableSection[]; apart: Set<TableRead> } {
  const number = (t: TableRead) => readStatementInfo(t.headerText, t.allText).accountNumber;
  const main = number(table);
  const sections: TableSection[] = [];
  const apart = new Set<TableRead>();
  if (main === null) return { sections, apart };
  tables.forEach((t, i) => {
    if (t === table || t.rows.length === 0) return;
    const own = number(t);
    if (own === null || own === main) return;
    // The sheet's name is the account's ("Savings 0987654321"): the title block's first line is the bank's report.
    const sheet = (names[i] ?? '').replace(/\s*\d[\d*]{5,}\s*$/, '').trim();
    const name = sheet === '' ? 'Other account' : /\baccount\b/i.test(sheet) ? sheet : `${sheet} account`;
    sections.push({ name, headerText: t.headerText, rows: t.rows, closingRow: t.closingRow ?? null });
    apart.add(t);
  });
  return { sections, apart };
}
