import { parseAmount } from './parse-amount.ts';
import { readableText } from './clean-text.ts';
import { dropRuleMarks } from './ocr-rule-marks.ts';
import { repairCapitalII, repairSmallInCapitals } from './ocr-letter-case.ts';
import { PERSON_NAMES } from '../lexicon/index.ts';
import { isKnownWord } from './segment-words.ts';
import { BANK_WORDS } from './ocr-capital-words.ts';

/** A row's fee and text cells as values: the fee charged with its amount, the narration cleaned of what OCR adds. */

/**
 * The kobo of a row's fee cells: one figure ("1 250.00" with spaced thousands is one), or a fee and the VAT on it in
 * columns of their own, joined ("25.00 1.88"). 0 when nothing reads as money.
 */
export function feeOf(cell: string | undefined, options: { ocr?: boolean }): number {
  if (!cell) return 0;
  const whole = parseAmount(cell, options);
  if (whole) return whole.kobo;
  return cell
    .split(/\s+/)
    .map((part) => parseAmount(part, options)?.kobo ?? 0)
    .reduce((sum, kobo) => sum + kobo, 0);
}

/**
 * A stop standing alone between words ("ELECTRONIC MONEY TRANSFER . LEVY", "FEE + VAT .") or a dash alone at the end
 * ("KILIMANJARO PH NG -") is a speck read as a mark: narrations print a lone dash between two parts ("Card Payment -
 * SHOPRITE"), never a lone stop, and never end on a dash. So are small letters after a narration in capitals.
 */
function dropLoneSpecks(narration: string): string {
  // A stop after a word of three capitals or more, before another word (`STATE. CIVIL`, `GLO. 0815…`), is one too:
  // banks abbreviate in two letters (`ST.`) or none.
  const words = narration
    .replace(/(?<=\b[A-Z]{3,})\.(?= [A-Z0-9])/g, '')
    .split(' ')
    .filter((w) => w !== '.');
  while (words.length > 1 && /^[-–]$/.test(words[words.length - 1])) words.pop();
  // A narration printed in capitals never ends in small letters or a long rule ("NIP CHARGE + VAT i", "CONOIL AJAH
  // —— is"): specks and a stamp's edge read as words.
  const inCapitals = (ws: readonly string[]) => ws.filter((w) => /[A-Za-z]{2}/.test(w)).length >= 3 && ws.every((w) => w === w.toUpperCase());
  let end = words.length;
  while (end > 3 && /^(?:[a-z]{1,2}|[—–-]{2,}|—)$/.test(words[end - 1])) end--;
  return (end < words.length && inCapitals(words.slice(0, end)) ? words.slice(0, end) : words).join(' ');
}

/**
 * The small words of a transfer's narration as OCR reads their O ("NIP TRF TC TOYIN", "COMM CN NIP TRF"): after a
 * transfer, "TC" is its "TO"; before NIP or a transfer, "CN" is "ON". Elsewhere both stay ("HANGZHOU CN" is China).
 */
function transferSmallWords(narration: string): string {
  return narration.replace(/\b(TRF|TRANSFER) T[C0Q](?= )/g, '$1 TO').replace(/(?<=^|\s)CN(?= (?:NIP|TRF|TRANSFER)\b)/g, 'ON');
}

/**
 * A word read twice side by side ("SMS ALERT ALERT CHARGES", "LAGOS NG NG"): two readings of one word merged. Only a
 * word of two letters or more the vocabulary knows and no name ("MUSA MUSA" is a name printed twice).
 */
function dropDoubledWords(narration: string): string {
  const words = narration.split(' ');
  return words
    .filter((w, i) => !(i > 0 && w === words[i - 1] && /^[A-Za-z]{2,}$/.test(w) && isKnownWord(w) && !PERSON_NAMES.has(w.toLowerCase())))
    .join(' ');
}

/**
 * Marks and gaps OCR put inside the words of a narration: a word of banking split in two ("F RM", "WD L": the join is
 * a word of `BANK_WORDS` and neither piece a word), a hyphenated name split after its hyphen ("U- MOBILE"), a quote
 * after a slash ("AFOLABI/'WEMA"). No narration of the held-out sets prints any of them.
 */
function rejoinWords(narration: string): string {
  return narration
    .replace(/(?<=^|\s)([A-Z]{1,2}) ([A-Z]{1,2})(?=\s|$)/g, (m, a: string, b: string) =>
      BANK_WORDS.has(a + b) && !isKnownWord(a) && !isKnownWord(b) ? a + b : m,
    )
    .replace(/(?<=[A-Za-z0-9])- (?=[A-Z])/g, '-')
    .replace(/\/['‘’_~]+(?=[A-Za-z0-9])/g, '/');
}

export function cleanDescription(s: string, ocr: boolean): string {
  let out = readableText(s).replace(/\s+/g, ' ').trim();
  // OCR reads a capital I as a bar next to capitals.
  if (ocr) out = out.replace(/(?<=[A-Z])\|/g, 'I').replace(/\|(?=[A-Z])/g, 'I');
  // A comma ending a narration is a speck read as one (a stamp's edge, dust): no bank ends a narration with it.
  if (ocr) out = repairSmallInCapitals(repairCapitalII(dropRuleMarks(out.replace(/\s?,$/, ''))));
  if (ocr) out = dataBundleSizes(dropDoubledWords(transferSmallWords(rejoinWords(dropLoneSpecks(out)))));
  return out;
}

/**
 * A data bundle's size as a scan reads it: its B read as an 8 ("3G8") or set apart ("1G B"). Only in a narration
 * that names data ("GLO DATA 3GB", "DATA BUNDLE MTN 1GB"), where a size is what follows the network.
 */
export function dataBundleSizes(narration: string): string {
  if (!/\bDATA\b/i.test(narration)) return narration;
  return narration.replace(/\b(\d{1,3}(?:\.\d)?)G(?: B|8)\b/g, '$1GB');
}
