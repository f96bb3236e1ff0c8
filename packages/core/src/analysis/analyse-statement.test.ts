import { describe, expect, it } from 'vitest';
import type { AnalysisResult, ParsedStatement, StatementRow, Transaction } from '../contract.ts';
import { INCOME_CATEGORIES } from '../contract.ts';
import { generateStatement, LAYOUTS } from '@nairalens/fixtures/statements/index.ts';
import { analyseStatement, analyseWithInsights, buildInsights, ruleFromCorrection, summariseTransactions } from './analyse-statement.ts';
import { auditCharges, cbnTransferFee, chargeTypeOf } from './charges-audit.ts';
import { assessEligibility, presentValue } from './eligibility.ts';

/** The contract's arithmetic, written again from analysis-contract.md (independent of the engine's code). */
function expectContractArithmetic(r: AnalysisResult): void {
  const s = r.summary;
  const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86400000;
  const months = Math.round(((day(r.statement.periodEnd) - day(r.statement.periodStart) + 1) / 30.4375) * 10) / 10;
  const div = Math.max(1, months);
  const round = (x: number) => (x < 0 ? -Math.round(-x) : Math.round(x));
  const r2 = (x: number) => (x < 0 ? -1 : 1) * Math.round(Math.abs(x) * 100 + 1e-9) / 100;
  // A row that brings money back counts for nothing; a row whose money came back counts only what stayed.
  const kept = (t: AnalysisResult['transactions'][number]) => (t.returnOf === undefined ? Math.abs(t.amount) - (t.returned ?? 0) : 0);
  for (const t of r.transactions) {
    if (t.returnOf === undefined) continue;
    const back = r.transactions[t.returnOf]!;
    expect(Math.sign(back.amount)).toBe(-Math.sign(t.amount));
    expect(back.returned).toBeGreaterThan(0);
  }
  const totalIncome = r.transactions.filter((t) => t.amount > 0 && INCOME_CATEGORIES.has(t.category)).reduce((a, t) => a + kept(t), 0);
  const exp = r.transactions.filter((t) => t.amount < 0 && t.category !== 'savings_investment' && kept(t) > 0);
  const totalExpenses = exp.reduce((a, t) => a + kept(t), 0);
  const debt = r.transactions.filter((t) => t.amount < 0 && t.loanRepayment).reduce((a, t) => a + kept(t), 0);
  const mi = round(totalIncome / div);
  const me = round(totalExpenses / div);
  const md = round(debt / div);
  expect(s.months).toBe(months);
  expect(s.totalIncome).toBe(totalIncome);
  expect(s.totalExpenses).toBe(totalExpenses);
  expect(s.monthlyIncome).toBe(mi);
  expect(s.monthlyExpenses).toBe(me);
  expect(s.monthlySavings).toBe(mi - me);
  expect(s.savingsRate).toBe(mi === 0 ? 0 : r2(((mi - me) / mi) * 100));
  expect(s.monthlyDebtRepayments).toBe(md);
  const dti = md === 0 ? 0 : mi === 0 ? 100 : r2((md / mi) * 100);
  expect(s.dti).toBe(dti);
  expect(s.dtiBand).toBe(dti <= 30 ? 'excellent' : dti <= 40 ? 'good' : dti <= 50 ? 'fair' : dti <= 60 ? 'caution' : 'danger');
  const cats = new Map<string, { amount: number; count: number }>();
  for (const t of exp) {
    const c = cats.get(t.category) ?? { amount: 0, count: 0 };
    c.amount += kept(t);
    c.count++;
    cats.set(t.category, c);
  }
  expect(s.categories.map((c) => [c.category, c.amount, c.count])).toEqual(
    [...cats.entries()].filter(([, v]) => v.amount > 0).sort((a, b) => b[1].amount - a[1].amount).map(([k, v]) => [k, v.amount, v.count]),
  );
  for (const c of s.categories) expect(c.percentage).toBe(r2((c.amount / totalExpenses) * 100));
  const h = s.healthComponents.reduce((a, c) => a + c.score * c.weight, 0);
  expect(s.healthScore).toBe(Math.round(h * 10 + 1e-9) / 10);
  expect(s.healthComponents.reduce((a, c) => a + c.weight, 0)).toBeCloseTo(1, 9);
  expect(Number.isInteger(s.monthlyIncome) && Number.isInteger(s.loanEligibility.maxAmount)).toBe(true);
  for (const c of s.healthComponents) expect(c.detail.length).toBeGreaterThan(10);
}

function statement(rows: StatementRow[], start: string, end: string, name = 'ADA OKAFOR', opening = 10_000_000): ParsedStatement {
  return {
    statement: { bank: 'gtbank', accountName: name, accountNumber: '******1234', currency: 'NGN', periodStart: start, periodEnd: end, openingBalance: opening, closingBalance: rows.at(-1)?.balance ?? opening, pages: 1, reconciled: true, warnings: [] },
    transactions: rows,
    meta: { format: 'csv' },
  };
}

function withBalances(rows: Omit<StatementRow, 'balance'>[], opening: number): StatementRow[] {
  let b = opening;
  return [...rows].sort((a, b2) => a.date.localeCompare(b2.date)).map((r) => ({ ...r, balance: (b += r.amount) }));
}

/** Six months of a salaried person with two lenders, betting, charges and savings. */
function salaried(): ParsedStatement {
  const rows: Omit<StatementRow, 'balance'>[] = [];
  const months = ['01', '02', '03', '04', '05', '06'];
  months.forEach((m, i) => {
    rows.push({ date: `2025-${m}-25`, description: `NIP TRANSFER FROM ACME NIGERIA LTD SALARY ${m}/2025`, amount: 35_000_000 });
    rows.push({ date: `2025-${m}-02`, description: 'POS PURCHASE @ SHOPRITE LEKKI LAGOS NG', amount: -(2_500_000 + i * 150_000) });
    rows.push({ date: `2025-${m}-03`, description: 'NIP TRANSFER TO CHINEDU OKAFOR upkeep', amount: -3_000_000 });
    rows.push({ date: `2025-${m}-03`, description: 'COMMISSION ON NIP TRANSFER', amount: -2_500 });
    rows.push({ date: `2025-${m}-03`, description: 'VAT ON NIP TRANSFER COMMISSION', amount: -188 });
    rows.push({ date: `2025-${m}-04`, description: 'SMS ALERT CHARGES', amount: -600 });
    rows.push({ date: `2025-${m}-07`, description: 'Betting - SportyBet', amount: -805_000 });
    rows.push({ date: `2025-${m}-10`, description: 'FAIRMONEY REPAYMENT', amount: -2_000_000 });
    rows.push({ date: `2025-${m}-12`, description: 'PAYSTACK/CARBON/LOAN REPAYMENT', amount: -1_500_000 });
    rows.push({ date: `2025-${m}-26`, description: 'PIGGYVEST QUICKSAVE', amount: -5_000_000 });
    rows.push({ date: `2025-${m}-15`, description: 'DSTV COMPACT 7023456789', amount: -1_570_000 });
    rows.push({ date: `2025-${m}-16`, description: 'MTN AIRTIME 08031234567', amount: -200_000 });
    rows.push({ date: `2025-${m}-18`, description: 'REVERSAL OF FAILED TRANSFER', amount: 100_000 });
    rows.push({ date: `2025-${m}-19`, description: 'OWealth Withdrawal', amount: 1_000_000 });
  });
  rows.push({ date: '2025-03-01', description: 'FAIRMONEY LOAN DISBURSEMENT', amount: 5_000_000 });
  return statement(withBalances(rows, 10_000_000), '2025-01-01', '2025-06-30');
}

describe('analyseStatement: golden summaries', () => {
  it('salaried person: every figure follows the contract arithmetic to the kobo', () => {
    const r = analyseStatement(salaried(), { persona: 'salaried' });
    expectContractArithmetic(r);
    const s = r.summary;
    expect(s.months).toBe(5.9);
    expect(s.totalIncome).toBe(6 * 35_000_000);
    // Expenses: everything out except PiggyVest savings.
    const out = 6 * (3_000_000 + 2_500 + 188 + 600 + 805_000 + 2_000_000 + 1_500_000 + 1_570_000 + 200_000) + (2_500_000 * 6 + 150_000 * 15);
    expect(s.totalExpenses).toBe(out);
    expect(s.monthlyIncome).toBe(Math.round(210_000_000 / 5.9));
    expect(s.monthlyDebtRepayments).toBe(Math.round((6 * 3_500_000) / 5.9));
    expect(r.transactions.filter((t) => t.loanRepayment).length).toBe(12);
    expect(new Set(r.transactions.filter((t) => t.loanRepayment).map((t) => t.lender))).toEqual(new Set(['FairMoney', 'Carbon']));
    expect(r.transactions.find((t) => t.description.startsWith('OWealth'))!.category).toBe('own_transfer');
    expect(r.transactions.find((t) => t.description.startsWith('REVERSAL'))!.category).toBe('refund_reversal');
    expect(r.transactions.find((t) => t.description.includes('DISBURSEMENT'))!.category).toBe('loan_disbursement');
    expect(s.dtiBand).toBe('excellent');
    expect(s.spendingTrend).toBe('stable');
    expect(s.highSpendingCategories).toContain('betting');
    expect(s.recommendations.length).toBeGreaterThanOrEqual(4);
    expect(s.recommendations.some((t) => /Betting took ₦48,300/.test(t))).toBe(true);
    expect(s.recommendations.some((t) => /FairMoney, Carbon/.test(t))).toBe(true);
    expect(s.recommendations.every((t) => /₦/.test(t))).toBe(true);
    const e = s.loanEligibility;
    expect(e.eligible).toBe(true);
    const afford = Math.round(0.4 * s.monthlyIncome) - s.monthlyDebtRepayments;
    expect(e.maxAmount).toBe(Math.floor(presentValue(afford, e.interestRateRange[1], 12) / 100_000) * 100_000);
    expect(e.recommendedAmount).toBeLessThan(e.maxAmount);
  });

  it('insights: salary with pay day and confidence, loan stacking, charges audit, monthly series', () => {
    const { insights, result } = analyseWithInsights(salaried(), { persona: 'salaried' });
    expect(insights.salary).toMatchObject({ detected: true, expectedPayDay: 25, monthlyAmount: 35_000_000 });
    expect(insights.salary.confidence).toBeGreaterThanOrEqual(0.9);
    expect(insights.loans.stacking).toBe(true);
    expect(insights.monthlySeries.map((p) => p.month)).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(insights.monthlySeries.reduce((a, p) => a + p.income, 0)).toBe(result.summary.totalIncome);
    expect(insights.chargesAudit.total).toBe(6 * (2_500 + 188 + 600));
    expect(insights.chargesAudit.lines.map((l) => l.type)).toEqual(['transfer_commission', 'sms_alert', 'vat']);
    // ₦25 commission on a ₦30,000 transfer is within the CBN Guide: no flag.
    expect(insights.chargesAudit.flags).toEqual([]);
    expect(insights.personaNotes[0]).toMatch(/Acme Nigeria/i);
    const again = buildInsights(result, { persona: 'salaried' });
    expect(again.salary.expectedPayDay).toBe(25);
  });

  it('no income: eligibility false with the reason; DTI 100 when there is debt', () => {
    const rows = withBalances(
      [
        { date: '2025-02-03', description: 'POS PURCHASE @ SPAR ABUJA', amount: -1_000_000 },
        { date: '2025-02-10', description: 'RENMONEY REPAYMENT', amount: -500_000 },
      ],
      2_000_000,
    );
    const r = analyseStatement(statement(rows, '2025-02-01', '2025-02-28'));
    expectContractArithmetic(r);
    expect(r.summary.months).toBe(0.9);
    expect(r.summary.monthlyExpenses).toBe(1_500_000); // divides by max(1, 0.9)
    expect(r.summary.dti).toBe(100);
    expect(r.summary.dtiBand).toBe('danger');
    expect(r.summary.savingsRate).toBe(0);
    expect(r.summary.loanEligibility).toMatchObject({ eligible: false, maxAmount: 0 });
    expect(r.summary.loanEligibility.reason).toMatch(/No income/);
  });

  it('a list that prints no balance: its balances follow from the opening balance and the rows, when they reach the closing balance', () => {
    const rows: StatementRow[] = [
      { date: '2025-03-01', description: 'NIP TRANSFER FROM ACME NIGERIA LTD SALARY', amount: 20_000_000, balance: null },
      { date: '2025-03-05', description: 'POS PURCHASE @ SHOPRITE LEKKI LAGOS NG', amount: -22_000_000, balance: null },
      { date: '2025-03-09', description: 'NIP TRANSFER FROM ADA OKAFOR', amount: 4_000_000, balance: null },
    ];
    const parsed = (closing: number | null): ParsedStatement => {
      const p = statement(rows, '2025-03-01', '2025-03-31', 'ADA OKAFOR', 1_000_000);
      return { ...p, statement: { ...p.statement, closingBalance: closing } };
    };
    const detail = (r: AnalysisResult, name: string) => r.summary.healthComponents.find((c) => c.name === name)!.detail;
    // 10,000 + 200,000 = 210,000; - 220,000 = -10,000 (overdrawn from the 5th to the 8th); + 40,000 = 30,000.
    const known = analyseStatement(parsed(3_000_000));
    expect(detail(known, 'cash_buffer')).toMatch(/^Your average balance of ₦76,667 covers/);
    expect(detail(known, 'overdraft')).toMatch(/below zero on 4 days/);
    // Rows that do not reach the printed closing balance (one missing): the balances are not known, nor the opening's.
    const unknown = analyseStatement(parsed(5_000_000));
    expect(detail(unknown, 'cash_buffer')).toBe('The statement has no balances, so your cash buffer could not be measured.');
    expect(detail(unknown, 'overdraft')).toBe('The statement has no balances, so whether your balance went below zero could not be checked.');
  });

  it('DTI above 40%: not eligible', () => {
    const e = assessEligibility({ monthlyIncome: 10_000_000, monthlyDebt: 4_500_000, dti: 45, healthScore: 6, savingsRate: 20, monthlySurplus: 2_000_000, incomeVariation: 0.1, salaryDetected: true, reconciled: true, alterations: [] }).eligibility;
    expect(e).toMatchObject({ eligible: false, maxAmount: 0, recommendedAmount: 0 });
    expect(e.reason).toMatch(/45%/);
  });

  it('finds a loan by pattern: a disbursement followed by regular debits to the same counterparty', () => {
    const rows = withBalances(
      [
        { date: '2025-01-25', description: 'NIP TRANSFER FROM ACME NIGERIA LTD SALARY', amount: 20_000_000 },
        { date: '2025-02-25', description: 'NIP TRANSFER FROM ACME NIGERIA LTD SALARY', amount: 20_000_000 },
        { date: '2025-03-25', description: 'NIP TRANSFER FROM ACME NIGERIA LTD SALARY', amount: 20_000_000 },
        { date: '2025-01-05', description: 'NIP TRANSFER FROM SWIFTCASH CAPITAL LTD', amount: 10_000_000 },
        { date: '2025-02-05', description: 'NIP TRANSFER TO SWIFTCASH CAPITAL LTD', amount: -4_000_000 },
        { date: '2025-03-05', description: 'NIP TRANSFER TO SWIFTCASH CAPITAL LTD', amount: -4_000_000 },
        { date: '2025-04-05', description: 'NIP TRANSFER TO SWIFTCASH CAPITAL LTD', amount: -4_000_000 },
      ],
      1_000_000,
    );
    const { result, insights } = analyseWithInsights(statement(rows, '2025-01-01', '2025-04-30'));
    expectContractArithmetic(result);
    const swift = result.transactions.filter((t) => t.description.includes('SWIFTCASH'));
    expect(swift[0]!.category).toBe('loan_disbursement');
    expect(swift.slice(1).every((t) => t.loanRepayment && t.category === 'loan_repayment')).toBe(true);
    expect(insights.loans.lenders[0]).toMatchObject({ lender: 'Swiftcash Capital Ltd', foundBy: 'pattern', repayments: 3 });
    expect(result.summary.monthlyDebtRepayments).toBe(Math.round(12_000_000 / 3.9));
  });

  it('POS agent: turnover is not income — margin estimated and said; irregular gig income uses the typical month', () => {
    const rows: Omit<StatementRow, 'balance'>[] = [];
    // Two full months: one month is too short for any estimate.
    for (const month of ['05', '06'])
      for (let d = 1; d <= 28; d++) {
        const day = `2025-${month}-${String(d).padStart(2, '0')}`;
        rows.push({ date: day, description: `MONIEPOINT POS SETTLEMENT ${d}`, amount: 30_000_000 });
        rows.push({ date: day, description: 'ATM WDL MONIEPOINT AGENT FLOAT', amount: -29_700_000 });
      }
    const { result, insights } = analyseWithInsights(statement(withBalances(rows, 5_000_000), '2025-05-01', '2025-06-30'), { persona: 'pos-agent' });
    expectContractArithmetic(result);
    expect(insights.personaNotes[0]).toMatch(/Turnover is not income/);
    expect(insights.personaNotes[0]).toMatch(/₦84,000 a month/);
    expect(result.summary.loanEligibility.reason).toMatch(/margin/);
  });

  it('user rules run first and the summary follows them', () => {
    const p = salaried();
    const row = p.transactions.find((t) => t.description.includes('CHINEDU'))!;
    const rule = ruleFromCorrection(row, 'rent_housing', { id: 'r1' });
    const r = analyseStatement(p, { userRules: [rule] });
    expectContractArithmetic(r);
    expect(r.transactions.filter((t) => t.description.includes('CHINEDU')).every((t) => t.category === 'rent_housing')).toBe(true);
    const again = summariseTransactions(r.statement, r.transactions);
    expect(again.totalExpenses).toBe(r.summary.totalExpenses);
  });

  it('is pure and deterministic', () => {
    const p = salaried();
    const copy = structuredClone(p);
    expect(analyseStatement(p)).toEqual(analyseStatement(p));
    expect(p).toEqual(copy);
  });
});

describe('analyseStatement: a score on figures in doubt says so', () => {
  it('a copy whose numbers show signs of alteration gets its score with a note, and no loan estimate', () => {
    const parsed = salaried();
    const clean = analyseStatement(parsed, { persona: 'salaried' });
    expect(clean.summary.healthNote).toBeUndefined();
    const message = 'Row 14 on page 1 (2025-02-02, POS PURCHASE @ SHOPRITE LEKKI LAGOS NG) does not reconcile.';
    const altered = { ...parsed, statement: { ...parsed.statement, reconciled: false, warnings: [message], warningDetails: [{ kind: 'alteration' as const, message }] } };
    const r = analyseStatement(altered, { persona: 'salaried' });
    expect(r.summary.healthScore).toBe(clean.summary.healthScore);
    expect(r.summary.healthNote).toMatch(/signs of alteration/);
    expect(r.summary.loanEligibility.eligible).toBe(false);
  });
});

describe('analyseStatement: on the statement fixtures', () => {
  for (const layout of LAYOUTS) {
    it(`${layout.id}: summary equals the contract arithmetic`, () => {
      const g = generateStatement(layout.id, `analysis-${layout.id}`, { rows: 120, months: 4 });
      const parsed: ParsedStatement = {
        statement: { bank: layout.bank, accountName: g.header.accountName, accountNumber: '******' + g.header.accountNumber.slice(-4), currency: 'NGN', periodStart: g.header.periodStart, periodEnd: g.header.periodEnd, openingBalance: g.header.openingBalance, closingBalance: g.header.closingBalance, pages: null, reconciled: true, warnings: [] },
        transactions: g.rows.map((r) => ({ date: r.date, description: r.description, amount: r.amount, balance: r.balance })),
        meta: { format: 'csv' },
      };
      const r = analyseStatement(parsed);
      expectContractArithmetic(r);
      expect(r.transactions).toHaveLength(g.rows.length);
    });
  }
});

describe('charges audit', () => {
  it('a charge with its VAT in it is the charge it names; VAT on its own line is VAT', () => {
    expect(chargeTypeOf('COMMISSION INCL. VAT')).toBe('transfer_commission');
    expect(chargeTypeOf('SMS CHARGE + VAT')).toBe('sms_alert');
    expect(chargeTypeOf('ACCOUNT MAINTENANCE CHARGE VAT INCLUSIVE')).toBe('maintenance_fee');
    expect(chargeTypeOf('VAT ON NIP CHARGE')).toBe('vat');
    expect(chargeTypeOf('NIP VAT')).toBe('vat');
  });
  it('CBN transfer fee tiers', () => {
    expect(cbnTransferFee(500_000)).toBe(1_000);
    expect(cbnTransferFee(500_100)).toBe(2_500);
    expect(cbnTransferFee(5_000_000)).toBe(2_500);
    expect(cbnTransferFee(5_000_100)).toBe(5_000);
  });
  const tx = (date: string, description: string, amount: number, category: Transaction['category']): Transaction => ({ date, description, amount, balance: null, category, loanRepayment: false, lender: null });
  it('flags a commission above the Guide on the day of its transfer', () => {
    const a = auditCharges([
      tx('2025-01-02', 'NIP TRANSFER TO TUNDE BELLO', -300_000, 'transfers_out'),
      tx('2025-01-02', 'COMMISSION', -5_000, 'bank_charges'),
      tx('2025-01-04', 'SMS ALERT CHARGES', -2_600, 'bank_charges'),
    ]);
    expect(a.total).toBe(7_600);
    expect(a.flags.map((f) => [f.type, f.excess])).toEqual([['transfer_commission', 4_000]]);
    expect(a.overcharged).toBe(4_000);
  });
  it('no overcharge claim when levies post days after their receipts, even next to a small receipt', () => {
    const a = auditCharges([
      tx('2025-03-01', 'OPENING POS PURCHASE', -100_000, 'shopping'),
      tx('2025-03-10', 'NIP TRANSFER FROM AMAKA EZE', 2_500_000, 'transfer_in'),
      tx('2025-03-12', 'SALARY MARCH', 15_000_000, 'salary'),
      tx('2025-03-14', 'NIP TRANSFER FROM TUNDE BELLO', 1_000_000, 'transfer_in'),
      tx('2025-03-17', 'NIP TRANSFER FROM KEMI ADE', 800_000, 'transfer_in'),
      tx('2025-03-17', 'FGN ELECTRONIC MONEY TRANSFER LEVY', -5_000, 'bank_charges'),
      tx('2025-03-17', 'FGN ELECTRONIC MONEY TRANSFER LEVY', -5_000, 'bank_charges'),
      tx('2025-03-18', 'FGN ELECTRONIC MONEY TRANSFER LEVY', -5_000, 'bank_charges'),
    ]);
    expect(a.flags).toEqual([]);
  });
  it('still flags more duty rows than transfers that could carry one', () => {
    const a = auditCharges([
      tx('2025-03-01', 'POS PURCHASE', -100_000, 'shopping'),
      tx('2025-03-10', 'NIP TRANSFER FROM AMAKA EZE', 2_500_000, 'transfer_in'),
      tx('2025-03-11', 'NIP TRANSFER FROM KEMI ADE', 800_000, 'transfer_in'),
      ...['2025-03-12', '2025-03-14', '2025-03-20', '2025-03-25'].map((d) => tx(d, 'STAMP DUTY', -5_000, 'bank_charges')),
    ]);
    expect(a.flags.map((f) => [f.type, f.charged, f.allowed, f.excess])).toEqual([['stamp_duty', 20_000, 5_000, 15_000]]);
  });
  it('from 1 January 2026 the sender pays stamp duty; duty rows at the statement start may belong to earlier transfers', () => {
    const sent = auditCharges([
      tx('2026-01-02', 'STAMP DUTY', -5_000, 'bank_charges'),
      tx('2026-01-10', 'NIP TRANSFER TO TUNDE BELLO', -2_000_000, 'transfers_out'),
      tx('2026-01-13', 'STAMP DUTY', -5_000, 'bank_charges'),
    ]);
    expect(sent.flags).toEqual([]);
    const received = auditCharges([
      tx('2026-01-02', 'POS PURCHASE', -100_000, 'shopping'),
      tx('2026-01-10', 'NIP TRANSFER FROM TUNDE BELLO', 2_000_000, 'transfer_in'),
      tx('2026-01-13', 'STAMP DUTY', -5_000, 'bank_charges'),
    ]);
    expect(received.flags.map((f) => f.excess)).toEqual([5_000]);
  });
});
