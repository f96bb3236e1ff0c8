import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../documents/ocr-engine.ts';
import { levelLight } from './level-light.ts';

/** A 1000×400 page of paper (230) with short ink strokes (40) on every other 10-pixel line, like rows of text. */
function page(): GreyImage {
  const width = 1000;
  const height = 400;
  const grey = new Uint8Array(width * height).fill(230);
  for (let y = 0; y < height; y++) {
    if (Math.floor(y / 10) % 2 === 0) continue;
    for (let x = 0; x < width; x++) if (x % 12 < 4) grey[y * width + x] = 40;
  }
  return { grey, width, height };
}

/** The right half in a shadow that lets through 30% of the light. */
function shaded(p: GreyImage): GreyImage {
  const grey = Uint8Array.from(p.grey);
  for (let y = 0; y < p.height; y++) for (let x = p.width / 2; x < p.width; x++) grey[y * p.width + x] = Math.round(grey[y * p.width + x] * 0.3);
  return { ...p, grey };
}

const at = (p: GreyImage, x: number, y: number) => p.grey[y * p.width + x];
// A paper pixel and an ink pixel, in the light and in the shadow.
const PAPER_Y = 5;
const INK_Y = 15;
const LIGHT_X = 240;
const SHADE_X = 744;

describe('levelLight', () => {
  it('makes the paper in a shadow as white as in the light, and its ink as dark', () => {
    const dark = shaded(page());
    // One threshold for the page, as the recogniser's own: the shadow's paper falls below it with its ink.
    expect(at(dark, SHADE_X + 6, PAPER_Y)).toBeLessThan(128);
    const level = levelLight(dark);
    for (const x of [LIGHT_X, SHADE_X]) {
      expect(at(level, x + 6, PAPER_Y)).toBeGreaterThan(230);
      expect(at(level, x, INK_Y)).toBeLessThan(80);
    }
  });

  it('leaves an evenly lit page as it is, but for the paper made white', () => {
    const level = levelLight(page());
    expect(at(level, LIGHT_X + 6, PAPER_Y)).toBe(255);
    expect(Math.abs(at(level, LIGHT_X, INK_Y) - Math.round((40 * 255) / 230))).toBeLessThanOrEqual(1);
  });

  it('keeps a solid black band black instead of raising it to paper', () => {
    const p = page();
    for (let y = 100; y < 300; y++) for (let x = 0; x < p.width; x++) p.grey[y * p.width + x] = 20;
    expect(at(levelLight(p), LIGHT_X, 200)).toBeLessThan(128);
  });
});
