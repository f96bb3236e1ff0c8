import type { Kobo } from '../contract.ts';
import { parseAmount } from './parse-amount.ts';
import type { Line } from './types.ts';

/**
 * How surely OCR read each figure printed on a scan: for every amount a segment holds, the highest confidence it was
 * read at anywhere on the pages. The summary box's totals are read as text, without their confidence; this gives it
 * back, so that a total read surely counts as printed, as a surely read amount does (normalise-rows.ts).
 */
export function figureConfidences(lines: readonly Line[]): ReadonlyMap<Kobo, number> {
  const out = new Map<Kobo, number>();
  for (const line of lines) {
    for (const s of line.segments) {
      if (s.conf === undefined) continue;
      for (const token of s.text.split(' ')) {
        const a = parseAmount(token, { ocr: true });
        if (a && a.kobo > 0 && /\d[.,]\d{2}/.test(token)) out.set(a.kobo, Math.max(out.get(a.kobo) ?? 0, s.conf));
      }
    }
  }
  return out;
}
