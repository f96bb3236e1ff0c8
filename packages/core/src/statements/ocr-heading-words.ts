/**
 * Heading words as OCR reads them, brought back to the words printed: a word cut in two, a slash read as a letter,
 * a word read without its first or last letters (find-header.ts reads the heading they make).
 */
import { headerRole, isHeaderWord } from './column-dictionary.ts';
import { segmentWords } from './segment-words.ts';
import type { Segment } from './types.ts';

/**
 * A heading word read without its first or last letters ("scription" for "Description"), given the whole word: its
 * box reaches over the letters lost too, so the cells under them fall in its column.
 */
export function withLostLetters(w: Segment, word: string): Segment {
  const [read, whole] = [w.text.toLowerCase(), word.toLowerCase()];
  if (whole.length <= read.length || whole === read) return { ...w, text: word };
  const lost = ((w.x1 - w.x0) / read.length) * (whole.length - read.length);
  if (whole.endsWith(read)) return { ...w, text: word, x0: w.x0 - lost };
  if (whole.startsWith(read)) return { ...w, text: word, x1: w.x1 + lost };
  return { ...w, text: word };
}

/**
 * A heading word OCR cut in two ("Posti ng" for "Posting": a box reaching up to the rule above split the word): two
 * OCR words side by side, neither a word of any column name, that together spell one, are that word. Text words
 * (without a confidence) are left as printed.
 */
export function joinCutHeadingWords(words: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    const ocr = w.conf !== undefined && last?.conf !== undefined;
    if (last && ocr && !isHeaderWord(last.text) && !isHeaderWord(w.text) && isHeaderWord(last.text + w.text)) {
      out[out.length - 1] = { ...last, text: last.text + w.text, x1: w.x1 };
    } else out.push(w);
  }
  return out;
}

/** What OCR reads for a thin slash at small print: a small L, a capital I, a one, a bar. */
const SLASH_AS_LETTER = /^[lI1|]$/;

/**
 * A heading's slash read as a letter ("DatelTime", "To l From" for "Date/Time", "To/From"): OCR words only, and only
 * where the two sides with a slash between them are a column name the dictionary knows. A word that is a heading
 * word as read ("Details") is left alone.
 */
export function slashesReadAsLetters(words: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const [mark, right] = [words[i + 1], words[i + 2]];
    if (w.conf !== undefined && mark?.conf !== undefined && right && SLASH_AS_LETTER.test(mark.text) && headerRole(`${w.text}/${right.text}`)) {
      out.push({ ...w, text: `${w.text}/${right.text}`, x1: right.x1 });
      i += 2;
      continue;
    }
    out.push(w.conf === undefined || isHeaderWord(w.text) ? w : { ...w, text: slashInWord(w.text) });
  }
  return out;
}

/** "DatelTime" → "Date/Time" when exactly one of its thin letters splits it into a known column name. */
function slashInWord(word: string): string {
  const found: string[] = [];
  for (let k = 1; k < word.length - 1; k++) {
    if (!SLASH_AS_LETTER.test(word[k])) continue;
    const candidate = `${word.slice(0, k)}/${word.slice(k + 1)}`;
    if (headerRole(candidate)) found.push(candidate);
  }
  return found.length === 1 ? found[0] : word;
}

/**
 * A heading OCR read letter by letter ("N a r r a t ion", "D e b it", "B a l a n e c"): a photocopier's toner spread
 * the strokes of a serif face apart, and the letters' gaps were taken for letter-spacing. Headings are printed whole,
 * so a cell of three pieces or more, each of one to three letters and most of one, is its pieces joined, into
 * the column words they spell ("T r a n s D a t e" → "Trans Date"). OCR cells only; a text PDF's heading is as printed.
 */
export function spacedHeadingJoined(segment: Segment): Segment {
  if (segment.conf === undefined) return segment;
  const pieces = segment.text.trim().split(/\s+/);
  const singles = pieces.filter((p) => p.length === 1).length;
  if (pieces.length < 3 || !pieces.every((p) => /^[A-Za-z]{1,3}$/.test(p)) || singles < 0.5 * pieces.length) return segment;
  const joined = pieces.join('');
  return { ...segment, text: headerRole(joined) || isHeaderWord(joined) ? joined : segmentWords(joined) };
}
