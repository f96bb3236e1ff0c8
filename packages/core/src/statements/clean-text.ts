import { isKnownWord, segmentWords } from './segment-words.ts';

/**
 * Every dash and the minus sign as a hyphen: a2ps prints a date "03−10−2025" with U+2212, a generator a debit
 * "–500.00" with an en dash, a header "01 Oct 2025 — 31 Oct 2025" with an em dash.
 */
export const dashesAsHyphens = (text: string): string => text.replace(/[\u2010-\u2015\u2212]/g, '-');

/**
 * Text as a person reads it: composed letters (a tool may write "Adébáyọ̀" with combining marks), typesetters'
 * ligatures spelt out ("ﬁ" as "fi"), and the characters a person never sees dropped (a web export's soft hyphens and
 * zero-width spaces, a stray byte-order mark). Joiners stay: they hold emoji sequences together.
 */
export const readableText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\uFB00-\uFB06]/g, (l) => l.normalize('NFKC'))
    .replace(/[\u00AD\u200B\u2060\uFEFF]/g, '');

/**
 * Some banks' generators print narrations letter by letter ("E L E C T R O N IC M O N E Y", "M o b /D G BN K").
 * Collapses such runs for matching and display; text written normally is left as it is.
 */
export function collapseLetterSpacing(text: string): string {
  const tokens = text.split(' ');
  // A dash or a number of two digits is no piece of a word ("Loan Repayment Wk 01 of 16 - LN/ACC/25/003418" is
  // ordinary text); a single letter or digit is, and so is a gap between words ("Po l ar i s  B an k").
  const piece = (t: string) => t === '' || (t.length === 1 ? /[A-Za-z0-9]/.test(t) : t.length === 2 && /[A-Za-z]/.test(t));
  const short = tokens.filter(piece).length;
  // Ordinary text has words of several letters; letter-spaced text is mostly one- and two-letter pieces.
  if (tokens.length < 6 || short < 0.6 * tokens.length) return text;
  // Two or more spaces (or a space next to punctuation that ends a word) still separate words in the source;
  // with single spaces only, word gaps are lost: join the pieces and put the gaps back by vocabulary and case.
  const words = text.split(/\s{2,}/);
  if (words.length > 1) return words.map((w) => w.replace(/ /g, '')).join(' ');
  const whole = segmentWords(tokens.join(''));
  // Whole words among the pieces (a scan that broke one faded word: "POS PURCHASE SPAR I LU P E J U NG") that the
  // text joined whole would break ("POS PURCHASES PARILUPEJUNG"): only the runs of pieces are joined, the words
  // around them stay as printed.
  const known = tokens.filter((t) => /^[A-Za-z]{3,}$/.test(t) && isKnownWord(t));
  const kept = (w: string) => new RegExp(`(?<![A-Za-z])${w}(?![A-Za-z])`).test(whole);
  return known.every(kept) ? whole : joinPieceRuns(tokens);
}

/** Runs of three pieces or more of one or two characters, each joined and split by the vocabulary; other tokens kept. */
function joinPieceRuns(tokens: readonly string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) out.push(segmentWords(run.join('')));
    else out.push(...run);
    run = [];
  };
  for (const t of tokens) {
    if (t.length <= 2) run.push(t);
    else {
      flush();
      out.push(t);
    }
  }
  flush();
  return out.join(' ');
}

/** A cell printed to say "nothing here": a dash, "N/A", "nil" (an app's Sender/Recipient for its own interest). */
export const PLACEHOLDER_CELL = /^(?:[-–—_.]+|n\/?a|nil|none|null)$/i;

/** The narration and the To/From party as one description, the party first. */

export function joinCounterparty(counterparty: string | null | undefined, narration: string): string {
  const c = (counterparty ?? '').trim();
  if (c === '' || PLACEHOLDER_CELL.test(c)) return narration;
  if (narration === '') return c;
  return `${c} · ${narration}`;
}
