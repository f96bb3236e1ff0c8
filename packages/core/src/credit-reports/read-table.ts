import { mergeWords, splitWords } from '../statements/group-lines.ts';
import type { Line, Segment } from '../statements/types.ts';
import { lineLabels, nearestColumn, type Fields } from './extract.ts';
import type { CompiledLabel } from './labels.ts';

/**
 * Reads tables whose header row names the columns (any order, any widths): each later line's runs go to the
 * column they sit under. A header split over two lines is joined; a row whose text wraps (a long lender name) is
 * joined to the row above; a repeated header after a page break continues the same table.
 */

export interface TableRow {
  fields: Fields;
  line: Line;
  index: number;
}

interface Column {
  field: string;
  x0: number;
  x1: number;
}

/** Runs closer than a quarter of a letter height are one cell (some PDF writers split a cell into several runs). */
function cells(line: Line): Segment[] {
  return mergeWords(line.segments, 0.25);
}

function headerColumns(line: Line, labels: readonly CompiledLabel[]): Column[] {
  const segs = cells(line);
  const probe: Line = { ...line, segments: segs };
  const cols: Column[] = [];
  for (const h of lineLabels(probe, labels)) {
    const s = segs[h.seg];
    // Several labels in one run (OCR joined them): share the run's width by character position.
    const len = Math.max(1, s.text.length);
    const x0 = s.x0 + ((s.x1 - s.x0) * h.start) / len;
    const x1 = s.x0 + ((s.x1 - s.x0) * h.end) / len;
    if (!cols.some((c) => c.field === h.field)) cols.push({ field: h.field, x0, x1 });
  }
  return cols;
}

/** A run that reaches under two or more column labels was joined by OCR: its words go to their own columns. */
function splitAcross(s: Segment, cols: readonly Column[]): Segment[] {
  const starts = cols.filter((c) => c.x0 > s.x0 + 2 && c.x0 < s.x1 - 2).length;
  return starts === 0 ? [s] : splitWords(s);
}

const hasDigit = (l: Line) => /\d/.test(l.text);
const MONTHS = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi;

export function readTables(
  lines: readonly Line[],
  labels: readonly CompiledLabel[],
  required: readonly string[],
  minColumns = 3,
  /** Columns of words (names, types): a line with only these filled continues the row above. */
  textFields: readonly string[] = [],
): TableRow[] {
  const rows: TableRow[] = [];
  let cols: Column[] | null = null;
  let headerText = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let found = headerColumns(line, labels);
    let used = 1;
    // A header whose cells wrap onto a second line ("Sanctioned" / "Amount"): join the words under each cell.
    const next = lines[i + 1];
    if (next && next.page === line.page && !hasDigit(next) && !hasDigit(line) && found.length >= 1) {
      const top = cells(line).map((s) => ({ ...s }));
      for (const s of cells(next)) {
        const k = nearestColumn(s, top);
        if (k >= 0) top[k] = { ...top[k], text: `${top[k].text} ${s.text}`, x0: Math.min(top[k].x0, s.x0), x1: Math.max(top[k].x1, s.x1) };
      }
      const joined = headerColumns({ ...line, segments: top, text: top.map((s) => s.text).join(' ') }, labels);
      if (joined.length > found.length) {
        found = joined;
        used = 2;
      }
    }
    const qualifies = (c: Column[]) => c.length >= minColumns && required.every((r) => c.some((x) => x.field === r));
    if (qualifies(found)) {
      if (line.text !== headerText || !cols) cols = found;
      headerText = line.text;
      i += used - 1;
      continue;
    }
    if (!cols) continue;
    const segs = cells(line);
    // "Label: value" lines belong to a block, not to the table; a row of months is a history grid.
    if (segs.some((s) => /:\s*$|^[^:]{2,40}:\s/.test(s.text))) continue;
    if ((line.text.match(MONTHS) ?? []).length >= 3) continue;
    if (lineLabels(line, labels).length >= 2 && !hasDigit(line)) {
      cols = null; // another table's header
      continue;
    }
    const fields: Fields = new Map();
    for (const s of segs.flatMap((s) => splitAcross(s, cols!))) {
      const c = cols[nearestColumn(s, cols)];
      fields.set(c.field, fields.has(c.field) ? `${fields.get(c.field)} ${s.text}` : s.text);
    }
    const prev = rows[rows.length - 1];
    const onlyText = segs.length <= 2 && (!hasDigit(line) || [...fields.keys()].every((k) => textFields.includes(k)));
    if (prev && onlyText && i - prev.index <= 2 && prev.line.page === line.page) {
      for (const [k, v] of fields) prev.fields.set(k, prev.fields.has(k) ? `${prev.fields.get(k)} ${v}` : v);
      continue;
    }
    if (fields.size < Math.min(minColumns, cols.length)) {
      if (!hasDigit(line)) cols = null;
      continue;
    }
    rows.push({ fields, line, index: i });
  }
  return rows;
}
