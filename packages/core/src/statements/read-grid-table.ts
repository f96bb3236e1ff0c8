import type { CellLine } from './anchor-lines.ts';
import { RowBuilder } from './build-rows.ts';
import type { LineCells } from './build-rows.ts';
import { readClosingRow } from './closing-row.ts';
import { headerRolesOfRow } from './find-header.ts';
import { inferColumnRoles } from './infer-columns.ts';
import { looksLikeDate } from './parse-date.ts';
import type { ColumnRole, TableRead } from './types.ts';

/** Reconstructs the transaction table from the cells of a CSV or a sheet (title rows, repeated headers, totals). */
export function readGridTable(grid: readonly (readonly string[])[]): TableRead {
  const warnings: string[] = [];
  const roles = new Set<ColumnRole>();
  // Cells are kept two spaces apart, as a text page's gaps between cells are: a label cell ("Name", "Account") and
  // its value cell read as a label and a value, and a value ends where the next cell begins.
  const allText = grid.map((r) => r.map((c) => c.trim()).filter((c) => c !== '').join('  '));
  let headerIdx = -1;
  let colRoles: (ColumnRole | null)[] | null = null;
  for (let i = 0; i < grid.length; i++) {
    const r = headerRolesOfRow(grid[i]);
    if (r) {
      headerIdx = i;
      colRoles = r;
      break;
    }
  }
  let headers: string[] = [];
  let dataStart = headerIdx + 1;
  if (!colRoles) {
    const dataRows = grid.filter((r) => r.some((c) => looksLikeDate(c)));
    if (dataRows.length === 0) return { rows: [], headerText: allText.slice(0, 10), allText, headers, warnings, roles };
    const width = Math.max(...dataRows.map((r) => r.length));
    const columns = Array.from({ length: width }, (_, i) => dataRows.map((r) => r[i] ?? ''));
    colRoles = inferColumnRoles(columns);
    headerIdx = grid.indexOf(dataRows[0]) - 1;
    dataStart = headerIdx + 1;
    warnings.push('The column headings were not recognised; columns were inferred from the data.');
  } else {
    headers = grid[headerIdx].filter((c, i) => c.trim() !== '' && colRoles![i] !== null);
  }
  const headerText = allText.slice(0, Math.max(0, headerIdx)).filter((t) => t !== '');
  const builder = new RowBuilder();
  // Every row under the header by its columns, for the closing row at the table's foot ("Closing Balance" with the
  // period's debits and credits beside the balance): its figures by column, never the first figure after the label.
  const lines: CellLine[] = [];
  for (let i = dataStart; i < grid.length; i++) {
    const row = grid[i];
    if (headerRolesOfRow(row)) {
      builder.break();
      continue;
    }
    const cells: LineCells = new Map();
    row.forEach((c, j) => {
      const role = colRoles![j];
      if (!role || c.trim() === '') return;
      const list = cells.get(role) ?? [];
      list.push(c.trim());
      cells.set(role, list);
      roles.add(role);
    });
    if (cells.size === 0) {
      builder.break();
      continue;
    }
    lines.push({ page: 1, y: i, h: 1, cells });
    builder.add(cells, null, true);
  }
  return { rows: builder.rows, headerText, allText, headers, warnings, roles, closingRow: readClosingRow(lines) };
}
