import type { CellLine } from './anchor-lines.ts';
import { joinCellConfidence } from './cell-confidence.ts';
import type { LineCells } from './build-rows.ts';
import type { Column } from './column-cells.ts';
import type { ColumnRole } from './types.ts';

/**
 * A report that prints each transaction on two lines, each under its own heading line ("Tran Date  Narration" over
 * "Reference  Value Date  Debit  Credit  Balance", find-header.ts): the record's second line holds cells under the
 * second heading line's columns only, and its text under the column named on both lines ("Narration" over
 * "Reference") takes that column's second role. The two lines are read as one line of the table, placed at the
 * first, so the narration, the date and the amounts make one transaction. Any other table is left as it is.
 */
export function joinRecordLines(lines: readonly CellLine[], columns: readonly Column[]): CellLine[] {
  const stacked = columns.find((c) => c.under !== undefined);
  if (!stacked?.under) return [...lines];
  const under = stacked.under;
  const lineOf = (role: ColumnRole) => columns.find((c) => c.role === role && c !== stacked)?.headingLine;
  const headingLines = (cells: LineCells) => [...cells.keys()].filter((r) => r !== stacked.role).map(lineOf);
  const second = (l: CellLine) => {
    const ls = headingLines(l.cells);
    return ls.length > 0 && ls.every((x) => x === 1);
  };
  const first = (l: CellLine) => headingLines(l.cells).some((x) => x === 0);
  const out: CellLine[] = [];
  const add = (into: LineCells, from: LineCells, roleOf: (r: ColumnRole) => ColumnRole) => {
    for (const [role, texts] of from) into.set(roleOf(role), [...(into.get(roleOf(role)) ?? []), ...texts]);
  };
  const onSecondLine = (r: ColumnRole) => (r === stacked.role ? under : r);
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i];
    const b = lines[i + 1];
    const cells: LineCells = new Map();
    if (second(a)) {
      // A second line alone (its first line lost) still gives its text the second role.
      add(cells, a.cells, onSecondLine);
      joinCellConfidence(cells, a.cells);
      out.push({ ...a, cells });
    } else if (b && first(a) && second(b) && b.page === a.page && b.y - a.y < 2 * Math.max(a.h, b.h)) {
      // The first line's own columns span the page: its narration runs on under the second line's headings.
      add(cells, a.cells, (r) => (lineOf(r) === 1 ? stacked.role : r));
      add(cells, b.cells, onSecondLine);
      joinCellConfidence(cells, a.cells, b.cells);
      out.push({ page: a.page, y: a.y, h: Math.max(a.h, b.h), cells });
      i++;
    } else out.push(a);
  }
  return out;
}
