import { describe, expect, it } from 'vitest';
import { adaptiveThreshold, eraseThinRules } from './threshold.ts';

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

describe('eraseThinRules', () => {
  // A binarised page 800 px wide: rule pieces must be 20 px long (800 / 40) and at most 3 px tall.
  const w = 800;
  const h = 60;
  const blank = () => new Uint8Array(w * h).fill(255);
  const fill = (g: Uint8Array, x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) g[y * w + x] = 0;
  };
  const ink = (g: Uint8Array, x0: number, x1: number, y0: number, y1: number) => {
    let n = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (g[y * w + x] < 128) n++;
    return n;
  };

  it('erases a thin dash of a row rule, stepped by a rotation, and keeps the letter standing on it', () => {
    const g = blank();
    // The rule: 2 px tall, one row lower after its first 40 px (a levelled scan's staircase).
    fill(g, 100, 140, 40, 42);
    fill(g, 140, 200, 41, 43);
    // A letter's upright crossing the rule.
    fill(g, 160, 165, 20, 43);
    eraseThinRules(g, w, h);
    expect(ink(g, 100, 160, 38, 45)).toBe(0);
    expect(ink(g, 165, 200, 38, 45)).toBe(0);
    expect(ink(g, 160, 165, 20, 43)).toBe(5 * 23);
  });

  it('keeps letters: short bars, hyphens and thick strokes', () => {
    const g = blank();
    fill(g, 300, 315, 20, 23); // the bar of an E
    fill(g, 320, 330, 30, 33); // a hyphen
    fill(g, 400, 460, 20, 30); // a long stroke 10 px thick (a filled box, not a rule)
    const before = ink(g, 0, w, 0, h);
    eraseThinRules(g, w, h);
    expect(ink(g, 0, w, 0, h)).toBe(before);
  });
});
