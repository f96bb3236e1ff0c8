import { describe, expect, it } from 'vitest';
import { adaptiveThreshold, eraseThinRules, skewOfGrey } from './threshold.ts';

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

describe('skewOfGrey', () => {
  /** A binarised page of dashed text lines turned `degrees` (positive: falling to the right). */
  function turnedLines(degrees: number): { grey: Uint8Array; width: number; height: number } {
    const width = 800;
    const height = 1000;
    const grey = new Uint8Array(width * height).fill(255);
    const t = Math.tan((degrees * Math.PI) / 180);
    for (let line = 0; line < 30; line++) {
      const y0 = 150 + line * 24;
      for (let x = 60; x < 740; x++) {
        if (x % 40 > 30) continue; // the gaps between words
        for (let d = 0; d < 8; d++) {
          const y = Math.round(y0 + d + (x - 400) * t);
          if (y >= 0 && y < height) grey[y * width + x] = 0;
        }
      }
    }
    return { grey, width, height };
  }

  it('measures a page turned within 3 degrees', () => {
    const { grey, width, height } = turnedLines(1.5);
    expect(Math.abs(skewOfGrey(grey, width, height) - 1.5)).toBeLessThanOrEqual(0.15);
  });

  it('measures a page photographed 5 to 8 degrees askew only when asked to look that far', () => {
    for (const degrees of [5, -6.5, 8]) {
      const { grey, width, height } = turnedLines(degrees);
      expect(Math.abs(skewOfGrey(grey, width, height, 3, 0.1, 10) - degrees)).toBeLessThanOrEqual(0.15);
      // The usual search stops at 3 degrees: it cannot find it.
      expect(Math.abs(skewOfGrey(grey, width, height))).toBeLessThanOrEqual(3);
    }
  });

  it('keeps the usual measure for a straight page when it looks further', () => {
    const { grey, width, height } = turnedLines(0);
    expect(skewOfGrey(grey, width, height, 3, 0.1, 10)).toBe(0);
  });
});
