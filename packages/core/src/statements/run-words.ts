import type { Segment } from './types.ts';

/** Rough advance widths (in ems) of a sans-serif face, so a run's words get positions close to where they sit. */
const WIDTHS = new Float32Array(128).fill(0.6);
for (let c = 97; c <= 122; c++) WIDTHS[c] = 0.5;
for (let c = 65; c <= 90; c++) WIDTHS[c] = 0.68;
for (let c = 48; c <= 57; c++) WIDTHS[c] = 0.556;
for (const ch of ".,:;'|!iIl1 ") WIDTHS[ch.charCodeAt(0)] = 0.278;
for (const ch of 'mwMW') WIDTHS[ch.charCodeAt(0)] = 0.83;

function charWidth(code: number): number {
  return code < 128 ? WIDTHS[code] : 0.6;
}

/** A text's rough width in ems, by the same letter widths that place a run's words. */
export function emWidth(text: string): number {
  let total = 0;
  for (let i = 0; i < text.length; i++) total += charWidth(text.charCodeAt(i));
  return total;
}

/**
 * Splits a text run into words with positions estimated from character widths: a PDF generator often writes
 * neighbouring cells ("537,367.80 HEAD OFFICE", "₦50.00 Stamp Duty") as one run.
 */
export function wordsOf(segment: Segment): Segment[] {
  const words = placedWords(segment);
  return segment.conf === undefined && words.length > 1 ? withSpacedThousands(words) : words;
}

const THOUSANDS_HEAD = /^[-+(]?(?:₦|NGN|N)?\d{1,3}$/;
const THOUSANDS_TAIL = /^\d{3}\.\d{2}\)?-?$/;

/**
 * A figure printed with spaces between its thousands ("113 500.00", "N1 386 500.00", a word processor's or a French
 * locale's style) is one word: split at its spaces, its first digits went into the narration before it. Only in
 * printed text; a scan's gaps are read by the OCR repairs.
 */
function withSpacedThousands(words: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let k = 0; k < words.length; k++) {
    if (THOUSANDS_HEAD.test(words[k].text)) {
      let m = k + 1;
      while (m < words.length && /^\d{3}$/.test(words[m].text)) m++;
      if (m < words.length && THOUSANDS_TAIL.test(words[m].text)) {
        out.push({
          ...words[k],
          text: words
            .slice(k, m + 1)
            .map((w) => w.text)
            .join(' '),
          x1: words[m].x1,
        });
        k = m;
        continue;
      }
    }
    out.push(words[k]);
  }
  return out;
}

function placedWords(segment: Segment): Segment[] {
  const text = segment.text;
  if (!text.includes(' ')) return [segment];
  // OCR knows where each word sat: a run its words were merged into across a narrow column gap ("25/03/2025
  // 25/03/2025 ELECTRONIC …") is cut where they were, not where letter widths guess (a long capital word misplaced
  // the dates by a column).
  const tokens = text.split(' ').filter((t) => t !== '');
  const spans = segment.wordSpans;
  if (spans && spans.length === tokens.length) {
    const width = segment.x1 - segment.x0;
    return tokens.map((t, k) => ({
      ...segment,
      text: t,
      x0: segment.x0 + spans[k][0] * width,
      x1: segment.x0 + spans[k][1] * width,
    }));
  }
  let total = 0;
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    at.push(total);
    total += charWidth(text.charCodeAt(i));
  }
  at.push(total);
  const scale = (segment.x1 - segment.x0) / Math.max(total, 1e-6);
  const words: Segment[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && text[j] !== ' ') j++;
    words.push({ ...segment, text: text.slice(i, j), x0: segment.x0 + at[i] * scale, x1: segment.x0 + at[j] * scale });
    i = j;
  }
  return words;
}
