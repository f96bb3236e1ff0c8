import type { Line, Segment } from '../statements/types.ts';
import type { CompiledLabel } from './labels.ts';

/**
 * Finds labelled values in lines: "Label: value" and "Label value" on one line (several pairs per line for two-
 * column summaries), and a row of labels above a row of values (tables of one record). A label counts at the start
 * of a text run, or anywhere when a colon follows it, so a lender called "First Bank" is never read as a label.
 */

export type Fields = Map<string, string>;

interface Hit {
  field: string;
  seg: number;
  start: number;
  end: number;
}

/** Words a label may follow at the start of a run: "Total Number of Open Accounts". */
const FILLER = /^\s*(?:total\s+)?(?:(?:number|no\.?)\s+of\s+)?$/i;

function labelsIn(seg: Segment, i: number, labels: readonly CompiledLabel[]): Hit[] {
  const found: Hit[] = [];
  for (const l of labels) {
    l.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = l.re.exec(seg.text))) {
      if (m[0].length === 0) break;
      const start = m.index;
      const end = start + m[0].length;
      const atStart = FILLER.test(seg.text.slice(0, start));
      const colon = /^\s*[:=]/.test(seg.text.slice(end));
      if (atStart || colon) found.push({ field: l.field, seg: i, start, end });
    }
  }
  // The longest label wins where two overlap ("Accounts in Good Condition" over "Total Number of Accounts").
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const hits: Hit[] = [];
  for (const h of found) if (!hits.some((x) => h.start < x.end && h.end > x.start)) hits.push(h);
  return hits.sort((a, b) => a.start - b.start);
}

/** Label hits of a line in reading order. */
export function lineLabels(line: Line, labels: readonly CompiledLabel[]): Hit[] {
  return line.segments.flatMap((s, i) => labelsIn(s, i, labels));
}

const UNKNOWN_LABEL = /^[A-Za-z][A-Za-z .'()/-]{1,40}:(\s|$)/;

const clean = (s: string) => s.replace(/^\s*[:=\-–]\s*/, '').replace(/\s+/g, ' ').trim();

/** True when every run of the line is a label (a header row). */
export function isLabelRow(line: Line, labels: readonly CompiledLabel[]): boolean {
  const hits = lineLabels(line, labels);
  if (hits.length === 0) return false;
  return line.segments.every((s, i) => {
    const own = hits.filter((h) => h.seg === i);
    if (own.length === 0) return false;
    const last = own[own.length - 1];
    return clean(s.text.slice(last.end)) === '' || /^\s*[:=]\s*$/.test(s.text.slice(last.end));
  });
}

function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** Index of the column a run belongs to: most overlap, else nearest. */
export function nearestColumn(seg: { x0: number; x1: number }, cols: readonly { x0: number; x1: number }[]): number {
  let best = -1;
  let bestScore = -Infinity;
  cols.forEach((c, i) => {
    const o = overlap(seg, c);
    const score = o > 0 ? o : o - 0.0001; // negative distance when apart
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** Fields of a block of lines; the first value found for a field wins. */
export function extractFields(
  lines: readonly Line[],
  labels: readonly CompiledLabel[],
  accept: (field: string, value: string) => boolean = () => true,
  /** Only these line indices give labels; the others are context for values that wrapped. */
  only?: { from: number; to: number },
): Fields {
  const out: Fields = new Map();
  const put = (field: string, value: string) => {
    const v = clean(value);
    if (v !== '' && !out.has(field) && accept(field, v)) out.set(field, v);
  };
  for (let li = only?.from ?? 0; li < (only ? Math.min(only.to, lines.length) : lines.length); li++) {
    const line = lines[li];
    const hits = lineLabels(line, labels);
    if (hits.length === 0) continue;
    if (isLabelRow(line, labels)) {
      const next = lines[li + 1];
      if (next && next.page === line.page && lineLabels(next, labels).length === 0) {
        const cols = hits.map((h) => line.segments[h.seg]);
        const values: string[] = cols.map(() => '');
        for (const s of next.segments) {
          const c = nearestColumn(s, cols);
          values[c] = values[c] ? `${values[c]} ${s.text}` : s.text;
        }
        hits.forEach((h, i) => put(h.field, values[i]));
      }
      continue;
    }
    hits.forEach((h, k) => {
      const nextHit = hits[k + 1];
      let value: string;
      const seg = line.segments[h.seg];
      if (nextHit && nextHit.seg === h.seg) value = seg.text.slice(h.end, nextHit.start);
      else {
        value = seg.text.slice(h.end);
        const stop = nextHit ? nextHit.seg : line.segments.length;
        // An unknown label ("Phone:") ends the value as surely as a known one.
        for (let s = h.seg + 1; s < stop && !UNKNOWN_LABEL.test(line.segments[s].text); s++) value += ` ${line.segments[s].text}`;
      }
      // A value that wrapped in its cell sits on the lines just above and below the label, in the value's column.
      if (clean(value) === '') value = wrapped(lines, li, seg, nextHit ? line.segments[nextHit.seg] : null);
      put(h.field, value);
    });
  }
  return out;
}

function wrapped(lines: readonly Line[], li: number, label: Segment, next: Segment | null): string {
  const parts: string[] = [];
  for (const k of [li - 1, li + 1]) {
    const l = lines[k];
    if (!l || l.page !== lines[li].page || Math.abs(l.y - lines[li].y) > 1.6 * Math.max(l.h, lines[li].h)) continue;
    for (const s of l.segments) if (s.x0 >= label.x1 - 1 && (!next || s.x0 < next.x0 - 1)) parts.push(s.text);
  }
  return parts.join(' ');
}
