import { RowBuilder } from './build-rows.ts';
import type { LineCells } from './build-rows.ts';
import { headerColumnsOfLine } from './find-header.ts';
import type { HeaderColumn } from './find-header.ts';
import { inferColumnRoles } from './infer-columns.ts';
import { looksLikeDate } from './parse-date.ts';
import type { ColumnRole, Line, Segment, TableRead } from './types.ts';

interface Band {
  x0: number;
  x1: number;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

function distance(a0: number, a1: number, b0: number, b1: number): number {
  if (a1 < b0) return b0 - a1;
  if (b1 < a0) return a0 - b1;
  return 0;
}

function hasDate(line: Line): boolean {
  return line.segments.some((s) => looksLikeDate(s.text) || looksLikeDate(s.text.split(/\s+/).slice(0, 3).join(' ')));
}

/** Vertical strips of the page that data text occupies ("columns" of the printed table). */
function bandsOf(lines: readonly Line[]): Band[] {
  const spans = lines.flatMap((l) => l.segments.map((s) => ({ x0: s.x0, x1: s.x1 }))).sort((a, b) => a.x0 - b.x0);
  const bands: Band[] = [];
  for (const s of spans) {
    const last = bands[bands.length - 1];
    if (last && s.x0 <= last.x1 + 1) last.x1 = Math.max(last.x1, s.x1);
    else bands.push({ ...s });
  }
  return bands;
}

function nearestIndex<T extends Band>(items: readonly T[], x0: number, x1: number): number {
  let best = -1;
  let bestScore = -Infinity;
  items.forEach((b, i) => {
    const ov = overlap(x0, x1, b.x0, b.x1);
    const score = ov > 0 ? ov : -distance(x0, x1, b.x0, b.x1);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** Role of each band from the header columns above it. */
function bandRoles(bands: readonly Band[], header: readonly HeaderColumn[]): ((s: Segment) => ColumnRole)[] {
  return bands.map((b) => {
    const over = header.filter((h) => overlap(b.x0, b.x1, h.x0, h.x1) > 0);
    if (over.length === 1) {
      const role = over[0].role;
      return () => role;
    }
    if (over.length === 0) {
      const role = header[nearestIndex(header, b.x0, b.x1)].role;
      return () => role;
    }
    return (s: Segment) => over[nearestIndex(over, s.x0, s.x1)].role;
  });
}

function cellsOf(line: Line, bands: readonly Band[], roles: readonly ((s: Segment) => ColumnRole)[]): LineCells {
  const cells: LineCells = new Map();
  for (const s of line.segments) {
    const bi = nearestIndex(bands, s.x0, s.x1);
    if (bi < 0) continue;
    const role = roles[bi](s);
    const list = cells.get(role) ?? [];
    list.push(s.text.trim());
    cells.set(role, list);
  }
  return cells;
}

/** Reconstructs the transaction table of a text PDF or OCR page from positioned lines. */
export function readPositionalTable(lines: readonly Line[]): TableRead {
  const headerAt = new Map<number, HeaderColumn[]>();
  lines.forEach((l, i) => {
    const h = headerColumnsOfLine(l);
    if (h) headerAt.set(i, h);
  });
  const firstHeader = headerAt.size > 0 ? Math.min(...headerAt.keys()) : -1;
  const headerText = (firstHeader >= 0 ? lines.slice(0, firstHeader) : lines.filter((l) => !hasDate(l)).slice(0, 12)).map(
    (l) => l.text,
  );
  const allText = lines.map((l) => l.text);
  const warnings: string[] = [];
  const roles = new Set<ColumnRole>();
  const builder = new RowBuilder();
  const headers = firstHeader >= 0 ? headerAt.get(firstHeader)!.map((c) => c.text) : [];

  // Group line indexes by page.
  const pages = new Map<number, number[]>();
  lines.forEach((l, i) => {
    const list = pages.get(l.page) ?? [];
    list.push(i);
    pages.set(l.page, list);
  });

  let header: HeaderColumn[] | null = null;
  if (firstHeader < 0) {
    // Generic fallback: columns from the data itself.
    const dataLines = lines.filter(hasDate);
    if (dataLines.length === 0) return { rows: [], headerText, allText, headers, warnings, roles };
    const bands = bandsOf(dataLines);
    const columns = bands.map((b) =>
      dataLines.map((l) =>
        l.segments
          .filter((s) => nearestIndex(bands, s.x0, s.x1) === bands.indexOf(b))
          .map((s) => s.text)
          .join(' '),
      ),
    );
    const inferred = inferColumnRoles(columns);
    header = bands.map((b, i) => ({ role: inferred[i], text: '', x0: b.x0, x1: b.x1 }));
    warnings.push('The column headings were not recognised; columns were inferred from the data.');
  }

  for (const [, idxs] of pages) {
    const pageHeaderIdx = idxs.find((i) => headerAt.has(i));
    if (pageHeaderIdx !== undefined) header = headerAt.get(pageHeaderIdx)!;
    if (!header) continue;
    const start = pageHeaderIdx !== undefined ? idxs.indexOf(pageHeaderIdx) + 1 : 0;
    const dataIdx = idxs.slice(start).filter((i) => !headerAt.has(i));
    const dataLines = dataIdx.map((i) => lines[i]);
    const bands = bandsOf(dataLines.filter(hasDate));
    if (bands.length === 0) continue;
    const br = bandRoles(bands, header);
    builder.break();
    let prev: Line | null = null;
    for (const l of dataLines) {
      const cells = cellsOf(l, bands, br);
      for (const r of cells.keys()) roles.add(r);
      const canContinue = prev !== null && l.y - prev.y < 2.6 * Math.max(l.h, prev.h);
      builder.add(cells, l.page, canContinue);
      prev = l;
    }
    builder.break();
  }
  return { rows: builder.rows, headerText, allText, headers, warnings, roles };
}
