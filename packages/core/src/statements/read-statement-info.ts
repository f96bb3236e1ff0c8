import type { Kobo } from '../contract.ts';
import { parseSignedAmount } from './parse-amount.ts';
import { parseDate, startsWithDate } from './parse-date.ts';
import { dashesAsHyphens, readableText } from './clean-text.ts';
import { addresseeName, BARE_NUBAN } from './addressee-name.ts';
import { detectBank } from './detect-bank.ts';
import { dottedNumbersBare, PART_MARK } from './dotted-parts.ts';
import { repairSummaryLabelSlips } from './summary-label-slips.ts';
import type { ClosingRow } from './types.ts';

export interface HeaderInfo {
  accountName: string | null;
  accountNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Kobo | null;
  closingBalance: Kobo | null;
  currency: string | null;
  /** Printed totals of the period (Money In / Money Out, Total Credits / Debits), for a cross-check. */
  totalCredits: Kobo | null;
  totalDebits: Kobo | null;
}

/** Masks an account number to its last 4 digits: "******1234". */
export function maskAccountNumber(digits: string): string | null {
  const d = digits.replace(/\D/g, '');
  if (d.length < 6) return null;
  return `${'*'.repeat(d.length - 4)}${d.slice(-4)}`;
}

// '#', '¥' and '§' are the naira sign as OCR reads it (parse-amount.ts); a text PDF's figure never starts so.
/**
 * A figure after its label. Its thousands may be grouped with points, as OCR reads commas on a photo ("197.345.12"):
 * the whole figure is taken, never its first group ("197.34"), and the amount reader tells the decimal point. A
 * faded scan may read a gap after a separator ("140, 950. 60").
 */
// Or whole naira with the currency before it ("N 87,400", "(N 833,450)"), as an app that prints no kobo does. A
// figure's thousands may be set apart by spaces ("N 1 250 000.00").
const AMOUNT = String.raw`((?:[-+(]?\s*(?:₦|NGN|=N=|N|[#¥§]+|[?\uFFFD](?=\d))?\s*\(?(?:\d{1,3}(?:[.,] ?\d{3})+|\d{1,3}(?: \d{3})+|[\d,]+)\. ?\d{2}\)?-?\s*(?:DR|CR)?)|(?:[-+]?\(?\s*(?:₦|NGN|=N=|N)\s?\d{1,3}(?:,\d{3})*\)?(?![\d.,]| \d)))`;
const DATE = String.raw`(20\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?!\d)|\d{1,2}(?:st|nd|rd|th)?[-/. ][A-Za-z]{3,9}[-/. ]\d{2,4}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|[A-Za-z]{3,9} \d{1,2},? \d{4}|\d{4} [A-Za-z]{3} \d{1,2})`;

// Business accounts (Moniepoint, bank SME statements) label the holder "Business Name"; a corporate statement
// "Account Title". A bare "Name:" counts only
// at the start of a line or a cell ("Name: IKECHUKWU …  Account No: …"), never inside "Bank Name:" or "Branch Name:";
// without its colon, "Name" or "Customer" only as a line's first cell ("Name  FATIMA …", a spreadsheet's label cell).
const NAME_RE =
  /(?:\b(?:account\s*nam(?:e|(?=\s))|customer\s*name|member\s*name|customer(?=\s*:\s*[A-Za-z])|business\s*name|name\s*of\s*account|account\s*holder|account\s*title)|(?:^|\s{2})name(?=\s*:)|^(?:customer|name)(?=\s{2}[A-Za-z]))\s*[:.-]?\s*(.+)$/i;
// "Account Nam": a label its cell cut short, its value after it (a spreadsheet printed with narrow label cells).
/** The labels an account number follows ("Account Number", "Acct No", a label its cell cut short, "Account Numb"). */
const NUMBER_LABEL = String.raw`\b(?:account\s*(?:num(?:b(?:er?)?)?|no\.?|#)|acct\s*(?:no\.?|number)|nuban|wallet\s*(?:number|no\.?))|^account(?=\s{2})`;
/**
 * An account number after its label, or after "Account:" right before ten digits; a spreadsheet may keep Excel's
 * text mark before it (`'4481203395`). Its digits may be grouped by single spaces or dashes, but it ends where a word
 * begins: a scan's "0117654329  5avings" (OCR's `5` for the S of "Savings") is ten digits, not eleven.
 */
const NUMBER_RE = new RegExp(
  String.raw`(?:${NUMBER_LABEL}|\baccount(?=\s*[:.]\s*\d{10}(?!\d)))\s*[:.-]?\s*'?(\d(?:[\d-]| (?=\d)){5,20}\d)(?![A-Za-z\d])`,
  'i',
);
/**
 * A number the bank printed masked after the same labels ("Account : ******4521", "51****4417"): ten places, stars
 * (or x) among them, its last three digits or more shown, or two at each end ("02******61").
 */
const MASKED_NUMBER_RE = new RegExp(
  String.raw`(?:${NUMBER_LABEL}|\baccount(?=\s*[:.]\s*[\d*]{10}(?![\d*])))\s*[:.-]?\s*((?=[\d*xX]{10}(?![\d*xX]))(?:\d{0,6}[*xX]{2,8}\d{3,6}|\d{2,6}[*xX]{2,8}\d{2}))(?![A-Za-z\d*])`,
  'i',
);

/** A number alone in its cell, bare or masked as printed, after the account's kind ("Savings 007******519"). */
const MASKED_CELL = /^(?=[\d*xX]{10}$)\d{2,6}[*xX]{2,8}\d{2,4}$/;
const ACCOUNT_KIND = /^(?:savings|current|wallet|personal|business|salary|domiciliary)(?: account)?$/i;
/** A cell that reads as a bank's full name ("Kuda Microfinance Bank", "Wema Bank PLC"), when detect-bank.ts knows it. */
const BANK_NAMED = /\b(?:bank|microfinance|mfb|plc)\b/i;
const NUMBER_CELL =
  /^(?:(?:savings|current|wallet)(?: account)?\s+)?(\d{10}|(?=[\d*xX]{10}$)\d{2,6}[*xX]{2,8}\d{2,4})$/i;

/** A masked number as the statement shows it, masked to its last four places as every other number is. */
function maskedAsPrinted(printed: string | undefined): string | null {
  if (!printed) return null;
  const places = printed.replace(/[xX]/g, '*');
  return `${'*'.repeat(places.length - 4)}${places.slice(-4)}`;
}

/**
 * A section title naming the account and its number, alone on its line or with its currency: "CURRENT ACCOUNT -
 * 1489920317", "CURRENT ACCOUNT 3118204576 (NGN)", "CURRENT ACCOUNT 3012****89 (NGN)", "NAIRA CURRENT ACCOUNT -
 * 0123456789  Currency: NAIRA (NGN)".
 */
const TITLED_NUMBER =
  /^[A-Za-z][A-Za-z ]{2,40}\baccount\s*[-:–]?\s*(\d{10}|(?=[\d*xX]{10}(?![\d*xX]))\d{2,6}[*xX]{2,8}\d{2,4})(?:\s*\(?[A-Z]{3}\)?)?(?:\s+currency\b.*|\s*[·•|]\s.*)?$/i;
const PERIOD_RE = new RegExp(
  String.raw`(?:period|statement\s*(?:period|date)|from|date\s*range)?\s*[:.\-]?\s*${DATE}\s*(?:to|–|-|—|~|through|and)\s*${DATE}`,
  'i',
);
/** A period printed alone on its line, without a label ("01/05/2025 - 31/05/2025" under the account). */
const BARE_PERIOD_RE = new RegExp(String.raw`^${DATE}\s*(?:to|–|-|—)\s*${DATE}$`, 'i');
/**
 * Between a label and its figure: a colon, a point or a dash, but a dash right before a digit is the figure's minus
 * sign ("Opening Balance -45123.00", a spreadsheet's negative number), not a separator.
 */
// A currency in brackets after the label ("Opening Balance (NGN): 23,450.00", a wallet's export).
const SEP = String.raw`(?:\s*\((?:₦|NGN|N)\))?\s*(?:[:.]|-(?!\d))?`;
const OPENING_RE = new RegExp(
  String.raw`(?:opening\s*(?:ledger\s*|book\s*)?bal(?:ance|\.)?|balance\s*b/?f|beginning\s*balance|balance\s*brought\s*forward)\s*${SEP}\s*${AMOUNT}`,
  'i',
);
const CREDITS_RE = new RegExp(
  String.raw`(?:money\s*in|total\s*(?:credits?|lodgements?|deposits?|inflows?))\s*${SEP}\s*${AMOUNT}`,
  'i',
);
const DEBITS_RE = new RegExp(
  String.raw`(?:money\s*out|total\s*(?:debits?|withdrawals?|outflows?))\s*${SEP}\s*${AMOUNT}`,
  'i',
);
const CLOSING_RE = new RegExp(
  String.raw`(?:closing\s*(?:ledger\s*|book\s*)?bal(?:ance|\.)?|balance\s*c/?f|ending\s*balance|available\s*balance|balance\s*carried\s*forward)\s*${SEP}\s*${AMOUNT}`,
  'i',
);

/**
 * A label wrapped in its cell with its value wrapped beside it (a word processor's table: "ACCOUNT  YAKUBU DANLADI"
 * over "NAME  GAMBO"): the line the label's first word opens gives the value's first words. Only for the label
 * "NAME" alone at the start of its line, under "ACCOUNT" or "CUSTOMER" alone in its cell.
 */
function wrappedNameStart(lines: readonly string[], at: number, line: string): string {
  if (!/^name\s{2}/i.test(line)) return '';
  // The lines between may hold another cell's value alone (the account number, centred on its two-line label).
  for (const above of lines.slice(Math.max(0, at - 2), at).reverse()) {
    const m = /^(?:account|customer)\s{2,}([A-Z][A-Za-z'.-]*(?: [A-Z][A-Za-z'.-]*){0,3})(?:\s{2}|$)/i.exec(
      above.trim(),
    );
    if (m) return `${m[1]} `;
    if (!/^\s*\d[\d\s-]*$/.test(above)) return '';
  }
  return '';
}

/** An account name without the artefacts of the line it was printed on ("… Statement", "Branch: …", "NGOZI|"). */
export function cleanAccountName(name: string): string {
  return (
    readableText(name)
      // A label's colon a scan read as a letter and a dot ("Account Name H . GARBA"), or as a lone mark: no name's
      // initial stands apart from its point.
      .replace(/^(?:[A-Za-z]\s+)?[.:;,|]\s+(?=[A-Z])/, '')
      .split(
        /\s{2,}|\s\|\s|\b(?:branch|print(?:ed)?\.?\s*date|start\s*date|period|currency|account\s*(?:number|no|type))\b\s*[:.]?/i,
      )[0]
      .replace(/\s*\b(?:account\s+)?statement(?:\s+of\s+account)?\s*$/i, '')
      .replace(/[|:;,.\-\s]+$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A month and year alone in a cell, as an app's month selector prints it: its first and last day. */
function monthSelector(cell: string): [string, string] | null {
  const m = /^([A-Za-z]{3,9})\.?,? (\d{4})(?:\s*[v▾▼⌄˅>])?$/.exec(cell.trim());
  const month = m ? MONTH_NAMES.indexOf(m[1].slice(0, 3).toLowerCase()) + 1 : 0;
  if (!m || month === 0 || !/^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/i.test(m[1])) return null;
  const year = Number(m[2]);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return [`${year}-${mm}-01`, `${year}-${mm}-${String(last).padStart(2, '0')}`];
}

/** Reads the block above the table (and summaries around it) for the account and the period. */
const GREETING =
  /^(?:[Ww]elcome|WELCOME|[Hh]ello|HELLO|[Hh]i|HI)(?: [Bb]ack| BACK)?,?\s+(?!(?:to|To|TO|back|Back|our|Our|your|Your|the|The)\b)([A-Z][A-Za-z'.-]+(?: [A-Z][A-Za-z'.-]+){1,4})(?=\s*(?:[|!·]|\s{2}|$))/;

export function readStatementInfo(
  headerText: readonly string[],
  allText: readonly string[],
  closingRow: ClosingRow | null = null,
  options: { ocr?: boolean } = {},
): HeaderInfo {
  const amount = (text: string) => parseSignedAmount(text, { ocr: options.ocr });
  const info: HeaderInfo = {
    accountName: null,
    accountNumber: null,
    periodStart: null,
    periodEnd: null,
    openingBalance: null,
    closingBalance: null,
    currency: null,
    totalCredits: null,
    totalDebits: null,
  };
  const scan = (lines: readonly string[]) => {
    for (const [at, raw] of lines.entries()) {
      // Two spaces mark a gap between cells ("Account Name  ADA OKAFOR  Print Date"): keep them.
      // A minus sign or dash between a date's parts ("01−10−2025", a2ps's hyphen) is a hyphen.
      const spaced = dashesAsHyphens(raw.normalize('NFKC'))
        .replace(/[ \t]{3,}/g, '  ')
        .trim();
      // A scan's label misread by one letter ("Total Dehits") is the label.
      const line = options.ocr ? repairSummaryLabelSlips(spaced) : spaced;
      if (!info.accountName) {
        const m = NAME_RE.exec(line);
        if (m) {
          const name = m[1]
            .split(/\s{2,}|\s(?:account|acct|currency|period|address|opening|closing)\b/i)[0]
            .replace(/[:.\-\s]+$/, '')
            .trim();
          const clean = cleanAccountName(wrappedNameStart(lines, at, line) + name);
          if (/[A-Za-z]/.test(clean)) info.accountName = clean;
        }
      }
      if (!info.accountNumber) {
        const m = NUMBER_RE.exec(line);
        if (m) info.accountNumber = maskAccountNumber(m[1]);
        else info.accountNumber = maskedAsPrinted(MASKED_NUMBER_RE.exec(line)?.[1]);
      }
      if (!info.periodStart) {
        const m = PERIOD_RE.exec(line);
        // Labelled, alone on its line, or ending the line that gives the account ("Account. 3086471259 Savings
        // 10/09/2025 - 30/09/2025", an internet-banking page's strip).
        const endsAccountLine =
          m !== null && /\baccount\b/i.test(line) && m.index + m[0].length === line.trimEnd().length;
        if (m && (/period|from|statement|range|date/i.test(line) || BARE_PERIOD_RE.test(line) || endsAccountLine)) {
          const a = parseDate(m[1]);
          const b = parseDate(m[2]);
          if (a && b && a <= b) {
            info.periodStart = a;
            info.periodEnd = b;
          }
        }
      }
      if (info.openingBalance === null) {
        const m = OPENING_RE.exec(line);
        if (m) info.openingBalance = amount(m[1]);
      }
      if (info.closingBalance === null) {
        const m = CLOSING_RE.exec(line);
        if (m) info.closingBalance = amount(m[1]);
      }
      if (info.totalCredits === null) {
        const m = CREDITS_RE.exec(line);
        if (m) info.totalCredits = Math.abs(amount(m[1]) ?? NaN) || null;
      }
      if (info.totalDebits === null) {
        const m = DEBITS_RE.exec(line);
        if (m) info.totalDebits = Math.abs(amount(m[1]) ?? NaN) || null;
      }
      if (!info.currency) {
        const m = /\bcurrency\s*[:.-]?\s*([A-Z]{3})\b/i.exec(line);
        if (m) info.currency = m[1].toUpperCase();
      }
    }
  };
  scan(headerText);
  // A banner line of cells split by bars or dots ("Account Statement | Ruth Ebere Nwachukwu | 2047731958 | …",
  // "IBRAHIM SANI MUSA · 8142095536"), or a name and a bare number alone on a line, reads as if each cell were its
  // own line: the name over the bare number.
  // A dotted line's number after its product's name ("NAME · ALAT Savings 0239517864 · …") is read as if bare.
  const cells = headerText.map(dottedNumbersBare).flatMap((l) => {
    const pair = l.trim().split(/\s{2,}|\s[·|–-]\s/);
    // The number first on a dotted line ("0239517864 · ABIMBOLA COKER"): the name follows it, as under it.
    if (pair.length === 2 && PART_MARK.test(l) && BARE_NUBAN.test(pair[0].trim())) return pair;
    // "Halima Sani - 4000177213", "Ada Obi · Savings 0123456789": the account's kind is no cell of either.
    const numbered = pair.length === 2 ? NUMBER_CELL.exec(pair[1].trim()) : null;
    // The account's kind before it ("Savings Account - 0158264937") leaves the number under the name above it; a
    // wordmark before it ("OPay  Wallet account 81******47") names the bank, not the holder: read below.
    if (numbered && ACCOUNT_KIND.test(pair[0].trim())) return [numbered[1]];
    if (numbered && !detectBank([pair[0]], undefined, null)) return [pair[0], numbered[1]];
    // A longer banner holding the bare number ("NAME · Savings Account · 1473920586", an online-banking page;
    // "STERLING BANK PLC - ACCOUNT STATEMENT - NAME - 0081736452 - 1-Nov-25 to 30-Nov-25", a CSV's title line): the
    // account's kind between the name and the number is no cell of either.
    // A spreadsheet's title row gives the same cells as cells ("Nova Bank account export;NAME;2207731546;…").
    // Its last cell may run on into the line's next cells ("… · 2087741935  01-Oct-2025 to 31-Oct-2025  Opening
    // Balance: …", a browser page photographed): the cells after the bars or dots are cut at wide gaps too.
    const split = l.trim().split(/\s[·|–-]\s/);
    const banner =
      split.length >= 3 ? [...split.slice(0, -1), ...split.at(-1)!.split(/\s{2,}/)] : l.trim().split(/\s{2,}/);
    if (banner.length >= 3 && banner.some((c) => BARE_NUBAN.test(c.trim())))
      return (
        banner
          .map((c) => {
            // The banner's first cell may carry a heading printed before it on the line ("Transaction History
            // CHIAMAKA ADANNA OKONKWO"): the name is the run of capitalised words it ends with.
            const last = c
              .trim()
              .split(/\s{2,}/)
              .at(-1)!;
            return (/[a-z]/.test(last) && /\b([A-Z][A-Z'.-]+(?: [A-Z][A-Z'.-]+){1,4})$/.exec(last)?.[1]) || last;
          })
          // The account's kind, and the bank's full name between the name and the number ("NAME · Kuda Microfinance
          // Bank · 2013847756 · …"), are no cell of either.
          .filter(
            (c) =>
              BARE_NUBAN.test(c.trim()) ||
              !(
                /\b(?:savings|current|account|wallet)\b/i.test(c) ||
                (BANK_NAMED.test(c) && detectBank([c], undefined, null))
              ),
          )
      );
    // An online-banking page's breadcrumb ("Accounts › 3910472685 › Account History") holds the number as a cell.
    return l.split(/\s[|›»]\s/);
  });
  info.accountName ??= addresseeName(cells);
  // The page greets the person signed in ("Welcome, Kehinde Oluwafemi Adegoke | Accounts  Transfers …").
  info.accountName ??= headerText.map((l) => GREETING.exec(l.trim())?.[1]).find((n) => n !== undefined) ?? null;
  // Only above the table: a bare ten-digit number in the rows or a footer is a reference, not the account.
  if (!info.accountNumber) {
    const bare = cells.map((l) => l.trim()).find((l) => BARE_NUBAN.test(l));
    if (bare) info.accountNumber = maskAccountNumber(bare);
    else info.accountNumber = maskedAsPrinted(cells.map((l) => l.trim()).find((l) => MASKED_CELL.test(l)));
  }
  // The table's title names the account: "CURRENT ACCOUNT - 1489920317", "Wallet account 5400218873 · 1 Sep 2025 – …".
  if (!info.accountNumber) {
    const title = headerText.map((l) => TITLED_NUMBER.exec(l.trim())).find((m) => m !== null);
    if (title) info.accountNumber = /\d{10}/.test(title[1]) ? maskAccountNumber(title[1]) : maskedAsPrinted(title[1]);
  }
  // The preamble as the page printed it, before the first row: a spreadsheet printed across pages has the labels on
  // one page and their values on another, so the header put back together can lose which value is whose
  // (sheet-across-pages.ts), while the page that prints both keeps "Account Number  0079352416" on one line.
  if (!info.accountNumber) {
    const firstRow = allText.findIndex((l) => startsWithDate(l.trim()));
    for (const line of allText.slice(0, firstRow < 0 ? 0 : firstRow)) {
      const m = NUMBER_RE.exec(line);
      if (m) {
        info.accountNumber = maskAccountNumber(m[1]);
        break;
      }
    }
  }
  // An app's history names its month in a selector above the list ("October 2025 ▾", "Nov 2025 v"): the month is
  // the period, which gives the list's dates without a year ("Oct 28, 2:40 PM") theirs.
  if (!info.periodStart) {
    const month = cells
      .flatMap((c) => c.split(/\s{2,}/))
      .map((c) => monthSelector(c))
      .find((m) => m !== null);
    if (month) [info.periodStart, info.periodEnd] = month;
  }
  // A closing row at the foot of the table, read by column, before the loose text after it.
  if (closingRow) {
    info.closingBalance ??= closingRow.closingBalance;
    info.totalDebits ??= closingRow.totalDebits;
    info.totalCredits ??= closingRow.totalCredits;
  }
  // Summaries are sometimes printed after the table.
  const tail = allText.slice(-15);
  const before = { ...info };
  scan(tail);
  // Only balances may come from the tail; the name and the number from the header block (a row's "TRF TO ACCOUNT NO
  // 0123456789" near the end is the payee's).
  info.accountName = before.accountName ?? (headerText.length === 0 ? info.accountName : before.accountName);
  info.accountNumber = before.accountNumber ?? (headerText.length === 0 ? info.accountNumber : before.accountNumber);
  return info;
}
