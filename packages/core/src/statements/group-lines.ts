import { withoutCoveredFigures } from './covered-figures.ts';
import { splitOverflowingLabel } from './overflowing-labels.ts';
import type { Line, Segment } from './types.ts';

/** Groups segments of one or more pages into lines (same page, baselines within 40% of the text height). */
export function groupLines(segments: readonly Segment[]): Line[] {
  const sorted = segments
    .filter((s) => s.text.trim() !== '')
    .slice()
    .sort((a, b) => a.page - b.page || a.y - b.y || a.x0 - b.x0);
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const s of sorted) {
    const tol = Math.max(1, 0.4 * Math.max(s.h, current?.h ?? 0));
    if (current && current.page === s.page && Math.abs(s.y - current.y) <= tol) {
      current.segments.push(s);
      current.h = Math.max(current.h, s.h);
    } else {
      current = { page: s.page, y: s.y, h: s.h, segments: [s], text: '' };
      lines.push(current);
    }
  }
  for (const l of lines) {
    l.segments = joinAbutting(withoutOverprint(withoutCoveredFigures(untangled(l.segments)))).flatMap(splitOverflowingLabel);
    l.text = l.segments.map((s) => s.text.trim()).join(' ');
  }
  return lines;
}

/**
 * A line's runs left to right. A generator that draws glyph by glyph in no particular order lets pdf.js join two
 * glyphs of different words that came one after the other in the stream into one run with a space ("e O" of "Name:
 * OLUWASEUN", spanning the colon drawn later): a run with spaces that overlaps its neighbour is taken apart into its
 * words, which then join their neighbours where they touch.
 */
export function untangled(segments: readonly Segment[]): Segment[] {
  const sorted = segments.slice().sort((a, b) => a.x0 - b.x0);
  // Glyph-level disorder: runs of one type size, one of them a glyph or two ("e O" over ":"); a page's wordmark
  // drawn across a line of body text is another matter, and left where it is.
  const overlaps = (a: Segment, b: Segment) =>
    b.x0 < a.x1 - 0.3 * Math.max(a.h, b.h) &&
    a.text.trim() !== b.text.trim() &&
    Math.abs(a.h - b.h) <= 0.1 * Math.max(a.h, b.h) &&
    Math.min(a.text.trim().length, b.text.trim().length) <= 3;
  const tangled = new Set<Segment>();
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1], sorted[i]];
    if (a.conf !== undefined || b.conf !== undefined || !overlaps(a, b)) continue;
    for (const s of [a, b]) if (s.text.trim().includes(' ')) tangled.add(s);
  }
  if (tangled.size === 0) return sorted;
  return sorted.flatMap((s) => (tangled.has(s) ? splitWords({ ...s, text: s.text.trim() }) : [s])).sort((a, b) => a.x0 - b.x0);
}

/**
 * The same text drawn again at the same place is one text: generators fake bold by drawing a run twice a fraction of
 * a point apart, and some lay a hidden copy of every row under the visible one (white text, a watermark layer).
 * Only an exact repeat within a third of the text's height counts; a narration that names the same thing twice is
 * printed side by side, never on top of itself.
 */
export function withoutOverprint(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const near = 0.35 * Math.max(s.h, 1);
    const text = s.text.trim();
    // OCR reads each place once: only a PDF's runs can be drawn twice.
    const drawn =
      s.conf === undefined &&
      out.some((o) => o.conf === undefined && o.text.trim() === text && Math.abs(o.x0 - s.x0) <= near && Math.abs(o.y - s.y) <= near);
    if (!drawn) out.push(s);
  }
  return out;
}

/**
 * Runs of one line that touch are one word: a printer that draws a ligature ("fi", "fl") as a glyph of its own writes
 * "Net", "fl", "ix.Com" as three runs with no gap between them. Runs set apart by any visible gap (a space, letter
 * spacing, the padding between two cells) stay apart.
 */
export function joinAbutting(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (last && last.y === s.y && Math.abs(s.x0 - last.x1) <= 0.02 * Math.max(last.h, s.h) && s.conf === undefined) {
      out[out.length - 1] = {
        ...last,
        text: `${last.text}${s.text}`,
        x1: Math.max(last.x1, s.x1),
        h: Math.max(last.h, s.h),
      };
    } else out.push(s);
  }
  return out;
}

/**
 * Joins words that belong together (gap smaller than `gapFactor` × height) into one segment, as OCR returns
 * single words while a PDF returns runs of text; `apart` names neighbours that stay two segments however close.
 */
export function mergeWords(
  words: readonly Segment[],
  gapFactor = 0.9,
  apart?: (left: Segment, right: Segment) => boolean,
): Segment[] {
  const out: Segment[] = [];
  const sorted = words.slice().sort((a, b) => a.x0 - b.x0);
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w.x0 - last.x1 < gapFactor * Math.max(last.h, w.h) && !apart?.(last, w)) {
      const n = last.text.length + w.text.length;
      last.conf =
        last.conf !== undefined && w.conf !== undefined
          ? (last.conf * last.text.length + w.conf * w.text.length) / n
          : last.conf;
      last.text = `${last.text} ${w.text}`;
      last.x1 = Math.max(last.x1, w.x1);
      last.h = Math.max(last.h, w.h);
    } else {
      out.push({ ...w });
    }
  }
  return out;
}

/** Splits a segment into words with x positions estimated from character counts (for header matching). */
export function splitWords(segment: Segment): Segment[] {
  const text = segment.text;
  const words: Segment[] = [];
  const re = /\S+/g;
  const len = Math.max(1, text.length);
  const width = segment.x1 - segment.x0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const x0 = segment.x0 + (width * m.index) / len;
    const x1 = segment.x0 + (width * (m.index + m[0].length)) / len;
    words.push({ ...segment, text: m[0], x0, x1 });
  }
  return words;
}
