import type { GreyImage } from '../documents/ocr-engine.ts';
import { lightRegions, otsu, shrunk } from './light-regions.ts';
import { corner, edgesOf } from './page-edges.ts';
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
