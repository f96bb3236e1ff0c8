import { describe, expect, it } from 'vitest';
import { eraseDottedRules } from './dotted-rules.ts';

describe('eraseDottedRules', () => {
  // A binarised page 800 px wide: dots at most 3 px tall (800 / 400), rules at least 100 px long (800 / 8).
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

  it('erases a row of dots, stepped by a pixel and missing a few dots, and keeps the text above it', () => {
    const g = blank();
    // Dots 3 px wide every 6 px from x = 20 to 400, one row lower after x = 200; five dots lost at 300-330.
    for (let x = 20; x < 400; x += 6) if (x < 300 || x >= 330) fill(g, x, x + 3, x < 200 ? 40 : 41, x < 200 ? 42 : 43);
    // A letter's upright just above the rule.
    fill(g, 100, 105, 15, 38);
    eraseDottedRules(g, w, h);
    expect(ink(g, 0, w, 38, 45)).toBe(0);
    expect(ink(g, 100, 105, 15, 38)).toBe(5 * 23);
  });

  it('erases the grey fringe above and below the dots, and keeps grey beside other ink', () => {
    const g = blank();
    for (let x = 20; x < 300; x += 6) {
      fill(g, x, x + 3, 40, 42);
      for (let k = x; k < x + 3; k++) g[39 * w + k] = g[42 * w + k] = 140;
    }
    g[20 * w + 100] = 140;
    eraseDottedRules(g, w, h);
    expect(g.subarray(38 * w, 44 * w).every((v) => v === 255)).toBe(true);
    expect(g[20 * w + 100]).toBe(140);
  });

  it('erases the short end of a rule cut off where the threshold lost its dots', () => {
    const g = blank();
    for (let x = 20; x < 300; x += 6) fill(g, x, x + 3, 40, 42);
    for (let x = 340; x < 400; x += 6) fill(g, x, x + 3, 41, 43);
    eraseDottedRules(g, w, h);
    expect(ink(g, 0, w, 38, 45)).toBe(0);
  });

  it('keeps the flat marks of a line of text: hyphens, full stops and a short row of dots', () => {
    const g = blank();
    for (let x = 20; x < 700; x += 40) fill(g, x, x + 6, 30, 33); // hyphens and dashes far apart
    for (let x = 20; x < 80; x += 6) fill(g, x, x + 3, 50, 52); // a leader of ten dots, 60 px long
    const before = ink(g, 0, w, 0, h);
    eraseDottedRules(g, w, h);
    expect(ink(g, 0, w, 0, h)).toBe(before);
  });
});
