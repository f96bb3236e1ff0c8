import type { CellLine } from './assemble-rows.ts';
import { cellsOfLine, columnBoundaries } from './column-cells.ts';
import { wordsOf } from './run-words.ts';
import type { Column } from './column-cells.ts';
import { inferColumnRoles } from './infer-columns.ts';
import { isYearlessDate, looksLikeDate } from './parse-date.ts';
import { looksLikeAmount, parseAmount } from './parse-amount.ts';
import type { ColumnRole, Line } from './types.ts';
import { joinRecordLines } from './record-lines.ts';
import { withLostMoneyColumn } from './lost-heading.ts';
import { proseAcrossColumns } from './prose-lines.ts';

/** A table's blocks (runs of lines under one heading): their dated lines, their columns, their lines as cells. */

const dated = new WeakMap<Line, boolean>();

export function hasDate(line: Line): boolean {
  let d = dated.get(line);
  if (d === undefined) {
    // The date may open a run that holds more cells (a line printer's "12-10-25 12-10-25 FT2586923525").
    d = line.segments.some((s) => {
      const words = s.text.trim().split(/\s+/);
      // A day and month without a year ("Nov 3") only as a cell of its own: a narration may open with one.
      const opens = (n: number) => {
        const head = words.slice(0, n).join(' ');
        return n <= words.length && looksLikeDate(head) && !isYearlessDate(head);
      };
      return looksLikeDate(s.text) || [1, 2, 3].some(opens);
    });
    dated.set(line, d);
  }
  return d;
}

/** Columns from the data itself when no heading was recognised: vertical strips that dated lines occupy. */
export function inferredColumns(dataLines: readonly Line[]): Column[] {
  const spans = dataLines.flatMap((l) => l.segments.map((s) => ({ x0: s.x0, x1: s.x1 }))).sort((a, b) => a.x0 - b.x0);
  const bands: { x0: number; x1: number }[] = [];
  for (const s of spans) {
    const last = bands[bands.length - 1];
    if (last && s.x0 <= last.x1 + 1) last.x1 = Math.max(last.x1, s.x1);
    else bands.push({ ...s });
  }
  const columns = bands.map((b) =>
    dataLines.map((l) =>
      l.segments
        .filter((s) => s.x0 < b.x1 && s.x1 > b.x0)
        .map((s) => s.text)
        .join(' '),
    ),
  );
  // A scan's figures keep their kobo but may lose their separators' shape ("338.308.62", "1,000 00"): read as OCR
  // reads them, they are still figures.
  const ocr = dataLines.some((l) => l.segments.some((s) => s.conf !== undefined));
  const roles = inferColumnRoles(
    columns,
    (t) => looksLikeAmount(t) || (ocr && /\d[.,\s]\d{2}$/.test(t.trim()) && parseAmount(t, { ocr: true }) !== null),
  );
  return bands.map((b, i) => ({ role: roles[i], x0: b.x0, x1: b.x1 }));
}

/** A run of table lines under one heading. */
export interface Block {
  columns: Column[];
  lines: Line[];
}

export function cellLines(block: Block, roles: Set<ColumnRole>): CellLine[] {
  // Only lines of the rows: dated lines and the lines between them on their page (a To/From cell's second line is
  // often its widest). A footer or summary written across the page would cover the gaps between columns.
  const span = new Map<number, [number, number]>();
  for (const l of block.lines.filter(hasDate)) {
    const s = span.get(l.page);
    span.set(l.page, s ? [Math.min(s[0], l.y), Math.max(s[1], l.y)] : [l.y, l.y]);
  }
  const inRows = (l: Line) => {
    const s = span.get(l.page);
    return hasDate(l) || (s !== undefined && l.y > s[0] && l.y < s[1] && !proseAcrossColumns(l, block.columns));
  };
  const rowWords = block.lines.filter(inRows).flatMap((l) => l.segments.flatMap(wordsOf));
  // A heading word the recogniser lost ("Debit" beside a read "Credit"): its column found under no heading.
  const columns = withLostMoneyColumn(
    block.columns.slice().sort((a, b) => a.x0 - b.x0),
    rowWords,
    block.lines.filter(hasDate).length,
  );
  const boundaries = columnBoundaries(columns, rowWords);
  const lines = block.lines.map((l) => {
    const cells = cellsOfLine(l, columns, boundaries);
    for (const r of cells.keys()) roles.add(r);
    return { page: l.page, y: l.y, h: l.h, cells };
  });
  return joinRecordLines(lines, columns);
}
