/**
 * Recommendations: rule types that fire only when the person's own figures warrant them, each with the naira
 * impact a month it could make; ranked by impact (largest first). Never generic filler.
 */
import type { CategoryTotal, DebitCategory, Kobo, Persona } from '../contract.ts';
import { CATEGORY_LABELS } from '../contract.ts';
import { divideKobo, formatNairaWhole as N } from '../money/kobo.ts';
import { roundTo } from './arithmetic.ts';
import type { ChargesAudit } from './charges-audit.ts';
import type { SalaryInfo } from './income.ts';
import type { LoanInsights } from './loans.ts';
import { activeLenders } from './loans.ts';

export interface RecommendationInputs {
  persona?: Persona;
  months: number;
  totalIncome: Kobo;
  monthlyIncome: Kobo;
  monthlyExpenses: Kobo;
  monthlySavings: Kobo;
  savingsRate: number;
  monthlyDebt: Kobo;
  dti: number;
  categories: readonly CategoryTotal[];
  totalExpenses: Kobo;
  charges: ChargesAudit;
  loans: LoanInsights;
  salary: SalaryInfo;
  averageBalance: Kobo | null;
  negativeBalanceDays: number;
  subscriptionPayments: number;
  estimatedMonthlyMargin?: Kobo;
  eligibleMax: Kobo;
  /** The monthly repayment the eligibility estimate suggests staying under (never above the surplus). */
  repaymentCeiling: Kobo;
  /** Money moved to the person's own other accounts a month, with the sentence that says so (own-account.ts). */
  ownAccount?: { monthly: Kobo; note: string };
  /** The person's own money moved into this account from their other accounts, a month. */
  ownMoneyIn?: Kobo;
}

export interface Recommendation {
  type: string;
  /** Naira impact per month, in kobo (for ranking). */
  impact: Kobo;
  text: string;
}

const monthsText = (m: number): string => (m === 1 ? '1 month' : `${m} months`);

export function recommendations(r: RecommendationInputs): Recommendation[] {
  const out: Recommendation[] = [];
  const div = Math.max(1, r.months);
  const cat = (c: DebitCategory): CategoryTotal | undefined => r.categories.find((x) => x.category === c);
  const pctOfIncome = (k: Kobo): number => (r.totalIncome > 0 ? roundTo((k / r.totalIncome) * 100, 1) : 0);
  const add = (type: string, impact: Kobo, text: string): void =>
    void out.push({ type, impact: Math.max(0, Math.round(impact)), text });

  // 1. Betting
  const bet = cat('betting');
  if (bet) {
    add(
      'betting',
      divideKobo(bet.amount, div),
      `Betting took ${N(bet.amount)}${r.totalIncome > 0 ? ` — ${pctOfIncome(bet.amount)}% of your income —` : ''} in ${monthsText(r.months)} (${bet.count} ${bet.count === 1 ? 'stake' : 'stakes'}). Stopping would free about ${N(divideKobo(bet.amount, div))} a month; set a deposit limit on the betting apps if stopping at once is hard.`,
    );
  }
  // 2. Bank charges, with the biggest item
  if (r.charges.total > 0) {
    const top = r.charges.lines[0]!;
    add(
      'bank_charges',
      divideKobo(r.charges.total, div) / 2,
      `You paid ${N(r.charges.total)} in bank charges; ${N(top.total)} of it was ${top.label.toLowerCase()}. ${top.type === 'sms_alert' ? 'Switch to free app or e-mail alerts' : top.type === 'transfer_commission' ? 'Batch small transfers, or use an account with free transfers' : 'Ask your bank which of these you can avoid'} to keep about ${N(divideKobo(r.charges.total, 2 * div))} a month.`,
    );
  }
  // 3. Overcharges against the CBN Guide
  if (r.charges.flags.length > 0) {
    add(
      'overcharges',
      r.charges.overcharged,
      `${r.charges.flags.length} charge${r.charges.flags.length === 1 ? ' was' : 's were'} above the CBN Guide to Charges — ${N(r.charges.overcharged)} too much. Ask your bank to refund it; quote the date and amount of each (they are listed in the charges audit).`,
    );
  }
  // 4. Loan stacking
  // The same lenders the health score counts (named, with repayments), so the two never disagree.
  const named = activeLenders(r.loans);
  if (named.length >= 2) {
    const repaid = named.reduce((a, l) => a + l.repaid, 0);
    add(
      'loan_stacking',
      divideKobo(repaid, div),
      `You are borrowing from ${named.length} lenders (${named.map((l) => l.lender).join(', ')}) and repaid ${N(repaid)} in ${monthsText(r.months)}. Take no new loan until one is cleared, and pay off the most expensive first.`,
    );
  }
  // An account paid for mostly with the person's own money from elsewhere (a loan wallet, a spending account) shows
  // little of their income: its income-based figures say more about where the income lands than about the person.
  const ownIn = r.ownMoneyIn ?? 0;
  const fundedElsewhere = ownIn > r.monthlyIncome;
  // 5. High DTI
  if (r.dti > 40 && r.monthlyIncome > 0 && fundedElsewhere) {
    add(
      'dti_income_elsewhere',
      r.monthlyDebt,
      `Loan repayments of ${N(r.monthlyDebt)} a month are ${r.dti}% of the income this statement shows (${N(r.monthlyIncome)} a month), but this account is paid for mostly from your other accounts. Upload the statement of the account your income is paid into before judging how much of it your loans take.`,
    );
  } else if (r.dti > 40 && r.monthlyIncome > 0) {
    const target = Math.round(0.3 * r.monthlyIncome);
    add(
      'high_dti',
      r.monthlyDebt - target,
      `Loan repayments take ${r.dti}% of your income (${N(r.monthlyDebt)} a month). Bringing them to 30% (${N(target)}) would free ${N(r.monthlyDebt - target)} a month — ask your lenders about restructuring before borrowing again.`,
    );
  } else if (r.monthlyDebt > 0 && r.monthlyIncome === 0) {
    add(
      'debt_no_income',
      r.monthlyDebt,
      `You repaid loans of ${N(r.monthlyDebt)} a month but no income was found on this statement. If your income lands in another account, upload that statement too.`,
    );
  }
  // 6. Spending more than income
  if (r.monthlyIncome > 0 && r.monthlySavings < 0 && fundedElsewhere) {
    add(
      'funded_elsewhere',
      -r.monthlySavings,
      `This account spent ${N(-r.monthlySavings)} a month more than its income (${N(r.monthlyExpenses)} against ${N(r.monthlyIncome)}), paid for with your own money from your other accounts (${N(ownIn)} a month). Upload the statement of the account your income is paid into to see whether you spend more than you earn.`,
    );
  } else if (r.monthlyIncome > 0 && r.monthlySavings < 0) {
    add(
      'overspending',
      -r.monthlySavings,
      `You spent ${N(-r.monthlySavings)} a month more than you earned (${N(r.monthlyExpenses)} against ${N(r.monthlyIncome)}). Start with your largest category, ${CATEGORY_LABELS[r.categories[0]?.category ?? 'other_expense'].toLowerCase()} (${N(divideKobo(r.categories[0]?.amount ?? 0, div))} a month).`,
    );
  }
  // 7. Low savings rate
  if (r.monthlyIncome > 0 && r.savingsRate >= 0 && r.savingsRate < 10) {
    const target = Math.round(0.1 * r.monthlyIncome);
    add(
      'low_savings',
      target - Math.max(0, r.monthlySavings),
      `You keep ${r.savingsRate}% of your income (${N(Math.max(0, r.monthlySavings))} a month). Moving ${N(target)} (10%) to savings ${r.salary.detected && r.salary.expectedPayDay ? `on day ${r.salary.expectedPayDay}, when your salary lands,` : 'as soon as money comes in'} builds ${N(target * 12)} in a year.`,
    );
  }
  // 8. Cash buffer. While spending runs ahead of income there is nothing to set aside: the buffer comes after the
  // overspending is fixed, and is said so and ranked last.
  if (r.averageBalance !== null && r.monthlyExpenses > 0 && r.averageBalance < r.monthlyExpenses) {
    const days = Math.max(0, Math.round((r.averageBalance / r.monthlyExpenses) * 30.4));
    const goal = 3 * r.monthlyExpenses;
    const monthly = divideKobo(goal - Math.max(0, r.averageBalance), 12);
    // An account that was overdrawn on average has no buffer at all: "covers only 0 days" would hide by how much.
    const covers =
      r.averageBalance < 0
        ? `Your account was overdrawn by ${N(-r.averageBalance)} on average: nothing is set aside for an emergency.`
        : `Your average balance (${N(r.averageBalance)}) covers only ${days} days of spending.`;
    if (r.monthlySavings < 0)
      add(
        'cash_buffer',
        0,
        `${covers} Once you spend less than you earn, build an emergency fund of ${N(goal)} (3 months), setting aside ${N(monthly)} a month for a year.`,
      );
    else
      add(
        'cash_buffer',
        monthly,
        `${covers} Build an emergency fund of ${N(goal)} (3 months) by setting aside ${N(monthly)} a month for a year.`,
      );
  }
  // 9. Negative balances
  if (r.negativeBalanceDays > 0) {
    add(
      'overdraft',
      divideKobo(r.monthlyExpenses, 20),
      `Your balance went below zero on ${r.negativeBalanceDays} day${r.negativeBalanceDays === 1 ? '' : 's'}. Overdraft interest and failed debits cost money: keep ${N(divideKobo(r.monthlyExpenses, 10))} (3 days' spending) untouched in this account.`,
    );
  }
  // 10. Largest discretionary category (eating out/food delivery, shopping, entertainment)
  for (const c of ['shopping', 'entertainment', 'food_groceries'] as const) {
    const t = cat(c);
    if (t && t.percentage >= 20) {
      const monthly = divideKobo(t.amount, div);
      add(
        `high_${c}`,
        Math.round(monthly * 0.2),
        `${CATEGORY_LABELS[c]} was ${N(monthly)} a month — ${t.percentage}% of your spending over ${t.count} payments. Cutting it by a fifth saves ${N(Math.round(monthly * 0.2))} a month.`,
      );
    }
  }
  // 11. Airtime & data
  const air = cat('airtime_data');
  if (air && divideKobo(air.amount, div) > 1_000_000 && air.count >= 4) {
    const monthly = divideKobo(air.amount, div);
    add(
      'airtime_data',
      Math.round(monthly * 0.3),
      `Airtime and data cost ${N(monthly)} a month across ${air.count} top-ups. One monthly bundle instead of many small ones usually costs about 30% less (${N(Math.round(monthly * 0.3))} a month).`,
    );
  }
  // 12. Cash withdrawals
  const cash = cat('cash_withdrawal');
  if (cash && cash.percentage >= 25) {
    add(
      'cash',
      divideKobo(cash.amount, div) / 10,
      `${N(cash.amount)} (${cash.percentage}% of your spending) left as cash in ${cash.count} withdrawals — money you cannot track. Pay by transfer or card where you can, and note what the cash was for.`,
    );
  }
  // 13. Transfers to people
  const people = cat('transfers_out');
  if (people && people.percentage >= 25 && r.persona !== 'pos-agent') {
    const monthly = divideKobo(people.amount, div);
    add(
      'transfers_to_people',
      Math.round(monthly * 0.15),
      `You sent ${N(monthly)} a month to people (${people.percentage}% of your spending, ${people.count} transfers). Agree a fixed monthly family-support budget so it does not eat into savings.`,
    );
  }
  // 14. Subscriptions
  const tv = cat('tv_subscriptions');
  if (tv && r.subscriptionPayments >= 3) {
    const monthly = divideKobo(tv.amount, div);
    add(
      'subscriptions',
      Math.round(monthly * 0.3),
      `TV and subscriptions cost ${N(monthly)} a month (${r.subscriptionPayments} payments). Cancel the ones you rarely use, or drop to a lower DStv/GOtv bouquet.`,
    );
  }
  // 15. Persona: business margin
  if (
    (r.persona === 'pos-agent' || r.persona === 'sme' || r.persona === 'business') &&
    r.estimatedMonthlyMargin !== undefined
  ) {
    add(
      'business_margin',
      Math.round(r.estimatedMonthlyMargin * 0.1),
      `Your estimated margin is ${N(r.estimatedMonthlyMargin)} a month. Pay yourself a fixed amount from it and keep business and personal money in separate accounts so your true income is clear to lenders.`,
    );
  }
  // 16. Irregular income
  if ((r.persona === 'self-employed' || r.persona === 'gig-worker') && r.monthlyIncome > 0) {
    add(
      'irregular_income',
      Math.round(r.monthlyIncome * 0.05),
      `With irregular income, keep a buffer: save ${N(Math.round(r.monthlyIncome * 0.15))} (15%) in good months so lean months are covered.`,
    );
  }
  // 17. Money moved to one's own accounts: counted as saved, but not seen being saved. Ranked as if a tenth of it were
  // at stake, so a large share is read early and a small one does not crowd out costs the person can cut.
  if (r.ownAccount && r.ownAccount.monthly > 0)
    add('own_account_moves', Math.round(r.ownAccount.monthly / 10), r.ownAccount.note);
  // 18. Borrowing headroom (only when it exists)
  if (r.eligibleMax > 0 && r.repaymentCeiling > 0 && r.dti <= 30) {
    add(
      'borrowing_headroom',
      0,
      `If you need a loan, keep repayments under ${N(r.repaymentCeiling)} a month; that is a loan of up to about ${N(r.eligibleMax)} over 12 months. Compare the total cost, not only the monthly payment.`,
    );
  }
  return out.sort((a, b) => b.impact - a.impact);
}
