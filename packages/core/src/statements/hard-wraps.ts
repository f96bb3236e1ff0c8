import { isKnownWord } from './segment-words.ts';

/**
 * How a document's narration cells break their lines where the break is not at a space. A core-banking printout
 * cuts its narration every N characters regardless of words ("POS PURCHASE@CROSS-RIVER F" / "RESH FOODS"): its full
 * lines are all exactly N characters long. A word processor breaks a token wider than the cell at the cell's edge
 * ("AIRTIME/GLO/07058158541/*96" / "6#"): the token fills its line alone.
 */
export interface HardWraps {
  /** The longest narration line, in characters. */
  width: number;
  /** Lines are cut at exactly `width` characters, words or not. */
  fixed: boolean;
}

/** Full lines needed before a fixed cut is believed, and the share of the wrapped lines they must make. */
const MIN_FIXED_LINES = 5;
const FIXED_SHARE = 0.4;
/** A single token this close to the longest line fills its line: the cell broke it. */
const FILLS_LINE = 0.85;
/** Narrower columns are left alone: their lines are too short to tell a cut from a word. */
const MIN_WIDTH = 12;

/** The document's hard wraps, from each row's narration lines (printed order); null when its lines are short. */
export function hardWraps(rows: readonly (readonly string[])[]): HardWraps | null {
  const lines = rows.map((parts) => parts.map((p) => p.trim()).filter((p) => p !== ''));
  const width = Math.max(0, ...lines.flat().map((p) => p.length));
  if (width < MIN_WIDTH) return null;
  // Every line of a wrapped narration but its last.
  const wrapped = lines.flatMap((parts) => parts.slice(0, -1));
  const full = wrapped.filter((p) => p.length === width).length;
  return { width, fixed: full >= MIN_FIXED_LINES && full >= FIXED_SHARE * wrapped.length };
}

/**
 * Whether the break between two lines of one narration cut a word or a figure, so the pieces join without a space.
 * A full line of a fixed cut was cut wherever it ended, unless it ends in a whole word that makes no word with what
 * follows ("TRANSPORT" / "SESSIONID:" cut exactly at the space); a token filling its line alone was broken by the cell, unless the next
 * line opens with a word of its own (a long reference that fitted, then a word wrapped as usual).
 */
export function cutMidWord(before: string, after: string, wraps: HardWraps | null): boolean {
  if (!wraps) return false;
  const tail = /(?:^|[^A-Za-z])([A-Za-z]+)$/.exec(before)?.[1];
  const head = /^([A-Za-z]+)(?:[^A-Za-z]|$)/.exec(after)?.[1];
  const headIsWord = head !== undefined && head.length > 1 && isKnownWord(head);
  if (wraps.fixed && before.length === wraps.width) {
    // A whole word before the cut, which with what follows makes no word: the cut fell on the space.
    const twoWords =
      tail !== undefined && tail.length >= 3 && isKnownWord(tail) && !(head !== undefined && isKnownWord(tail + head));
    return !twoWords;
  }
  return (
    !/\s/.test(before) && before.length >= FILLS_LINE * wraps.width && !headIsWord && oneRun(before.at(-1)!, after[0])
  );
}

/**
 * Whether two characters can sit together inside one token: digits with digits, letters with letters, or a mark
 * beside either ("…/*96" / "6#"). Between a digit and a letter ("…134" / "FT2512239207"), two references met at a
 * wrap: a session ID that fitted its line, then the next reference.
 */
function oneRun(a: string, b: string): boolean {
  const kind = (c: string) => (/\d/.test(c) ? 'digit' : /[A-Za-z]/.test(c) ? 'letter' : 'mark');
  return kind(a) === kind(b) || kind(a) === 'mark' || kind(b) === 'mark';
}

/**
 * A word the cell wrapped in the middle ("DA" / "TA"): the two pieces make a known word and the second piece is no
 * word of its own. Only at a line wrap: within a line, the printer's spaces are kept.
 */
function wrappedMidWord(before: string, after: string): boolean {
  // A number cut by a narrow cell: a phone number, an account or a meter number ("0802572698" / "1") is 10 or 11
  // digits long, and its last digits alone on the next line are no figure of their own.
  const digits = /(?:^|\s)(\d{8,10})$/.exec(before)?.[1];
  const rest = /^(\d{1,3})(?:\s|$)/.exec(after)?.[1];
  if (digits && rest && [10, 11].includes(digits.length + rest.length)) return true;
  const tail = /(?:^|[^A-Za-z])([A-Za-z]+)$/.exec(before)?.[1];
  const head = /^([A-Za-z]+)(?:\s|$|[^A-Za-z])/.exec(after)?.[1];
  if (!tail || !head || tail.length + head.length < 4) return false;
  const sameCase = (tail === tail.toUpperCase()) === (head === head.toUpperCase());
  return sameCase && !isKnownWord(head) && isKnownWord(tail + head);
}

/** A slash inside a line: run into the next word ("ADEYEMI/WEMA"), or followed by a space ("ADEYEMI/ Opay"). */
const SLASH_RUN_ON = /[A-Za-z0-9]\/[A-Za-z]/g;
const SLASH_SPACE = /[A-Za-z0-9]\/ [A-Za-z]/g;

/**
 * Whether a column's cells print a space after a slash ("EMEKA UCHENNA OBI/ Opay", an app's To / From cell), read off
 * its lines (each one printed line of one cell): at least twice, and more often than a slash run into a word. There a
 * cell that wraps right after its slash ("EFOSA ZAINAB ADEYEMI/" / "Moniepoint Mfb") was broken at that space.
 */
export function spacedSlashes(lines: readonly string[]): boolean {
  let spaced = 0;
  let runOn = 0;
  for (const l of lines) {
    spaced += l.match(SLASH_SPACE)?.length ?? 0;
    runOn += l.match(SLASH_RUN_ON)?.length ?? 0;
  }
  return spaced >= 2 && spaced > runOn;
}

/**
 * Joins wrapped cell text: a word cut where the document cuts its lines regardless of words (`wraps`), after its
 * hyphen ("02-" / "JUN-2025"), after a slash before letters ("WEMA BANK/" / "LOAN REFUND": a browser breaks a line
 * there, and transfer narrations seldom space their slashes; unless the column's own lines do, `slashSpaced`) or in
 * the middle ("DA" / "TA") is rejoined without a space.
 */
export function joinWrapped(parts: readonly string[], wraps: HardWraps | null = null, slashSpaced = false): string {
  let out = '';
  let prev = '';
  for (const p of parts) {
    const t = p.trim();
    if (t === '') continue;
    // Line breaking (Unicode's UAX #14) breaks after a slash before letters, never before digits ("12/2025"): a line
    // that ends on a slash over one that opens on digits was broken at a space ("SCHOOL FEES/" / "000015…").
    const afterSlash = !slashSpaced && /[A-Za-z0-9]\/$/.test(out) && !/^\d/.test(t);
    const glued = /[A-Za-z0-9]-$/.test(out) || afterSlash || wrappedMidWord(out, t) || cutMidWord(prev, t, wraps);
    out = out === '' ? t : glued ? `${out}${t}` : `${out} ${t}`;
    prev = t;
  }
  return out;
}
