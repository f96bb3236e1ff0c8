/**
 * Words a scan broke apart, and the slash before a bank's name that it lost or misread. OCR reads a word printed with
 * a little extra spacing as pieces ("SHOPRI TE", "TU N D E", "R E F"), and the thin "/" between a payer's name and
 * their bank as nothing or as a letter ("NNAMDIZENITH", "OKONKWOMWEMA", "NNAMDUMONIEPOINT" for NNAMDI/MONIEPOINT).
 * Both are put back only where the vocabulary proves the result: the pieces together spell a word it knows and not
 * every piece is a word on its own; the letters before the bank's name are a known name once the stray letter is
 * taken as the slash. Anything else stays as read.
 */
import { PERSON_NAMES } from '../lexicon/index.ts';
import { isKnownWord } from './segment-words.ts';
import { BANK_WORDS } from './ocr-capital-words.ts';

/** A line with this many short pieces in a row is printed letter by letter. */
const LETTER_SPACED = 6;

/** How many pieces a broken word may have been read as ("TU N D E"). */
const MAX_PIECES = 8;

/**
 * Print set letter by letter ("E L E C T R O N I C", read "N IP C HA R G E +V AT") is the bank's own spacing, kept as
 * printed (it is collapsed for display elsewhere): six pieces of one or two characters in a row. A word or two the scan
 * broke leaves fewer ("TU N D E").
 */
export function letterSpacedLine(text: string): boolean {
  let run = 0;
  for (const t of text.split(' ')) {
    run = t.length <= 2 ? run + 1 : 0;
    if (run >= LETTER_SPACED) return true;
  }
  return false;
}

/** The tokens of a cell as words: each with how many of the tokens it was read as. */
export function rejoinedPieces(tokens: readonly string[]): { text: string; size: number }[] {
  if (letterSpacedLine(tokens.join(' '))) return tokens.map((text) => ({ text, size: 1 }));
  const out: { text: string; size: number }[] = [];
  for (let i = 0; i < tokens.length; ) {
    const word = brokenWordAt(tokens, i);
    if (word) {
      out.push(word);
      i += word.size;
    } else out.push({ text: tokens[i++], size: 1 });
  }
  return out;
}

/**
 * The word that starts at token `i` when the scan read it as pieces, with how many tokens it takes: the fewest pieces
 * that make a word ("F IRST BANK" is FIRST and BANK, though FIRSTBANK is known too). The pieces between slashes count:
 * "NIP/F" "IRST BANK/…" is "NIP/FIRST BANK/…".
 */
function brokenWordAt(tokens: readonly string[], i: number): { text: string; size: number } | null {
  const first = tokens[i];
  const before = first.slice(0, first.lastIndexOf('/') + 1);
  for (let k = 2; k <= Math.min(MAX_PIECES, tokens.length - i); k++) {
    const last = tokens[i + k - 1];
    const after = last.includes('/') ? last.slice(last.indexOf('/')) : '';
    const parts = [first.slice(before.length), ...tokens.slice(i + 1, i + k - 1), last.slice(0, last.length - after.length)];
    if (!parts.every((p) => /^[A-Za-z]+$/.test(p))) continue;
    const word = parts.join('');
    const letters = parts.every((p) => p.length === 1);
    // A three-letter word read as a piece of two and a letter ("AN D", "JU L") joins where neither piece is a word.
    const twoAndOne = parts.length === 2 && parts[0].length === 2 && parts[1].length === 1 && !isKnownWord(parts[0]);
    if ((word.length < 4 && !letters && !twoAndOne && !BANK_WORDS.has(word.toUpperCase())) || !isKnownWord(word)) continue;
    // Two words the vocabulary knows are two words ("PAY" "MENT" joins, "TO" "ADA" does not), and so is a short word
    // before a known long one ("MR BIGGS", though the brand is also known written "MRBIGGS").
    if (parts.every((p) => p.length > 1 && isKnownWord(p))) continue;
    if (parts.length === 2 && parts[0].length === 2 && parts[1].length >= 4 && isKnownWord(parts[1])) continue;
    // One letter left of a known word is an initial ("T OLU" joins; "A BELLO" stays an initial and a name) unless the
    // letters spell a word the vocabulary knows that is no name.
    if (parts.length === 2 && parts[0].length === 1 && isKnownWord(parts[1]) && !PERSON_NAMES.has(word.toLowerCase()) && parts[1].length > 2) continue;
    return { text: `${before}${word}${after}`, size: k };
  }
  return null;
}

/** Banks and wallets as a transfer narration names them after the payer ("…/MONIEPOINT/802…"). */
const BANKS = ['MONIEPOINT', 'PALMPAY', 'STERLING', 'FIDELITY', 'KEYSTONE', 'PROVIDUS', 'STANBIC', 'ECOBANK', 'POLARIS', 'ZENITH', 'ACCESS', 'GTBANK', 'UNION', 'FIRST', 'WEMA', 'KUDA', 'OPAY', 'FCMB', 'UBA'];
const BANK_AT_END = new RegExp(`^([A-Z]{3,}?)(${BANKS.join('|')})$`);
const BANK_AT_START = new RegExp(`^(${BANKS.join('|')})([A-Z]{4,})$`);

const isName = (w: string): boolean => PERSON_NAMES.has(w.toLowerCase());

/** The name the letters before a bank stand for: as read, with a stray letter for the slash, or its last letter misread. */
function nameBefore(read: string): string | null {
  if (isName(read)) return read;
  if (isName(read.slice(0, -1))) return read.slice(0, -1);
  const head = read.slice(0, -1);
  // A name's last letter printed close against the slash is read with it as one letter: "L/" as U, "I/" as V
  // ("LAWAUFIRST BANK" is LAWAL/FIRST BANK, not LAWAN; "ADEYEMVSTERLING" is ADEYEMI/STERLING).
  const merged = read.endsWith('U') ? 'L' : read.endsWith('V') ? 'I' : null;
  if (merged && isName(head + merged)) return head + merged;
  const found = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => head + c).filter(isName);
  return found.length === 1 ? found[0] : null;
}

/**
 * The slash between a payer's name and their bank put back, in a narration that prints its parts between slashes
 * ("NIP FRM CHINEDU NNAMDUMONIEPOINT/80223309" → "… NNAMDI/MONIEPOINT/80223309").
 */
export function restoreBankSlash(cell: string, slashed = cell.includes('/')): string {
  // `slashed`: the narration prints its parts between slashes, here or in a cell of the same line OCR set apart.
  if (!slashed) return cell;
  return cell
    .split(' ')
    .map((token) => token.split('/').map(slashedPart).join('/'))
    .join(' ');
}

/** One part of a narration between slashes, split where a name and a bank were read as one word. */
function slashedPart(part: string): string {
  if (isKnownWord(part)) return part;
  const end = BANK_AT_END.exec(part);
  const name = end ? nameBefore(end[1]) : null;
  if (end && name) return `${name}/${end[2]}`;
  const start = BANK_AT_START.exec(part);
  if (start) {
    const after = start[2];
    const found = isName(after) ? after : isName(after.slice(1)) ? after.slice(1) : null;
    if (found) return `${start[1]}/${found}`;
  }
  return part;
}

/** Words an app prints in title case before a name in capitals. */
const TITLE_CASE_OPENERS = new Set(['To', 'For', 'By', 'At', 'On', 'In']);

/**
 * Words of a cell repaired where the vocabulary proves them, each as the word or words it stands for: a final "!"
 * read for an I ("KEM!", "IKOY!"), a leading 1 for an I ("1BTC"), a place run into the country code after it
 * ("IKEJANG" → "IKEJA NG"), a short word in title case among capitals ("NIP TRF To …", "Nip FRM …"), which OCR
 * makes of a capital word whose letters it read as small.
 */
export function provenWordRepairs(tokens: readonly string[]): string[][] {
  const letters = tokens.join('').replace(/[^A-Za-z]/g, '');
  const capitals = letters.length >= 8 && letters.replace(/[^A-Z]/g, '').length >= 0.85 * letters.length;
  return tokens.map((t, i) => {
    const bang = /^([A-Z]{2,})!$/.exec(t);
    if (bang && isKnownWord(`${bang[1]}I`)) return [`${bang[1]}I`];
    // In small letters the same stroke is an l ("withdrawa!").
    const small = /^([a-z]{3,})!$/.exec(t);
    if (small && isKnownWord(`${small[1]}l`)) return [`${small[1]}l`];
    const one = /^1([A-Z]{3,})$/.exec(t);
    if (one && isKnownWord(`I${one[1]}`)) return [`I${one[1]}`];
    const ng = /^([A-Z]{4,})NG$/.exec(t);
    if (ng && !isKnownWord(t) && isKnownWord(ng[1])) return [ng[1], 'NG'];
    // An app's "To ADAEZE OKAFOR" and "From …" open the narration in title case as printed.
    if (capitals && /^[A-Z][a-z]{1,2}$/.test(t) && !(i === 0 && TITLE_CASE_OPENERS.has(t))) return [t.toUpperCase()];
    return [t];
  });
}
