import type { Column } from './column-cells.ts';
import { wordsOf } from './run-words.ts';
import type { Line } from './types.ts';

/**
 * A line of running text set across the table, not a line of its cells: a promotion printed between the rows ("Save
 * with the Timeless Account and earn 4.25% p.a. …"), a note, a disclaimer. Its words follow one another with a
 * word space between them over two gaps between headings or more; a row's second line (a narration and its
 * counterparty wrapping together) leaves white space where one cell ends and the next begins. Printed text only:
 * a scan's word spacing and heading positions are too rough to tell the two apart.
 */
export function proseAcrossColumns(line: Line, columns: readonly Column[]): boolean {
  if (line.segments.some((s) => s.conf !== undefined)) return false;
  const words = line.segments.flatMap(wordsOf).sort((a, b) => a.x0 - b.x0);
  if (words.length < 4) return false;
  const space = 1.5 * line.h;
  for (let i = 1; i < words.length; i++) if (words[i].x0 - words[i - 1].x1 > space) return false;
  const [from, to] = [words[0].x0, words[words.length - 1].x1];
  const sorted = columns.slice().sort((a, b) => a.x0 - b.x0);
  let crossed = 0;
  for (let k = 0; k + 1 < sorted.length; k++) if (from < sorted[k].x1 && to > sorted[k + 1].x0) crossed++;
  return crossed >= 2;
}
