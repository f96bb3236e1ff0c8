import { assembleRows } from './assemble-rows.ts';
import { blockText, spacedText } from './block-text.ts';
import { readClosingRow } from './closing-row.ts';
import type { Column } from './column-cells.ts';
import { headerAt } from './find-header.ts';
import type { ColumnRole, Line, RawRow, TableRead, TableSection } from './types.ts';
import { cellLines, hasDate, inferredColumns, type Block } from './table-blocks.ts';
import { joinWrappedCells } from './wrapped-cells.ts';
import { isNotTransactionsTitle } from './trailing-tables.ts';

const TYPED_RULE = /^[-=_~*—–−‐‑‒―]{3,}$/;

/** The columns that make a table what it is, for telling a new account's table from the same one continued. */
const TABLE_ROLES: ReadonlySet<ColumnRole> = new Set([
  'date',
  'description',
  'debit',
  'credit',
  'amount',
  'balance',
  'counterparty',
]);

/** An account section: the text above its first heading and its blocks. */
interface Section {
  pre: Line[];
  blocks: Block[];
}

const SUMMARY_LABEL = /opening balance|balance b\/?f|beginning balance/i;
/**
 * A dated line of a summary box ("Period 01 Feb 2025 - 28 Feb 2025  Closing Balance …"): its date does not make it
 * a table line, so the box above a section's heading is still seen whole.
 */
const SUMMARY_DATED = /\b(?:period|opening balance|closing balance|date printed|print(?:ed)? date|generated)\b/i;

/**
 * Reconstructs the transaction table of a text PDF or OCR page from positioned lines. A heading that comes back
 * after a new summary box (an "Opening Balance" label) or with different columns starts a new account section.
 */
export function readPositionalTable(printed: readonly Line[]): TableRead {
  // A rule typed out in characters ("-----", "=====") under a monospaced heading is no text of any cell.
  const lines = printed.filter((l) => !TYPED_RULE.test(l.text.trim()));
  const allText = lines.map((l) => l.text);
  const warnings: string[] = [];
  const roles = new Set<ColumnRole>();
  const headerLines = new Set<number>();
  const headings = new Map<number, Column[]>();
  const headingText = new Map<number, string[]>();
  for (let i = 0; i < lines.length; i++) {
    if (headerLines.has(i)) continue;
    const h = headerAt(lines, i);
    if (!h) continue;
    const start = Math.min(...h.used);
    headings.set(start, h.columns);
    headingText.set(
      start,
      h.columns.filter((c) => c.role !== 'ignore' || c.text).map((c) => c.text),
    );
    for (const j of h.used) headerLines.add(j);
  }
  // Text printed at the same place on several pages without a date (running titles and footers, an unrecognised
  // heading) is page furniture, never a narration line.
  const placed = new Map<string, Set<number>>();
  const key = (l: Line) => `${Math.round(l.y / 2)}|${l.text}`;
  for (const l of lines) {
    const k = key(l);
    const set = placed.get(k) ?? new Set<number>();
    set.add(l.page);
    placed.set(k, set);
  }
  // A line between two dated lines of its page is inside the table: a wrapped narration ("TRANSFER LEVY") may sit
  // at the same place on another page by chance.
  const span = new Map<number, [number, number]>();
  for (const l of lines) {
    if (!hasDate(l)) continue;
    const s = span.get(l.page);
    span.set(l.page, s ? [Math.min(s[0], l.y), Math.max(s[1], l.y)] : [l.y, l.y]);
  }
  // The table begins at its heading: a narration's first line printed above its dated line (centred rows) may sit
  // between the heading and the first dated line, at the same place on two pages.
  const headingFoot = new Map<number, number>();
  for (const i of headerLines)
    headingFoot.set(lines[i].page, Math.max(headingFoot.get(lines[i].page) ?? -Infinity, lines[i].y));
  const inside = (l: Line) => {
    const s = span.get(l.page);
    return s !== undefined && l.y > Math.min(s[0], headingFoot.get(l.page) ?? Infinity) && l.y < s[1];
  };
  // On half the pages at least: a long statement's pages break at a fixed line count, so a wrapped narration's last
  // word ("Bank") can end two pages at the same place.
  const pageCount = new Set(lines.map((l) => l.page)).size;
  const repeated = (l: Line) => (placed.get(key(l))?.size ?? 0) >= Math.max(2, Math.ceil(pageCount / 2));
  const furniture = (l: Line) => !hasDate(l) && repeated(l) && !inside(l);
  const sections: Section[] = [];
  if (headings.size === 0) {
    const dataLines = lines.filter(hasDate);
    const headerText = lines
      .filter((l) => !hasDate(l))
      .slice(0, 12)
      .map(spacedText);
    if (dataLines.length === 0) return { rows: [], headerText, allText, headers: [], warnings, roles };
    warnings.push('The column headings were not recognised; columns were inferred from the data.');
    const first = lines.indexOf(dataLines[0]);
    sections.push({
      pre: lines.slice(0, first),
      blocks: [{ columns: inferredColumns(dataLines), lines: lines.slice(first).filter((l) => !furniture(l)) }],
    });
  } else {
    let pending: Line[] = [];
    let block: Block | null = null;
    let lastRoles = '';
    // Under the title of a table that holds no transaction (uncleared cheques, a summary of charges), until the
    // statement's own heading comes back.
    let closed = false;
    for (let i = 0; i < lines.length; i++) {
      let cols = headings.get(i);
      if (cols) {
        // A heading OCR lost on a later page ("Credit" unread on a screenshot): the page's other headings stand where
        // the table's did, so the table goes on under its own columns.
        if (block && ocrLine(lines[i]) && lostHeadingOf(cols, block.columns)) cols = block.columns;
        // Columns of figures, dates and text tell tables apart; a reference column read differently on another page
        // (a scan's "Chg. No" for "Chq. No") does not.
        const roleKey = cols
          .map((c) => c.role)
          .filter((r) => TABLE_ROLES.has(r))
          .join(',');
        // The heading of the table under such a title is that table's, not a new account's.
        if (closed && roleKey !== lastRoles) continue;
        closed = false;
        // Lines since the last table line on this page (or all of this page above the heading).
        // A title naming another account starts the new section: lines above it (the last table's closing row)
        // stay with the last table.
        const accountTitle = block ? pending.findIndex((l) => isNewAccountTitle(l, sections)) : -1;
        // A line opening on the number sits in the section's own box, under its title ("STATEMENT OF ACCOUNT —
        // DOMICILIARY ACCOUNT (USD)", "Account Name: …"): the section starts after the last table's last figure.
        const sectionStart =
          accountTitle <= 0 || ACCOUNT_TITLE.test(pending[accountTitle].text.trim())
            ? accountTitle
            : pending.slice(0, accountTitle).findLastIndex((l) => /\d[.,]\d{2}\b/.test(l.text)) + 1;
        if (sectionStart > 0) pending = pending.slice(sectionStart);
        // A box printed word for word at the same place on most pages (a browser repeats a table's head, summary and
        // all, on each page it prints) is the page's head, not a new account's summary; a month of a merged file
        // prints its own figures under the same labels.
        const pageHead = pending.length > 0 && pending.every(repeated);
        const newBox =
          accountTitle >= 0 || (!pageHead && joinWrappedCells(pending).some((l) => SUMMARY_LABEL.test(l.text)));
        // A heading printed again on a page where the table already had rows, under a title of its own: the
        // table restarts for another account (OPay's "Wallet" then "OWealth"); a continued table repeats its
        // heading only at the top of a new page. The title is the words after the last line with a figure (the
        // last row's second line stays in its row).
        // A row is a dated line with a figure: the page's head may print a date (the period, "Print Date") above a
        // line of text, and a scan reads that head a few pixels off the last page's, so it is no furniture.
        const page = lines[i].page;
        const title = pending.slice(pending.findLastIndex((l) => /\d/.test(l.text)) + 1);
        const restarted =
          block !== null &&
          block.lines.some((l) => l.page === page && isRow(l)) &&
          title.some((l) => /[A-Za-z]{3}/.test(l.text));
        if (restarted && !newBox) pending = title;
        // The table continued on a new page under its heading again: what the page prints above the heading (the
        // bank's name, the statement's title) is the page's head, not the last row's narration continued.
        if (block && !restarted && !block.lines.some((l) => l.page === page && hasDate(l))) {
          const head = new Set(pending.filter((l) => l.page === page));
          block.lines = block.lines.filter((l) => !head.has(l));
        } else if (block && !restarted) {
          // The page's head may print a date (a printout's "From : 01-OCT-25 To : 30-NOV-25" above its heading):
          // above the heading, only a line with a date and a figure is a row; the title above it is the head.
          const headY = lines[i].y;
          const above = block.lines.filter((l) => l.page === page && l.y < headY);
          if (!above.some(isRow)) block.lines = block.lines.filter((l) => !above.includes(l));
        }
        if (!block || newBox || restarted || roleKey !== lastRoles) {
          // The new section's title and summary box are not lines of the previous table.
          if (block) block.lines = block.lines.filter((l) => !pending.includes(l));
          sections.push({ pre: pending, blocks: [] });
        }
        block = { columns: cols, lines: [] };
        sections[sections.length - 1].blocks.push(block);
        lastRoles = roleKey;
        pending = [];
        continue;
      }
      if (headerLines.has(i)) continue;
      const l = lines[i];
      if (block && isNotTransactionsTitle(l)) closed = true;
      if (block && !closed && !furniture(l)) block.lines.push(l);
      // A section's title and summary box sit on the page of its heading, after the last dated line.
      if (block && i > 0 && lines[i - 1].page !== l.page) pending = [];
      if (block && hasDate(l) && !SUMMARY_DATED.test(l.text)) pending = [];
      else pending.push(l);
    }
  }
  const firstHeading = headings.size > 0 ? Math.min(...headings.keys()) : -1;
  const headers = firstHeading >= 0 ? headingText.get(firstHeading)! : [];
  const read = sections.map((s, k) => {
    // One pass over the section's pages, so a row cut by a page break stays one row.
    const cells = s.blocks.flatMap((b) => cellLines(b, roles));
    const rows: RawRow[] = assembleRows(cells, k * 100000);
    return { pre: s.pre, rows, closingRow: readClosingRow(cells) };
  });
  const main = read[0];
  const lead = main ? leadingBlock(sections[0]) : [];
  const otherSections: TableSection[] = read.slice(1).map((s) => ({
    name: sectionName(s.pre),
    headerText: blockText(s.pre),
    rows: s.rows,
    closingRow: s.closingRow,
  }));
  return {
    rows: main?.rows ?? [],
    headerText: blockText(coverLast([...(main?.pre ?? []), ...lead])),
    allText,
    headers,
    warnings,
    roles,
    closingRow: main?.closingRow ?? null,
    ...(otherSections.length > 0 ? { otherSections } : {}),
  };
}

/**
 * The lines above the table's heading with the heading's own page first: pages before it are a cover (a loan
 * application form merged in front names the lender and the person's other loans), read after the statement's own
 * header.
 */
function coverLast(pre: readonly Line[]): Line[] {
  const page = pre.at(-1)?.page;
  return [...pre.filter((l) => l.page === page), ...pre.filter((l) => l.page !== page)];
}

/** A labelled field of a customer block: "Account Number           : 0237745190". */
const LABELLED_FIELD = /^[A-Za-z][A-Za-z .]{2,30}?\s*:\s*\S/;

/**
 * The statement's own block (bank, customer, account, period) printed under a heading that every page repeats at its
 * top, so that it sits inside the table: the lines before the first dated line of the section's first page, when
 * three or more of them are labelled fields. Narration lines above a centred first row are never labelled.
 */
function leadingBlock(section: Section): Line[] {
  const first = section.blocks[0]?.lines ?? [];
  const page = first[0]?.page;
  const end = first.findIndex((l) => hasDate(l) && l.page === page && !LABELLED_FIELD.test(l.text.trim()));
  const lead = first.slice(0, end < 0 ? 0 : end).filter((l) => l.page === page);
  return lead.filter((l) => LABELLED_FIELD.test(l.text.trim())).length >= 3 ? lead : [];
}

/** A title naming an account and its number: "SAVINGS ACCOUNT - 0095513842", "Current Account No: 1489920317". */
const ACCOUNT_TITLE = /^[A-Za-z][A-Za-z ]{2,40}\baccount\b\s*(?:no\.?|number)?\s*[-:–]?\s*(\d{10})\s*$/i;
/** A line that opens on the account's number, its type and currency after it ("ACCOUNT NUMBER: 2212345679 ACCOUNT TYPE: …"). */
const NUMBER_FIRST = /^(?:account|acct)\.?\s*(?:number|no\.?)\s*[:.]?\s*(\d{10})\b/i;

const ocrLine = (l: Line) => l.segments.some((s) => s.conf !== undefined);

/**
 * Whether an OCR heading is the table's own heading with one of its columns unread: every column it has, the table
 * has with the same role at the same place (within a column name's width), and only one is missing.
 */
function lostHeadingOf(cols: readonly Column[], table: readonly Column[]): boolean {
  if (cols.length !== table.length - 1) return false;
  return cols.every((c) =>
    table.some(
      (t) => t.role === c.role && Math.abs((t.x0 + t.x1) / 2 - (c.x0 + c.x1) / 2) <= Math.max(t.x1 - t.x0, c.x1 - c.x0),
    ),
  );
}

/** A table row's line: a date and a figure with kobo. */
function isRow(line: Line): boolean {
  return hasDate(line) && /\d[.,]\d{2}\b/.test(line.text);
}

/**
 * A line above a repeated heading that titles another account than every section so far ("SAVINGS ACCOUNT - …"
 * after "CURRENT ACCOUNT - …", or a line opening on another account's number): the heading starts that account's section. A number the sections so far already
 * print (a running page header "ADA OKAFOR Account No: 0214497731", the same title on each page) is no new account.
 */
function isNewAccountTitle(line: Line, sections: readonly Section[]): boolean {
  const m = ACCOUNT_TITLE.exec(line.text.trim()) ?? NUMBER_FIRST.exec(line.text.trim());
  if (!m) return false;
  return !sections.some((s) => s.pre.some((l) => l.text.includes(m[1])));
}

/** "OWealth Account" → "OWealth": the section's title without the word "account". */
function sectionName(pre: readonly Line[]): string {
  const titles = pre.filter((l) => /[A-Za-z]/.test(l.text) && !/\d[\d,]*\.\d{2}/.test(l.text) && !SUMMARY_LABEL.test(l.text));
  // The line naming the account ("TARGET SAVINGS ACCOUNT 3190****54"), before a page's running head above it
  // ("FirstBank | Account Statement | …"); a label ("Account Number:") names none.
  const named = titles.find((l) => /\baccount\b/i.test(l.text) && !/\bstatement\b/i.test(l.text) && !/^\s*(?:account|acct)\.?\s*(?:name|number|no)\b/i.test(l.text));
  const title = named ?? titles[0];
  const name = (title?.segments[0]?.text ?? title?.text ?? 'Other account').replace(/\s*\baccount\b\s*$/i, '').trim();
  return name || 'Other account';
}
