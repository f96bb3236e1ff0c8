/**
 * Learning from corrections: when a person recategorises a transaction and ticks "apply to similar", we store a
 * UserRule. User rules run before the built-in rules.
 *
 * A rule's `pattern` is the similarity key of the corrected narration (see similarityKey). A row matches when its
 * own similarity key equals the pattern, or when the pattern's words appear together in its narration.
 */
import type { Category, StatementRow } from '../contract.ts';
import { CREDIT_CATEGORIES, DEBIT_CATEGORIES } from '../contract.ts';
import type { Rule } from './engine.ts';
import { CHANNEL_WORDS, extractCounterparty, tokenize } from './normalise.ts';

export interface UserRule {
  /** Stable id (the caller stores rules). */
  id: string;
  /** The similarity key (normalised words) of the corrected narration. */
  pattern: string;
  direction: 'credit' | 'debit' | 'any';
  category: Category;
  /** Set when the person says this repays (or is) a loan. */
  lender?: string | null;
  loanRepayment?: boolean;
}

const DEBIT_SET: ReadonlySet<string> = new Set(DEBIT_CATEGORIES);
const CREDIT_SET: ReadonlySet<string> = new Set(CREDIT_CATEGORIES);

/**
 * What makes two narrations "similar": the counterparty's words when a transfer names one, otherwise the
 * narration's words, in both cases without channel words, ids and digits (first 6 words).
 */
export function similarityKey(description: string, amount: number): string {
  const cp = extractCounterparty(description, amount > 0);
  const words = (cp ? tokenize(cp) : tokenize(description)).filter((w) => !CHANNEL_WORDS.has(w));
  const key = words.slice(0, 6).join(' ');
  return key || tokenize(description).join(' ');
}

/**
 * Builds a user rule from a correction ("apply to similar"). Throws when the category does not fit the direction
 * (a debit cannot become "salary").
 */
export function ruleFromCorrection(
  row: Pick<StatementRow, 'description' | 'amount'>,
  category: Category,
  options: { id: string; lender?: string | null },
): UserRule {
  const credit = row.amount > 0;
  if (credit ? !CREDIT_SET.has(category) : !DEBIT_SET.has(category)) {
    throw new Error(`Category ${category} cannot be used for a ${credit ? 'credit' : 'debit'}.`);
  }
  const loan = category === 'loan_repayment' || category === 'loan_disbursement';
  return {
    id: options.id,
    pattern: similarityKey(row.description, row.amount),
    direction: credit ? 'credit' : 'debit',
    category,
    lender: loan ? (options.lender ?? null) : null,
    loanRepayment: category === 'loan_repayment',
  };
}

/** A user rule applies to this direction and category fits it. */
export function ruleFits(u: UserRule, credit: boolean): boolean {
  if (u.direction !== 'any' && (u.direction === 'credit') !== credit) return false;
  return credit ? CREDIT_SET.has(u.category) : DEBIT_SET.has(u.category);
}

/** User rules as engine rules for phrase containment (priority 1000; later rules in the list win ties). */
export function compileUserRules(rules: readonly UserRule[]): Rule[] {
  return rules.map((u, i) => ({
    id: `user.${u.id}`,
    priority: 1000 + i / 1e6,
    when: {
      ...(u.direction === 'any' ? {} : { direction: u.direction }),
      phrases: [u.pattern],
      test: (ctx) => ruleFits(u, ctx.credit),
    },
    then: { category: u.category, lender: u.lender ?? null, loanRepayment: u.loanRepayment ?? u.category === 'loan_repayment' },
    truncatable: false,
  }));
}
