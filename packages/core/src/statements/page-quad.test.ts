import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../documents/ocr-engine.ts';
import { findPage, findPageQuad, flattenPhotographedPage, pageFromAfar, seenAtAnAngle, type PageQuad, type Point } from './page-quad.ts';
import { applyHomography as apply, flattenedPage, homography } from './perspective.ts';

// A desk lighter than the threshold of `firstInkIn`, so that only the printed bars count as ink there.
const DESK = 140;
const PAPER = 225;
const INK = 30;

const UNIT = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];
/** Rows of "text" on the page, as shares of its height. */
const TEXT_ROWS = [0.2, 0.4, 0.6, 0.8];

/**
 * A photo of a page: the quad `corners` (TL, TR, BR, BL) light on a dark desk, with four dark bars printed level
 * across the page from 10% to 90% of its width, each 1.5% of its height thick, seen through the same perspective.
 */
function photo(width: number, height: number, corners: readonly Point[]): GreyImage {
  const toPage = homography(corners, UNIT)!;
  const grey = new Uint8Array(width * height).fill(DESK);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { x: s, y: t } = apply(toPage, { x: x + 0.5, y: y + 0.5 });
      if (s < 0 || s > 1 || t < 0 || t > 1) continue;
      const onText = s > 0.1 && s < 0.9 && TEXT_ROWS.some((r) => Math.abs(t - r) < 0.0075);
      grey[y * width + x] = onText ? INK : PAPER;
    }
  }
  return { grey, width, height };
}

const near = (p: Point, q: Point, px: number) => Math.hypot(p.x - q.x, p.y - q.y) <= px;
const cornersOf = (q: PageQuad) => [q.topLeft, q.topRight, q.bottomRight, q.bottomLeft];

/** The middle of the first dark run in column `x` below row `from`. */
function firstInkIn(img: GreyImage, x: number, from = 0): number {
  let start = -1;
  for (let y = from; y < img.height; y++) {
    const dark = img.grey[y * img.width + x] < 128;
    if (dark && start < 0) start = y;
    if (!dark && start >= 0) return (start + y - 1) / 2;
  }
  return -1;
}

describe('page-quad', () => {
  // A page on a desk shot from above its bottom edge: the top edge shorter, the sides leaning in.
  const keystone = [
    { x: 300, y: 250 },
    { x: 950, y: 300 },
    { x: 1060, y: 1420 },
    { x: 150, y: 1450 },
  ];

  it('finds the four corners of a page photographed at an angle', () => {
    const quad = findPageQuad(photo(1200, 1600, keystone));
    expect(quad).not.toBeNull();
    cornersOf(quad!).forEach((c, i) => expect(near(c, keystone[i], 8), `corner ${i}: ${c.x},${c.y}`).toBe(true));
    expect(seenAtAnAngle(quad!)).toBe(true);
  });

  it('flattens the page so that its printed lines are level again', () => {
    const img = photo(1200, 1600, keystone);
    const flat = flattenPhotographedPage(img)!;
    expect(flat).not.toBeNull();
    // In the photo, the first bar's two ends lie 20 px apart in height; flattened, within a pixel or two.
    const quad = findPageQuad(img)!;
    const pageLeft = Math.min(...cornersOf(quad).map((c) => c.x));
    expect(Math.abs(firstInkIn(img, 400) - firstInkIn(img, 900))).toBeGreaterThan(10);
    const width = flat.width;
    // The output is the page alone (the desk around it is cut away): its columns at 20% and 80%.
    const left = Math.round(width * 0.2);
    const right = Math.round(width * 0.8);
    const yLeft = firstInkIn(flat, left);
    const yRight = firstInkIn(flat, right);
    expect(yLeft).toBeGreaterThan(0);
    expect(Math.abs(yLeft - yRight)).toBeLessThanOrEqual(2);
    // The bars stay evenly spaced down the page: the second is as far below the first as the third below the second.
    const second = firstInkIn(flat, left, Math.ceil(yLeft) + 40);
    const third = firstInkIn(flat, left, Math.ceil(second) + 40);
    expect(Math.abs(second - yLeft - (third - second))).toBeLessThanOrEqual(3);
    expect(pageLeft).toBeGreaterThan(100);
  });

  it('leaves a page that is square to the camera, or only turned, to the skew measure', () => {
    const square = [
      { x: 200, y: 200 },
      { x: 1000, y: 200 },
      { x: 1000, y: 1400 },
      { x: 200, y: 1400 },
    ];
    const squareQuad = findPageQuad(photo(1200, 1600, square));
    expect(squareQuad).not.toBeNull();
    expect(seenAtAnAngle(squareQuad!)).toBe(false);
    expect(flattenPhotographedPage(photo(1200, 1600, square))).toBeNull();
    const turn = (4 * Math.PI) / 180;
    const turned = square.map(({ x, y }) => ({
      x: 600 + (x - 600) * Math.cos(turn) - (y - 800) * Math.sin(turn),
      y: 800 + (x - 600) * Math.sin(turn) + (y - 800) * Math.cos(turn),
    }));
    const turnedQuad = findPageQuad(photo(1200, 1600, turned));
    expect(turnedQuad).not.toBeNull();
    expect(seenAtAnAngle(turnedQuad!)).toBe(false);
  });

  it('cuts out a page photographed from afar, square to the camera, at its own size', () => {
    const far = [
      { x: 320, y: 400 },
      { x: 880, y: 400 },
      { x: 880, y: 1180 },
      { x: 320, y: 1180 },
    ];
    const page = pageFromAfar(photo(1200, 1600, far))!;
    expect(page).not.toBeNull();
    expect(Math.abs(page.width - 560)).toBeLessThan(12);
    expect(Math.abs(page.height - 780)).toBeLessThan(12);
    // The page's first printed bar lies a fifth of the way down the cut-out page, as printed.
    expect(Math.abs(firstInkIn(page, Math.round(page.width / 2)) - 0.2 * page.height)).toBeLessThan(6);
    // Square to the camera: not seen at an angle, so only the cut-out from afar takes it.
    expect(flattenPhotographedPage(photo(1200, 1600, far))).toBeNull();
    // Half the photo: a close photo with the desk at its sides, read as it is.
    const close = [
      { x: 200, y: 200 },
      { x: 1000, y: 200 },
      { x: 1000, y: 1400 },
      { x: 200, y: 1400 },
    ];
    expect(pageFromAfar(photo(1200, 1600, close))).toBeNull();
  });

  it('finds no page in a screenshot or a scan that fills the frame', () => {
    const whole = [
      { x: 0, y: 0 },
      { x: 1200, y: 0 },
      { x: 1200, y: 1600 },
      { x: 0, y: 1600 },
    ];
    expect(findPageQuad(photo(1200, 1600, whole))).toBeNull();
    const blank: GreyImage = { grey: new Uint8Array(800 * 600).fill(250), width: 800, height: 600 };
    expect(findPageQuad(blank)).toBeNull();
  });

  it('finds no page in a small light patch or a shape no page has', () => {
    const label = [
      { x: 500, y: 700 },
      { x: 700, y: 700 },
      { x: 700, y: 900 },
      { x: 500, y: 900 },
    ];
    expect(findPageQuad(photo(1200, 1600, label))).toBeNull();
    // A light disc (a plate on the table): four edges fitted to it make a quadrilateral it does not fill.
    const grey = new Uint8Array(1200 * 1600).fill(DESK);
    for (let y = 0; y < 1600; y++)
      for (let x = 0; x < 1200; x++) if (Math.hypot(x - 600, y - 800) < 520) grey[y * 1200 + x] = PAPER;
    expect(findPageQuad({ grey, width: 1200, height: 1600 })).toBeNull();
  });

  it('maps each corner of the rectangle to its corner of the quadrilateral', () => {
    const h = homography(UNIT, keystone)!;
    UNIT.forEach((p, i) => expect(near(apply(h, p), keystone[i], 1e-6)).toBe(true));
  });

  it("flattens to a rectangle as wide and tall as the page's longer edges", () => {
    const flat = flattenedPage(photo(1200, 1600, keystone), {
      topLeft: keystone[0],
      topRight: keystone[1],
      bottomRight: keystone[2],
      bottomLeft: keystone[3],
    })!;
    // Longest top/bottom edge ~910 px, longest side ~1209 px.
    expect(flat.width).toBeGreaterThanOrEqual(909);
    expect(flat.width).toBeLessThanOrEqual(912);
    expect(flat.height).toBeGreaterThanOrEqual(1207);
    expect(flat.height).toBeLessThanOrEqual(1211);
  });

  it('keeps a light strip above a dark title bar (same screen), and leaves a patterned tablecloth out', () => {
    // A screen photographed from the side: its page below a dark title bar, a light tab strip above the bar.
    const screen = [
      { x: 200, y: 400 },
      { x: 1050, y: 430 },
      { x: 1000, y: 1400 },
      { x: 230, y: 1480 },
    ];
    const img = photo(1200, 1600, screen);
    const toPhoto = homography(UNIT, screen)!;
    const toPage = homography(screen, UNIT)!;
    for (let y = 0; y < 1600; y++) {
      for (let x = 0; x < 1200; x++) {
        const { x: s, y: t } = apply(toPage, { x: x + 0.5, y: y + 0.5 });
        if (s < 0 || s > 1) continue;
        // From 20% of the page's height above it: the strip (light) down to 8% above it, then the bar (dark).
        if (t >= -0.2 && t < -0.08) img.grey[y * 1200 + x] = PAPER;
        else if (t >= -0.08 && t < 0) img.grey[y * 1200 + x] = INK;
      }
    }
    const found = findPage(img)!;
    expect(found).not.toBeNull();
    cornersOf(found.quad).forEach((c, i) => expect(near(c, screen[i], 8), `corner ${i}`).toBe(true));
    expect(found.extent.top).toBeGreaterThan(0.18);
    expect(found.extent.top).toBeLessThan(0.22);
    for (const side of [found.extent.left, found.extent.right, found.extent.bottom]) expect(side).toBeLessThan(0.01);
    const flat = flattenPhotographedPage(img)!;
    // The strip and the bar are in the output, above the page: 1.2 times its height.
    expect(flat.height / flat.width).toBeGreaterThan((1.18 * 1050) / 850);
    expect(apply(toPhoto, { x: 0.5, y: -0.1 }).y).toBeGreaterThan(0);

    // The same page on a gingham cloth: light squares around it are the cloth, not the page's plane.
    const cloth = photo(1200, 1600, keystone);
    for (let y = 0; y < 1600; y++) {
      for (let x = 0; x < 1200; x++) {
        const i = y * 1200 + x;
        if (cloth.grey[i] === DESK && (Math.floor(x / 60) + Math.floor(y / 60)) % 2 === 0) cloth.grey[i] = PAPER;
      }
    }
    const onCloth = findPage(cloth);
    if (onCloth) expect(onCloth.extent).toEqual({ left: 0, top: 0, right: 0, bottom: 0 });
  });
});
