import { looksLikeAmount } from './parse-amount.ts';
import type { Line, Segment } from './types.ts';

const figure = (s: Segment): boolean => s.conf === undefined && s.drawn !== undefined && looksLikeAmount(s.text);

/**
 * A figure drawn over another figure at the same place: the later one is what the page shows. A bank's generator
 * never prints two different figures on top of each other (they would be unreadable on paper); a PDF editor that
 * covers a figure with a white box and types a new one on it does, and leaves the old figure in the text layer under
 * the box. The figure on top is read, and remembers the one it covers. An exact repeat at the same place (fake bold,
 * a hidden copy) is not a covered figure (`withoutOverprint`).
 */
export function withoutCoveredFigures(segments: readonly Segment[]): readonly Segment[] {
  // Most lines hold no two runs that overlap at all: they are passed over before any text is parsed.
  const overlapping = segments.filter((a) => a.drawn !== undefined && segments.some((b) => b !== a && b.drawn !== undefined && Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0)));
  if (overlapping.length < 2) return segments;
  const figures = overlapping.filter(figure);
  const hidden = new Set<Segment>();
  const covers = new Map<Segment, string>();
  for (const top of figures) {
    for (const under of figures) {
      if (under === top || under.drawn! >= top.drawn! || hidden.has(under)) continue;
      if (under.text.trim() === top.text.trim()) continue;
      const overlap = Math.min(top.x1, under.x1) - Math.max(top.x0, under.x0);
      const narrower = Math.min(top.x1 - top.x0, under.x1 - under.x0);
      const sameSize = Math.abs(top.h - under.h) <= 0.25 * Math.max(top.h, under.h);
      if (narrower > 0 && overlap >= 0.5 * narrower && sameSize && Math.abs(top.y - under.y) <= 0.5 * Math.max(top.h, under.h)) {
        hidden.add(under);
        covers.set(top, under.text.trim());
      }
    }
  }
  if (hidden.size === 0) return segments;
  return segments.filter((s) => !hidden.has(s)).map((s) => (covers.has(s) ? { ...s, covers: covers.get(s) } : s));
}

/** At most this many covered figures are named one by one; the rest are counted. */
const NAMED = 5;

/** The warning of a file whose figures were drawn over others: which figure, over which, on which line. */
export function coveredFiguresWarning(lines: readonly Line[]): string | null {
  const found = lines.flatMap((l) =>
    l.segments.filter((s) => s.covers !== undefined).map((s) => ({ page: l.page, shown: s.text.trim(), under: s.covers!, line: lineStart(l, s) })),
  );
  if (found.length === 0) return null;
  const named = found.slice(0, NAMED).map((f) => `${f.shown} over ${f.under} (page ${f.page}${f.line ? `, “${f.line}”` : ''})`);
  const more = found.length > NAMED ? `, and ${found.length - NAMED} more` : '';
  return `${found.length === 1 ? 'A figure is' : `${found.length} figures are`} printed over another figure at the same place, the one underneath still in the file: ${named.join('; ')}${more}. A figure may have been typed over the original.`;
}

/** The text of a line before the given run, shortened: where on the page the figure sits (its date, its narration). */
function lineStart(line: Line, s: Segment): string {
  const before = line.segments.filter((x) => x.x1 <= s.x0 + 0.5 && x.covers === undefined).map((x) => x.text.trim()).join(' ');
  return before.length > 48 ? `${before.slice(0, 47)}…` : before;
}
