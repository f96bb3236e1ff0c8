import { describe, expect, it } from 'vitest';
import type { ParsedStatement, StatementRow } from '../contract.ts';
import { analyseStatement } from './analyse-statement.ts';
import { assessEligibility } from './eligibility.ts';

type Row = Omit<StatementRow, 'balance'>;

function parsed(rows: Row[], extra: Partial<ParsedStatement['statement']> = {}): ParsedStatement {
  let b = 5_000_000;
  const txs = [...rows].sort((a, c) => a.date.localeCompare(c.date)).map((r) => ({ ...r, balance: (b += r.amount) }));
  return {
    statement: {
      bank: 'gtbank',
      accountName: 'ADA OKAFOR',
      accountNumber: '******1234',
      currency: 'NGN',
      periodStart: '2025-01-01',
      periodEnd: '2025-06-30',
      openingBalance: 5_000_000,
      closingBalance: b,
      pages: 1,
      reconciled: true,
      warnings: [],
      ...extra,
    },
    transactions: txs,
    meta: { format: 'pdf' },
  };
}

/** Six months: a monthly income and spending given per month (kobo). */
function months(
  income: (m: number) => number,
  spend: (m: number) => number,
  more: (m: number, mm: string) => Row[] = () => [],
): Row[] {
  const rows: Row[] = [];
  for (let m = 1; m <= 6; m++) {
    const mm = String(m).padStart(2, '0');
    rows.push({ date: `2025-${mm}-05`, description: 'NIP TRANSFER FROM ACME NIGERIA LTD SALARY', amount: income(m) });
    rows.push({ date: `2025-${mm}-08`, description: 'POS PURCHASE @ SHOPRITE LEKKI', amount: -spend(m) });
    rows.push(...more(m, mm));
  }
  return rows;
}

describe('loan eligibility from cash flow', () => {
  it('no estimate when spending exceeds income, with the reason and what would change it', () => {
    const r = analyseStatement(
      parsed(
        months(
          () => 20_000_000,
          () => 21_330_000,
        ),
      ),
    );
    expect(r.summary.savingsRate).toBeLessThan(0);
    const e = r.summary.loanEligibility;
    expect(e).toMatchObject({ eligible: false, maxAmount: 0, recommendedAmount: 0 });
    expect(e.reason).toMatch(/^No estimate, because you spent ₦[\d,]+ a month more than you earned \(savings rate -\d/);
    expect(e.reason).toMatch(/What would change it/);
    expect(r.summary.recommendations.join(' ')).not.toMatch(/keep repayments under/);
  });

  it('no estimate when income is too irregular to judge', () => {
    const gig = [40_000_000, 2_000_000, 30_000_000, 1_000_000, 45_000_000, 3_000_000];
    const rows = months(
      () => 0,
      () => 5_000_000,
    ).filter((x) => x.amount !== 0);
    gig.forEach((a, i) =>
      rows.push({ date: `2025-0${i + 1}-15`, description: `TRANSFER FROM CLIENT JOB ${i}`, amount: a }),
    );
    const r = analyseStatement(parsed(rows));
    expect(r.summary.savingsRate).toBeGreaterThan(0);
    expect(r.summary.loanEligibility.eligible).toBe(false);
    expect(r.summary.loanEligibility.reason).toMatch(/^No estimate, because your monthly income varies by about \d+%/);
  });

  it('no estimate from a statement shorter than two full months, however good its month', () => {
    const rows = months(
      () => 30_000_000,
      () => 10_000_000,
    );
    const oneMonth = analyseStatement(
      parsed(
        rows.filter((x) => x.date < '2025-02-01'),
        { periodEnd: '2025-01-31' },
      ),
    );
    expect(oneMonth.summary.savingsRate).toBeGreaterThan(50);
    expect(oneMonth.summary.loanEligibility).toMatchObject({ eligible: false, maxAmount: 0, recommendedAmount: 0 });
    expect(oneMonth.summary.loanEligibility.reason).toMatch(
      /^No estimate, because this statement covers only 1 month — too short/,
    );
    expect(oneMonth.summary.loanEligibility.reason).toMatch(
      /What would change it: a statement covering at least 2 full months/,
    );
    expect(oneMonth.summary.recommendations.join(' ')).not.toMatch(/keep repayments under/);
    // Six weeks is still one full month; two full months are enough.
    const sixWeeks = analyseStatement(
      parsed(
        rows.filter((x) => x.date < '2025-02-12'),
        { periodEnd: '2025-02-12' },
      ),
    );
    expect(sixWeeks.summary.loanEligibility.eligible).toBe(false);
    const twoMonths = analyseStatement(
      parsed(
        rows.filter((x) => x.date < '2025-03-01'),
        { periodEnd: '2025-02-28' },
      ),
    );
    expect(twoMonths.summary.loanEligibility.eligible).toBe(true);
  });

  it('no estimate on an altered or unreconciled statement', () => {
    const rows = months(
      () => 30_000_000,
      () => 10_000_000,
    );
    const altered = analyseStatement(
      parsed(rows, { warnings: ['Possible tampering: the PDF was last saved by an editing tool (iLovePDF).'] }),
    );
    expect(altered.summary.loanEligibility).toMatchObject({ eligible: false, maxAmount: 0 });
    expect(altered.summary.loanEligibility.reason).toMatch(
      /^No estimate, because this statement shows signs of alteration \(the PDF was last saved by an editing tool \(iLovePDF\)\)/,
    );
    const unreconciled = analyseStatement(
      parsed(rows, { reconciled: false, warnings: ['3 rows do not reconcile with the running balance.'] }),
    );
    expect(unreconciled.summary.loanEligibility.reason).toMatch(
      /^No estimate, because this statement’s running balance does not add up/,
    );
    // The same statement, reconciled and unedited, does get an estimate.
    expect(analyseStatement(parsed(rows)).summary.loanEligibility.eligible).toBe(true);
  });

  it('no estimate for an account that ends the statement overdrawn, however much it kept', () => {
    const x = {
      monthlyIncome: 30_000_000,
      monthlyDebt: 0,
      dti: 0,
      healthScore: 7,
      savingsRate: 66,
      monthlySurplus: 20_000_000,
      incomeVariation: 0.05,
      salaryDetected: true,
      reconciled: true,
      alterations: [],
    };
    const overdrawn = assessEligibility({ ...x, closingBalance: -128_794_689 });
    expect(overdrawn.eligibility).toMatchObject({ eligible: false, maxAmount: 0 });
    expect(overdrawn.eligibility.reason).toBe(
      'No estimate, because your account ends the statement overdrawn by ₦1,287,947: that overdraft is money you already owe the bank. What would change it: clearing the overdraft, or most of it, before taking on a new loan.',
    );
    expect(assessEligibility({ ...x, closingBalance: 5_000_000 }).eligibility.eligible).toBe(true);
  });

  it('counts every calendar day an account stays overdrawn, not only the days money moved', () => {
    // Opening ₦-50,000 (overdrawn); a salary on the 5th lifts it to ₦250,000; spending on the 8th takes it to ₦-10,000.
    const base = parsed([], { periodStart: '2025-01-01', periodEnd: '2025-01-31' });
    const rows = [
      {
        date: '2025-01-05',
        description: 'NIP TRANSFER FROM ACME NIGERIA LTD SALARY',
        amount: 30_000_000,
        balance: 25_000_000,
      },
      { date: '2025-01-08', description: 'POS PURCHASE @ SHOPRITE LEKKI', amount: -26_000_000, balance: -1_000_000 },
    ];
    const r = analyseStatement({
      ...base,
      statement: { ...base.statement, openingBalance: -5_000_000, closingBalance: -1_000_000 },
      transactions: rows,
    });
    // Days 1-4 (the opening balance) and 8-31: 28 days; days 5-7 were in credit.
    expect(r.summary.healthComponents.find((c) => c.name === 'overdraft')?.detail).toBe(
      'Your balance went below zero on 28 days.',
    );
  });

  it('says it cannot tell whether the balance went below zero when the statement prints no balance', () => {
    const base = parsed(
      months(
        () => 20_000_000,
        () => 15_000_000,
      ),
    );
    const noBalances = {
      ...base,
      statement: { ...base.statement, openingBalance: null, closingBalance: null },
      transactions: base.transactions.map((t) => ({ ...t, balance: null })),
    };
    const parts = analyseStatement(noBalances).summary.healthComponents;
    const overdraft = parts.find((c) => c.name === 'overdraft')!;
    expect(overdraft.detail).toBe(
      'The statement has no balances, so whether your balance went below zero could not be checked.',
    );
    expect(overdraft.score).toBe(5);
    expect(parts.find((c) => c.name === 'cash_buffer')!.detail).toMatch(/no balances/);
    // The same months with their balances, never below zero, earn the full mark and say so.
    const seen = analyseStatement(base).summary.healthComponents.find((c) => c.name === 'overdraft')!;
    expect(seen).toMatchObject({ score: 10, detail: 'Your balance never went below zero.' });
  });

  it("reads a savings app's statement as savings: its deposits and withdrawals are the person's own money moving", () => {
    const rows: Row[] = [
      { date: '2025-09-01', description: 'Flex Naira interest', amount: 37 },
      { date: '2025-09-04', description: 'AutoSave from GTBank ****4821', amount: 1_500_000 },
      { date: '2025-09-12', description: 'Transfer deposit from Kuda MFB ****7731', amount: 500_000 },
      { date: '2025-09-20', description: 'Withdrawal to Kuda MFB ****7731', amount: -2_500_000 },
      { date: '2025-09-21', description: 'Flex Naira interest', amount: 1_284 },
    ];
    const r = analyseStatement(parsed(rows, { bank: 'piggyvest', periodStart: '2025-09-01', periodEnd: '2025-09-30' }));
    expect(r.transactions.map((t) => t.category)).toEqual([
      'interest',
      'own_transfer',
      'own_transfer',
      'savings_investment',
      'interest',
    ]);
    expect(r.summary.totalIncome).toBe(1_321);
    expect(r.summary.recommendations.join(' ')).not.toMatch(/went to your own other accounts/);
    expect(r.summary.loanEligibility.reason).toBe(
      'No estimate from a savings statement: it shows what you put away, not what you earn and spend. What would change it: the statement of the account your income is paid into.',
    );
    // On a bank's statement, a withdrawal is still cash unless it names a masked account it went to.
    const bank = analyseStatement(
      parsed([{ date: '2025-01-09', description: 'CASH WITHDRAWAL LEKKI BRANCH', amount: -2_000_000 }]),
    );
    expect(bank.transactions[0]!.category).toBe('cash_withdrawal');
  });

  it('the repayment ceiling never exceeds the surplus', () => {
    // Saves ₦22,830 a month on ₦474,900 of income: 30% of income would say ₦142,470 — far above what is left.
    const r = analyseStatement(
      parsed(
        months(
          () => 47_490_000,
          () => 45_207_000,
        ),
      ),
    );
    expect(r.summary.monthlySavings).toBeGreaterThan(0);
    const text = r.summary.recommendations.find((t) => /keep repayments under/.test(t));
    expect(text).toBeDefined();
    const ceiling = Number(/keep repayments under ₦([\d,]+)/.exec(text!)![1]!.replace(/,/g, '')) * 100;
    expect(ceiling).toBeLessThanOrEqual(r.summary.monthlySavings);
    const x = assessEligibility({
      monthlyIncome: 47_490_000,
      monthlyDebt: 0,
      dti: 0,
      healthScore: 6,
      savingsRate: 4.81,
      monthlySurplus: 2_283_000,
      incomeVariation: 0.05,
      salaryDetected: true,
      reconciled: true,
      alterations: [],
    });
    expect(x.repaymentCeiling).toBeLessThanOrEqual(2_283_000);
    expect(x.eligibility.maxAmount).toBeLessThanOrEqual(Math.ceil(2_283_000 * 12));
    expect(x.eligibility.reason).toMatch(/Capped by your monthly surplus of ₦22,830/);
  });
});

describe('advice for an account the person pays for from elsewhere', () => {
  it('says the income lands elsewhere instead of advising on a debt-to-income of thousands of per cent', () => {
    const rows = months(
      () => 200_000,
      () => 1_000_000,
      (_m, mm) => [
        { date: `2025-${mm}-02`, description: 'OWN ACCOUNT TRANSFER FROM GTBANK', amount: 6_000_000 },
        { date: `2025-${mm}-20`, description: 'CARBON LOAN REPAYMENT', amount: -5_000_000 },
      ],
    );
    const r = analyseStatement(parsed(rows));
    expect(r.summary.dti).toBeGreaterThan(1000);
    const recs = r.summary.recommendations.join(' ');
    expect(recs).toMatch(
      /This account spent ₦[\d,]+ a month more than its income .* paid for with your own money from your other accounts \(₦[\d,]+ a month\)/,
    );
    expect(recs).toMatch(
      /this account is paid for mostly from your other accounts\. Upload the statement of the account your income is paid into/,
    );
    expect(recs).not.toMatch(/Bringing them to 30%/);
    expect(recs).not.toMatch(/You spent ₦[\d,]+ a month more than you earned/);
  });
  it('puts the overspending before an emergency fund that cannot be set aside yet', () => {
    const r = analyseStatement(
      parsed(
        months(
          () => 20_000_000,
          () => 21_330_000,
        ),
        { openingBalance: 1_000_000 },
      ),
    );
    const recs = r.summary.recommendations;
    const over = recs.findIndex((t) => /more than you earned/.test(t));
    const fund = recs.findIndex((t) => /emergency fund/.test(t));
    expect(over).toBeGreaterThanOrEqual(0);
    expect(fund).toBeGreaterThan(over);
    expect(recs[fund]).toMatch(/Once you spend less than you earn, build an emergency fund/);
  });
  it('says by how much an account was overdrawn on average, not that its balance covers 0 days', () => {
    const rows = [
      { date: '2025-01-02', description: 'TRANSFER TO EMEKA OBI RENT', amount: -35_000_000 },
      ...months(
        () => 30_000_000,
        () => 27_000_000,
      ),
    ];
    const summary = analyseStatement(parsed(rows)).summary;
    const recs = summary.recommendations.join('\n');
    expect(summary.healthComponents.find((c) => c.name === 'cash_buffer')!.detail).toMatch(
      /^Your account was overdrawn by ₦[\d,]+ on average: there is no cash buffer; 3 months of spending is a safe buffer\.$/,
    );
    expect(recs).toMatch(
      /Your account was overdrawn by ₦[\d,]+ on average: nothing is set aside for an emergency\. (?:Once you spend less than you earn, build|Build) an emergency fund/,
    );
    expect(recs).not.toMatch(/covers only 0 days/);
  });
});

describe('health score and recommendations agree with the loans found', () => {
  it('never says "No lenders were found" when loan repayments exist', () => {
    // No bank named: a bank's own "LOAN REPAYMENT" would be its loan (own-lender.ts), here the lender is unknown.
    const r = analyseStatement(
      parsed(
        months(
          () => 30_000_000,
          () => 8_000_000,
          (_m, mm) => [{ date: `2025-${mm}-10`, description: 'LOAN REPAYMENT', amount: -9_000_000 }],
        ),
        { bank: null },
      ),
    );
    expect(r.summary.monthlyDebtRepayments).toBeGreaterThan(0);
    expect(r.summary.categories[0]!.category).toBe('loan_repayment');
    const stacking = r.summary.healthComponents.find((c) => c.name === 'loan_stacking')!;
    expect(stacking.detail).not.toMatch(/No lenders were found/);
    expect(stacking.detail).toMatch(/Loan repayments of ₦[\d,]+ a month were found/);
    expect(r.summary.healthComponents.find((c) => c.name === 'dti')!.detail).toMatch(/Loan repayments of/);
  });
  it('loan stacking is said by both, or by neither', () => {
    const two = analyseStatement(
      parsed(
        months(
          () => 30_000_000,
          () => 8_000_000,
          (_m, mm) => [
            { date: `2025-${mm}-10`, description: 'FAIRMONEY REPAYMENT', amount: -1_000_000 },
            { date: `2025-${mm}-12`, description: 'PALMCREDIT LOAN REPAYMENT', amount: -1_000_000 },
          ],
        ),
      ),
    );
    expect(two.summary.healthComponents.find((c) => c.name === 'loan_stacking')!.score).toBeLessThan(10);
    expect(two.summary.recommendations.some((t) => /borrowing from 2 lenders/.test(t))).toBe(true);
    const one = analyseStatement(
      parsed(
        months(
          () => 30_000_000,
          () => 8_000_000,
          (_m, mm) => [{ date: `2025-${mm}-10`, description: 'FAIRMONEY REPAYMENT', amount: -1_000_000 }],
        ),
      ),
    );
    expect(one.summary.healthComponents.find((c) => c.name === 'loan_stacking')!.score).toBe(10);
    expect(one.summary.recommendations.some((t) => /borrowing from/.test(t))).toBe(false);
  });
});
