import { describe, expect, it } from 'vitest';
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { checkOcrSize, decodePgm, encodePgm, imageScale, linesOfRecognisedPage, thresholdPage } from './ocr-words.ts';

const word = (text: string, x0: number, y1: number, confidence = 90): RecognisedWord => ({
  text,
  confidence,
  x0,
  x1: x0 + text.length * 10,
  y0: y1 - 20,
  y1,
});

describe('recognised words into lines', () => {
  it('levels each line to its median baseline, joins close words, drops specks and sorts top to bottom', () => {
    const page = {
      lines: [
        [word('02/01/2024', 100, 401), word('POS', 300, 399), word('PURCHASE', 340, 400), word('5,000.00', 900, 402)],
        [word('Opening', 100, 200), word('Balance', 180, 201), word(':', 900, 200, 95), word('3', 1000, 200, 40)],
        [word('  ', 10, 600)],
      ],
      confidence: 88,
      width: 2400,
      height: 3000,
    };
    const { lines, confidence, width } = linesOfRecognisedPage(page, 2);
    expect(confidence).toBe(88);
    expect(width).toBe(2400);
    expect(lines.map((l) => l.text)).toEqual(['Opening Balance', '02/01/2024 POS PURCHASE 5,000.00']);
    expect(lines[1].y).toBe(401);
    expect(lines[1].segments.map((s) => s.text)).toEqual(['02/01/2024', 'POS PURCHASE', '5,000.00']);
    expect(lines.every((l) => l.page === 2 && l.segments.every((s) => s.page === 2))).toBe(true);
  });
});

describe('pure page helpers', () => {
  it('round-trips greyscale pixels through PGM and refuses other bytes', () => {
    const grey = Uint8Array.from({ length: 12 }, (_, i) => i * 20);
    const pgm = encodePgm(grey, 4, 3);
    expect(decodePgm(pgm)).toEqual({ grey, width: 4, height: 3 });
    expect(decodePgm(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(decodePgm(pgm.subarray(0, pgm.length - 1))).toBeNull();
  });

  it('refuses pages too large to hold or too small to read', () => {
    expect(() => checkOcrSize(20_000, 20_000)).toThrow(expect.objectContaining({ code: 'TOO_LARGE' }));
    expect(() => checkOcrSize(40, 800)).toThrow(expect.objectContaining({ code: 'UNREADABLE' }));
    expect(() => checkOcrSize(2400, 3400)).not.toThrow();
  });

  it('thresholds a copy: the renderer\'s pixels stay as they were', () => {
    const grey = Uint8Array.from({ length: 100 * 100 }, (_, i) => (Math.floor(i / 100) % 10 < 2 ? 40 : 200));
    const before = Uint8Array.from(grey);
    const { image, skew } = thresholdPage({ grey, width: 100, height: 100 });
    expect(grey).toEqual(before);
    expect(new Set(image.grey)).toEqual(new Set([0, 255]));
    expect(skew).toBe(0);
  });
});

describe('the scale an image is read at', () => {
  it('enlarges small portrait images towards the reading width, and a landscape page further', () => {
    expect(imageScale(1200, 1600)).toBe(2);
    expect(imageScale(2400, 3200)).toBe(1);
    // A landscape statement photographed 2000 px wide: its letters are as small as on a 1366 px portrait page.
    expect(imageScale(2000, 1366)).toBeCloseTo((2400 * 2000) / 1366 / 2000, 5);
    // No wider than 1.5 times the reading width, however wide the strip, and never more than 3×.
    expect(imageScale(2000, 400)).toBeCloseTo(3600 / 2000, 5);
    expect(imageScale(600, 400)).toBe(3);
    // A photo nearly square (1360 × 1240) is a portrait page framed wide, read as one.
    expect(imageScale(1360, 1240)).toBeCloseTo(2400 / 1360, 5);
  });
});
