/**
 * A phone photo taken at an angle narrows the page towards one end: once its lines are levelled, the columns still
 * lean (the first column of a low row starts further left than the heading above it) and their spacing changes from
 * top to bottom. A word near a column's edge then falls under the next heading ("… Amina Stanbic" read as part of the
 * Beneficiary cell). Here the table's left and right edges are measured on the rows themselves and every line is
 * stretched back to the edges of the top row, the heading's. Pure geometry on the recognised lines.
 */
import type { Line } from './types.ts';

function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}

/** `x = at + perPixel * y` through points, robust to a few rows that start in another column (Theil-Sen). */
function edgeLine(points: readonly { y: number; x: number }[]): { at: number; perPixel: number } {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const dy = points[j].y - points[i].y;
      if (Math.abs(dy) > 1) slopes.push((points[j].x - points[i].x) / dy);
    }
  const perPixel = median(slopes);
  return { at: median(points.map((p) => p.x - perPixel * p.y)), perPixel };
}

/** Rows of a table: lines of three cells or more. Fewer rows than this prove no lean. */
const MIN_ROWS = 6;

/**
 * Lines whose table leans, stretched so each line's left and right edges fall where the top row's are; the lines
 * unchanged when the edges drift less than half a text height over the table (a scan, a photo held square), or when
 * the edges do not fit a line (most rows must lie within a text height of it).
 */
export function levelColumns(lines: readonly Line[]): Line[] {
  const rows = lines.filter((l) => l.segments.length >= 3);
  if (rows.length < MIN_ROWS) return lines.slice();
  const h = median(rows.map((l) => l.h));
  const left = edgeLine(rows.map((l) => ({ y: l.y, x: l.segments[0].x0 })));
  const right = edgeLine(rows.map((l) => ({ y: l.y, x: l.segments[l.segments.length - 1].x1 })));
  const top = Math.min(...rows.map((l) => l.y));
  const span = Math.max(...rows.map((l) => l.y)) - top;
  const drift = Math.max(Math.abs(left.perPixel), Math.abs(right.perPixel)) * span;
  if (drift < 0.5 * h) return lines.slice();
  const near = (e: { at: number; perPixel: number }, y: number, x: number) => Math.abs(e.at + e.perPixel * y - x) <= h;
  const fitting = rows.filter(
    (l) => near(left, l.y, l.segments[0].x0) && near(right, l.y, l.segments[l.segments.length - 1].x1),
  );
  if (fitting.length < rows.length / 2) return lines.slice();
  const at = (e: { at: number; perPixel: number }, y: number) => e.at + e.perPixel * y;
  const l0 = at(left, top);
  const r0 = at(right, top);
  return lines.map((line) => {
    const l = at(left, line.y);
    const scale = (r0 - l0) / Math.max(1, at(right, line.y) - l);
    if (scale < 0.8 || scale > 1.25) return line;
    const x = (v: number) => l0 + (v - l) * scale;
    return { ...line, segments: line.segments.map((s) => ({ ...s, x0: x(s.x0), x1: x(s.x1) })) };
  });
}
