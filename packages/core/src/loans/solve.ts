/**
 * A bracketed root finder for rates. Newton's method alone can diverge to NaN or land on a "rate" below −100%
 * (domain facts); bisection on a sign-changing bracket cannot, and is fast enough for loan-sized problems.
 */

export interface BracketOptions {
  /** Stop when the bracket is narrower than this. */
  tolerance?: number;
  maxIterations?: number;
}

/** Finds x in [lo, hi] with f(x) = 0, given f(lo) and f(hi) of opposite signs (or one of them 0); else null. */
export function bisect(f: (x: number) => number, lo: number, hi: number, options: BracketOptions = {}): number | null {
  const tolerance = options.tolerance ?? 1e-12;
  const maxIterations = options.maxIterations ?? 300;
  let a = lo;
  let b = hi;
  let fa = f(a);
  const fb = f(b);
  // ±Infinity still has a sign (a present value exploding near −100%); only NaN is unusable.
  if (Number.isNaN(fa) || Number.isNaN(fb)) return null;
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (Math.sign(fa) === Math.sign(fb)) return null;
  for (let i = 0; i < maxIterations && b - a > tolerance; i++) {
    const m = a + (b - a) / 2;
    const fm = f(m);
    if (Number.isNaN(fm)) return null;
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else {
      b = m;
    }
  }
  return a + (b - a) / 2;
}

/** Lowest rate we search: just above −100% a period, where present values explode. */
const MIN_RATE = -0.999999;
/** Highest rate we search: 10,000,000% a period is beyond any real loan. */
const MAX_RATE = 1e5;

/**
 * The periodic internal rate of return of a loan: the rate r at which the present value of the payments
 * (payment k due at the end of period k, k = 1..n) equals the amount the borrower actually received.
 * Returns null when there is no root (nothing received, or no payments).
 */
export function periodicIrr(received: number, payments: readonly number[]): number | null {
  if (!(received > 0) || payments.length === 0) return null;
  if (payments.some((p) => !Number.isFinite(p) || p < 0)) return null;
  const total = payments.reduce((s, p) => s + p, 0);
  if (!(total > 0)) return null;
  // NPV(r) = Σ p_k (1+r)^-k − received is strictly decreasing on (−1, ∞): a single root at most.
  const npv = (r: number): number => {
    const v = 1 / (1 + r);
    let discount = 1;
    let sum = 0;
    for (const p of payments) {
      discount *= v;
      sum += p * discount;
    }
    return sum - received;
  };
  let lo = 0;
  let hi = 1;
  if (npv(0) >= 0) {
    while (npv(hi) > 0 && hi < MAX_RATE) hi *= 4;
  } else {
    // Paid back less than received: the rate is negative but never below −100%.
    hi = 0;
    lo = -0.5;
    while (npv(lo) < 0 && lo > MIN_RATE) lo = -1 + (1 + lo) / 4;
    lo = Math.max(lo, MIN_RATE);
  }
  const root = bisect(npv, lo, Math.min(hi, MAX_RATE), { tolerance: 1e-13 });
  return root === null || root < -1 ? null : root;
}
