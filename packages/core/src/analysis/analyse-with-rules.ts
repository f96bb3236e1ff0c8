import { markReturns } from './returned-money.ts';
import type { AnalysisResult, Category, ParsedStatement, Persona } from '../contract.ts';
import {
  analyseWithInsights,
  buildInsights,
  similarityKey,
  summariseTransactions,
  type Insights,
  type UserRule,
} from './analyse-statement.ts';

export { similarityKey };

export function directionOf(amount: number): 'credit' | 'debit' {
  return amount > 0 ? 'credit' : 'debit';
}

/** A person's own rule as stored (from "apply to similar"). */
export interface StoredRule {
  id: string;
  pattern: string;
  direction: 'credit' | 'debit' | 'any';
  category: Category;
}

/**
 * The analysis engine with the person's own rules ("apply to similar", run before the built-in rules), plus
 * single-row corrections enforced on top (a person's explicit choice). When a correction changes a category, the
 * summary and insights are computed again from the corrected transactions with the engine's own arithmetic.
 */
export function analyseWithRules(
  parsed: ParsedStatement,
  persona: Persona | undefined,
  rules: readonly StoredRule[],
  overrides: ReadonlyMap<number, Category> = new Map(),
): { result: AnalysisResult; insights: Insights } {
  // Oldest first: later rules win ties in the engine, so the most recent correction wins.
  const userRules: UserRule[] = rules.map((r) => ({
    id: r.id,
    pattern: r.pattern,
    direction: r.direction,
    category: r.category,
  }));
  const computed = analyseWithInsights(parsed, { persona, userRules });
  if (overrides.size === 0) return computed;
  let changed = false;
  const transactions = computed.result.transactions.map((t, i) => {
    const forced = overrides.get(i);
    if (!forced || forced === t.category) return t;
    changed = true;
    const loan = forced === 'loan_repayment';
    return {
      ...t,
      category: forced,
      loanRepayment: loan,
      lender: loan || forced === 'loan_disbursement' ? t.lender : null,
    };
  });
  if (!changed) return computed;
  // A corrected category can make or unmake a reversal: the result's own rows carry the links the summary used.
  markReturns(transactions);
  const summary = summariseTransactions(computed.result.statement, transactions, { persona });
  const result: AnalysisResult = { statement: computed.result.statement, transactions, summary };
  return { result, insights: buildInsights(result, { persona }) };
}

/** result_json: the statement, the summary and the views the result page shows; transactions live in their table. */
export function resultJson(result: AnalysisResult, insights: Insights, meta: StoredMeta) {
  return {
    statement: result.statement,
    summary: result.summary,
    monthly: insights.monthlySeries.map((m) => ({
      month: m.month,
      income: m.income,
      expenses: m.expenses,
      saved: m.saved,
      net: m.net,
      daysCovered: m.daysCovered,
      daysInMonth: m.daysInMonth,
    })),
    charges: insights.chargesAudit,
    salary: insights.salary,
    loans: insights.loans,
    personaNotes: insights.personaNotes,
    meta,
  };
}

export interface StoredMeta {
  format: string;
  ocrConfidence: number | null;
}
