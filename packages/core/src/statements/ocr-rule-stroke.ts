import type { RecognisedWord } from '../documents/ocr-engine.ts';
import { FULL_DATE } from './date-cell-shape.ts';
import { median } from './group-ocr-words.ts';

/** Characters a table's vertical rule is read as when it stands just left of a cell's first word. */
const STROKES = /^[1Il|[\]Jj!]$/;

/**
 * The word without the piece of a table's vertical rule that OCR read as its first character: a photographed table
 * puts the rule a few pixels left of the cell's text, and "0284612706" is read "10284612706", "BILLS" "[BILLS".
 * The stroke is told from a printed I or 1 by its box: a hair wide, apart from the next character, and not the height
 * of the characters beside it (a piece of the rule, or the rule the whole row tall) or not level with them. A
 * printed I or 1 among capitals and digits stands as tall as they do and on the same line. Words with small letters
 * are left as read: beside x-height letters a capital I is taller by design.
 */
export function withoutRuleStroke(word: RecognisedWord): RecognisedWord {
  const symbols = word.symbols ?? [];
  if (symbols.length < 3 || symbols.map((s) => s.text).join('') !== word.text) return word;
  const [stroke, ...rest] = symbols;
  if (!STROKES.test(stroke.text) || rest.some((s) => /[a-z]/.test(s.text))) return word;
  const h = median(rest.map((s) => s.y1 - s.y0));
  const top = median(rest.map((s) => s.y0));
  const bottom = median(rest.map((s) => s.y1));
  if (stroke.x1 - stroke.x0 > 0.2 * h || rest[0].x0 - stroke.x1 < 0.15 * h) return word;
  const unlike = Math.abs(stroke.y1 - stroke.y0 - h) > 0.3 * h || Math.abs(stroke.y0 - top) > 0.3 * h || Math.abs(stroke.y1 - bottom) > 0.3 * h;
  if (!unlike) return word;
  return { ...word, text: word.text.slice(stroke.text.length), x0: rest[0].x0, symbols: rest };
}

/** A whole date as a date column prints it, then the rest of the word. */
const DATE_THEN_REST = new RegExp(String.raw`^(${FULL_DATE})([|[\]()Il!]{0,2})(\S{2,})$`);
const WHOLE_DATE = new RegExp(`^${FULL_DATE}$`);

/**
 * A word read across a table's vertical rule: two cells side by side with only the rule between them ("02/12/2025|
 * 02/12/2025", "07/12/2025)|08/12/2025", a faxed Zenith statement's posted and value dates), split back into the
 * date and what follows it, the rule's marks dropped. Without the split the row had no date and took the day of the row
 * above. A date running straight into more digits is split only where those digits are a date too.
 */
export function datesAcrossRule(word: RecognisedWord): RecognisedWord[] {
  const m = DATE_THEN_REST.exec(word.text.trim());
  if (!m) return [word];
  const [, date, rule, rest] = m;
  if (rule === '' && !WHOLE_DATE.test(rest)) return [word];
  const { symbols: read, ...box } = word;
  const symbols = read ?? [];
  const exact = symbols.length === date.length + rule.length + rest.length && symbols.map((s) => s.text).join('') === word.text.trim();
  const per = (word.x1 - word.x0) / (date.length + rule.length + rest.length);
  const left = exact ? symbols[date.length - 1].x1 : word.x0 + per * date.length;
  const right = exact ? symbols[date.length + rule.length].x0 : word.x0 + per * (date.length + rule.length);
  return [
    { ...box, text: date, x1: left, ...(exact ? { symbols: symbols.slice(0, date.length) } : {}) },
    { ...box, text: rest, x0: right, ...(exact ? { symbols: symbols.slice(date.length + rule.length) } : {}) },
  ];
}
