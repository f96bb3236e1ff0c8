import type { Line, Segment } from './types.ts';
import { WHOLE_LABEL } from './account-labels.ts';

/** A money figure, whole cell: "351,212.10", "NGN 1,264,047.18", "(45,123.00)". */
const FIGURE = /^[-+(]?\s*(?:₦|NGN|N)?\s*-?[\d,]+\.\d{2}\)?$/;

/** Left edges closer than this (in points) are one column of a box. */
const SAME_EDGE = 1.5;

/**
 * Summary boxes above a table wrap their cells like any table: "OPENING" over "BALANCE:", "EMEKA IFEANYI" over
 * "OKONKWO". A line continues the line above it when every one of its runs starts where a run of the line above
 * starts, one line pitch (0.8 to 1.5 line heights) below that cell's own last line, that run is not a finished label
 * (ending in ":"), and it has fewer runs than the line above (a box whose rows are all full, "Opening Balance 1,000.00" over
 * "Closing Balance 2,000.00", is rows, not wraps). Each wrapped cell is joined to its first line, so
 * "OPENING BALANCE:  NGN 1,264,047.18" reads as one label and its value.
 */
export function joinWrappedCells(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i];
    const segments: Segment[] = first.segments.map((s) => ({ ...s }));
    // Where each cell's last line sits: a cell continues one line pitch below its own last line, never below a
    // neighbouring box's line (an address block beside an account box has its own pitch).
    const lastY = new Map<Segment, number>(segments.map((s) => [s, first.y]));
    let j = i + 1;
    for (; j < lines.length; j++) {
      const next = lines[j];
      if (next.page !== first.page || next.segments.length >= first.segments.length) break;
      // A label with its colon set apart ("Period         : 2025-05-01 to …", a monospaced report) opens a row.
      if (next.segments.some((s) => s.text.trim().startsWith(':'))) break;
      const targets = next.segments.map((s) => segments.find((t) => Math.abs(t.x0 - s.x0) <= SAME_EDGE));
      const wraps = targets.every((t, k) => {
        const gap = t ? next.y - lastY.get(t)! : 0;
        // A figure under a figure is the box's next row, not a wrapped value ("Total Withdrawal 351,212.10" over
        // "Closing Balance 146,012.10" beside an empty left half).
        if (t && FIGURE.test(t.text) && FIGURE.test(next.segments[k].text)) return false;
        // A cell wraps in its own type size: a name in 9 pt under a 22 pt wordmark ("citi") is the addressee, not the
        // wordmark's second line, though the wordmark's size makes the gap look like one line pitch.
        const s = next.segments[k];
        // A PDF states the size exactly (a 13 pt title over a 9 pt subtitle differs); OCR boxes vary with the letters.
        const tolerance = t?.conf === undefined && s.conf === undefined ? 0.1 : 0.35;
        const sameSize = t !== undefined && Math.abs(t.h - s.h) <= tolerance * Math.max(t.h, s.h);
        // A box's next label is no wrapped line of the label above it: "Account Type" under "Account Numb" (a label
        // cut short by its cell) starts a row of its own.
        const sameLead = leadWord(t?.text) !== null && leadWord(t?.text) === leadWord(s.text);
        // Nor is a whole label of its own: "Account No." under "Address" (a box of labels one pitch apart).
        return t && sameSize && !sameLead && !WHOLE_LABEL.test(s.text.trim()) && !/:\s*$/.test(t.text) && gap >= 0.8 * next.h && gap <= 1.5 * Math.max(t.h, next.h);
      });
      if (!wraps || new Set(targets).size !== targets.length) break;
      next.segments.forEach((s, k) => {
        const t = targets[k]!;
        t.text = `${t.text} ${s.text}`;
        t.x1 = Math.max(t.x1, s.x1);
        lastY.set(t, next.y);
      });
    }
    if (j === i + 1) {
      out.push(first);
      continue;
    }
    out.push({ ...first, segments, text: segments.map((s) => s.text).join(' ') });
    i = j - 1;
  }
  return out;
}

/** A cell's first word when it is a word of letters (a label's "Account", "Total"), in capitals; else null. */
function leadWord(text: string | undefined): string | null {
  const m = /^([A-Za-z]{3,})\b/.exec(text?.trim() ?? '');
  return m ? m[1].toUpperCase() : null;
}
