/**
 * The account holder's name when the statement prints it without a label: a line of two to five capitalised words
 * right above the first line of a postal address, as the addressee of a letter ("FUNMILAYO GRACE ADEWUMI" over
 * "Plot 12 Admiralty Way, Lekki Phase 1"), or right above the account number printed alone ("Halima Zainab Abubakar"
 * over "2043598817"), or at the start of the line that gives the account number ("PREYE TAMUNOIBI ALAGOA  Account No:
 * 6150983327  Period: …", as Fidelity and OPay print it), or right above the labelled account number in a block of
 * its own ("EBUKA SAMUEL ORJI" over "Account Number: 2048731956", Kuda's top right), or over a line that gives the
 * labelled account number among other words (a savings app's "Flex Naira account number: 9934027156"), or
 * run into the address on one line where a photo drew the two together.
 */
import { PART_MARK, productNumber } from './dotted-parts.ts';

/** A NUBAN printed alone on its line, without a label. */
export const BARE_NUBAN = /^\d{10}$/;
const NAME_LINE = /^[A-Z][A-Za-z'.-]*(?: [A-Z][A-Za-z'.-]*){1,4}$/;
/** Words of a title, a bank or a document, or a wordmark with "Bank" run into it ("ProvidusBank"): never a person's name. */
const NOT_A_NAME =
  /[A-Za-z]BANK\b|\b(?:BANK|STATEMENT|ACCOUNT|LIMITED|LTD|PLC|BRANCH|GROUP|CUSTOMER|PERIOD|SUMMARY|PAGE|NIGERIA|OFFICE|HEAD|CONFIDENTIAL|DEAR|SAVINGS|CURRENT|TRANSACTIONS?|HISTORY|WALLET|ACTIVITY|EXPORT)\b/i;
const ADDRESS =
  /^(?:plot|no\.?|house|flat|block|suite|km)\s*\d|^\d+[A-Za-z]?,?\s+[A-Za-z]|\b(?:road|rd|street|str?|way|avenue|ave|close|crescent|estate|lane|drive|layout|p\.?\s?o\.?\s*box)\b\.?(?:,|\s|$)/i;

/** Two to five capitalised words, then the account number's label: the name is the holder's. */
const NAME_BEFORE_NUMBER =
  /^([A-Z][A-Za-z'.-]*(?: [A-Z][A-Za-z'.-]*){1,4}?) (?:Account|ACCOUNT|Acct|ACCT)\.? ?(?:No|NO|Number|NUMBER|Num|NUM)\b/;

/** The first cell of a header line: a block beside the address (account number, period) shares its lines. */
const firstCell = (line: string) =>
  line
    .trim()
    .split(/\s{2,}/)[0]!
    .replace(/\s+/g, ' ');

/** A line's second cell when its first is the bank's wordmark (a bank's word, "Bank" run into a name); else ''. */
function afterWordmark(line: string): string {
  const cells = line.trim().split(/\s{2,}/);
  return cells.length === 2 && NOT_A_NAME.test(cells[0]) && !/\d/.test(cells[0]) ? cells[1].replace(/\s+/g, ' ') : '';
}

/** The account number with its label, a whole cell: "Account Number: 2048731956", "Account: 6602118457", masked or not. */
const LABELLED_NUBAN = /^(?:account|acct)\.?\s*(?:number|no\.?)?\s*[:.]?\s*(?:\d{10}|\d{2,4}\*{2,8}\d{2,4})$/i;

const cellsOf = (line: string) => line.trim().split(/\s{2,}/);

/**
 * The account number with its label or its account's kind, anywhere in a line ("Savings Account - 0158264937",
 * "Wallet account 81******47").
 */
const NUBAN_IN_LINE =
  /\b(?:(?:account|acct)\.?\s*(?:number|no\.?)|(?:savings|current|wallet)\s+account)\s*[:.·–-]?\s*(?:\d{10}\b|\d{2,4}\*{2,8}\d{2,4}\b)/i;

/** The last cell of a header line: a block at the right of the page (name over account number) shares its lines. */
const lastCell = (line: string) =>
  line
    .trim()
    .split(/\s{2,}/)
    .at(-1)!
    .replace(/\s+/g, ' ');

/**
 * The addressee and the first line of the address read as one line (a photo whose lines lie close together:
 * "TUNDE OLUWASEUN AKINTOLA 22 Bode Thomas Street, Surulere, Lagos"): capitalised words, then a house number.
 */
const STREET = /\b(?:road|rd|street|str|way|avenue|ave|close|crescent|estate|lane|drive|layout)\b/i;
const NAME_THEN_ADDRESS = /^([A-Z][A-Z'.-]*(?: [A-Z][A-Z'.-]*){1,4}) (\d+[A-Za-z]?,? [A-Za-z].*)$/;

/**
 * A statement's period as printed: two dates with a dash or "to" between them, the dates in figures or with the
 * month's name between spaces ("01 Nov 2025 – 31 Dec 2025", "Nov 1, 2025 - Dec 31, 2025").
 */
const SPACED_DATE = String.raw`(?:\d{1,2} [A-Za-z]{3,9},? \d{4}|[A-Za-z]{3,9} \d{1,2},? \d{4})`;
const PERIOD = new RegExp(
  String.raw`^\S*\d{4}\S*\s*(?:[-–—]|to)\s*\S*\d{4}\S*$|^\S*\d\S*\s*(?:[-–—]|to)\s*\S*\d{4}\S*$|^${SPACED_DATE}\s*(?:[-–—]|to)\s*${SPACED_DATE}$`,
  'i',
);

/** A label's value in a part of its own ("Currency NGN", "Tier 3", "Branch Ikeja"): no name. */
const LABEL_AND_VALUE = /^(?:currency|type|tier|status|branch|period|date|bvn|phone|email|product|plan|balance)\b/i;

/**
 * A line set in parts with middle dots or bars ("HALIMA ZAINAB LAWAL · 01/06/2025 - 31/07/2025", "… · Account
 * Statement · 5020123456", "ABIMBOLA OLAMIDE COKER · ALAT Savings 0239517864 · 01 Nov 2025 – 31 Dec 2025"): the name
 * is the part that stands beside the period or the account number, bare or after its product's name, in whatever
 * order. Beside the number with its label in a part of its own, only the part right before it (an app's "Nnamdi
 * Chisom Ekwueme · Account number 7023418956 · Carbon Microfinance Bank"), or right after it where it is no label's
 * value: the parts after a label are mostly its like ("Account number 9023417781 · Currency NGN").
 */
function nameInParts(line: string): string | null {
  if (!PART_MARK.test(line)) return null;
  // A wordmark beside the line is a part of its own ("Ecobank  HALIMA ZAINAB LAWAL · 01/06/2025 - 31/07/2025").
  const parts = line.split(/\s{2,}|\s+[·•|]\s+/).map((p) => p.trim().replace(/\s+/g, ' '));
  const isName = (p: string | undefined) =>
    p !== undefined && NAME_LINE.test(p) && !NOT_A_NAME.test(p) && !PERIOD.test(p);
  if (parts.length < 2) return null;
  if (!parts.some((p) => PERIOD.test(p) || BARE_NUBAN.test(p) || productNumber(p) !== null)) {
    const at = parts.findIndex((p) => LABELLED_NUBAN.test(p));
    if (at < 0) return null;
    const [before, after] = [parts[at - 1], parts[at + 1]];
    if (isName(before)) return before!;
    return isName(after) && !LABEL_AND_VALUE.test(after!) ? after! : null;
  }
  return parts.find(isName) ?? null;
}

/** A letter's greeting to the holder ("Dear ADAEZE CHIOMA OKONKWO,", an e-mailed statement's), a title before the name. */
const GREETING =
  /^Dear\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Chief|Alhaji|Alhaja|Prof)\.?\s+)?([A-Z][A-Za-z'.-]*(?: [A-Z][A-Za-z'.-]*){1,4})\s*[,:]?$/;

/** A figure alone in its cell ("NGN 1,094,337.02"): a balance printed beside the account number. */
const FIGURE_CELL = /^(?:NGN|₦|N)?\s?-?[\d,]+\.\d{2}$/;

/**
 * The name under an account number printed alone (an online-banking page's account card), its balances beside the
 * number, the branch's or product's code after a dot on the name's line ("OLUWASEUN KAYODE ADEBANJO · ECO").
 */
function nameUnderNumber(headerText: readonly string[], i: number): string | null {
  if (!BARE_NUBAN.test(firstCell(headerText[i]))) return null;
  let j = i + 1;
  while (j < headerText.length && FIGURE_CELL.test(headerText[j].trim())) j++;
  if (j >= headerText.length) return null;
  const name = firstCell(headerText[j]).split(/\s+[·•|]\s+/)[0]!;
  return NAME_LINE.test(name) && !NOT_A_NAME.test(name) ? name : null;
}

export function addresseeName(headerText: readonly string[]): string | null {
  return addresseeBeside(headerText) ?? greetedName(headerText);
}

/** Last, the name a letter greets, where the statement prints it nowhere else. */
function greetedName(headerText: readonly string[]): string | null {
  for (const line of headerText) {
    const m = GREETING.exec(line.replace(/\s+/g, ' ').trim());
    if (m && !NOT_A_NAME.test(m[1])) return m[1];
  }
  return null;
}

function addresseeBeside(headerText: readonly string[]): string | null {
  for (const line of headerText) {
    const m = NAME_BEFORE_NUMBER.exec(line.replace(/\s+/g, ' ').trim());
    if (m && !NOT_A_NAME.test(m[1])) return m[1];
  }
  for (const line of headerText) {
    const name = nameInParts(line.trim());
    if (name) return name;
  }
  for (const line of headerText) {
    const m = NAME_THEN_ADDRESS.exec(firstCell(line));
    if (m && !NOT_A_NAME.test(m[1]) && STREET.test(m[2])) return m[1];
  }
  for (let i = 0; i + 1 < headerText.length; i++) {
    for (const [line, next] of [
      // The whole line only where it is one cell: a wordmark far left of the name ("PalmPay    ADEOLA OGUNBIYI") is
      // no part of it (the block at the right is read below).
      [cellsOf(headerText[i]).length === 1 ? headerText[i].replace(/\s+/g, ' ').trim() : '', headerText[i + 1].trim()],
      [firstCell(headerText[i]), firstCell(headerText[i + 1])],
      // The name on the line of the bank's wordmark ("ProvidusBank  TOMIWA FOLASADE ADESANYA"), the address under it.
      [afterWordmark(headerText[i]), headerText[i + 1].trim()],
    ]) {
      if (!NAME_LINE.test(line) || NOT_A_NAME.test(line)) continue;
      if (ADDRESS.test(next) || BARE_NUBAN.test(next)) return line;
      // The name over a line that gives the account number with its label, among other words ("Blessing Nwachukwu
      // Eze" over "Flex Naira account number: 9934027156 (Providus Bank)", a savings app's statement).
      if (NUBAN_IN_LINE.test(next)) return line;
    }
    const named = nameUnderNumber(headerText, i);
    if (named) return named;
    // A block at the right: the name over its labelled account number ("EBUKA SAMUEL ORJI" over "Account Number:
    // 2048731956", beside a wordmark).
    const [cell, under] = [lastCell(headerText[i]), lastCell(headerText[i + 1])];
    if (NAME_LINE.test(cell) && !NOT_A_NAME.test(cell) && LABELLED_NUBAN.test(under)) return cell;
  }
  // Last, the name set right of a wordmark with a title under it, the labelled number on the line after ("paga
  // FUNMILAYO GRACE ADEYEMI" / "Transaction History" / "Wallet account number: 30******71 | Period: …").
  for (let i = 0; i + 2 < headerText.length; i++) {
    const cells = cellsOf(headerText[i]);
    const cell = cells.at(-1)!.replace(/\s+/g, ' ');
    if (cells.length === 2 && NAME_LINE.test(cell) && !NOT_A_NAME.test(cell) && NUBAN_IN_LINE.test(headerText[i + 2]))
      return cell;
  }
  return null;
}
