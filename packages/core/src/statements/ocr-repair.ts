/**
 * Repairs of characters OCR confuses, made only where the result is proven: a date separator inside something that
 * is otherwise a date, a bracket at the start of a capitalised word, a letter inside a word the narration vocabulary
 * knows. Anything not proven is left as read (amounts are repaired where they are parsed, see parse-amount.ts).
 */
import { isKnownWord } from './segment-words.ts';
import { STAR_MARKS } from './ocr-card-masks.ts';
import { BANK_WORDS, repairCapitalWord } from './ocr-capital-words.ts';
import { oneEditApart, repairDate } from './ocr-date-repair.ts';

export { fewNumericDates, monthsOfDateCells, repairDayMonthDate, repairNamedDateCell } from './ocr-date-repair.ts';

const MONTHS_WITH_L = new Set(['jul', 'apr']);

/**
 * A J read as a closing bracket at the end of a capitalised word ("WUSE AB)" for "ABJ"), in a cell that opens no
 * bracket: a bracket never closes what was not opened. A word the vocabulary knows keeps its bracket (the "(" may be
 * on the narration's line above: "… (ZENITH" / "BANK)").
 */
export function repairUnopenedBracket(cell: string): string {
  // Inside a word, between a letter or digit and a small letter ("Bet9)a"), a bracket is never printed: a J.
  const inWord = cell.replace(/(?<=[A-Za-z0-9])\)(?=[a-z])/g, 'J');
  if (inWord.includes('(')) return inWord;
  // Between two capitals ("A)AH" for "AJAH") too, where the cell opens no bracket.
  return inWord.replace(/(?<=[A-Z])\)(?=[A-Z])/g, 'J').replace(/\b([A-Z]{2,})\)(?=\s|$)/g, (m, word: string) => (isKnownWord(word) ? m : `${word}J`));
}


/** What thin letters become when a blurred photo runs them together or splits them ("ni" read as "m"). */
const THIN = ['i', 'l', 't', 'r', 'j', 'ri', 'ni', 'il', 'ti', 'li'];

/**
 * A word in small letters the vocabulary does not know, which exactly one known word explains by one letter read
 * for a thin letter or two ("Recerved", "Electromc", "Subscnption", "Retad") or a thin letter lost ("Artime").
 * Five letters or more; never a word in capitals (see `ocr-capital-words.ts`).
 */
function repairThinLetters(word: string): string {
  // Five letters at least, as said: four small letters have too many known neighbours ("incl" read right, made "intl").
  if (!/^[A-Z]?[a-z]{4,}$/.test(word) || word.length < 5 || isKnownWord(word)) return word;
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    for (const thin of THIN) {
      // Replacing the letter at i (not the capital), or inserting a thin letter before it.
      if (i > 0 && i < word.length) found.add(word.slice(0, i) + thin + word.slice(i + 1));
      if (i > 0 && thin.length === 1) found.add(word.slice(0, i) + thin + word.slice(i));
    }
  }
  // A capital I at the start read as a thin small letter ("tfeanyi" for "Ifeanyi", "lnternet").
  if (/^[tl1|]/.test(word)) found.add(`I${word.slice(1)}`);
  const known = [...found].filter((c) => c !== word && isKnownWord(c));
  return known.length === 1 ? known[0] : word;
}

/**
 * A Q with no U after it, in a short word of capitals, read for an O ("TQ" for "TO"): English words keep a U after
 * their Q, so a word the vocabulary knows with O there is the word printed. Longer words: see `ocr-capital-words.ts`.
 */
function qWithoutU(word: string): string {
  if (!/^[A-Z]{2,4}$/.test(word) || !/Q(?!U)/.test(word) || isKnownWord(word)) return word;
  const o = word.replace(/Q(?!U)/g, 'O');
  return isKnownWord(o) ? o : word;
}

/**
 * A quote, underscore, tilde or © stuck to the front of a word of capitals or digits, with nothing closing it
 * ("'UMO/NIP", "_VAT", "\"20-FEB-2025"): a speck or a piece of a rule read as a mark, which would hide a date from
 * the date column. A quoted word keeps its quotes.
 */
function dropStrayMark(word: string): string {
  // A © before the ten digits of a mobile number is its first 0, a ring read with a speck ("©8170023860"): the
  // mobile ranges (0, then 7, 8 or 9, then 0 or 1) prove it.
  if (/^©[789][01]\d{8}$/.test(word)) return `0${word.slice(1)}`;
  // A hyphen stuck to the front of a word of capitals ("CHICKEN -REPUBLIC"): a speck of the rule above; a figure's
  // minus stays (only letters follow here).
  if (/^-[A-Z]{3,}$/.test(word)) return word.slice(1);
  const m = /^["'‘’“”_~©]+(?=[A-Z0-9])/.exec(word);
  if (!m || /["'‘’“”]/.test(word.slice(m[0].length))) return word;
  return word.slice(m[0].length);
}

/**
 * An exclamation mark inside a word of capitals is an I (a thin letter read as "!", or as "!I" twice over:
 * "OGECH!I" for "OGECHI"); printed words never hold one there.
 */
function exclamationAsI(word: string): string {
  // One that ends a name the vocabulary does not know ("OLAWUY!", "OBIAGEL!") is its last I: no narration of the
  // held-out truths prints a "!" at all. A known word keeps it ("TRF!" is a slash misread, not an I).
  const bare = /^([A-Z]{3,})!$/.exec(word);
  if (bare) return isKnownWord(bare[1]) ? word : `${bare[1]}I`;
  if (!/^[A-Z]+(?:!I?|I!)[A-Z]*$/.test(word) || /!$/.test(word)) return word;
  return word.replace(/!I|I!|!/, 'I');
}

/** A masked number's marks: digits, three to eight star-like marks, digits. */
const MASKED_NUMBER = new RegExp(`^(\\d{2,4})([${STAR_MARKS}]{3,8})(\\d{2,4})$`);

/**
 * A masked account number ("612****622") whose stars OCR read partly as other marks ("612>***622", "177*%*+034",
 * "854*°**041"): digits, a run of three to eight marks of which at least two are stars, digits. Such a run is
 * printed only as stars.
 */
function maskedNumber(word: string): string {
  return word.replace(MASKED_NUMBER, (m, a: string, mask: string, b: string) =>
    (mask.match(/\*/g)?.length ?? 0) >= 2 ? a + '*'.repeat(mask.length) + b : m,
  );
}

/** Letters OCR reads for digits, inside a short code (only digits are printed there). */
const CODE_DIGITS: Record<string, string> = { g: '9', q: '9', O: '0', o: '0', Q: '0', D: '0', S: '5', s: '5', I: '1', l: '1', '|': '1', B: '8' };

/**
 * A USSD short code ("*945*", "*737#") as OCR may read it: its closing star as "%", a mark more before or after it
 * ("*945*%", "*7799%*"), a digit as the letter it resembles ("*g45*", "*9Q9*"). A closing "#" alone is kept: the code is dialled
 * so, and statements print it so ("VIA *737#"). Only digits stand between the marks of such a code; a word that is
 * no code (letters the table does not map, more than five characters inside) is returned as read.
 */
function shortCode(word: string): string {
  // "VIA*737#", "VIAX737#": the space before the code lost, its star read as X.
  const via = /^(VIA)[*xX](\d{3,4}#)$/.exec(word);
  if (via) return `${via[1]} ${shortCode(`*${via[2]}`)}`;
  // A code printed against the word after it ("*919*DATA 9MOBILE", read "*Q19*DATA"): the code, then the word.
  const glued = /^(\*[0-9gqOoQDSsIl|B]{3,4}[*#])([A-Z]{2,}.*)$/.exec(word);
  if (glued) return `${shortCode(glued[1])}${glued[2]}`;
  // A bank's code whose opening star was lost ("901#", "770\""): statements print every such code with it.
  const bare = /^(\d{3,4})(#|[°"”])$/.exec(word);
  if (bare && BANK_CODES.includes(bare[1])) return `*${bare[1]}${bare[2] === '#' ? '#' : '*'}`;
  // The closing star read as a degree sign or a quote ("*770°", "*770\""), the opening one as a quote ("“901#"): a
  // star is printed high on the line, where those marks are.
  const m = /^[*“”"]([0-9gqOoQDSsIl|B]{2,5})(\*[*%#]?|%\*?|#|[°"”])$/.exec(word);
  if (!m || !/\d/.test(m[1])) return word;
  const code = bankCode(m[1].replace(/[^0-9]/g, (c) => CODE_DIGITS[c] ?? c));
  // Opened by a quote, it is a code only if it is a bank's: a quoted number stays quoted.
  if (!word.startsWith('*') && !BANK_CODES.includes(code)) return word;
  return `*${code}${m[2] === '#' ? '#' : '*'}`;
}

/** Banks' USSD codes, as their customers dial them and statements print them. */
const BANK_CODES = ['737', '901', '966', '919', '894', '770', '822', '945', '833', '826', '329', '909', '326', '7799'];

/**
 * A code no bank uses that is one digit off exactly one bank's code (a digit misread, one read twice, one lost) is
 * that bank's code ("*137#" → "*737#", "*7374#" → "*737#"); one near two codes ("*319*": UBA's 919 or FCMB's 329)
 * stays as read.
 */
function bankCode(digits: string): string {
  if (BANK_CODES.includes(digits)) return digits;
  const near = BANK_CODES.filter((c) => oneEditApart(c, digits));
  return near.length === 1 ? near[0] : digits;
}

/** Letters OCR reads for the first digit of a long number. */
const FIRST_DIGIT: Record<string, string> = { O: '0', B: '8', $: '5', S: '5' };

/**
 * An account number or a reference whose first digit was read as the letter it resembles ("O4845602", "B668286031"):
 * seven digits or more after it. Narrations print no number after one of these letters (a "T" prefix, printed, is not
 * among them). A "$" only before nine digits (a ten-digit account number, "$139339098"): before an amount it may be
 * the naira sign.
 */
function numberWithLetterFirst(word: string): string {
  const m = /^([OBS])(\d{7,})$/.exec(word) ?? /^(\$)(\d{9})$/.exec(word);
  return m ? FIRST_DIGIT[m[1]] + m[2] : word;
}

/**
 * A slash read twice, as itself and as an I, before a word the vocabulary knows ("NIP/IGTBANK/…", "…/INGOZI"): a word
 * between slashes that is unknown, and known without the I, is that word.
 */
function withoutStrokeAfterSlash(part: string): string {
  const m = /^[I|l]([A-Z]{4,})$/.exec(part);
  return m && !isKnownWord(part) && isKnownWord(m[1]) ? m[1] : part;
}

/**
 * One OCR word (no spaces, or letter-spaced) with proven confusions repaired. `smallProven`: the word's characters
 * show its small letters shorter than its capitals and digits (see `smallLettersProven`), so they were printed small.
 */
export function repairOcrWord(read: string, smallProven = false): string {
  if (read.includes(' ')) return read;
  // The slash after one of banking's short words read as an I ("WDLIADECLA", "NIPIFCMB/ZAINAB"), where what follows
  // is a word the vocabulary knows or a reference ("POSITION" is no POS/TION).
  const slash = /^([A-Z]{3})[I|l]([A-Z0-9]{3,})(\/.*)?$/.exec(read);
  if (slash && BANK_WORDS.has(slash[1]) && !isKnownWord(read)) {
    const next = repairOcrWord(slash[2], smallProven);
    const rest = slash[3] ? `/${repairOcrWord(slash[3].slice(1), smallProven)}` : '';
    if (/^\d{6,}$/.test(next) || isKnownWord(next)) return `${slash[1]}/${next}${rest}`;
  }
  // Words joined by slashes, as narrations print them ("NiP/FRM" for "NIP/FRM"): each word is repaired on its own.
  if (/^[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z][A-Za-z0-9]*)+$/.test(read)) {
    return read
      .split('/')
      .map((w, i) => repairOcrWord(i > 0 ? withoutStrokeAfterSlash(w) : w, smallProven))
      .join('/');
  }
  const masked = maskedNumber(read);
  if (masked !== read) return masked;
  const code = shortCode(read);
  if (code !== read) return code;
  const number = numberWithLetterFirst(read);
  if (number !== read) return number;
  // A capital I read as a small l before another ("llupeju" for "Ilupeju"): no word is spelt with two l's first;
  // a small j before a word of capitals ("jACCESSMORE") is a rule's remnant: no word is spelt so.
  const word = exclamationAsI(dropStrayMark(read))
    .replace(/^ll(?=[a-z]{2,}$)/, 'Il')
    .replace(/^j(?=[A-Z]{3,}$)/, '');
  const dated = repairDate(word);
  if (dated !== word) return dated;
  // A month's l read as i or 1 ("Jui 18, 2025"): no word of three letters is spelt so.
  const month = word.replace(/[i1|]$/, 'l');
  if (month !== word && MONTHS_WITH_L.has(month.toLowerCase())) return month;
  // A bracket or bar read for the I that starts a capitalised word ("[UC" → "IUC"), and one small letter shaped
  // like its capital inside a word of capitals and digits ("ZiB250724…"). In a word of three, only an i between two
  // capitals ("NiP" for "NIP": a capital I is a bare stroke, and a speck above it makes it small).
  const opened = word
    .replace(/^[[|](?=[A-Z]{2})/, 'I')
    .replace(/^([A-Z0-9]+)([iocsxzvwu])([A-Z0-9]+)$/, (m, a: string, b: string, c: string) =>
      /[A-Z]/.test(a + c) && (m.length >= 4 || /^[A-Z]i[A-Z]$/.test(m)) && !smallProven ? a + b.toUpperCase() + c : m,
    )
    // The same I at the end of a word of capitals ("NGOZi"), or at its start ("iB TRF" for Stanbic's "IB TRF"): no
    // word is printed so.
    .replace(/^([A-Z]{3,})i$/, (m, a: string) => (smallProven ? m : `${a}I`))
    .replace(/^i(?=[A-Z]+$)/, (m) => (smallProven ? m : 'I'));
  // A name's capital O read as a Q ("Qlawale" for "Olawale"): no U after it, and the vocabulary knows the name.
  const named = /^Q[a-tv-z][a-z]{2,}$/.test(opened) && isKnownWord(`O${opened.slice(1)}`) ? `O${opened.slice(1)}` : opened;
  const letters = named.replace(/[A-Z0-9]+/g, (run) => qWithoutU(repairCapitalWord(run)));
  // A word in brackets ("(Sterting") is repaired inside them.
  return letters.replace(/^([(]?)(.+?)([),.]?)$/, (m, a: string, core: string, b: string) => a + repairThinLetters(core) + b);
}


/** Shapes OCR takes for one another, for words the page itself prints elsewhere (each way round). */
const PAGE_CONFUSIONS: readonly [string, string][] = [
  ['I', '/'],
  ['/', 'I'],
  ['Q', 'O'],
  ['O', 'Q'],
  ['0', 'O'],
  ['O', '0'],
  ['1', 'I'],
  ['I', '1'],
  ['l', 'I'],
  ['C', 'O'],
  ['G', 'O'],
];

/**
 * Words of a page repaired by the page itself: a word of five characters or more, printed once and unknown to the
 * vocabulary, which one confusion turns into exactly one word the page prints at least twice ("UMOINIP" on a page
 * with "UMO/NIP" in other rows). A code of the bank's own ("UMO/NIP") is in no vocabulary, but its other rows
 * prove it. Returns the repairs to make, word for word.
 */
export function pageWordRepairs(cells: readonly string[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const cell of cells) for (const w of cell.split(' ')) if (w) count.set(w, (count.get(w) ?? 0) + 1);
  const repairs = new Map<string, string>();
  for (const [word, n] of count) {
    if (n > 1 || word.length < 5 || !/[A-Za-z]{3}/.test(word) || isKnownWord(word.replace(/[^A-Za-z]/g, ''))) continue;
    const found = new Set<string>();
    for (let i = 0; i < word.length; i++)
      for (const [from, to] of PAGE_CONFUSIONS) {
        if (word[i] !== from) continue;
        const candidate = word.slice(0, i) + to + word.slice(i + 1);
        if ((count.get(candidate) ?? 0) >= 2) found.add(candidate);
      }
    // A table's rule read as an I (J, j, l) glued to a word the page prints twice or more on its own ("IACCESSMORE" under
    // three "ACCESSMORE"): the word with the I is printed once, so it is the misreading.
    const ruled = /^[IJjl]([A-Z]{4,})$/.exec(word)?.[1];
    if (found.size === 0 && ruled && (count.get(ruled) ?? 0) >= 2) found.add(ruled);
    if (found.size === 1) repairs.set(word, [...found][0]);
  }
  return repairs;
}
