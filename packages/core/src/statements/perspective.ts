import type { GreyImage } from '../documents/ocr-engine.ts';

/**
 * The geometry of a page seen at an angle (see page-quad.ts): its corners, the homography that maps the rectangle it
 * was onto them, and the photo resampled through it. Pure arithmetic.
 */

export interface Point {
  x: number;
  y: number;
}

/** The page's corners in the photo's pixels. */
export interface PageQuad {
  topLeft: Point;
  topRight: Point;
  bottomRight: Point;
  bottomLeft: Point;
}

/**
 * How far the flattened image reaches beyond the page found, as shares of its width and height (0 = its edge): as
 * far as light regions on the same plane reach (a browser's tab strip above a dark title bar), never into the desk.
 */
export interface PageExtent {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const PAGE_ONLY: PageExtent = { left: 0, top: 0, right: 0, bottom: 0 };

export const length = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);

/** Solves the 8 x 8 system `m * h = v` by Gaussian elimination with partial pivoting. */
function solve(m: number[][], v: number[]): number[] | null {
  const n = v.length;
  const a = m.map((row, i) => [...row, v[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    if (Math.abs(a[pivot][c]) < 1e-12) return null;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

export const UNIT_SQUARE: readonly Point[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

/** Applies a homography's 8 coefficients to a point. */
export function applyHomography(h: readonly number[], p: Point): Point {
  const d = h[6] * p.x + h[7] * p.y + 1;
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / d, y: (h[3] * p.x + h[4] * p.y + h[5]) / d };
}

/** The homography taking each `from` point to its `to` point, as 8 coefficients (the ninth is 1). */
export function homography(from: readonly Point[], to: readonly Point[]): number[] | null {
  const m: number[][] = [];
  const v: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x: u, y: w } = from[i];
    const { x, y } = to[i];
    m.push([u, w, 1, 0, 0, 0, -u * x, -w * x]);
    v.push(x);
    m.push([0, 0, 0, u, w, 1, -u * y, -w * y]);
    v.push(y);
  }
  return solve(m, v);
}

/**
 * The photo mapped so that the page's quadrilateral becomes the rectangle it was, reaching `extent` beyond it (cut to
 * what the photo holds): pixels sampled from the photo between their four nearest (bilinear).
 */
export function flattenedPage(img: GreyImage, q: PageQuad, extent: PageExtent = PAGE_ONLY): GreyImage | null {
  const width = Math.round(Math.max(length(q.topLeft, q.topRight), length(q.bottomLeft, q.bottomRight)));
  const height = Math.round(Math.max(length(q.topLeft, q.bottomLeft), length(q.topRight, q.bottomRight)));
  const rect = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const h = homography(rect, [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft]);
  if (!h) return null;
  const mx = Math.round(extent.left * width);
  const my = Math.round(extent.top * height);
  const outW = width + mx + Math.round(extent.right * width);
  const outH = height + my + Math.round(extent.bottom * height);
  const out = new Uint8Array(outW * outH).fill(255);
  // The part of the output the photo reaches: its box is what is returned.
  let minX = outW;
  let minY = outH;
  let maxX = -1;
  let maxY = -1;
  const src = img.grey;
  for (let oy = 0; oy < outH; oy++) {
    const v = oy - my;
    for (let ox = 0; ox < outW; ox++) {
      const u = ox - mx;
      const d = h[6] * u + h[7] * v + 1;
      if (d <= 0) continue;
      const x = (h[0] * u + h[1] * v + h[2]) / d;
      const y = (h[3] * u + h[4] * v + h[5]) / d;
      if (x < 0 || y < 0 || x > img.width - 1 || y > img.height - 1) continue;
      const x0 = Math.min(img.width - 2, Math.floor(x));
      const y0 = Math.min(img.height - 2, Math.floor(y));
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * img.width + x0;
      const top = src[i] + (src[i + 1] - src[i]) * fx;
      const bottom = src[i + img.width] + (src[i + img.width + 1] - src[i + img.width]) * fx;
      out[oy * outW + ox] = Math.round(top + (bottom - top) * fy);
      if (ox < minX) minX = ox;
      if (ox > maxX) maxX = ox;
      if (oy < minY) minY = oy;
      if (oy > maxY) maxY = oy;
    }
  }
  if (maxX < minX || maxY < minY) return null;
  const cw = maxX - minX + 1;
  const ch = maxY - minY + 1;
  const grey = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) grey.set(out.subarray((y + minY) * outW + minX, (y + minY) * outW + minX + cw), y * cw);
  return { grey, width: cw, height: ch };
}
