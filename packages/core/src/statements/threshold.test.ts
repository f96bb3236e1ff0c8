import { describe, expect, it } from 'vitest';
import { adaptiveThreshold } from './threshold.ts';

describe('adaptiveThreshold', () => {
  it('keeps dark text dark under uneven light', () => {
    const w = 40;
    const h = 40;
    const px = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const light = 120 + x * 3; // gradient paper
        const ink = x % 10 === 5 ? 80 : 0;
        const o = (y * w + x) * 4;
        px[o] = px[o + 1] = px[o + 2] = light - ink;
        px[o + 3] = 255;
      }
    adaptiveThreshold(px, w, h, 6);
    expect(px[(20 * w + 15) * 4]).toBe(0);
    expect(px[(20 * w + 12) * 4]).toBe(255);
    expect(px[(20 * w + 35) * 4]).toBe(0);
  });
});
