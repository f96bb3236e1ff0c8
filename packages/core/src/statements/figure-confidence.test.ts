import { describe, expect, it } from 'vitest';
import { figureConfidences } from './figure-confidence.ts';
import type { Line } from './types.ts';

const line = (segments: { text: string; conf?: number }[]): Line => ({
  page: 1,
  y: 10,
  h: 20,
  segments: segments.map((s, i) => ({ ...s, x0: 100 * i, x1: 100 * i + 90, y: 10, h: 20, page: 1 })),
  text: segments.map((s) => s.text).join(' '),
});

describe('figureConfidences', () => {
  it('gives each figure a scan prints the highest confidence it was read at', () => {
    const map = figureConfidences([
      line([{ text: 'Total Credits', conf: 96 }, { text: '703,250.00', conf: 95 }]),
      line([{ text: '03-08-2025', conf: 90 }, { text: '703,250.00', conf: 80 }, { text: '₦1,500.50 CR', conf: 91 }]),
    ]);
    expect(map.get(70325000)).toBe(95);
    expect(map.get(150050)).toBe(91);
    // A date or a word is no figure.
    expect(map.has(3082025)).toBe(false);
  });

  it('knows nothing of a text PDF', () => {
    expect(figureConfidences([line([{ text: '703,250.00' }])]).size).toBe(0);
  });
});
