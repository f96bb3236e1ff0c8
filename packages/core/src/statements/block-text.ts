import type { Line } from './types.ts';
import { IDENTITY_LABEL } from './account-labels.ts';
import { joinWrappedCells } from './wrapped-cells.ts';

/** The text of the block printed above a table (the bank, the holder, the summary box), as lines of text. */

/** A line's text with cells kept apart by two spaces, so "Account Name  ADA OKAFOR  Print Date" splits cleanly. */
export function spacedText(line: Line): string {
  let out = '';
  let prev: Line['segments'][number] | null = null;
  for (const s of line.segments) {
    const gap = prev ? s.x0 - prev.x1 : 0;
    out += prev ? (gap > 0.8 * Math.max(s.h, prev.h) ? '  ' : ' ') : '';
    out += s.text.trim();
    prev = s;
  }
  return out;
}

// '#', '¥', '§': the naira sign as OCR reads it (parse-amount.ts).
const MONEY_TEXT = /^[-+(]?\s*(?:₦|NGN|N|[#¥§]+)?\s*[\d,]+\.\d{2}\)?\s*(?:DR|CR)?$/i;

/**
 * The text of the block above a table, with summary boxes whose labels sit above their values ("Opening Balance"
 * over "₦124.03") also written as "Opening Balance: ₦124.03" lines.
 */
export function blockText(printed: readonly Line[]): string[] {
  const lines = joinWrappedCells(printed);
  const out: string[] = [];
  lines.forEach((l, i) => {
    out.push(spacedText(l));
    const below = lines[i + 1];
    if (!below || below.page !== l.page || below.y - l.y > 3.5 * Math.max(l.h, below.h)) return;
    const labels = l.segments.filter((s) => /[A-Za-z]{3}/.test(s.text) && !/\d/.test(s.text));
    if (labels.length === 0 || labels.length < l.segments.length) return;
    // The holder's name and number under their labels, each starting where its label starts.
    for (const lab of labels.filter((s) => IDENTITY_LABEL.test(s.text.trim()))) {
      const value = below.segments.find(
        (v) => Math.abs(v.x0 - lab.x0) <= 2 * Math.max(l.h, below.h) && !MONEY_TEXT.test(v.text.trim()),
      );
      if (value) out.push(`${lab.text.trim()}: ${value.text.trim()}`);
    }
    const values = below.segments.filter((s) => MONEY_TEXT.test(s.text.trim()));
    if (values.length === 0) return;
    for (const lab of labels) {
      let best: (typeof values)[number] | null = null;
      let bestD = Infinity;
      for (const v of values) {
        const d = Math.abs((v.x0 + v.x1) / 2 - (lab.x0 + lab.x1) / 2) + Math.abs(v.x0 - lab.x0);
        if (d < bestD) {
          bestD = d;
          best = v;
        }
      }
      if (best && bestD < 3 * (lab.x1 - lab.x0) + 40) out.push(`${lab.text.trim()}: ${best.text.trim()}`);
    }
  });
  return out;
}
