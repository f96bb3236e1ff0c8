/**
 * From the words an OCR engine found on a page to the positioned lines the table reader takes. Pure: the engine
 * (tesseract) hands over its words with their boxes, and everything decided from geometry happens here.
 */
import { splitGluedWord } from './glued-words.ts';
import { isKnownWord } from './segment-words.ts';
import { contextWordRepairs, unsureWordRepairs } from './unsure-page-words.ts';
import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { DATE_CELL } from './date-cell-shape.ts';
import { mergeWords } from './group-lines.ts';
import { referenceRepairs } from './ocr-reference-witnesses.ts';
import {
  fewNumericDates,
  monthsOfDateCells,
  pageWordRepairs,
  repairDayMonthDate,
  repairNamedDateCell,
  repairOcrWord,
  repairUnopenedBracket,
} from './ocr-repair.ts';
import { repairTitleCaseI, smallLettersProven } from './ocr-letter-case.ts';
import { letterSpacedLine, restoreBankSlash } from './ocr-broken-words.ts';
import { repairRunWords } from './ocr-run-words.ts';
import { lookAlikesByWidth, lookAlikeWidths } from './ocr-digit-or-letter.ts';
import { maskedCardRepairs, maskedStarRepairs } from './ocr-card-masks.ts';
import { repairPhoneNumbers, repairSmartcardLabel } from './ocr-phone-numbers.ts';
import { type PageSigns, pageSigns, wideDigitAsNaira } from './naira-sign-width.ts';
import type { Line, Segment } from './types.ts';
import { heightOf, median, textHeightOf } from './group-ocr-words.ts';
import { datesAcrossRule, withoutRuleStroke } from './ocr-rule-stroke.ts';

type OcrWord = RecognisedWord;


/**
 * A word set in a monospaced face: its characters' middles stand at one pitch, under 1.1 times the letters' height,
 * and the gaps between them vary with the letters' widths more than the pitch does. Narrow letters centred in
 * full-width cells stand as far apart as letter-spaced print (set 36's blurred Ecobank photo, its strokes thinned on
 * the second reading: "T r a n s", "C r e d i t"). Letter-spaced print keeps its gaps even whatever the letters'
 * widths ("N I P": the pitch shrinks around the I), and its capitals stand further apart than their height.
 */
function monospaced(symbols: readonly { x0: number; x1: number }[], h: number): boolean {
  if (symbols.length < 4) return false;
  const middles = symbols.map((s) => (s.x0 + s.x1) / 2);
  const pitches = middles.slice(1).map((m, i) => m - middles[i]);
  const gaps = symbols.slice(1).map((s, i) => s.x0 - symbols[i].x1);
  const spread = (xs: number[]) => {
    const m = median(xs);
    return xs.reduce((n, x) => n + Math.abs(x - m), 0) / xs.length / Math.max(1, Math.abs(m));
  };
  const pitch = median(pitches);
  return pitch <= 1.1 * h && pitches.every((p) => Math.abs(p - pitch) <= 0.12 * pitch) && spread(pitches) < spread(gaps);
}

/**
 * The word as printed when its characters stand apart (letter-spaced print, "N I P C H A R G E"): OCR reads such a
 * run as one word, so the gaps come back from the characters' boxes. A gap counts when it is wide against the text
 * height and against the word's own usual gap, so a kerned pair ("IC" in "E L E C T R O N IC") stays together, as
 * printed. Ordinary words, whose characters touch or nearly, are returned unchanged.
 */
export function letterSpacedText(word: OcrWord): string {
  const symbols = word.symbols ?? [];
  if (symbols.length < 3 || symbols.map((s) => s.text).join('') !== word.text) return word.text;
  // A figure (a time, an amount, an ID) reads the same however its digits are spaced, and small tabular digits
  // (a narrow 1 in a full-width cell) stand as far apart as letter-spaced print: only words with letters are split.
  if (!/[A-Za-z]/.test(word.text)) return word.text;
  const h = heightOf(word);
  const gaps = symbols.slice(1).map((s, i) => s.x0 - symbols[i].x1);
  // A character box reaching far back over the one before it (`PMT` read with its T's box from the P's edge to past
  // the M) is misplaced: such boxes say nothing of the spacing ("P MT" was read for a plain `PMT`).
  if (gaps.some((g) => g < -0.2 * h)) return word.text;
  if (monospaced(symbols, h)) return word.text;
  // A thin letter's box ("l", "i") stands apart from its neighbours by its own side bearings: the gaps beside it
  // say nothing of the spacing ("Ba l a nce" was read for a small grey "Balance"). Judge by the other gaps.
  const thin = (s: { x0: number; x1: number }) => s.x1 - s.x0 < 0.3 * h;
  const judged = gaps.filter((_, i) => !thin(symbols[i]) && !thin(symbols[i + 1]));
  const sample = judged.length >= 2 ? judged : gaps;
  const typical = median(sample);
  const wide = sample.filter((g) => g >= 0.2 * h).length;
  // Where every gap is beside a thin letter ("NIP": N, I, P a quarter of the height apart in a clean print), only a
  // gap as wide as a space between words tells letter-spaced print.
  const least = judged.length === 0 ? 0.4 * h : 0.25 * h;
  if (typical < least || wide < sample.length / 2) return word.text;
  const cut = Math.max(0.2 * h, typical / 2);
  return symbols.map((s, i) => (i > 0 && gaps[i - 1] >= cut ? ` ${s.text}` : s.text)).join('');
}

/**
 * The page's usual gap between two words of a line: the middle of the gaps narrower than the text height (wider
 * ones are column gaps).
 */
function wordSpace(lines: readonly (readonly OcrWord[])[], textHeight: number): number {
  const gaps: number[] = [];
  for (const line of lines) {
    const xs = line.slice().sort((a, b) => a.x0 - b.x0);
    for (let i = 1; i < xs.length; i++) {
      const gap = xs[i].x0 - xs[i - 1].x1;
      if (gap > 0 && gap < textHeight) gaps.push(gap);
    }
  }
  return median(gaps);
}

/**
 * A long reference or number is sometimes cut into pieces ("PF/LN/2 02 5/881 2" for "PF/LN/2025/8812"): pieces
 * that touch a digit on both sides of a gap far narrower than the page's word space are one word again.
 */
function joinSplitNumbers(words: readonly OcrWord[], space: number): OcrWord[] {
  const out: OcrWord[] = [];
  for (const w of words.slice().sort((a, b) => a.x0 - b.x0)) {
    const last = out[out.length - 1];
    const gap = last ? w.x0 - last.x1 : Infinity;
    // A figure's thousands whose comma was read as a gap ("10 400.00"): its digits before the point, three, and a
    // group of one to three before them, less than a word space apart.
    const thousands = last !== undefined && space > 0 && gap < space && /^\d{1,3}$/.test(last.text.trim()) && /^\d{3}[.,]\d{2}$/.test(w.text.trim());
    // Or cut just after its comma ("110," "350.00"): the comma ends the first piece, the rest is the figure's.
    const afterComma = last !== undefined && space > 0 && gap < 0.6 * space && /^\d{1,3},$/.test(last.text.trim()) && /^\d{3}\.\d{2}$/.test(w.text.trim());
    // Two figures with their kobo are two cells however close ("473,500.00" "558,947.00": a credit and a balance on a
    // monospaced page, set 36's Ecobank photo): no figure holds two decimal points.
    const twoAmounts = last !== undefined && AMOUNT.test(last.text.trim()) && AMOUNT.test(w.text.trim());
    if (last && !twoAmounts && (thousands || afterComma || (space > 0 && gap < 0.6 * space && /[\d/]$/.test(last.text.trim()) && /^\d/.test(w.text.trim())))) {
      out[out.length - 1] = {
        text: `${last.text.trim()}${thousands ? ',' : ''}${w.text.trim()}`,
        confidence: Math.min(last.confidence, w.confidence),
        x0: last.x0,
        y0: Math.min(last.y0, w.y0),
        x1: w.x1,
        y1: Math.max(last.y1, w.y1),
      };
    } else out.push(w);
  }
  return out;
}

/** An amount written with its kobo ("38,685.50", "-50.00", "§5.140.50" with its first digit misread). */
const AMOUNT = /^\S?\d[\d,.]*[.,]\d{2}\)?$/;

/** A long run of digits without separators: a transaction ID, a reference, an account number. */
const DIGIT_RUN = /^\d{6,}$/;

/**
 * An amount and a long number side by side are two cells, however narrow the gap (a balance printed close to a
 * transaction ID), and so are two amounts with their kobo ("0.00 220,134.37": a credit and a balance on a scan read
 * at a small size, whose column gap is narrower than a letter is tall): no figure holds two decimal points. Words
 * after an amount inside a narration ("NGN 16,500.00 TO …") still join it, and so do the pieces of one amount OCR
 * cut apart ("38.328 61").
 */
function twoFigures(left: Segment, right: Segment): boolean {
  const lastWord = left.text.slice(left.text.lastIndexOf(' ') + 1);
  return (
    (AMOUNT.test(left.text) && DIGIT_RUN.test(right.text)) ||
    (DIGIT_RUN.test(left.text) && AMOUNT.test(right.text)) ||
    (AMOUNT.test(lastWord) && AMOUNT.test(right.text))
  );
}

/**
 * An amount or a date and a word with a gap of two word spaces or more between them are two cells: words inside a
 * narration stand one space apart ("NGN 16,500.00 TO …"), and a narrow column's figure printed close to the next
 * column's word ("6,734.00" then "Card", a Kuda photo's Money Out beside its Category) is further. A line's words
 * merge within a line's height, and a highlighter band or toner round a narration's words makes their boxes, and
 * the line, half as tall again: a photocopied page's "05-Sep-2025" then joined the narration beside it (set 38).
 */
function figureByColumnGap(left: Segment, right: Segment, space: number): boolean {
  if (!(space > 0) || right.x0 - left.x1 < 2 * space) return false;
  const lastWord = left.text.slice(left.text.lastIndexOf(' ') + 1);
  const firstWord = right.text.split(' ')[0];
  const cellOfItsOwn = (w: string) => AMOUNT.test(w) || DATE_CELL.test(w);
  return (cellOfItsOwn(lastWord) && /^[A-Za-z]/.test(firstWord)) || (/[A-Za-z]$/.test(lastWord) && cellOfItsOwn(firstWord));
}

/**
 * A merged run with the boxes of the words it was made of (see `Segment.wordSpans`), when each of them is one word:
 * letter-spaced words and words whose text holds a space keep the estimate.
 */
function withWordSpans(run: Segment, words: readonly Segment[]): Segment {
  const parts = words.filter((w) => w.x0 >= run.x0 && w.x1 <= run.x1).sort((a, b) => a.x0 - b.x0);
  const width = run.x1 - run.x0;
  if (parts.length < 2 || width <= 0 || parts.some((p) => /\s/.test(p.text))) return run;
  return { ...run, wordSpans: parts.map((p) => [(p.x0 - run.x0) / width, (p.x1 - run.x0) / width] as const) };
}

/**
 * Positioned lines of one page from the engine's words, grouped in lines (by the engine or by `groupOcrWords`).
 * Marks that are no text are dropped: a "word" less than half as tall as the page's text with low confidence (a
 * dotted rule read as "RR"), marks without a letter or digit, lone low-confidence characters (specks at the
 * paper's edge).
 */
export function linesOfOcrWords(
  lines: readonly (readonly OcrWord[])[],
  page: number,
  documentSigns?: PageSigns | null,
  documentLines: readonly (readonly OcrWord[])[] = lines,
): Line[] {
  const textHeight = textHeightOf(lines.flat());
  const space = wordSpace(lines, textHeight);
  const fromSure = unsureWordRepairs(lines.flat());
  // Context from every page of the document: a page may print a pair once, misread, that the others print surely.
  const fromContext = contextWordRepairs(documentLines, isKnownWord);
  const signs = pageSigns(lines.flat()) ?? documentSigns ?? null;
  const lookAlikes = lookAlikeWidths(lines.flat());
  const out: Line[] = [];
  for (const words of lines) {
    const kept = words
      .filter((w) => w.text.trim() !== '' && !(heightOf(w) < 0.5 * textHeight && w.confidence < 60))
      .flatMap(datesAcrossRule)
      .map(withoutRuleStroke)
      // The word printed just left of it (a line's words come grouped by height, not in reading order).
      .map((w, _, all) => wideDigitAsNaira(w, all.reduce<OcrWord | undefined>((left, o) => (o !== w && o.x1 <= w.x0 + 5 && (!left || o.x1 > left.x1) ? o : left), undefined), signs));
    if (kept.length === 0) continue;
    const h = median(kept.map(heightOf));
    const y = median(kept.map((w) => w.y1));
    const joined = joinSplitNumbers(kept, space).map((w) => lookAlikesByWidth(w, lookAlikes));
    // The page's own witnesses first (a word it prints surely elsewhere, alone or after the same word), then words
    // run together.
    const asRead = (w: OcrWord) => {
      const text = w.text.trim();
      const repaired = fromSure.get(text) ?? fromContext.get(w);
      return repaired ?? splitGluedWord(w);
    };
    const segs: Segment[] = joined.map((w) => ({
      text: repairOcrWord(
        letterSpacedText({ ...w, text: asRead(w) }),
        asRead(w) === w.text.trim() && (w.symbols ?? []).map((c) => c.text).join('') === w.text.trim() && smallLettersProven(w.symbols),
      ),
      x0: w.x0,
      x1: w.x1,
      y,
      h,
      page,
      conf: w.confidence,
    }));
    const segments = mergeWords(segs, 1.0, (l, r) => twoFigures(l, r) || figureByColumnGap(l, r, space))
      .map((s) => withWordSpans(s, segs))
      .filter((s) => /[A-Za-z0-9]/.test(s.text) && !(s.text.length === 1 && (s.conf ?? 0) < 75) && !(s.text.length === 2 && (s.conf ?? 0) < 10));
    if (segments.length === 0) continue;
    out.push({ page, y, h, segments, text: segments.map((s) => s.text).join(' ') });
  }
  const cells = out.flatMap((l) => l.segments.map((s) => s.text));
  const months = monthsOfDateCells(cells);
  const fewNumeric = fewNumericDates(cells);
  // Words and references the page itself proves (ocr-repair.ts, ocr-reference-witnesses.ts, ocr-card-masks.ts).
  const fromPage = new Map([...pageWordRepairs(cells), ...referenceRepairs(cells), ...maskedCardRepairs(cells), ...maskedStarRepairs(cells)]);
  // A page whose narrations print their parts between slashes ("NIP FRM ADA OBI/GTBANK/…"), on three lines or more:
  // a wrapped narration's first line is one of them though its slashes are on the next.
  const slashedPage = out.filter((l) => /[A-Z]\/[A-Z]/.test(l.text)).length >= 3;
  for (const line of out) {
    const spaced = letterSpacedLine(line.text);
    for (const s of line.segments) {
      const cell = s.text.replace(/\S+/g, (w) => fromPage.get(w) ?? w);
      s.text = repairSmartcardLabel(repairPhoneNumbers(repairTitleCaseI(repairUnopenedBracket(repairDayMonthDate(repairNamedDateCell(cell, months), months, fewNumeric)))));
      repairRunWords(s, !spaced);
      s.text = restoreBankSlash(s.text, slashedPage || line.text.includes('/'));
    }
    line.text = line.segments.map((s) => s.text).join(' ');
  }
  return out.sort((a, b) => a.y - b.y);
}
