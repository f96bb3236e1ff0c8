import type { Line } from '../statements/types.ts';
import { extractFields, isLabelRow, lineLabels, type Fields } from './extract.ts';
import { ACCOUNT_LABELS, compile } from './labels.ts';
import { normaliseAccount, type RawAccount } from './normalise-account.ts';
import { readGrids, readProfile } from './read-history.ts';
import { readTables } from './read-table.ts';
import type { Section } from './sections.ts';
import type { ReportAccount } from './types.ts';
import { amount, date } from './values.ts';

/**
 * Accounts come either as a table (one row per account, columns named by the header) or as one block per account
 * ("Lender: …", "Account Number: …"; FirstCentral's "Details of Credit Agreement with "X" for Account Number: N").
 * Monthly grids are tied to the account named just above them.
 */

const LABELS = compile(ACCOUNT_LABELS);
const DETAILS = /with\s+["“”']?(.+?)["“”']?\s+for\s+account\s+(?:number|no\.?)\s*:?\s*(\S+)/i;
/** "Facility 1 of 4: FAIRMONEY MICROFINANCE BANK", "Account 2 - CARBON MFB". */
const TITLE = /^(?:credit\s+)?(?:facility|account|loan|agreement)\s*(?:no\.?\s*)?\d+(?:\s*of\s*\d+)?\s*[:\-–]\s*(.+)$/i;

interface Placed {
  raw: RawAccount;
  /** Index in the lines of the first line of the account. */
  index: number;
}

function tableAccounts(sections: readonly Section[], offsets: readonly number[]): Placed[] {
  const out: Placed[] = [];
  sections.forEach((s, k) => {
    if (s.kind !== 'accounts') return;
    for (const r of readTables(s.lines, LABELS, ['lender'], 4, ['lender', 'type', 'status', 'classification'])) {
      const money = ['balance', 'creditLimit', 'overdue'].some((f) => amount(r.fields.get(f)) !== null);
      if (money) out.push({ raw: { fields: r.fields, group: s.group, history: [] }, index: offsets[k] + r.index });
    }
  });
  return out;
}

/** A payment profile is a run of codes, not the legend that explains them. */
const accept = (field: string, v: string) => field !== 'profile' || /\b[0-8NXC]{6,24}\b/i.test(v);

function blockAccounts(lines: readonly Line[], groups: readonly Section['group'][]): Placed[] {
  const out: Placed[] = [];
  let current: { fields: Fields; index: number } | null = null;
  const flush = () => {
    if (current && current.fields.has('lender')) out.push({ raw: { fields: current.fields, group: groups[current.index], history: [] }, index: current.index });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const details = DETAILS.exec(line.text) ?? TITLE.exec(line.text.trim());
    let fields: Fields;
    // A title names the lender; its account number may wrap, so the block's own "Account Number" is preferred.
    if (details) fields = new Map([['lender', details[1]], ...(details[2] ? [['titleAccount', details[2]] as [string, string]] : [])]);
    else {
      if (lineLabels(line, LABELS).length === 0) continue;
      if (isLabelRow(line, LABELS) && lineLabels(lines[i + 1] ?? line, LABELS).length === 0) {
        fields = extractFields(lines.slice(i, i + 2), LABELS, accept);
        i++;
      } else fields = extractFields(lines, LABELS, accept, { from: i, to: i + 1 });
    }
    if (fields.size === 0) continue;
    const repeats = current && [...fields.keys()].some((k) => k !== 'profile' && k !== 'titleAccount' && current!.fields.has(k));
    if (!current || repeats || details) {
      flush();
      current = { fields: new Map(), index: i };
    }
    for (const [k, v] of fields) if (!current.fields.has(k)) current.fields.set(k, v);
  }
  flush();
  return out;
}

function digitsOf(s: string | undefined): string | null {
  const d = (s ?? '').replace(/\D/g, '');
  return d.length >= 4 ? d.slice(-4) : null;
}

/** The account a grid belongs to: the nearest line above naming its number or lender, else the account above. */
function owner(placed: readonly Placed[], lines: readonly Line[], at: number): Placed | null {
  for (let i = at - 1; i >= Math.max(0, at - 10); i--) {
    const t = lines[i].text;
    const byNumber = placed.filter((p) => {
      const d = digitsOf(p.raw.fields.get('accountNumber'));
      return d !== null && t.replace(/\D/g, ' ').split(' ').some((w) => w.length >= 4 && w.endsWith(d));
    });
    if (byNumber.length === 1) return byNumber[0];
    const byName = placed.filter((p) => {
      const name = p.raw.fields.get('lender')?.trim().toUpperCase();
      return name && t.toUpperCase().includes(name);
    });
    if (byName.length === 1) return byName[0];
  }
  return [...placed].reverse().find((p) => p.index < at) ?? null;
}

export function readAccounts(sections: readonly Section[], reportDate: string | null, ocr: boolean): ReportAccount[] {
  const lines: Line[] = [];
  const groups: Section['group'][] = [];
  const used = sections.filter((s) => s.kind === 'accounts' || s.kind === 'history');
  const offsets: number[] = [];
  for (const s of used) {
    offsets.push(lines.length);
    for (const l of s.lines) {
      lines.push(l);
      groups.push(s.group);
    }
  }
  const table = tableAccounts(used, offsets);
  const blocks = blockAccounts(lines, groups);
  let placed = blocks;
  // One block per account with its balance is the fuller record; a summary table fills what blocks leave out.
  const fullBlocks = blocks.length >= table.length && blocks.length > 0 && blocks.every((b) => b.raw.fields.has('balance'));
  if (fullBlocks) {
    for (const b of blocks) {
      const d = digitsOf(b.raw.fields.get('accountNumber') ?? b.raw.fields.get('titleAccount'));
      const t = d ? table.filter((p) => digitsOf(p.raw.fields.get('accountNumber')) === d) : [];
      if (t.length === 1) for (const [k, v] of t[0].raw.fields) if (!b.raw.fields.has(k)) b.raw.fields.set(k, v);
    }
  } else if (table.length > 0) {
    placed = table;
    // Per-account details printed after the table fill what the table leaves out (type, days in arrears).
    for (const b of blocks) {
      const d = digitsOf(b.raw.fields.get('accountNumber') ?? b.raw.fields.get('titleAccount'));
      const t = d ? table.filter((p) => digitsOf(p.raw.fields.get('accountNumber')) === d) : [];
      if (t.length === 1) for (const [k, v] of b.raw.fields) if (!t[0].raw.fields.has(k)) t[0].raw.fields.set(k, v);
    }
  }
  for (const g of readGrids(lines)) {
    const p = owner(placed, lines, g.index);
    if (p && p.raw.history.length === 0) {
      p.raw.history = g.months;
      p.raw.unread = g.unread;
    }
  }
  for (const p of placed) {
    const profile = p.raw.fields.get('profile');
    if (p.raw.history.length === 0 && profile) {
      const latest = (date(p.raw.fields.get('balanceDate')) ?? reportDate)?.slice(0, 7);
      const months = latest ? readProfile(profile.split(/\s+/).find((w) => /^[0-8NXC]{6,24}$/i.test(w)) ?? profile, latest) : null;
      if (months) p.raw.history = months;
    }
  }
  return placed.map((p) => normaliseAccount(p.raw, ocr)).filter((a): a is ReportAccount => a !== null);
}
