import { formatNairaWhole } from '../money/kobo.ts';
import type { Line } from '../statements/types.ts';
import { extractFields } from './extract.ts';
import { compile, SUMMARY_LABELS } from './labels.ts';
import type { Section } from './sections.ts';
import type { ReportRecords } from './read-records.ts';
import type { ReportAccount, ReportSummary } from './types.ts';
import { amount, integer } from './values.ts';

/**
 * The report's summary as the bureau prints it; a figure it does not print is derived from the accounts. Every
 * printed total is checked against the account rows, and a disagreement is a warning (the bureau's own data
 * disagree with themselves, which is worth raising with it).
 */

const LABELS = compile(SUMMARY_LABELS);

const rowsIn = (sections: readonly Section[], kind: Section['kind']): Line[] =>
  sections.filter((s) => s.kind === kind).flatMap((s) => s.lines.slice(1)).filter((l) => /\d/.test(l.text) && !/^\s*(none|nil|no\s)/i.test(l.text));

export function readSummary(
  sections: readonly Section[],
  accounts: readonly ReportAccount[],
  ocr: boolean,
  records: ReportRecords = { guarantors: [], dishonouredCheques: [], judgements: [] },
): { summary: ReportSummary; warnings: string[] } {
  const where = sections.filter((s) => s.kind === 'summary' || s.kind === 'header' || s.kind === 'score' || s.kind === 'cheques' || s.kind === 'legal');
  const COUNTS = new Set(['totalAccounts', 'openAccounts', 'performingAccounts', 'nonPerformingAccounts', 'dishonouredCheques', 'judgements']);
  // A count is a small whole number on its own ("Judgement KDH/KAD/1123/2024" is a case, not a count).
  const f = extractFields(where.flatMap((s) => s.lines), LABELS, (field, v) => (COUNTS.has(field) ? /^\(?\d{1,4}\)?(\s|$)/.test(v.replace(/^\(?[A-Z$]{2,4}\)?\s+/, '')) : /\d/.test(v)));
  const count = (k: string) => integer(f.get(k));
  const money = (k: string) => (f.has(k) ? amount(f.get(k), ocr) : null);

  const open = accounts.filter((a) => a.status === 'open');
  const derived = {
    totalAccounts: accounts.length,
    openAccounts: open.length,
    // Prudential rule: performing and watchlist ("pass and watch") accounts perform; substandard, doubtful, lost do not.
    performingAccounts: accounts.filter((a) => a.classification === 'performing' || a.classification === 'watchlist').length,
    nonPerformingAccounts: accounts.filter((a) => a.classification !== 'performing' && a.classification !== 'watchlist').length,
    totalOutstanding: open.reduce((s, a) => s + a.balance, 0),
    totalOverdue: accounts.reduce((s, a) => s + a.overdue, 0),
  };
  const printed = {
    totalAccounts: count('totalAccounts'),
    openAccounts: count('openAccounts'),
    performingAccounts: count('performingAccounts'),
    nonPerformingAccounts: count('nonPerformingAccounts'),
    totalOutstanding: money('totalOutstanding'),
    totalOverdue: money('totalOverdue'),
  };
  const warnings: string[] = [];
  const names: Record<keyof typeof derived, string> = {
    totalAccounts: 'total number of accounts',
    openAccounts: 'number of open accounts',
    performingAccounts: 'number of performing accounts',
    nonPerformingAccounts: 'number of non-performing accounts',
    totalOutstanding: 'total outstanding balance',
    totalOverdue: 'total amount overdue',
  };
  const isMoney = (k: string) => k === 'totalOutstanding' || k === 'totalOverdue';
  if (accounts.length > 0)
    for (const k of Object.keys(derived) as (keyof typeof derived)[]) {
      const p = printed[k];
      if (p !== null && p !== derived[k]) {
        const show = (v: number) => (isMoney(k) ? formatNairaWhole(v) : String(v));
        warnings.push(`The report's ${names[k]} (${show(p)}) does not match its own account rows (${show(derived[k])}).`);
      }
    }
  // A printed count against the rows listed under it (only when rows were read: a count alone is not a conflict).
  for (const [k, rows, what] of [
    ['dishonouredCheques', records.dishonouredCheques.length, 'dishonoured cheques'],
    ['judgements', records.judgements.length, 'judgements'],
  ] as const) {
    const p = count(k);
    if (p !== null && rows > 0 && p !== rows) warnings.push(`The report's number of ${what} (${p}) does not match the ${rows} it lists.`);
  }
  const instalments = accounts.filter((a) => a.status === 'open' && a.instalment !== null);
  const summary: ReportSummary = {
    totalAccounts: printed.totalAccounts ?? derived.totalAccounts,
    openAccounts: printed.openAccounts ?? derived.openAccounts,
    performingAccounts: printed.performingAccounts ?? derived.performingAccounts,
    nonPerformingAccounts: printed.nonPerformingAccounts ?? derived.nonPerformingAccounts,
    totalOutstanding: printed.totalOutstanding ?? derived.totalOutstanding,
    totalOverdue: printed.totalOverdue ?? derived.totalOverdue,
    totalMonthlyInstalment: money('totalMonthlyInstalment') ?? (instalments.length ? instalments.reduce((s, a) => s + (a.instalment ?? 0), 0) : null),
    dishonouredCheques: count('dishonouredCheques') ?? (records.dishonouredCheques.length || rowsIn(sections, 'cheques').length),
    judgements: count('judgements') ?? (records.judgements.length || rowsIn(sections, 'legal').length),
  };
  return { summary, warnings };
}
