import { describe, expect, it } from 'vitest';
import type { GreyImage } from '../documents/ocr-engine.ts';
import { bandSlopes, slopeLine, straightenLines, straightenLinesOf } from './line-slopes.ts';

/**
 * A page of dashed "text lines" (ink 0 on paper 255) whose slope changes from `topDegrees` on the first line to
 * `bottomDegrees` on the last, as in a photo taken at an angle (lines meeting towards a point off the page).
 */
function page(topDegrees: number, bottomDegrees: number, width = 1200, height = 1600): GreyImage {
  const grey = new Uint8Array(width * height).fill(255);
  const lines = 40;
  for (let l = 0; l < lines; l++) {
    const y = 40 + (l * (height - 80)) / (lines - 1);
    const t = Math.tan(((topDegrees + ((bottomDegrees - topDegrees) * l) / (lines - 1)) * Math.PI) / 180);
    for (let x = 60; x < width - 60; x++) {
      // Words 40 px long, 12 px apart; each 10 px tall.
      if (x % 52 >= 40) continue;
      const base = Math.round(y + t * (x - width / 2));
      for (let dy = -9; dy <= 0; dy++) if (base + dy >= 0 && base + dy < height) grey[(base + dy) * width + x] = 0;
    }
  }
  return { grey, width, height };
}

describe('lines of a photo taken at an angle', () => {
  it('measures each band’s slope and fits a line through them', () => {
    const bands = bandSlopes(page(-1, 1));
    expect(bands.length).toBeGreaterThanOrEqual(6);
    expect(bands[0].degrees).toBeLessThan(-0.5);
    expect(bands[bands.length - 1].degrees).toBeGreaterThan(0.5);
    const line = slopeLine(bands)!;
    expect(line.perPixel * 1600).toBeGreaterThan(1.5);
    expect(line.perPixel * 1600).toBeLessThan(2.5);
  });

  it('levels every line, the top ones and the bottom ones', () => {
    const straight = straightenLines(page(-1, 1));
    expect(straight).not.toBeNull();
    for (const b of bandSlopes(straight!)) expect(Math.abs(b.degrees)).toBeLessThanOrEqual(0.15);
  });

  it('levels a photo held at a steeper angle, whose lower lines fall more than 2°', () => {
    const straight = straightenLines(page(-1, 4));
    expect(straight).not.toBeNull();
    for (const b of bandSlopes(straight!, 5)) expect(Math.abs(b.degrees)).toBeLessThanOrEqual(0.2);
  });

  it('shears a companion image (the grey page) exactly as the page it measured', () => {
    const measured = page(-1, 1);
    const grey = { ...measured, grey: measured.grey.map((v) => (v === 0 ? 90 : 255)) };
    const [straight, greyStraight] = straightenLinesOf(measured, [measured, grey])!;
    expect(Buffer.compare(straight.grey, straightenLines(measured)!.grey)).toBe(0);
    // Every pixel of the grey copy lands where its binarised twin lands.
    for (let i = 0; i < straight.grey.length; i += 997) {
      expect(Math.abs(greyStraight.grey[i] - (90 + ((255 - 90) * straight.grey[i]) / 255))).toBeLessThanOrEqual(1);
    }
  });

  it('leaves a page whose lines share one slope (a straight scan, a rotated photo) as it is', () => {
    expect(straightenLines(page(0, 0))).toBeNull();
    expect(straightenLines(page(0.8, 0.8))).toBeNull();
  });

  it('trusts no line through slopes that jump (text at one angle, a photo frame at another)', () => {
    const band = (y: number, degrees: number) => ({ y, degrees, ink: 1000 });
    expect(
      slopeLine([
        band(100, 0),
        band(300, 0),
        band(500, 0),
        band(700, 0),
        band(900, -0.8),
        band(1100, -0.8),
        band(1300, -0.8),
      ]),
    ).toEqual(expect.objectContaining({ perPixel: 0 }));
    expect(slopeLine([band(100, 0), band(300, 0), band(500, -0.8), band(700, -0.8)])).toBeNull();
  });
});
