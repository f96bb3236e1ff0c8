import type { GreyImage } from '../documents/ocr-engine.ts';
import {
  applyHomography,
  flattenedPage,
  homography,
  length,
  PAGE_ONLY,
  UNIT_SQUARE,
  type PageExtent,
  type PageQuad,
  type Point,
} from './perspective.ts';

export type { PageExtent, PageQuad, Point } from './perspective.ts';

/**
 * A printed page photographed on a desk, or a laptop screen photographed from the side, is a quadrilateral in the
 * photo: its top edge shorter than its bottom, its columns converging. Levelling lines one by one (line-slopes.ts)
 * cannot put columns that lean differently across the page back under their headings, and the rows of such a photo
 * were read in pieces or not at all. Here the page is found as the largest light region on a darker surround, its
 * four edges are fitted as straight lines, and the photo is mapped back to the rectangle the page was (a
 * homography), text and columns square again. A photo whose page is not seen at an angle (a scan, a screenshot, a
 * page merely turned, which the threshold's skew handles) is left as it is. Pure pixel arithmetic.
 */

/** The photo is measured at this size (long side, pixels): edges to a pixel of it are ample for the fit. */
const MEASURE_SIDE = 400;
/** The page must cover this share of the photo at least: a smaller light patch is a label, a sticker, a glare. */
const MIN_AREA = 0.2;
/** Above this share the page is the whole frame: a scan or a screenshot, with no surround to find edges on. */
const MAX_AREA = 0.97;
/** Of the quadrilateral the four edges make, this share at least must be the light region (a page, not a blob). */
const MIN_FILL = 0.85;
/**
 * Opposite edges this much different in length (as a share), or a corner this far off square, is a view at an angle
 * worth flattening. A milder one is left to the line-by-line levelling: a page photographed nearly square but a
 * little bowed (3.5% taper) lost five values when flattened by its fitted edges.
 */
const MIN_TAPER = 0.06;
const MIN_CORNER_DEGREES = 3;
/** A light region beside the page is the same plane's within this share of the page's size (a title bar's height). */
const BESIDE_REACH = 0.3;
/** ... and when it runs along at least this share of the page's edge (a tab strip does; a tablecloth's square not). */
const BESIDE_SPAN = 0.5;

/** The photo shrunk to `MEASURE_SIDE` by averaging boxes, and the factor back to the photo's pixels. */
function shrunk(img: GreyImage): { small: GreyImage; factor: number } {
  const factor = Math.max(1, Math.max(img.width, img.height) / MEASURE_SIDE);
  const width = Math.max(1, Math.floor(img.width / factor));
  const height = Math.max(1, Math.floor(img.height / factor));
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy0 = Math.floor(y * factor);
    const sy1 = Math.max(sy0 + 1, Math.floor((y + 1) * factor));
    for (let x = 0; x < width; x++) {
      const sx0 = Math.floor(x * factor);
      const sx1 = Math.max(sx0 + 1, Math.floor((x + 1) * factor));
      let sum = 0;
      for (let sy = sy0; sy < sy1; sy++) for (let sx = sx0; sx < sx1; sx++) sum += img.grey[sy * img.width + sx];
      grey[y * width + x] = Math.round(sum / ((sy1 - sy0) * (sx1 - sx0)));
    }
  }
  return { small: { grey, width, height }, factor };
}

/** Otsu's threshold: the shade that best splits the photo into a dark and a light class. */
function otsu(grey: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const g of grey) hist[g]++;
  let total = 0;
  for (let i = 0; i < 256; i++) total += i * hist[i];
  let best = 128;
  let bestVar = -1;
  let wDark = 0;
  let sumDark = 0;
  for (let t = 0; t < 255; t++) {
    wDark += hist[t];
    sumDark += t * hist[t];
    const wLight = grey.length - wDark;
    if (wDark === 0 || wLight === 0) continue;
    const between = wDark * wLight * (sumDark / wDark - (total - sumDark) / wLight) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}

/** The 4-connected regions of pixels lighter than `t`: each pixel's region (0 = dark) and each region's pixel count. */
function lightRegions(img: GreyImage, t: number): { label: Int32Array; areas: number[] } {
  const { grey, width } = img;
  const label = new Int32Array(grey.length);
  const stack = new Int32Array(grey.length);
  const areas = [0];
  for (let start = 0; start < grey.length; start++) {
    if (label[start] !== 0 || grey[start] <= t) continue;
    const id = areas.length;
    let area = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const i = stack[--top];
      area++;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const j of neighbours) {
        if (j < 0 || j >= grey.length || label[j] !== 0 || grey[j] <= t) continue;
        label[j] = id;
        stack[top++] = j;
      }
    }
    areas.push(area);
  }
  return { label, areas };
}

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
function edgesOf(mask: Uint8Array, width: number, height: number) {
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
function corner(side: { a: number; b: number }, edge: { a: number; b: number }): Point | null {
  const den = 1 - edge.a * side.a;
  if (Math.abs(den) < 1e-9) return null;
  const y = (edge.a * side.b + edge.b) / den;
  return { x: side.a * y + side.b, y };
}

function quadArea(q: PageQuad): number {
  const pts = [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft];
  let twice = 0;
  for (let i = 0; i < 4; i++) {
    const p = pts[i];
    const n = pts[(i + 1) % 4];
    twice += p.x * n.y - n.x * p.y;
  }
  return Math.abs(twice) / 2;
}

/** A photographed page: its corners, and how far beyond them the same plane's light regions reach. */
export interface FoundPage {
  quad: PageQuad;
  extent: PageExtent;
}

/**
 * The page in a photo: the largest light region on a darker surround, as the quadrilateral of its four fitted edges,
 * in the photo's pixels; null when there is none (a page filling the frame, no clear edges, a shape no page has).
 */
export function findPage(img: GreyImage): FoundPage | null {
  const { small, factor } = shrunk(img);
  const { label, areas } = lightRegions(small, otsu(small.grey));
  let main = 0;
  for (let id = 1; id < areas.length; id++) if (areas[id] > areas[main]) main = id;
  const area = areas[main] ?? 0;
  const frame = small.width * small.height;
  if (main === 0 || area < MIN_AREA * frame) return null;
  const mask = new Uint8Array(label.length);
  for (let i = 0; i < mask.length; i++) mask[i] = label[i] === main ? 1 : 0;
  const { left, right, top, bottom } = edgesOf(mask, small.width, small.height);
  if (!left || !right || !top || !bottom) return null;
  const corners = [corner(left, top), corner(right, top), corner(right, bottom), corner(left, bottom)];
  if (corners.some((c) => c === null)) return null;
  const [topLeft, topRight, bottomRight, bottomLeft] = corners as Point[];
  const quad = { topLeft, topRight, bottomRight, bottomLeft };
  // Corners may lie a little outside the frame (a page's corner cut off by it), not far.
  const slack = 0.1 * Math.max(small.width, small.height);
  const inside = (p: Point) => p.x > -slack && p.y > -slack && p.x < small.width + slack && p.y < small.height + slack;
  if (!(corners as Point[]).every(inside)) return null;
  const qa = quadArea(quad);
  if (qa > MAX_AREA * frame || area / qa < MIN_FILL || area / qa > 1.05) return null;
  const extent = extentBeside(quad, label, areas, main, small.width);
  const scale = (p: Point): Point => ({ x: p.x * factor, y: p.y * factor });
  return {
    quad: {
      topLeft: scale(topLeft),
      topRight: scale(topRight),
      bottomRight: scale(bottomRight),
      bottomLeft: scale(bottomLeft),
    },
    extent,
  };
}

/** The page's corners in a photo (see `findPage`). */
export function findPageQuad(img: GreyImage): PageQuad | null {
  return findPage(img)?.quad ?? null;
}

/**
 * How far the same plane reaches beyond the page: light regions other than the page, lying within `BESIDE_REACH` of
 * it and running along at least `BESIDE_SPAN` of its edge, are a screen's parts cut off by a dark bar (the tab strip
 * above a bank's title bar, whose name and holder the bar holds). Anything else around the page is the desk.
 */
function extentBeside(
  quad: PageQuad,
  label: Int32Array,
  areas: readonly number[],
  main: number,
  width: number,
): PageExtent {
  const toPage = homography([quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft], UNIT_SQUARE);
  if (!toPage) return PAGE_ONLY;
  const boxes = new Map<number, { s0: number; s1: number; t0: number; t1: number }>();
  const smallest = 0.005 * areas[main];
  for (let i = 0; i < label.length; i++) {
    const id = label[i];
    if (id === 0 || id === main || areas[id] < smallest) continue;
    const p = applyHomography(toPage, { x: (i % width) + 0.5, y: Math.floor(i / width) + 0.5 });
    const box = boxes.get(id);
    if (!box) boxes.set(id, { s0: p.x, s1: p.x, t0: p.y, t1: p.y });
    else {
      box.s0 = Math.min(box.s0, p.x);
      box.s1 = Math.max(box.s1, p.x);
      box.t0 = Math.min(box.t0, p.y);
      box.t1 = Math.max(box.t1, p.y);
    }
  }
  const extent = { ...PAGE_ONLY };
  const lo = -BESIDE_REACH;
  const hi = 1 + BESIDE_REACH;
  for (const b of boxes.values()) {
    if (b.s0 < lo || b.s1 > hi || b.t0 < lo || b.t1 > hi) continue;
    const along = b.t1 <= 0 || b.t0 >= 1 ? b.s1 - b.s0 : b.s0 >= 1 || b.s1 <= 0 ? b.t1 - b.t0 : 0;
    if (along < BESIDE_SPAN) continue;
    extent.top = Math.max(extent.top, -b.t0);
    extent.bottom = Math.max(extent.bottom, b.t1 - 1);
    extent.left = Math.max(extent.left, -b.s0);
    extent.right = Math.max(extent.right, b.s1 - 1);
  }
  return extent;
}

/** The angle at `at` between its edges to `p` and `q`, in degrees. */
function angleAt(at: Point, p: Point, q: Point): number {
  const a = Math.atan2(p.y - at.y, p.x - at.x);
  const b = Math.atan2(q.y - at.y, q.x - at.x);
  const d = Math.abs(((a - b) * 180) / Math.PI) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * A page seen at an angle, not merely turned: opposite edges of different lengths, or corners off square. A turned
 * rectangle (a scan fed crooked) is left to the threshold's skew measure.
 */
export function seenAtAnAngle(q: PageQuad): boolean {
  const taper = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b);
  if (taper(length(q.topLeft, q.topRight), length(q.bottomLeft, q.bottomRight)) > MIN_TAPER) return true;
  if (taper(length(q.topLeft, q.bottomLeft), length(q.topRight, q.bottomRight)) > MIN_TAPER) return true;
  const angles = [
    angleAt(q.topLeft, q.topRight, q.bottomLeft),
    angleAt(q.topRight, q.bottomRight, q.topLeft),
    angleAt(q.bottomRight, q.bottomLeft, q.topRight),
    angleAt(q.bottomLeft, q.topLeft, q.bottomRight),
  ];
  return angles.some((a) => Math.abs(a - 90) > MIN_CORNER_DEGREES);
}

/**
 * A page covering less than this share of its photo was taken from afar (the desk all round it): cut out and read at
 * the size of the page, as the frame's size left its print too small (an A4 page a third of a 3,000 × 4,000 photo,
 * brought to 2,400 pixels wide for OCR, read as 509 lines of desk grain and no row). A page covering half its photo
 * (a close photo with the desk at its sides) reads as it is.
 */
const FROM_AFAR = 0.4;

/** A page photographed from afar: it covers less than `FROM_AFAR` of the photo. */
export function takenFromAfar(q: PageQuad, img: { width: number; height: number }): boolean {
  return quadArea(q) < FROM_AFAR * img.width * img.height;
}

/**
 * A photographed page seen at an angle, flattened back to its rectangle and cut out of the photo; null for any other
 * image (left as it is). A page taken from afar is `pageFromAfar`'s. The page may be passed in when already found.
 */
export function flattenPhotographedPage(img: GreyImage, page: FoundPage | null = findPage(img)): GreyImage | null {
  return page && seenAtAnAngle(page.quad) ? flattenedPage(img, page.quad, page.extent) : null;
}

/**
 * A page photographed from afar, cut out and flattened; null for any other image. Read before the photo as it is:
 * the whole frame's desk grain reads as hundreds of lines, and looks like a turned page, so that reading cost a
 * 3,000 × 4,000 photo four readings for nothing. The page may be passed in when already found.
 */
export function pageFromAfar(img: GreyImage, page: FoundPage | null = findPage(img)): GreyImage | null {
  return page && takenFromAfar(page.quad, img) ? flattenedPage(img, page.quad, page.extent) : null;
}
