import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amortisingPayment, flatSchedule, reducingSchedule, scheduleToCsv } from './amortisation.ts';
import { costOfLoan, effectiveToFlatMonthly, flatToEffectiveMonthly, type LoanOffer } from './cost.ts';
import { earOfApr, monthlyRateOf, ratesPerPeriod } from './rates.ts';
import { bisect, periodicIrr } from './solve.ts';

const NAIRA = 100;

/** Independent PMT, written from the textbook annuity formula in plain floats (naira). */
function textbookPmt(p: number, annualPercent: number, n: number): number {
  const r = annualPercent / 1200;
  return r === 0 ? p / n : (p * r * Math.pow(1 + r, n)) / (Math.pow(1 + r, n) - 1);
}

describe('amortising payment', () => {
  it.each([
    [1_000_000, 15, 12, 90_258.31],
    [100_000, 12, 12, 8_884.88],
    [5_000_000, 24, 36, 196_164.26],
    [250_000, 0, 10, 25_000],
  ])('₦%d at %d%% a year for %d months → ₦%d', (p, rate, n, expected) => {
    const kobo = amortisingPayment(p * NAIRA, rate / 1200, n);
    expect(kobo / NAIRA).toBeCloseTo(expected, 2);
    expect(Math.abs(kobo / NAIRA - textbookPmt(p, rate, n))).toBeLessThanOrEqual(0.005);
  });

  it('matches the textbook formula on random loans to the kobo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 500_000_000 }),
        fc.double({ min: 0.1, max: 120, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (p, rate, n) => {
          const kobo = amortisingPayment(p * NAIRA, rate / 1200, n);
          return Math.abs(kobo - textbookPmt(p, rate, n) * NAIRA) <= 0.5 + 1e-6 * kobo;
        },
      ),
    );
  });
});

describe('reference values (issue 7, domain facts)', () => {
  const flat: LoanOffer = {
    principal: 100_000 * NAIRA,
    ratePercent: 5,
    ratePeriod: 'month',
    basis: 'flat',
    termMonths: 12,
    fees: [],
  };

  it('₦100,000 at 5% flat a month for 12 months → ₦13,333.33, 8.09%/month, APR ≈ 97.1%, EAR ≈ 154%', () => {
    const cost = costOfLoan(flat);
    expect(cost.payment).toBe(1_333_333);
    expect(cost.totalRepayment).toBe(16_000_000);
    expect(cost.totalInterest).toBe(6_000_000);
    expect((cost.effectiveMonthlyRate as number) * 100).toBeCloseTo(8.09, 2);
    expect((cost.apr as number) * 100).toBeCloseTo(97.1, 1);
    expect(Math.round((cost.ear as number) * 100)).toBe(154);
    expect((flatToEffectiveMonthly(0.05, 12) as number) * 100).toBeCloseTo(8.09, 2);
  });

  it('with 2% deducted upfront → 8.49% a month (APR ≈ 101.8%)', () => {
    const cost = costOfLoan({ ...flat, fees: [{ kind: 'processing', amount: 2_000 * NAIRA, timing: 'upfront' }] });
    expect(cost.amountReceived).toBe(98_000 * NAIRA);
    expect((cost.effectiveMonthlyRate as number) * 100).toBeCloseTo(8.49, 2);
    expect((cost.apr as number) * 100).toBeCloseTo(101.8, 1);
    expect(cost.totalCostOfCredit).toBe(62_000 * NAIRA);
  });

  it('₦5,000 for 1 month at 35.5% → ₦1,775 cost, APR 426%', () => {
    const cost = costOfLoan({
      principal: 5_000 * NAIRA,
      ratePercent: 35.5,
      ratePeriod: 'term',
      basis: 'flat',
      termMonths: 1,
      fees: [],
    });
    expect(cost.totalCostOfCredit).toBe(1_775 * NAIRA);
    expect((cost.apr as number) * 100).toBeCloseTo(426, 6);
  });

  it('FCMB FastCash: 15% per disbursal on a 30-day loan ≈ 180% APR', () => {
    const cost = costOfLoan({
      principal: 50_000 * NAIRA,
      ratePercent: 15,
      ratePeriod: 'term',
      basis: 'flat',
      termMonths: 1,
      fees: [],
    });
    expect((cost.apr as number) * 100).toBeCloseTo(180, 6);
  });

  it('a reducing-balance loan without fees has APR = the nominal rate and EAR = (1 + APR/12)^12 − 1', () => {
    const cost = costOfLoan({ ...flat, basis: 'reducing', ratePercent: 24, ratePeriod: 'year' });
    expect((cost.apr as number) * 100).toBeCloseTo(24, 2);
    expect(cost.ear as number).toBeCloseTo(Math.pow(1.02, 12) - 1, 4);
  });
});

describe('rates', () => {
  it('converts per day / month / year / term', () => {
    expect(monthlyRateOf(1, 'day')).toBeCloseTo(0.3042, 4);
    expect(monthlyRateOf(5, 'month')).toBe(0.05);
    expect(monthlyRateOf(24, 'year')).toBeCloseTo(0.02, 12);
    expect(monthlyRateOf(15, 'term', 3)).toBeCloseTo(0.05, 12);
    const r = ratesPerPeriod(0.5, 'day');
    expect(r.perDay).toBeCloseTo(0.005, 12);
    expect(r.perYear).toBeCloseTo(1.825, 12);
    expect(earOfApr(0.12)).toBeCloseTo(0.126825, 6);
  });

  it('flat ↔ effective round-trips', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.3, noNaN: true }), fc.integer({ min: 1, max: 60 }), (f, n) => {
        const r = flatToEffectiveMonthly(f, n) as number;
        const back = effectiveToFlatMonthly(r, n) as number;
        return r >= f - 1e-9 && Math.abs(back - f) < 1e-8;
      }),
    );
  });
});

describe('rate solver', () => {
  it('never returns NaN or a rate below −100%', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 120 }),
        (received, payments) => {
          const r = periodicIrr(received, payments);
          return r === null || (Number.isFinite(r) && r > -1);
        },
      ),
    );
  });

  it('finds negative rates when less is paid back than received', () => {
    const r = periodicIrr(1000, [450, 450]) as number;
    expect(r).toBeLessThan(0);
    expect(450 / (1 + r) + 450 / (1 + r) ** 2).toBeCloseTo(1000, 6);
  });

  it('refuses brackets without a sign change', () => {
    expect(bisect((x) => x * x + 1, -1, 1)).toBeNull();
    expect(periodicIrr(0, [1])).toBeNull();
    expect(periodicIrr(100, [])).toBeNull();
  });
});

describe('schedules (properties)', () => {
  // The calculator's range (up to 120% a year over up to 120 months) and loan-app territory (up to 30% a month
  // over up to 2 years), from ₦1,000 to ₦500m.
  const loan = fc.oneof(
    fc.record({
      principal: fc.integer({ min: 100_000, max: 50_000_000_000 }),
      rate: fc.double({ min: 0, max: 0.1, noNaN: true }),
      n: fc.integer({ min: 1, max: 120 }),
    }),
    fc.record({
      principal: fc.integer({ min: 100_000, max: 50_000_000_000 }),
      rate: fc.double({ min: 0.1, max: 0.3, noNaN: true }),
      n: fc.integer({ min: 1, max: 24 }),
    }),
  );

  it('totals equal payment × term within the last-payment rounding; principal sums exactly', () => {
    fc.assert(
      fc.property(loan, fc.constantFrom('reducing' as const, 'flat' as const), ({ principal, rate, n }, basis) => {
        const s = basis === 'flat' ? flatSchedule(principal, rate, n) : reducingSchedule(principal, rate, n);
        const principalSum = s.rows.reduce((a, r) => a + r.principal, 0);
        const paid = s.rows.reduce((a, r) => a + r.payment, 0);
        // Rounding errors of ≤ ½ kobo in the instalment and in each month's interest, compounded over the loan.
        const bound = rate < 1e-9 ? n : Math.max(n, Math.ceil((Math.pow(1 + rate, n) - 1) / rate) + 1);
        // Where that compounded rounding exceeds a whole instalment (e.g. ₦1,000 at 8%/month over 97 months) the
        // loan is paid off a month early and the "last payment" is 0: the schedule still balances and never
        // overpays (checked below for every loan), but the payment × term identity is meaningless there.
        if (bound >= s.payment) {
          return s.rows[n - 1].balance === 0 && principalSum === principal && paid === s.totalPayment;
        }
        return (
          s.rows.length === n &&
          principalSum === principal &&
          s.rows[n - 1].balance === 0 &&
          paid === s.totalPayment &&
          s.totalPayment === s.payment * (n - 1) + s.lastPayment &&
          Math.abs(s.totalPayment - s.payment * n) <= bound &&
          s.rows.every((r) => Number.isInteger(r.payment) && r.interest >= 0 && r.principal >= 0)
        );
      }),
      { numRuns: 300 },
    );
  });

  it('APR ≥ the nominal rate whenever fees are positive', () => {
    fc.assert(
      fc.property(
        loan,
        fc.constantFrom('reducing' as const, 'flat' as const),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.constantFrom('upfront' as const, 'financed' as const, 'per_instalment' as const),
        ({ principal, rate, n }, basis, feePercent, timing) => {
          const p = Math.max(principal, 100_000);
          const fee = Math.max(1, Math.round((p * feePercent) / 100 / (timing === 'per_instalment' ? n : 1)));
          const offer: LoanOffer = {
            principal: p,
            ratePercent: rate * 100,
            ratePeriod: 'month',
            basis,
            termMonths: n,
            fees: [],
          };
          const cost = costOfLoan({ ...offer, fees: [{ kind: 'processing', amount: fee, timing }] });
          return cost.apr !== null && cost.apr >= cost.quotedAnnualRate - 1e-9;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('exports CSV', () => {
    const csv = scheduleToCsv(reducingSchedule(100_000, 0.01, 2));
    expect(csv.split('\n')[0]).toBe('Month,Payment,Principal,Interest,Balance');
    expect(csv.split('\n')).toHaveLength(4);
  });
});
