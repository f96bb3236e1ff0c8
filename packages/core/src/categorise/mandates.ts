/**
 * Standing mandates and savings pockets.
 * - A "REPAYMENT MANDATE" naming an HMO or an insurer collects that premium (health or insurance), not a loan.
 * - "MANDATE/<lender>" and "recurring payment <lender>" are the lender's direct debit: a loan repayment.
 * - "Pocket - Rent": a savings pocket named for a goal; the money is saved, not yet paid to a landlord.
 */
import { LENDERS } from '../lexicon/index.ts';
import type { Rule, RuleContext } from './engine.ts';

const squash = (c: RuleContext): string => c.n.text.replace(/[^a-z]/g, '');
const HEALTH_MANDATE = /(?:hmo|health|healthcare)repaymentmandate/;
const INSURANCE_MANDATE = /(?:insurance|assurance|microinsurance|insure)repaymentmandate/;

/** Lenders written as one ordinary word ("carbon"): named beside a mandate they are the lender. */
const LENDER_WORDS = LENDERS.flatMap((l) =>
  [...l.aliases, ...(l.ambiguous ?? [])].map((a) => ({ alias: a, lender: l.name })),
);

const mandateLender = (c: RuleContext): string | null => {
  const t = ` ${c.n.text} `;
  return LENDER_WORDS.find((w) => t.includes(` ${w.alias} `))?.lender ?? null;
};

/** A pocket's name is the narration's first word ("Pocket - Rent"); pocket money is a gift. */
const POCKET = /^pocket (?!money)[a-z]/;

/** Rules: premiums by mandate (786, above lenders at 780 and loan words at 760); a lender's mandate (781); pockets (600). */
export function mandateRules(): Rule[] {
  const rules: Rule[] = [
    {
      id: 'mandate.health',
      priority: 786,
      when: { direction: 'debit', phrases: ['mandate'], test: (c) => HEALTH_MANDATE.test(squash(c)) },
      then: { category: 'health' },
      truncatable: false,
    },
    {
      id: 'mandate.insurance',
      priority: 786,
      when: { direction: 'debit', phrases: ['mandate'], test: (c) => INSURANCE_MANDATE.test(squash(c)) },
      then: { category: 'insurance' },
      truncatable: false,
    },
    {
      id: 'pocket.debit',
      priority: 600,
      when: {
        direction: 'debit',
        phrases: ['pocket'],
        noneOf: ['refund', 'reversal'],
        test: (c) => POCKET.test(c.n.text),
      },
      then: { category: 'savings_investment' },
      truncatable: false,
    },
    {
      id: 'pocket.credit',
      priority: 600,
      when: {
        direction: 'credit',
        phrases: ['pocket'],
        noneOf: ['refund', 'reversal', 'interest'],
        test: (c) => POCKET.test(c.n.text),
      },
      then: { category: 'own_transfer' },
      truncatable: false,
    },
  ];
  rules.push({
    id: 'mandate.lender',
    priority: 781,
    when: {
      direction: 'debit',
      phrases: ['mandate', 'recurring payment', 'recurring debit', 'direct debit mandate'],
      noneOf: ['refund', 'reversal', 'hmo', 'insurance', 'assurance'],
      test: (c) => mandateLender(c) !== null,
    },
    then: { category: 'loan_repayment', loanRepayment: true },
    truncatable: false,
  });
  return rules;
}
