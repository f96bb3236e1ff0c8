/**
 * analyseStatement: ParsedStatement → AnalysisResult (analysis-contract.md). Pure.
 *
 * Steps: categorise every row (user rules first, then the built-in rules fed by the lexicon) → find pattern loans
 * (a credit followed by regular debits to the same counterparty) → recognise the salary (a monthly credit from the
 * same payer) → the contract's figures → health score → loan eligibility → recommendations.
 */
import type { AnalysisResult, DebitCategory, Kobo, ParsedStatement, Persona, Transaction } from '../contract.ts';
import { categoriseRows } from '../categorise/categorise.ts';
import type { UserRule } from '../categorise/user-rules.ts';
import { coreFigures } from './arithmetic.ts';
import { auditCharges } from './charges-audit.ts';
import type { ChargesAudit } from './charges-audit.ts';
import { assessEligibility } from './eligibility.ts';
import { healthComponents, healthScore } from './health.ts';
import { detectSalary, incomeBreakdown } from './income.ts';
import type { SalaryInfo } from './income.ts';
import { activeLenders, detectPatternLoans, loanInsights } from './loans.ts';
import type { LoanInsights } from './loans.ts';
import { ownAccountMoves, ownAccountNote, ownMoneyIn } from './own-account.ts';
import { withOwnLender } from './own-lender.ts';
import { editingSigns, healthNote } from './figures-trust.ts';
import { SAVINGS_APPS } from '../statements/savings-wallet.ts';
import { personaView } from './persona.ts';
import { recommendations } from './recommendations.ts';
import { markReturns, moneyReturned } from './returned-money.ts';
import type { Recommendation } from './recommendations.ts';
import type { MonthPoint } from './series.ts';
import { incomeVariation, monthlySeries, robustMonthlyIncome, spendingTrend } from './series.ts';
import { detectPerson } from '../categorise/person-name.ts';
import { builtinRuleSet } from '../categorise/categorise.ts';
import { normaliseNarration } from '../categorise/normalise.ts';
import { PERSON_NAMES } from '../lexicon/index.ts';
import { compareCodes } from '../text/compare-codes.ts';

export type { UserRule } from '../categorise/user-rules.ts';
export { ruleFromCorrection, similarityKey } from '../categorise/user-rules.ts';

export interface AnalyseOptions {
  persona?: Persona;
  userRules?: UserRule[];
}

export interface Insights {
  monthlySeries: MonthPoint[];
  chargesAudit: ChargesAudit;
  salary: SalaryInfo;
  loans: LoanInsights;
  personaNotes: string[];
  /** All recommendations with their ranking impact (the summary carries the texts). */
  recommendations: Recommendation[];
}

/** The statement period; falls back to the first and last transaction dates. */
export function statementPeriod(parsed: Pick<ParsedStatement, 'statement' | 'transactions'>): { start: string; end: string } {
  const dates = parsed.transactions.map((t) => t.date).sort();
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  const start = iso.test(parsed.statement.periodStart ?? '') ? parsed.statement.periodStart : (dates[0] ?? '1970-01-01');
  const end = iso.test(parsed.statement.periodEnd ?? '') ? parsed.statement.periodEnd : (dates[dates.length - 1] ?? start);
  return { start, end: end < start ? start : end };
}

/**
 * Each day's closing balance as printed, or, for a list that prints none (an app history, a lender's export), as the
 * opening balance and the rows give it, when the rows carry it to the printed closing balance (or none is printed).
 * Null when neither is known: the average and the days below zero are then unknown, never the opening balance alone.
 */
function endOfDayBalances(txs: readonly Transaction[], opening: Kobo | null, closing: Kobo | null): Map<string, Kobo> | null {
  const endOfDay = new Map<string, Kobo>();
  for (const t of txs) if (t.balance !== null) endOfDay.set(t.date, t.balance);
  if (endOfDay.size > 0) return endOfDay;
  if (opening === null || txs.length === 0) return null;
  let running = opening;
  // Oldest first; a stable sort keeps the printed order within a day.
  for (const t of [...txs].sort((a, b) => compareCodes(a.date, b.date))) endOfDay.set(t.date, (running += t.amount));
  return closing === null || running === closing ? endOfDay : null;
}

/**
 * The average of the end-of-day balances of the days with transactions, and the calendar days of the period that
 * ended below zero: a balance holds from the day it was struck until the next one (the opening balance before the
 * first), so an account overdrawn all month counts every day of it, not only the days money moved.
 */
function balanceFacts(txs: readonly Transaction[], opening: Kobo | null, closing: Kobo | null, start: string, end: string): { average: Kobo | null; negativeDays: number } {
  const endOfDay = endOfDayBalances(txs, opening, closing);
  if (endOfDay === null) return { average: null, negativeDays: 0 };
  const vals = [...endOfDay.values()];
  let negativeDays = 0;
  let carried = opening;
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let day = Date.parse(`${start}T00:00:00Z`); day <= last; day += 86_400_000) {
    carried = endOfDay.get(new Date(day).toISOString().slice(0, 10)) ?? carried;
    if (carried !== null && carried < 0) negativeDays++;
  }
  return { average: Math.round(vals.reduce((a, b) => a + b, 0) / vals.length), negativeDays };
}

function personsOf(txs: readonly Transaction[]): (i: number) => string | null {
  const base = builtinRuleSet();
  const known = (w: string): boolean => base.knows(w) && !PERSON_NAMES.has(w);
  const memo = new Map<number, string | null>();
  return (i) => {
    if (!memo.has(i)) memo.set(i, detectPerson(normaliseNarration(txs[i]!.description, txs[i]!.amount > 0).counterparty, known));
    return memo.get(i)!;
  };
}

interface Computed {
  result: AnalysisResult;
  insights: Insights;
}

function compute(statement: ParsedStatement['statement'], transactions: Transaction[], personAt: (i: number) => string | null, patternIdx: Set<number>, persona: Persona | undefined, keyAt?: (i: number) => string, keepReturns = false): Computed {
  // Categories decide which rows bring money back, so the links are found again after every change of category.
  const returned = keepReturns ? null : moneyReturned(transactions, markReturns(transactions));
  const { start, end } = statementPeriod({ statement, transactions });
  const f = coreFigures(transactions, start, end);
  const series = monthlySeries(transactions, start, end);
  const salary = detectSalary(transactions, personAt, f.months, keyAt);
  const loans = loanInsights(transactions, patternIdx);
  const charges = auditCharges(transactions);
  const income = incomeBreakdown(transactions);
  const bal = balanceFacts(transactions, statement.openingBalance, statement.closingBalance, start, end);
  const betting = f.categories.find((c) => c.category === 'betting')?.amount ?? 0;
  const chargesTotal = f.categories.find((c) => c.category === 'bank_charges')?.amount ?? 0;
  const lenders = activeLenders(loans).map((l) => l.lender);
  const components = healthComponents({
    months: f.months,
    monthlyIncome: f.monthlyIncome,
    monthlyExpenses: f.monthlyExpenses,
    savingsRate: f.savingsRate,
    dti: f.dti,
    monthlyDebt: f.monthlyDebtRepayments,
    incomeVariation: incomeVariation(series),
    salaryDetected: salary.detected,
    averageBalance: bal.average,
    bettingTotal: betting,
    totalIncome: f.totalIncome,
    chargesTotal,
    totalExpenses: f.totalExpenses,
    negativeBalanceDays: bal.negativeDays,
    lenders,
  });
  const score = healthScore(components);
  const pv = personaView(persona, transactions, f.months, f.monthlyIncome, robustMonthlyIncome(series), income, salary);
  const affordDti = pv.affordabilityIncome > 0 ? Math.round((f.monthlyDebtRepayments / pv.affordabilityIncome) * 10000) / 100 : f.dti;
  const variation = incomeVariation(series);
  // An irregular earner's surplus is judged on the typical month too, not only on the average.
  // A savings app's withdrawals go back to the person's own bank account: its statement's note says so once.
  const savingsWallet = statement.bank !== null && SAVINGS_APPS.has(statement.bank);
  const own = savingsWallet ? null : ownAccountMoves(transactions, f.months, f.totalIncome, f.monthlyIncome, f.monthlySavings);
  const typicalSurplus = persona === 'self-employed' || persona === 'gig-worker' ? pv.affordabilityIncome - f.monthlyExpenses : f.monthlySavings;
  const { eligibility, repaymentCeiling } = assessEligibility({
    monthlyIncome: pv.affordabilityIncome,
    monthlyDebt: f.monthlyDebtRepayments,
    dti: pv.affordabilityIncome === f.monthlyIncome ? f.dti : affordDti,
    healthScore: score,
    savingsRate: f.savingsRate,
    monthlySurplus: Math.min(f.monthlySavings, typicalSurplus),
    monthlyOwnAccount: own?.monthly ?? 0,
    incomeVariation: variation,
    fullMonths: series.filter((p) => p.daysCovered >= 25).length,
    months: f.months,
    salaryDetected: salary.detected,
    reconciled: transactions.some((t) => t.balance !== null) ? statement.reconciled : null,
    closingBalance: statement.closingBalance,
    savingsWallet,
    alterations: editingSigns(statement),
    incomeNote: pv.affordabilityNote,
  });
  const recs = recommendations({
    persona,
    months: f.months,
    totalIncome: f.totalIncome,
    monthlyIncome: f.monthlyIncome,
    monthlyExpenses: f.monthlyExpenses,
    monthlySavings: f.monthlySavings,
    savingsRate: f.savingsRate,
    monthlyDebt: f.monthlyDebtRepayments,
    dti: f.dti,
    categories: f.categories,
    totalExpenses: f.totalExpenses,
    charges,
    loans,
    salary,
    averageBalance: bal.average,
    negativeBalanceDays: bal.negativeDays,
    subscriptionPayments: transactions.filter((t) => t.category === 'tv_subscriptions' && t.amount < 0).length,
    estimatedMonthlyMargin: pv.estimatedMonthlyMargin,
    eligibleMax: eligibility.recommendedAmount,
    repaymentCeiling,
    ownAccount: own ? { monthly: own.monthly, note: ownAccountNote(own, f.savingsRate) } : undefined,
    ownMoneyIn: savingsWallet ? 0 : ownMoneyIn(transactions, f.months),
  });
  // High-spending categories: up to three categories that are ≥ 15% of spending, plus betting when it is ≥ 3% of
  // spending or of income, plus bank charges when they are ≥ 2% of spending.
  const high: DebitCategory[] = f.categories.filter((c) => c.percentage >= 15 && c.category !== 'other_expense').slice(0, 3).map((c) => c.category);
  const bet = f.categories.find((c) => c.category === 'betting');
  if (bet && !high.includes('betting') && (bet.percentage >= 3 || (f.totalIncome > 0 && bet.amount / f.totalIncome >= 0.03))) high.push('betting');
  const ch = f.categories.find((c) => c.category === 'bank_charges');
  if (ch && ch.percentage >= 2 && !high.includes('bank_charges')) high.push('bank_charges');
  const note = healthNote(statement);
  const result: AnalysisResult = {
    statement,
    transactions,
    summary: {
      months: f.months,
      totalIncome: f.totalIncome,
      totalExpenses: f.totalExpenses,
      monthlyIncome: f.monthlyIncome,
      monthlyExpenses: f.monthlyExpenses,
      monthlySavings: f.monthlySavings,
      savingsRate: f.savingsRate,
      monthlyDebtRepayments: f.monthlyDebtRepayments,
      dti: f.dti,
      dtiBand: f.dtiBand,
      healthScore: score,
      healthComponents: components,
      ...(note ? { healthNote: note } : {}),
      categories: f.categories,
      spendingTrend: spendingTrend(series),
      highSpendingCategories: high,
      recommendations: recs.map((r) => r.text),
      loanEligibility: eligibility,
      ...(own ? { ownAccountMoves: own } : {}),
      ...(returned ? { moneyReturned: returned } : {}),
    },
  };
  return { result, insights: { monthlySeries: series, chargesAudit: charges, salary, loans, personaNotes: pv.notes, recommendations: recs } };
}

/** Categorises and analyses a parsed statement. The result is exactly the contract shape. */
export function analyseStatement(parsed: ParsedStatement, options: AnalyseOptions = {}): AnalysisResult {
  return analyseWithInsights(parsed, options).result;
}

/** Same as analyseStatement, plus the extra views the result page shows. */
export function analyseWithInsights(parsed: ParsedStatement, options: AnalyseOptions = {}): Computed {
  const { transactions, details } = categoriseRows(parsed.transactions, { userRules: options.userRules, accountName: parsed.statement.accountName, persona: options.persona });
  const personAt = (i: number): string | null => details[i]!.person;
  const keyAt = (i: number): string => details[i]!.key;
  withOwnLender(transactions, parsed.statement.bank, personAt);
  // Pattern loans never override a person's own correction.
  const pattern = new Set(detectPatternLoans(transactions, (i) => (details[i]!.ruleId.startsWith('user.') ? 'user' : personAt(i)), keyAt));
  return compute(parsed.statement, transactions, personAt, pattern, options.persona, keyAt);
}

/**
 * The extra views for a stored result (monthly series, charges audit, salary, loans, persona notes). Recomputed
 * from the result's transactions, so it works on results saved earlier.
 */
export function buildInsights(result: AnalysisResult, options: { persona?: Persona } = {}): Insights {
  const txs = result.transactions.map((t) => ({ ...t }));
  return compute(result.statement, txs, personsOf(txs), new Set(), options.persona).insights;
}

/**
 * The summary of already-categorised transactions (e.g. after a person's corrections were enforced), with the same
 * arithmetic as analyseStatement. Transactions are not recategorised. `keepReturns` keeps the rows' own links of money
 * that came back (rows gathered from several statements, whose links were found on each statement whole).
 */
export function summariseTransactions(statement: ParsedStatement['statement'], transactions: readonly Transaction[], options: { persona?: Persona; keepReturns?: boolean } = {}): AnalysisResult['summary'] {
  const txs = transactions.map((t) => ({ ...t }));
  return compute(statement, txs, personsOf(txs), new Set(), options.persona, undefined, options.keepReturns === true).result.summary;
}
