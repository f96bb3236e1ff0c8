import { describe, expect, it } from 'vitest';
import { monospacedSpans } from './pdf-text-items.ts';

describe('monospacedSpans', () => {
  it('places the words of a fixed-pitch run by character count, spaces kept as printed', () => {
    // 30 characters: "12-10-25" is 0–8, the value date 9–17, the reference 18–30.
    expect(monospacedSpans('12-10-25 12-10-25 FT2586923525')).toEqual([
      [0, 8 / 30],
      [9 / 30, 17 / 30],
      [18 / 30, 1],
    ]);
    // Runs of spaces keep their width; the run's own edges are trimmed as its segment is.
    expect(monospacedSpans('  50.00-   CR ')).toEqual([
      [0, 6 / 11],
      [9 / 11, 1],
    ]);
  });
});
