import type { LineCells } from './build-rows.ts';
import type { ColumnRole } from './types.ts';

/**
 * How sure OCR was of each cell of a table line: the lowest confidence (0-100) of the words that made the cell.
 * Kept beside the cells rather than in them, so that the readers that build cells from text (PDFs, spreadsheets)
 * are untouched; a line without an entry was not read by OCR.
 */
const confidence = new WeakMap<LineCells, Map<ColumnRole, number>>();

/** Notes a word of `role` read at `conf` on the line: the cell keeps its least sure word. */
export function noteCellConfidence(cells: LineCells, role: ColumnRole, conf: number | undefined): void {
  if (conf === undefined) return;
  const byRole = confidence.get(cells) ?? new Map<ColumnRole, number>();
  byRole.set(role, Math.min(byRole.get(role) ?? 100, conf));
  confidence.set(cells, byRole);
}

/** The confidence of a cell, or undefined when the line was not read by OCR or holds no such cell. */
export function cellConfidence(cells: LineCells, role: ColumnRole): number | undefined {
  return confidence.get(cells)?.get(role);
}

/** Two lines read as one (a date line and its amount line): the joined cells keep both lines' confidences. */
export function joinCellConfidence(joined: LineCells, ...parts: LineCells[]): void {
  for (const p of parts) for (const [role, conf] of confidence.get(p) ?? []) noteCellConfidence(joined, role, conf);
}
