import { describe, expect, it } from 'vitest';
import { analyseContract, correctTerms, disclosureChecklist } from './analyse-contract.ts';
import { emptyContractTerms, missingContractFields } from './contract-terms.ts';
import { extractContractTerms } from './extract-terms.ts';
import { amountToKobo, percents, wordsToNumber } from './parse-figures.ts';

describe('figures', () => {
  it.each([
    ['2,500,000.00', 250_000_000],
    ['2.500.000,00', 250_000_000],
    ['50000', 5_000_000],
    ['1,775', 177_500],
    ['2, 500,000.50', 250_000_050],
    ['abc', null],
  ])('%s → %s kobo', (raw, kobo) => expect(amountToKobo(raw)).toBe(kobo));

  it('reads percentages', () => {
    expect(percents('0.5 % per day and 24 percent').map((p) => p.value)).toEqual([0.5, 24]);
  });
});

describe('extractContractTerms on prose and variants', () => {
  it('reads a prose-only digital-lender message', () => {
    const t = extractContractTerms(
      [
        'KiakiaCash Finance Limited',
        'Congratulations! Your loan of ₦5,000 has been approved.',
        'You will repay ₦6,775 in one payment. Interest: 35.5% for the loan tenor.',
        'Tenor: 30 days. Processing fee: ₦0 (waived).',
        'Total amount payable: ₦6,775',
      ].join('\n'),
    );
    expect(t.lender).toBe('KiakiaCash Finance Limited');
    expect(t.principal).toBe(500_000);
    expect(t.ratePercent).toBe(35.5);
    expect(t.ratePeriod).toBe('term');
    expect(t.tenorMonths).toBe(1);
    expect(t.fees).toEqual([]);
    expect(t.feesDisclosed).toBe(true);
    expect(t.printedTotalRepayment).toBe(677_500);
    const a = analyseContract({ ...t, basis: 'flat' });
    expect((a.apr as number) * 100).toBeCloseTo(426, 6);
    expect(a.verdict).toBe('avoid');
  });

  it('finds the lender named in the parties clause and a tenor in words and figures', () => {
    const t = extractContractTerms(
      'THIS AGREEMENT is made between Ember Credit Ltd (RC 998877) (the "Lender") and the Customer.\n' +
        'The Lender agrees to lend the Customer a loan of NGN 750,000.00 repayable over twelve (12) months.\n' +
        'Interest Rate: 3.5% monthly on a reducing balance basis.\n',
    );
    expect(t.lender).toBe('Ember Credit Ltd');
    expect(t.principal).toBe(75_000_000);
    expect(t.tenorMonths).toBe(12);
    expect([t.ratePercent, t.ratePeriod, t.basis]).toEqual([3.5, 'month', 'reducing']);
  });

  it('marks contradictory interest descriptions as mixed', () => {
    const t = extractContractTerms('Interest Rate: 4% per month flat\nInterest is calculated on a reducing balance.\n');
    expect(t.basis).toBe('mixed');
  });

  it('reports missing fields', () => {
    const t = extractContractTerms('Some unrelated letter\nDear customer, thank you.');
    expect(missingContractFields(t)).toEqual([
      'lender',
      'principal',
      'ratePercent',
      'ratePeriod',
      'basis',
      'tenorMonths',
    ]);
    const a = analyseContract(t);
    expect(a.verdict).toBe('incomplete');
    expect(a.apr).toBeNull();
  });
});

describe('analyseContract', () => {
  const base = {
    ...emptyContractTerms(),
    lender: 'Test Bank',
    principal: 100_000 * 100,
    ratePercent: 5,
    ratePeriod: 'month' as const,
    basis: 'flat' as const,
    tenorMonths: 12,
  };

  it('names undisclosed terms in a sentence with their acronyms intact', () => {
    const a = analyseContract({ ...base, feesDisclosed: false, fees: [] }, { monthlyIncome: 100_000 * 100 });
    const disclosure = a.reasons.find((r) => r.code === 'disclosure_missing');
    expect(disclosure?.text).toMatch(/does not disclose APR or total cost of the loan/);
    expect(disclosure?.text).not.toMatch(/\bapr\b/);
  });

  it('computes the issue reference figures and a verdict with reasons', () => {
    const a = analyseContract(base, { monthlyIncome: 100_000 * 100 });
    expect(a.monthlyPayment).toBe(1_333_333);
    expect(a.totalRepayment).toBe(16_000_000);
    expect(a.totalCostOfCredit).toBe(6_000_000);
    expect((a.effectiveMonthlyRate as number) * 100).toBeCloseTo(8.09, 2);
    expect((a.apr as number) * 100).toBeCloseTo(97.1, 1);
    expect(Math.round((a.ear as number) * 100)).toBe(154);
    expect(a.statedAnnualRate).toBeCloseTo(60, 9);
    expect(a.dti).toBeCloseTo(13.33, 2);
    expect(a.dtiBand).toBe('excellent');
    expect(a.verdict).toBe('avoid');
    expect(a.reasons.map((r) => r.code)).toContain('apr_very_high');
    expect(a.reasons.map((r) => r.code)).toContain('flat_rate');
    expect(a.recommendation).toMatch(/advise against/);
  });

  it('a fairly priced, affordable, fully disclosed bank loan → proceed', () => {
    const terms = {
      ...base,
      ratePercent: 22,
      ratePeriod: 'year' as const,
      basis: 'reducing' as const,
      fees: [
        {
          kind: 'management' as const,
          label: 'Management Fee',
          percent: 1,
          amount: 100_000,
          timing: 'upfront' as const,
        },
      ],
      feesDisclosed: true,
      printedTotalRepayment: 11_231_000,
      printedInstalment: 935_900,
      coolingOffDays: 5,
    };
    const a = analyseContract(terms, { monthlyIncome: 5_000_000 });
    expect(a.verdict).toBe('proceed');
    expect(disclosureChecklist(terms).every((c) => c.disclosed)).toBe(true);
  });

  it('high DTI → avoid; stretched DTI → adjust', () => {
    const ok = {
      ...base,
      ratePercent: 20,
      ratePeriod: 'year' as const,
      basis: 'reducing' as const,
      feesDisclosed: true,
      printedApr: 20,
      coolingOffDays: 3,
    };
    expect(analyseContract(ok, { monthlyIncome: 1_300_000 }).verdict).toBe('avoid');
    expect(analyseContract(ok, { monthlyIncome: 2_000_000 }).verdict).toBe('adjust');
    expect(analyseContract(ok, { monthlyIncome: 4_000_000 }).verdict).toBe('proceed');
  });

  it('flags missing disclosures (FCCPC checklist)', () => {
    const a = analyseContract({ ...base, ratePercent: 20, ratePeriod: 'year', basis: 'reducing' });
    expect(a.checklist.filter((c) => !c.disclosed).map((c) => c.key)).toEqual([
      'apr_or_total_cost',
      'fees',
      'schedule',
      'cooling_off',
    ]);
    expect(a.reasons.find((r) => r.code === 'disclosure_missing')?.severity).toBe('adjust');
    expect(a.verdict).toBe('adjust');
  });

  it('an unstated basis is costed as flat and flagged', () => {
    const a = analyseContract({ ...base, basis: null });
    expect(a.interestType).toBeNull();
    expect(a.monthlyPayment).toBe(1_333_333);
    expect(a.reasons.map((r) => r.code)).toContain('basis_unstated');
  });

  it('a corrected field recomputes', () => {
    const t = { ...base, principal: null };
    expect(analyseContract(t).verdict).toBe('incomplete');
    const fixed = correctTerms(t, { principal: 10_000_000 });
    expect(analyseContract(fixed).monthlyPayment).toBe(1_333_333);
  });

  it('uses a printed schedule that does not match the stated rate', () => {
    const schedule = Array.from({ length: 12 }, (_, i) => ({ period: i + 1, dueDate: null, amount: 1_400_000 }));
    const a = analyseContract({ ...base, schedule });
    expect(a.aprFromPrintedSchedule).toBe(true);
    expect(a.reasons.map((r) => r.code)).toContain('schedule_mismatch');
  });
});

describe('sums in words and periods in words with figures (issue 20)', () => {
  it('reads "a working capital facility of Eight Hundred Thousand Naira (N800,000.00)"', () => {
    const t = extractContractTerms(
      'We offer you a working capital facility of Eight Hundred Thousand Naira (N800,000.00) on these terms.',
    );
    expect(t.principal).toBe(80_000_000);
  });

  it('reads a sum in words only', () => {
    const t = extractContractTerms(
      'The Society shall lend the sum of One Million, Two Hundred and Fifty Thousand Naira Only.',
    );
    expect(t.principal).toBe(125_000_000);
    expect(wordsToNumber('Eight Hundred Thousand')).toBe(800_000);
    expect(wordsToNumber('Sixty-one')).toBe(61);
    expect(wordsToNumber('Eight Hundred Bananas')).toBeNull();
  });

  it('reads "decline within five (5) working days" as a 5-day cooling-off', () => {
    expect(
      extractContractTerms('You may decline this offer within five (5) working days of receipt.').coolingOffDays,
    ).toBe(5);
  });
});

describe('percentage fees follow the loan amount (issue 20)', () => {
  const read = {
    ...emptyContractTerms(),
    lender: 'Test Lender Ltd',
    ratePercent: 4,
    ratePeriod: 'month' as const,
    basis: 'reducing' as const,
    tenorMonths: 6,
    feesDisclosed: true,
    fees: [
      { kind: 'management' as const, label: 'Management Fee', percent: 2, amount: null, timing: 'upfront' as const },
      { kind: 'other' as const, label: 'Form Fee', percent: null, amount: 500_000, timing: 'upfront' as const },
    ],
  };

  it('a typed-in principal recomputes the percentage fee, the total fees and the APR', () => {
    const fixedOnly = analyseContract(correctTerms(read, { principal: 60_000_000 }));
    const terms = correctTerms(read, { principal: 60_000_000 });
    expect(terms.fees.map((f) => f.amount)).toEqual([1_200_000, 500_000]);
    const a = analyseContract(terms);
    expect(a.totalFees).toBe(1_700_000);
    // The APR with ₦17,000 of fees is above the APR with only the ₦5,000 form fee.
    const withoutPercent = analyseContract({ ...terms, fees: [terms.fees[1]] });
    expect(a.apr!).toBeGreaterThan(withoutPercent.apr!);
    expect(fixedOnly.totalFees).toBe(1_700_000);
    // Changing the principal again moves the fee with it.
    expect(correctTerms(read, { principal: 30_000_000 }).fees[0].amount).toBe(600_000);
  });

  it('fees can be added, changed and removed; the cost is recomputed', () => {
    const base = correctTerms(read, { principal: 60_000_000 });
    const added = correctTerms(read, {
      principal: 60_000_000,
      fees: [...base.fees, { kind: 'insurance', label: 'Insurance', percent: 1, amount: null, timing: 'upfront' }],
    });
    expect(analyseContract(added).totalFees).toBe(2_300_000);
    const changed = correctTerms(read, {
      principal: 60_000_000,
      fees: [{ ...base.fees[0], percent: 3 }, base.fees[1]],
    });
    expect(analyseContract(changed).totalFees).toBe(2_300_000);
    const removed = correctTerms(read, { principal: 60_000_000, fees: [] });
    const r = analyseContract(removed);
    expect(r.totalFees).toBe(0);
    expect(r.apr!).toBeLessThan(analyseContract(base).apr!);
  });
});
