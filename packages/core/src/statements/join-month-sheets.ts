import { parseAmount, parseSignedAmount } from './parse-amount.ts';
import { parseDate } from './parse-date.ts';
import { readStatementInfo } from './read-statement-info.ts';
import type { ClosingRow, RawRow, TableRead } from './types.ts';

/**
 * The first row of a sheet carries on from the last row of the sheet before: its balance differs from that one by
 * its own amount. A converter's "one sheet per page" prints the account on the first page only.
 */
function carriesOn(before: readonly RawRow[], after: readonly RawRow[]): boolean {
  const last = before.at(-1);
  const first = after[0];
  const from = last ? parseSignedAmount(last.balance) : null;
  const to = first ? parseSignedAmount(first.balance) : null;
  if (from === null || to === null || !first) return false;
  const moved = Math.abs(from - to);
  return [first.debit, first.credit, first.amount].some((cell) => cell !== '' && parseAmount(cell)?.kobo === moved);
}

/**
 * A workbook that gives each month a sheet of its own (a quarter as "Jul 2025", "Aug 2025", "Sep 2025"), each with the
 * same title block and columns, its balance brought forward from the sheet before: one statement. The sheets are
 * joined, in their order, only when every sheet with rows prints the same columns and names the same account, and
 * their periods follow one another without overlapping (a summary sheet of other columns may come first); anything
 * else (two accounts, a sheet that repeats another)
 * stays apart, and the sheet with the most rows is read as before. A sheet that names no account (a converter's page
 * after the first) joins when its balance carries on from the sheet before. Null when the sheets are not so.
 */
export function joinMonthSheets(tables: readonly TableRead[]): TableRead | null {
  const withRows = tables.filter((t) => t.rows.length > 0);
  // The months print the same columns; a sheet of other columns ahead of them (a "Summary" of each month's totals) is
  // their cover, never a month. One after the first month, or between months, keeps the sheets apart.
  const columnsOf = (t: TableRead) => t.headers.join('|');
  const layouts = new Map<string, number>();
  for (const t of withRows) layouts.set(columnsOf(t), (layouts.get(columnsOf(t)) ?? 0) + 1);
  const columns = [...layouts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0])[0];
  const sheets = withRows.filter((t) => columnsOf(t) === columns);
  if (sheets.length < 2) return null;
  const firstMonth = withRows.indexOf(sheets[0]);
  if (withRows.some((t, i) => i > firstMonth && columnsOf(t) !== columns)) return null;
  const infos = sheets.map((t) => readStatementInfo(t.headerText, t.allText));
  const first = infos[0].accountNumber;
  if (first === null) return null;
  const sameAccount = (i: number) => infos[i].accountNumber === first || (infos[i].accountNumber === null && carriesOn(sheets[i - 1].rows, sheets[i].rows));
  if (!infos.every((_, i) => i === 0 || sameAccount(i))) return null;
  const spans = sheets.map((t) => {
    const dates = t.rows.map((r) => parseDate(r.date)).filter((d): d is string => d !== null).sort();
    return dates.length ? ([dates[0], dates[dates.length - 1]] as const) : null;
  });
  if (spans.some((s) => s === null)) return null;
  for (let i = 1; i < spans.length; i++) if (spans[i]![0] < spans[i - 1]![1]) return null;
  // The statement's period runs from the first sheet's start to the last sheet's end, when they print theirs.
  const start = infos[0].periodStart;
  const end = infos[infos.length - 1].periodEnd;
  const headerText = start && end ? [sheets[0].headerText[0] ?? '', `Statement Period: ${start} to ${end}`, ...sheets[0].headerText.slice(1)] : sheets[0].headerText;
  // The cover's text (a summary sheet's "Account Name", a hidden sheet's nothing) is read as printed above the table.
  const cover = tables.filter((t) => !sheets.includes(t)).flatMap((t) => t.allText.filter((x) => x !== '').slice(0, 40));
  return {
    ...sheets[0],
    headerText: [...headerText, ...cover],
    rows: sheets.flatMap((t) => t.rows),
    allText: [...cover, ...sheets.flatMap((t) => t.allText)],
    warnings: sheets.flatMap((t) => t.warnings),
    closingRow: joinedClosingRow(sheets),
  };
}

/**
 * The last month's closing balance, and the period's totals where every month prints its own beside its closing
 * balance (each sheet's "Closing Balance" row holds that month's debits and credits): their sums.
 */
function joinedClosingRow(sheets: readonly TableRead[]): ClosingRow | null {
  const last = sheets[sheets.length - 1].closingRow ?? null;
  if (!last) return null;
  const rows = sheets.map((t) => t.closingRow ?? null);
  const sum = (k: 'totalDebits' | 'totalCredits') =>
    rows.every((r) => r?.[k] !== null && r?.[k] !== undefined) ? rows.reduce((n, r) => n + r![k]!, 0) : null;
  return { closingBalance: last.closingBalance, totalDebits: sum('totalDebits'), totalCredits: sum('totalCredits') };
}
