/**
 * "What changed since last time": the figures that moved between a person's previous analysis and this one, each
 * with the reason we can see in their data (the category that moved most, the repayments that appeared…).
 */
import { CATEGORY_LABELS, type AnalysisSummary, type DebitCategory, type Kobo } from '../contract.ts';
import { formatNairaWhole } from '../money/kobo.ts';

export interface FigureChange {
  figure: 'healthScore' | 'monthlyIncome' | 'monthlyExpenses' | 'savingsRate' | 'dti';
  label: string;
  before: number;
  after: number;
  direction: 'better' | 'worse';
  why: string;
}

type Summary = Pick<AnalysisSummary, 'months' | 'healthScore' | 'monthlyIncome' | 'monthlyExpenses' | 'savingsRate' | 'dti' | 'monthlyDebtRepayments' | 'categories'>;

/** Smaller moves than these are noise, not news (the health score runs from 0 to 10). */
const MIN_SCORE_POINTS = 0.3;
const MIN_MONEY_SHARE = 0.05;
const MIN_RATE_POINTS = 2;

const monthlyByCategory = (s: Summary) => {
  const div = Math.max(1, s.months);
  return new Map<DebitCategory, Kobo>(s.categories.map((c) => [c.category, Math.round(c.amount / div)]));
};

function biggestCategoryMove(before: Summary, after: Summary): { category: DebitCategory; delta: Kobo } | null {
  const b = monthlyByCategory(before);
  const a = monthlyByCategory(after);
  let best: { category: DebitCategory; delta: Kobo } | null = null;
  for (const c of new Set([...a.keys(), ...b.keys()])) {
    const delta = (a.get(c) ?? 0) - (b.get(c) ?? 0);
    if (!best || Math.abs(delta) > Math.abs(best.delta)) best = { category: c, delta };
  }
  return best && best.delta !== 0 ? best : null;
}

const moved = (before: number, after: number) => before === 0 ? after !== 0 : Math.abs(after - before) / Math.abs(before) >= MIN_MONEY_SHARE;

export function whatChanged(before: Summary, after: Summary): FigureChange[] {
  const out: FigureChange[] = [];
  const cat = biggestCategoryMove(before, after);
  const catWhy = cat
    ? `${CATEGORY_LABELS[cat.category]} ${cat.delta > 0 ? 'rose' : 'fell'} by ${formatNairaWhole(Math.abs(cat.delta))} a month.`
    : 'Spending moved across several categories.';
  if (moved(before.monthlyIncome, after.monthlyIncome)) {
    const up = after.monthlyIncome > before.monthlyIncome;
    out.push({ figure: 'monthlyIncome', label: 'Monthly income', before: before.monthlyIncome, after: after.monthlyIncome, direction: up ? 'better' : 'worse', why: `Money coming in ${up ? 'rose' : 'fell'} by ${formatNairaWhole(Math.abs(after.monthlyIncome - before.monthlyIncome))} a month.` });
  }
  if (moved(before.monthlyExpenses, after.monthlyExpenses)) {
    out.push({ figure: 'monthlyExpenses', label: 'Monthly spending', before: before.monthlyExpenses, after: after.monthlyExpenses, direction: after.monthlyExpenses < before.monthlyExpenses ? 'better' : 'worse', why: catWhy });
  }
  if (Math.abs(after.savingsRate - before.savingsRate) >= MIN_RATE_POINTS) {
    const better = after.savingsRate > before.savingsRate;
    out.push({ figure: 'savingsRate', label: 'Savings rate', before: before.savingsRate, after: after.savingsRate, direction: better ? 'better' : 'worse', why: better ? 'You kept a bigger share of what came in.' : 'A smaller share of what came in was left over.' });
  }
  if (Math.abs(after.dti - before.dti) >= MIN_RATE_POINTS) {
    const better = after.dti < before.dti;
    const repay = after.monthlyDebtRepayments - before.monthlyDebtRepayments;
    out.push({ figure: 'dti', label: 'Debt-to-income', before: before.dti, after: after.dti, direction: better ? 'better' : 'worse', why: repay === 0 ? 'Your income changed while repayments stayed the same.' : `Loan repayments ${repay > 0 ? 'rose' : 'fell'} by ${formatNairaWhole(Math.abs(repay))} a month.` });
  }
  if (Math.abs(after.healthScore - before.healthScore) >= MIN_SCORE_POINTS) {
    const better = after.healthScore > before.healthScore;
    const driver = out.find((c) => c.direction === (better ? 'better' : 'worse'));
    out.unshift({ figure: 'healthScore', label: 'Health score', before: before.healthScore, after: after.healthScore, direction: better ? 'better' : 'worse', why: driver ? `Mostly your ${driver.label.toLowerCase()}: ${driver.why}` : 'Several small changes added up.' });
  }
  return out;
}
