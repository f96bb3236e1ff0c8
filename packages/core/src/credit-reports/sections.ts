import type { Line } from '../statements/types.ts';

export type SectionKind =
  | 'header'
  | 'subject'
  | 'score'
  | 'summary'
  | 'accounts'
  | 'history'
  | 'enquiries'
  | 'guarantors'
  | 'cheques'
  | 'legal'
  | 'other';

export interface Section {
  kind: SectionKind;
  title: string;
  /** The heading line first (a short "Credit Rating GOOD" reads as a heading and still holds a value). */
  lines: Line[];
  /** An account group such as "Written-off" or "Closed" named by the heading (CreditRegistry groups accounts). */
  group: 'performing' | 'delinquent' | 'derogatory' | 'written_off' | 'closed' | null;
}

/** Most specific first: "Credit Agreements Summary" lists accounts, "Credit Account Summary" sums them. */
const HEADINGS: [SectionKind, RegExp][] = [
  ['history', /(payment|repayment|performance)\s+history|facility\s+history\s+\(|month(ly)?\s+(payment\s+)?(history|profile)/i],
  ['accounts', /agreements?\s+summary|details?\s+of\s+credit|credit\s+facilit(y|ies)|credit\s+agreements?|account\s+details|accounts?\s+information|(performing|delinquent|derogatory|written[-\s]?off|closed|unknown)\s+accounts?(\s*\(\d+\))?$|credit\s+accounts?$|^accounts$|^loans?$|facility\s+history|loan\s+details/i],
  ['enquiries', /enquir|inquir/i],
  ['guarantors', /guarantor/i],
  ['cheques', /dishonou?red\s+cheques?$/i],
  ['legal', /judge?ments?|litigation|legal\s+status|court/i],
  ['subject', /personal|subject|consumer\s+(details|information)|identification|biodata|bio-data|customer\s+details|contact\s+information|employment/i],
  ['score', /scor(e|ing)|rating/i],
  ['summary', /summary|overview|performance\s+per|at\s+a\s+glance/i],
  ['other', /dispute|disclaimer|glossary|legend|key\s+to|notes?$|end\s+of\s+report/i],
];

const GROUPS: [Section['group'], RegExp][] = [
  ['written_off', /written[-\s]?off/i],
  ['closed', /closed/i],
  ['derogatory', /derogatory/i],
  ['delinquent', /delinquent/i],
  ['performing', /^performing|\sperforming\s+accounts/i],
];

/** A heading is a short line of words with no value after a colon and at most a small number. */
export function headingKind(line: Line): SectionKind | null {
  const t = line.text.trim();
  if (t.length > 60 || t.split(/\s+/).length > 8) return null;
  if (/:\s*\S/.test(t)) return null;
  // Titles carry no figures, except a count in brackets, a year or "12/24 months".
  if (/\d/.test(t.replace(/\(\d+\)/g, '').replace(/\b(19|20)\d{2}\b/g, '').replace(/\b(12|24)\b/g, ''))) return null;
  if (line.segments.length > 3) return null;
  for (const [kind, re] of HEADINGS) if (re.test(t)) return kind;
  return null;
}

/** Page footers and running headers ("Page 2 of 5 ... Report Extracted on ..."), dropped before tables are read. */
export function isPageFurniture(line: Line): boolean {
  return /\bpage\s+\d+\s*(of|\/)\s*\d+\b/i.test(line.text) || /^\s*-?\s*\d+\s*-?\s*$/.test(line.text);
}

export function splitSections(lines: readonly Line[]): Section[] {
  const sections: Section[] = [{ kind: 'header', title: '', lines: [], group: null }];
  for (const line of lines) {
    if (isPageFurniture(line)) continue;
    const kind = headingKind(line);
    if (kind) {
      const group = GROUPS.find(([, re]) => re.test(line.text))?.[0] ?? null;
      sections.push({ kind, title: line.text.trim(), lines: [line], group: kind === 'accounts' ? group : null });
    } else sections[sections.length - 1].lines.push(line);
  }
  return sections;
}
