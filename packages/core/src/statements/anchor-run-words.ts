import { emWidth, wordsOf } from './run-words.ts';
import type { ColumnRole, Segment } from './types.ts';

/** Columns of text: their cells are left-aligned, so a cell's first word starts at its heading's left edge. */
const TEXT_ROLES: ReadonlySet<ColumnRole> = new Set(['description', 'reference', 'counterparty', 'status']);

/** How far apart the letter widths of a run's two parts may be for the split to be believed: 25%. */
const ALIKE = Math.log(1.25);

/**
 * A text's width in ems. Digits are as wide as each other in nearly every font (tabular figures, so that columns of
 * figures line up): a reference's "1"s are counted as wide as its other digits, not as narrow as an "l".
 */
const ems = (text: string) => emWidth(text.replace(/1/g, '0'));

/**
 * The words of a printed run, with the run's word that starts a column of text placed at that column's heading.
 * A generator may write two neighbouring cells as one run ("FBN0301106304960 ATM CASH WDL …", a spreadsheet printed
 * by LibreOffice Calc: the reference, then the narration from its heading on): the run's inner words are placed by
 * estimated letter widths, which over a long run err by an em or more (the narration's "ATM" put 9 pt left of its
 * heading, so it stayed in the reference's cell). Where such a run crosses a text column's heading, it is split before
 * the word that makes its two parts' letters most alike in width, the first part ending before the heading and the
 * second starting at it, when they are alike within 25% (the letters of one font at one size are). The run's first
 * word, OCR's runs (their word boxes are known) and a run that crosses no such heading keep their places.
 */
export function anchoredWords(run: Segment, columns: readonly { role: ColumnRole; x0: number }[]): Segment[] {
  const words = wordsOf(run);
  if (run.conf !== undefined || run.wordSpans || words.length < 2) return words;
  for (const { role, x0: heading } of columns) {
    if (!TEXT_ROLES.has(role) || run.x0 >= heading || run.x1 <= heading) continue;
    const texts = words.map((w) => w.text);
    let best = -1;
    let misfit = ALIKE;
    for (let k = 1; k < words.length; k++) {
      // Ems per point of each part; the first part's space before the heading is its own.
      const left = (heading - run.x0) / ems(`${texts.slice(0, k).join(' ')} `);
      const right = (run.x1 - heading) / ems(texts.slice(k).join(' '));
      const off = Math.abs(Math.log(left / right));
      if (off < misfit) [best, misfit] = [k, off];
    }
    if (best < 0) continue;
    const before = wordsOf({ ...run, text: `${texts.slice(0, best).join(' ')} `, x1: heading });
    // The rest may cross a further heading.
    const rest = anchoredWords({ ...run, text: texts.slice(best).join(' '), x0: heading }, columns);
    return [...before, ...rest];
  }
  return words;
}
