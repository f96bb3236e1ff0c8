import type { OtherAccount } from '../contract.ts';
import { normaliseRows } from './normalise-rows.ts';
import { readStatementInfo } from './read-statement-info.ts';
import { reconcileBalances } from './reconcile-balances.ts';
import type { TableSection } from './types.ts';

/** Another account section of the file: its own balances, checked on its own, reported apart. */
export function readOtherAccount(section: TableSection, ocr: boolean): OtherAccount | null {
  const norm = normaliseRows(section.rows, { ocr });
  const info = readStatementInfo(section.headerText, [], section.closingRow ?? null, { ocr });
  if (norm.rows.length === 0 && info.openingBalance === null) return null;
  const rec =
    norm.rows.length > 0
      ? reconcileBalances(norm.rows, {
          openingBalance: info.openingBalance,
          closingBalance: info.closingBalance,
          openingBalanceRow: norm.openingBalanceRow,
        })
      : null;
  return {
    name: section.name,
    openingBalance: rec?.openingBalance ?? info.openingBalance,
    closingBalance: rec?.closingBalance ?? info.closingBalance,
    rowCount: norm.rows.length,
  };
}
