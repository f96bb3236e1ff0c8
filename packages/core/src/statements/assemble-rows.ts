import { cellConfidence, joinCellConfidence } from './cell-confidence.ts';
import { trimRuleBars } from './ocr-rule-marks.ts';
import { hardWraps, joinWrapped, spacedSlashes } from './hard-wraps.ts';
import {
  dateOf,
  hasMoney,
  movesMoney,
  narrationLines,
  notContinuation,
  OPENING,
  rowAnchors,
  text,
  TIME,
  YEAR,
  type CellLine,
} from './anchor-lines.ts';
import type { RawRow } from './types.ts';
import { emptyRawRow } from './types.ts';

export type { CellLine } from './anchor-lines.ts';
export { joinWrapped } from './hard-wraps.ts';

/**
 * The usual distance between two lines of one cell (the narration's line pitch). Rows are set apart by a larger
 * gap than that; lines printed between a cell's lines (amounts centred on a 3-line narration) are not counted.
 */
function linePitch(lines: readonly CellLine[]): number | null {
  const gaps: number[] = [];
  let prev: CellLine | null = null;
  for (const l of lines) {
    if (text(l, 'description') === '' && text(l, 'counterparty') === '') continue;
    if (prev && prev.page === l.page) {
      const g = l.y - prev.y;
      if (g > 0.8 * Math.max(l.h, prev.h)) gaps.push(g);
    }
    prev = l;
  }
  if (gaps.length < 1) return null;
  // The smallest gap: one wrapped narration is enough to know the pitch. Too small a pitch (OCR jitter) only splits
  // wrapped lines into bands of their own, which then join the row above as before; too large would merge rows.
  return Math.min(...gaps);
}

/**
 * A cell's date printed at the top of its row (with the time under it) while the amounts are centred in the row:
 * the dated line holds no amount and the amount line, less than a line height away, holds no date. The two are one
 * printed line of the table and are read as one; lines a line height apart are never joined (rows of their own).
 */
export function joinSplitAnchors(lines: readonly CellLine[]): CellLine[] {
  const out: CellLine[] = [];
  const dateOnly = (l: CellLine) => dateOf(l) !== null && !hasMoney(l);
  // The amount line may carry the time printed under the date (a photo's lines drawn slightly together).
  const secondLine = (l: CellLine) => TIME.test(text(l, 'date')) || YEAR.test(text(l, 'date'));
  const moneyOnly = (l: CellLine) => hasMoney(l) && dateOf(l) === null && (text(l, 'date') === '' || secondLine(l));
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i];
    const b = lines[i + 1];
    const close = b && b.page === a.page && b.y - a.y < 0.9 * Math.min(a.h, b.h);
    // A date cell of two lines whose second line (a time, or the year under "07 Jul") sits on the amounts' line (a
    // bottom-aligned row, a scan's centred amounts read level with the year): the next line down.
    const dateOverTime =
      b && b.page === a.page && b.y - a.y < 1.6 * Math.max(a.h, b.h) && dateOnly(a) && moneyOnly(b) && secondLine(b);
    if (dateOverTime || (close && ((dateOnly(a) && moneyOnly(b)) || (moneyOnly(a) && dateOnly(b))))) {
      const cells = new Map(a.cells);
      for (const [role, texts] of b.cells) cells.set(role, [...(cells.get(role) ?? []), ...texts]);
      joinCellConfidence(cells, a.cells, b.cells);
      // Placed where the narration is, when only one of the two carries it: the rows' line pitch is measured there
      // (a date printed half a line above the amounts would make the pitch half a line). A date cell's two lines are
      // placed at the date, its first line.
      const worded = (l: CellLine) => text(l, 'description') !== '';
      const placed = worded(a) !== worded(b) && !dateOverTime ? (worded(a) ? a : b) : dateOnly(a) ? a : b;
      out.push({ page: a.page, y: placed.y, h: Math.max(a.h, b.h), cells });
      i++;
      continue;
    }
    out.push(a);
  }
  return out;
}

/**
 * A band of several transactions whose rows are set only a little further apart than the lines of one cell (a LaTeX
 * table: lines 9.5 pt apart, rows 12.2 pt), so that the band rule above could not part them. Where every gap in the
 * band is either at most the line pitch or clearly more (exact text geometry, never OCR's jitter), the band is cut
 * at the larger gaps, and the cut is kept only if each piece holds exactly one anchor.
 */
export function splitTightRows(band: CellLine[], pitch: number): CellLine[][] {
  if (rowAnchors(band).length < 2) return [band];
  const gaps = band.slice(1).map((l, k) => l.y - band[k].y);
  const cut = rowGap(gaps, pitch);
  if (cut === null) return [band];
  const pieces: CellLine[][] = [[band[0]]];
  gaps.forEach((g, k) => (g >= cut ? pieces.push([band[k + 1]]) : pieces[pieces.length - 1].push(band[k + 1])));
  // The rest of a row cut by a page break may open the band of the next page's first rows, alone in its piece.
  const restOfRow = (p: CellLine[], i: number) => i === 0 && rowAnchors(p).length === 0;
  return pieces.every((p, i) => rowAnchors(p).length === 1 || restOfRow(p, i)) ? pieces : [band];
}

/**
 * The least gap that parts two rows of a band, or null when its gaps do not fall in two sizes. Either every gap is
 * at most the line pitch or clearly more (a LaTeX table), or the gaps form two tight sizes with a clear step between
 * them: a word processor's table pads each cell, so its rows sit only 5% further apart than the lines of a cell
 * (9.7 pt lines, 10.3 pt rows), but every gap of each size is the same to a tenth of a point.
 */
function rowGap(gaps: readonly number[], pitch: number): number | null {
  if (gaps.every((g) => g <= 1.04 * pitch || g >= 1.15 * pitch)) return 1.15 * pitch;
  const sorted = [...gaps].sort((a, b) => a - b);
  let k = 0;
  for (let i = 1; i < sorted.length - 1; i++) if (sorted[i + 1] - sorted[i] > sorted[k + 1] - sorted[k]) k = i;
  const step = sorted[k + 1] - sorted[k];
  const spread = Math.max(sorted[k] - sorted[0], sorted[sorted.length - 1] - sorted[k + 1]);
  if (sorted[k] > 1.04 * pitch || step < 0.3 || step < 3 * spread) return null;
  return (sorted[k] + sorted[k + 1]) / 2;
}

/**
 * Turns table lines into rows by geometry: a transaction is the band of lines around its anchor (the line with its
 * date and amounts). Bands are separated by the larger gap between rows, so narration lines printed above a
 * centred anchor, below a top-aligned one, or a time under its date, all stay with their transaction.
 */
export function assembleRows(printed: readonly CellLine[], firstIndex = 0): RawRow[] {
  const lines = joinSplitAnchors(printed);
  const pitch = linePitch(lines);
  // Bands: runs of lines closer than 1.25 × the line pitch, never across pages.
  const bands: CellLine[][] = [];
  let prev: CellLine | null = null;
  for (const l of lines) {
    const gap = prev && prev.page === l.page ? l.y - prev.y : Infinity;
    if (!prev || gap === Infinity || pitch === null || gap > 1.25 * pitch + 0.5) bands.push([l]);
    else bands[bands.length - 1].push(l);
    prev = l;
  }
  if (pitch !== null) bands.splice(0, bands.length, ...bands.flatMap((band) => splitTightRows(band, pitch)));
  // Where the anchor sits in its band, from the bands that hold one transaction: top-aligned tables continue a row
  // below its anchor (and across a page break), centred ones also print lines above it.
  let top = 0;
  let other = 0;
  bands.forEach((band, b) => {
    const anchors = rowAnchors(band);
    if (anchors.length === 1 && band.length > 1) {
      // Only narration lines tell: a date cell's second line (a year, a time) under a one-line narration does not.
      const worded = band.filter((l) => l !== anchors[0] && text(l, 'description') !== '');
      // Nor does a dated line that moves no money: a page footer's "Printed 2025-06-02 14:22:07" under its first line.
      if (worded.length === 0 || !movesMoney(anchors[0])) return;
      if (band[0] === anchors[0]) top++;
      else other++;
    } else if (anchors.length === 0) {
      // A band of its own (OCR's uneven line spacing parted it from its row) tells by which row it sits nearer: a
      // photo's top-aligned table whose bands are mostly single lines votes here, not above.
      const up = bands[b - 1]?.at(-1);
      const down = bands[b + 1]?.[0];
      const gapUp = up && up.page === band[0].page ? band[0].y - up.y : Infinity;
      const gapDown = down && down.page === band[0].page ? down.y - band[band.length - 1].y : Infinity;
      // Only between two rows of one page: a footer under the last row says nothing about the rows.
      if (gapUp < gapDown && gapDown < Infinity) top++;
      else if (gapDown < gapUp && gapUp < Infinity) other++;
    }
  });
  const topAligned = top > 0 && top >= 2 * other;
  type Group = { anchor: CellLine; members: CellLine[] };
  const groups: Group[] = [];
  let lastGroup: Group | null = null;
  // Lines at the foot of a page that belong to the first row of the next page (centred rows cut by a page break).
  let carried: CellLine[] = [];
  bands.forEach((band, b) => {
    const anchors = rowAnchors(band);
    if (anchors.length === 0) {
      const lines = band.filter((l) => text(l, 'description') !== '' && !notContinuation(l));
      const last: CellLine | undefined = lastGroup?.members[lastGroup.members.length - 1];
      const nextBand = bands[b + 1];
      const endOfPage = !nextBand || nextBand[0].page !== band[0].page;
      // The rest of a row cut by a page break, at the top of the next page: the page's first band, not a note
      // further down a page of terms after the table's last row.
      const opensPage = bands[b - 1]?.[0].page !== band[0].page;
      if (lastGroup && last && last.page !== band[0].page) {
        if (opensPage) lastGroup.members.push(...lines);
      } else if (!topAligned && endOfPage && other > 0) carried = lines;
      else if (
        lastGroup &&
        last &&
        last.page === band[0].page &&
        band[0].y - last.y < 2.6 * Math.max(band[0].h, last.h)
      )
        lastGroup.members.push(...lines);
      return;
    }
    let current: Group | null = null;
    const before: CellLine[] = [...carried];
    carried = [];
    for (const l of band) {
      if (anchors.includes(l)) {
        const previous = lastGroup;
        current = { anchor: l, members: [...before, l] };
        before.length = 0;
        groups.push(current);
        // Lines carried past a dated line that moves no money (a footer's "Printed 2025-06-02 14:22:07") still
        // belong to the last transaction.
        if (movesMoney(l)) lastGroup = current;
        // A "Balance Brought Forward" line opening a page of a top-aligned table: the lines under it are the rest of
        // the previous page's last row, cut by the page break.
        const broughtForward = dateOf(l) === null && OPENING.test(text(l, 'description'));
        if (topAligned && broughtForward && previous && previous.anchor.page !== l.page) current = previous;
        continue;
      }
      if (notContinuation(l)) continue;
      if (current) current.members.push(l);
      else if (topAligned && lastGroup) lastGroup.members.push(l);
      else before.push(l);
    }
  });
  // Two lines or more with a bar between words: the document's narrations are made of parts set apart by bars.
  const barSeparated = lines.filter((l) => /\S \| \S/.test(text(l, 'description'))).length >= 2;
  // Recognised lines (OCR's, with a confidence) lose the ruled edges read as bars at their ends, unless the
  // document prints bars between a narration's parts (an app wraps "… | Moniepoint Mfb |" / "5029765968").
  const narration = (m: CellLine) =>
    barSeparated || cellConfidence(m.cells, 'description') === undefined
      ? text(m, 'description')
      : trimRuleBars(text(m, 'description'));
  const narrations = groups.map(({ members }) => narrationLines(members).map(narration));
  const times = timesReadIntoNarrations(
    narrations,
    groups.map(({ members }) => members.map((m) => text(m, 'date')).join(' ')),
  );
  const wraps = hardWraps(narrations);
  // Each column's own slashes tell how a line broken right after one is joined (hard-wraps.ts).
  const parties = groups.map(({ members }) => members.map((m) => text(m, 'counterparty')));
  const [narrationSlashes, partySlashes] = [spacedSlashes(narrations.flat()), spacedSlashes(parties.flat())];
  let index = firstIndex;
  return groups.map(({ anchor, members }, g) => {
    const row = emptyRawRow(anchor.page, index++);
    // A row whose amounts sit on its last line (bottom-aligned) prints its date on its first: the band's date.
    const date =
      dateOf(anchor) ?? (text(anchor, 'date') === '' ? (members.map(dateOf).find((d) => d !== null) ?? null) : null);
    row.date = date ?? text(anchor, 'date');
    // The year printed on the date cell's second line completes a date printed without one.
    const year = members
      .slice(members.indexOf(anchor) + 1)
      .map((m) => text(m, 'date'))
      .find((d) => YEAR.test(d));
    if (year && !/\d{4}|\d{1,2}[-/. ]\S+[-/. ]\d{2}$/.test(row.date)) row.date = `${row.date} ${year}`;
    const time = members.map((m) => /\b\d{1,2}:\d{2}(?::\d{2})?\b/.exec(text(m, 'date'))?.[0]).find((t) => t);
    if (time ?? times[g]) row.time = time ?? times[g];
    row.description = joinWrapped(narrations[g], wraps, narrationSlashes);
    row.counterparty = joinWrapped(parties[g], null, partySlashes);
    row.debit = text(anchor, 'debit');
    row.credit = text(anchor, 'credit');
    row.amount = text(anchor, 'amount');
    row.balance = text(anchor, 'balance');
    row.drcr = text(anchor, 'drcr');
    row.status = text(anchor, 'status');
    row.fee = text(anchor, 'fee');
    for (const r of ['debit', 'credit', 'amount'] as const) {
      const conf = cellConfidence(anchor.cells, r);
      if (conf !== undefined) row.confidence = { ...row.confidence, [r]: conf };
    }
    return row;
  });
}

const LEADING_TIME = /^(\d{1,2}:\d{2}(?::\d{2})?)\s+(?=\S)/;

/**
 * A time printed in the date's cell right after the date ("2025-05-01 13:13:54" under "Date/Time"), where the cell
 * is wider than its heading, is read as the narration's first word. When nearly every row's narration opens with a
 * time and no date cell holds one, the times are the dates': taken out of the narrations (in place) and returned.
 */
export function timesReadIntoNarrations(narrations: string[][], dateCells: readonly string[]): (string | undefined)[] {
  const led = narrations.map((n) => LEADING_TIME.exec(n[0] ?? '')?.[1]);
  const count = led.filter((t) => t !== undefined).length;
  if (narrations.length < 3 || count < 0.8 * narrations.length || dateCells.some((d) => /\d:\d{2}/.test(d))) return [];
  narrations.forEach((n, g) => {
    if (led[g] !== undefined) n[0] = n[0].replace(LEADING_TIME, '');
  });
  return led;
}
