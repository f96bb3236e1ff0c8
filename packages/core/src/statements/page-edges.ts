import type { Point } from './perspective.ts';

/** A page region's four edges fitted as straight lines, and the corners where they meet. */

/** Of an edge's points, this share at least must lie on its fitted line: a page's edge is straight, a plate's is not. */
const MIN_ON_EDGE = 0.6;

/**
 * A straight line `along = a * across + b`, fitted to edge points with outliers (a thumb, a torn corner) left out;
 * null when too few points lie on it for the edge to be straight.
 */
function fitEdge(points: readonly Point[]): { a: number; b: number } | null {
  let kept = points;
  let line: { a: number; b: number } | null = null;
  for (let round = 0; round < 3; round++) {
    if (kept.length < 8 || kept.length < MIN_ON_EDGE * points.length) return null;
    const n = kept.length;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (const p of kept) {
      sx += p.x;
      sy += p.y;
      sxx += p.x * p.x;
      sxy += p.x * p.y;
    }
    const den = n * sxx - sx * sx;
    if (den === 0) return line;
    const a = (n * sxy - sx * sy) / den;
    line = { a, b: (sy - a * sx) / n };
    const residuals = kept.map((p) => Math.abs(p.y - (line!.a * p.x + line!.b)));
    const median = [...residuals].sort((u, v) => u - v)[Math.floor(residuals.length / 2)];
    const limit = Math.min(3, Math.max(1.5, 2.5 * median));
    kept = kept.filter((_, i) => residuals[i] <= limit);
  }
  return kept.length >= MIN_ON_EDGE * points.length ? line : null;
}

/**
 * The region's four edges: for each row its first and last pixel (the left and right edges, as x against y), for
 * each column its first and last (top and bottom, y against x), over the middle of the region only, so that rounded
 * or shaded corners do not bend the lines.
 */
export function edgesOf(mask: Uint8Array, width: number, height: number) {
  let y0 = height;
  let y1 = -1;
  let x0 = width;
  let x1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
    }
  }
  const left: Point[] = [];
  const right: Point[] = [];
  const top: Point[] = [];
  const bottom: Point[] = [];
  const ySpan = y1 - y0;
  const xSpan = x1 - x0;
  for (let y = Math.ceil(y0 + 0.2 * ySpan); y <= y1 - 0.2 * ySpan; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    // Edges as points (across, along): x = a*y + b for the sides.
    if (first >= 0) {
      left.push({ x: y, y: first });
      right.push({ x: y, y: last });
    }
  }
  for (let x = Math.ceil(x0 + 0.2 * xSpan); x <= x1 - 0.2 * xSpan; x++) {
    let first = -1;
    let last = -1;
    for (let y = 0; y < height; y++) {
      if (!mask[y * width + x]) continue;
      if (first < 0) first = y;
      last = y;
    }
    if (first >= 0) {
      top.push({ x, y: first });
      bottom.push({ x, y: last });
    }
  }
  return { left: fitEdge(left), right: fitEdge(right), top: fitEdge(top), bottom: fitEdge(bottom) };
}

/** Where a side `x = s.a * y + s.b` meets a top or bottom edge `y = e.a * x + e.b`. */
export function corner(side: { a: number; b: number }, edge: { a: number; b: number }): Point | null {
  const den = 1 - edge.a * side.a;
  if (Math.abs(den) < 1e-9) return null;
  const y = (edge.a * side.b + edge.b) / den;
  return { x: side.a * y + side.b, y };
}
