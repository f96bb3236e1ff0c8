import { classifyByDaysPastDue } from './scale.ts';
import type { AccountStatus, AccountType, Classification, HistoryMonth, ReportAccount } from './types.ts';
import { amount, date, integer, isEmptyCell, mask, text } from './values.ts';
import type { Fields } from './extract.ts';
import type { Section } from './sections.ts';

/** Turns the labelled cells of one account into the contract's account. */

const TYPES: [AccountType, RegExp][] = [
  ['overdraft', /overdraft|\bod\b/i],
  ['credit_card', /credit\s*card|card/i],
  ['mortgage', /mortgage|home\s+loan|housing/i],
  ['auto_loan', /auto|vehicle|car\s+loan|motor/i],
  ['business_loan', /business|sme|commercial|working\s+capital|trade|corporate/i],
  ['personal_loan', /personal|consumer|salary|payday|term\s+loan|staff\s+loan|loan|digital|instant|nano|micro/i],
];

export function accountType(s: string | null): AccountType {
  if (!s) return 'other';
  for (const [t, re] of TYPES) if (re.test(s)) return t;
  return 'other';
}

const CLASSES: [Classification, RegExp][] = [
  ['watchlist', /watch|special\s+mention|delinquent/i],
  ['performing', /^(performing|current|pass|good|ok|standard)\b|^performing/i],
  ['substandard', /sub-?\s?standard/i],
  ['doubtful', /doubtful/i],
  ['lost', /\blost\b|loss|bad/i],
];

export function classification(s: string | null): Classification | null {
  if (!s) return null;
  if (/non-?\s?performing/i.test(s)) return null;
  for (const [c, re] of CLASSES) if (re.test(s.trim())) return c;
  return null;
}

function status(s: string | null, closedDate: string | null, group: Section['group']): AccountStatus {
  if (s && /written|write[-\s]?off|w\/o/i.test(s)) return 'written_off';
  if (group === 'written_off') return 'written_off';
  if (s && /closed|settled|paid\s*(off|up)|repaid|terminated|inactive/i.test(s)) return 'closed';
  if (s && /open|active|running|current|outstanding|performing|delinquent|overdue/i.test(s)) return 'open';
  if (group === 'closed' || closedDate) return 'closed';
  return 'open';
}

export interface RawAccount {
  fields: Fields;
  group: Section['group'];
  history: HistoryMonth[];
  /** Grid months with no cell read (see read-history.ts). */
  unread?: string[];
}

export function normaliseAccount(raw: RawAccount, ocr: boolean): ReportAccount | null {
  const f = (k: string) => raw.fields.get(k);
  const lender = text(f('lender'))?.replace(/^["“']|["”']$/g, '').trim() ?? null;
  if (!lender || /^\d[\d,.\s]*$/.test(lender)) return null;
  const closedDate = date(f('closedDate'));
  const st = status(text(f('status')), closedDate, raw.group);
  const lastLate = raw.history.find((h) => 'daysPastDue' in h || h.status === 'ok');
  const printedDays = integer(f('daysPastDue'));
  const daysPastDue = printedDays ?? (lastLate && 'daysPastDue' in lastLate ? lastLate.daysPastDue : 0);
  const printedClass = classification(text(f('classification'))) ?? classification(text(f('status')));
  // A written-off debt is a loss to the lender whatever its days past due.
  const cls = printedClass ?? (st === 'written_off' ? 'lost' : classifyByDaysPastDue(daysPastDue));
  // On a closed account a cell a scan lost is a closed month, not a month without data.
  const history = st === 'closed' && raw.unread?.length ? raw.history.map((h) => (raw.unread!.includes(h.month) && 'status' in h && h.status === 'no_data' ? { month: h.month, status: 'closed' as const } : h)) : raw.history;
  return {
    lender,
    accountNumber: mask(f('accountNumber') ?? f('titleAccount')),
    type: accountType(text(f('type'))),
    openedDate: date(f('openedDate')),
    closedDate,
    status: st,
    classification: cls,
    creditLimit: amount(f('creditLimit'), ocr),
    balance: amount(f('balance'), ocr) ?? 0,
    overdue: amount(f('overdue'), ocr) ?? 0,
    instalment: isEmptyCell(f('instalment')) ? null : amount(f('instalment'), ocr),
    daysPastDue,
    history,
  };
}
