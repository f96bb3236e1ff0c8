import type { Kobo } from '../contract.ts';
import type { ContractFeeTerm } from './contract-terms.ts';
import type { FeeKind, FeeTiming } from './cost.ts';
import { firstAmount, percents } from './parse-figures.ts';
import { LATE_WORDS } from './contract-lines.ts';

/** The fees a contract lists (labelled lines or prose), each with when it is charged. */

// --- fees --------------------------------------------------------------------------------------------------------

const FEE_KINDS: { kind: FeeKind; re: RegExp }[] = [
  { kind: 'credit_life', re: /credit[- ]life/i },
  { kind: 'insurance', re: /insurance|assurance|risk (?:fund|premium)|premium/i },
  { kind: 'management', re: /management/i },
  { kind: 'processing', re: /processing|administrat|arrangement|origination|application fee|commitment/i },
  {
    kind: 'other',
    re: /(?:legal|form|disbursement|service|documentation|search|valuation|registration|other)\s+(?:fee|charge|levy)s?|\bfees?\b|\bcharges?\b|\blevy\b/i,
  },
];

const NONE_RE = /\b(?:nil|none|waived|not applicable|n\/a|no (?:fees?|charges?))\b/i;

function feeTiming(text: string): FeeTiming {
  if (
    /added to (?:the )?(?:loan|principal)|capitali[sz]ed|financed|spread (?:over|across)|included in (?:the )?(?:loan|principal)/i.test(
      text,
    )
  )
    return 'financed';
  if (/deduct|upfront|up-front|at disbursement|before disbursement|in advance|one[- ]off|at source|once/i.test(text))
    return 'upfront';
  if (/per month|monthly|per instal+ment|each instal+ment|every month|with each repayment/i.test(text))
    return 'per_instalment';
  return 'upfront';
}

export function findFees(lines: string[], principal: Kobo | null): { fees: ContractFeeTerm[]; disclosed: boolean } {
  const fees: ContractFeeTerm[] = [];
  let disclosed = false;
  for (const line of lines) {
    if (LATE_WORDS.test(line) || /interest rate|rate of interest|total|APR|percentage rate|cost of credit/i.test(line))
      continue;
    const inProse = proseFees(line, principal);
    if (inProse.length) {
      fees.push(...inProse);
      disclosed = true;
      continue;
    }
    const parts = /^(.{2,60}?)(?:\s*:\s*|\s{2,}|\s+(?=(?:₦|NGN|N\s?\d|\d|nil|none|waived)))(.*)$/i.exec(line);
    if (!parts) continue;
    const [, label, value] = parts;
    const kind = FEE_KINDS.find((k) => k.re.test(label))?.kind;
    if (!kind) continue;
    if (kind === 'other' && !/\b(?:fees?|charges?|levy)\b/i.test(label)) continue;
    if (NONE_RE.test(value) && !/\d/.test(value.replace(/\b0+(?:\.0+)?\b/g, ''))) {
      disclosed = true;
      continue;
    }
    const pct = percents(value)[0] ?? null;
    const naira = firstAmount(value.replace(/\d+(?:\.\d+)?\s?%/g, ''), pct === null);
    if (pct === null && naira === null) continue;
    disclosed = true;
    const amount = naira ?? (principal !== null && pct ? Math.round((principal * pct.value) / 100) : null);
    if (amount === 0) continue;
    fees.push({
      kind,
      label: label.replace(/[\s:]+$/, ''),
      percent: pct?.value ?? null,
      amount,
      timing: feeTiming(value),
    });
  }
  return { fees, disclosed };
}

const PROSE_FEE_RE =
  /\b((?:[a-z-]+\s){0,2}?(?:fee|premium|charge|levy))\s+of\s+(\d+(?:\.\d+)?\s?%|(?:₦|NGN|N)\s?\d[\d,]*(?:\.\d{1,2})?)/gi;

/** Fees written as a sentence: "a management fee of 1% … and an insurance premium of 2% … deducted upfront". */
function proseFees(line: string, principal: Kobo | null): ContractFeeTerm[] {
  const out: ContractFeeTerm[] = [];
  for (const m of line.matchAll(PROSE_FEE_RE)) {
    const label = m[1].replace(/^(?:a|an|the)\s+/i, '').trim();
    const kind = FEE_KINDS.find((k) => k.re.test(label))?.kind;
    if (!kind || out.some((f) => f.kind === kind)) continue;
    const pct = percents(m[2])[0] ?? null;
    const amount = pct
      ? principal !== null
        ? Math.round((principal * pct.value) / 100)
        : null
      : firstAmount(m[2], false);
    if (amount === 0) continue;
    out.push({
      kind,
      label: label.charAt(0).toUpperCase() + label.slice(1),
      percent: pct?.value ?? null,
      amount,
      timing: feeTiming(line.slice(m.index ?? 0)),
    });
  }
  return out;
}
