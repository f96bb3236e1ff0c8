import type { CellLine } from './assemble-rows.ts';
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
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i];
    const b = lines[i + 1];
    if (!second(a) && !(b && first(a) && second(b) && b.page === a.page && b.y - a.y < 2 * Math.max(a.h, b.h))) {
      out.push(a);
      continue;
    }
    const lower = second(a) ? a : b;
    // The first line's own columns span the page: its narration runs on under the second line's headings.
    const cells: LineCells = new Map();
    for (const [role, texts] of a.cells) {
      const to = lower !== a && lineOf(role) === 1 ? stacked.role : role;
      cells.set(to, [...(cells.get(to) ?? []), ...texts]);
    }
    if (lower !== a) i++;
    // A second line alone (its first line lost) still gives its text the second role.
    if (lower === a) cells.clear();
    for (const [role, texts] of lower.cells) {
      const to = role === stacked.role ? under : role;
      cells.set(to, [...(cells.get(to) ?? []), ...texts]);
    }
    out.push({ page: a.page, y: a.y, h: Math.max(a.h, lower.h), cells });
  }
  return out;
}
