/**
 * Bundles, plans (docs/product-rules.md, "Pricing") and the checkout processing fee, all in integer kobo.
 *
 * Processing fee: Paystack's published local-card schedule is 1.5% + ₦100, the ₦100 waived on transactions under
 * ₦2,500, the whole fee capped at ₦2,000 (design/domain-facts.md). Paystack takes its fee out of what the person pays,
 * so we charge `price + fee` where `price + fee` is the smallest amount whose Paystack fee leaves us at least `price`.
 * Paystack's rounding of a fractional kobo is not published; we assume it rounds up, which can only make our fee
 * a kobo larger, never leave us short.
 */
import type { Kobo } from '../contract.ts';

export const PAYSTACK_FEE_RATE_BASIS_POINTS = 150; // 1.5%
export const PAYSTACK_FLAT_FEE_KOBO: Kobo = 100_00; // ₦100
export const PAYSTACK_FLAT_FEE_WAIVED_BELOW_KOBO: Kobo = 2_500_00; // ₦2,500
export const PAYSTACK_FEE_CAP_KOBO: Kobo = 2_000_00; // ₦2,000

export const TOKEN_PRICE_KOBO: Kobo = 750_00;

export interface Bundle {
  id: 'tokens_1' | 'tokens_10' | 'tokens_25';
  tokens: number;
  priceKobo: Kobo;
  label: string;
}

export const BUNDLES: readonly Bundle[] = [
  { id: 'tokens_1', tokens: 1, priceKobo: 750_00, label: '1 token' },
  { id: 'tokens_10', tokens: 10, priceKobo: 7_000_00, label: '10 tokens' },
  { id: 'tokens_25', tokens: 25, priceKobo: 16_250_00, label: '25 tokens' },
];
export type BundleId = Bundle['id'];

export interface Plan {
  id: 'pro_lite' | 'pro_plus' | 'business';
  name: string;
  priceKobo: Kobo;
  monthlyTokens: number;
  dailyTokens: number;
  badge: string | null;
}

export const PLANS: readonly Plan[] = [
  { id: 'pro_lite', name: 'Pro Lite', priceKobo: 12_000_00, monthlyTokens: 20, dailyTokens: 3, badge: 'Most Popular' },
  { id: 'pro_plus', name: 'Pro Plus', priceKobo: 18_000_00, monthlyTokens: 30, dailyTokens: 5, badge: null },
  { id: 'business', name: 'Business', priceKobo: 45_000_00, monthlyTokens: 70, dailyTokens: 0, badge: null },
];
export type PlanId = Plan['id'];

/** The plan of a person without a subscription (Settings → Billing). */
export const FREE_PLAN = {
  id: 'free' as const,
  name: 'Free Plan',
  description: 'Limited to basic features and token allowance',
};

export function findBundle(id: string): Bundle | undefined {
  return BUNDLES.find((b) => b.id === id);
}

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

export function isBundleId(id: unknown): id is BundleId {
  return typeof id === 'string' && findBundle(id) !== undefined;
}

export function isPlanId(id: unknown): id is PlanId {
  return typeof id === 'string' && findPlan(id) !== undefined;
}

function checkKobo(amount: Kobo): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`Amount must be a non-negative integer number of kobo, got ${amount}`);
  }
}

/** The fee Paystack deducts from a local transaction of `amountKobo` (what the person pays). */
export function paystackFee(amountKobo: Kobo): Kobo {
  checkKobo(amountKobo);
  if (amountKobo === 0) return 0;
  const percentage = Math.ceil((amountKobo * PAYSTACK_FEE_RATE_BASIS_POINTS) / 10_000);
  const flat = amountKobo < PAYSTACK_FLAT_FEE_WAIVED_BELOW_KOBO ? 0 : PAYSTACK_FLAT_FEE_KOBO;
  return Math.min(PAYSTACK_FEE_CAP_KOBO, percentage + flat);
}

/** What we keep of a transaction of `amountKobo` after Paystack's fee. */
export function netAfterPaystackFee(amountKobo: Kobo): Kobo {
  return amountKobo - paystackFee(amountKobo);
}

/** Smallest amount in [lo, hi] whose net is ≥ price, or null. Net is non-decreasing on each side of the waiver line. */
function smallestCovering(price: Kobo, lo: Kobo, hi: Kobo): Kobo | null {
  if (lo > hi || netAfterPaystackFee(hi) < price) return null;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (netAfterPaystackFee(mid) >= price) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The processing fee added to `priceKobo` so that, after Paystack takes its fee from what the person pays, we keep at
 * least `priceKobo`. The smallest such fee.
 */
export function processingFee(priceKobo: Kobo): Kobo {
  checkKobo(priceKobo);
  if (priceKobo === 0) return 0;
  const upper = priceKobo + PAYSTACK_FEE_CAP_KOBO; // the cap always covers
  const waiver = PAYSTACK_FLAT_FEE_WAIVED_BELOW_KOBO;
  // Net is non-decreasing below the waiver line and from the waiver line up, but drops at it, so search both sides.
  const below = smallestCovering(priceKobo, priceKobo, Math.min(upper, waiver - 1));
  const total = below ?? smallestCovering(priceKobo, Math.max(priceKobo, waiver), upper);
  if (total === null) throw new Error('unreachable: the fee cap always covers the price');
  return total - priceKobo;
}

export interface Quote {
  priceKobo: Kobo;
  feeKobo: Kobo;
  totalKobo: Kobo;
}

export function quote(priceKobo: Kobo): Quote {
  const feeKobo = processingFee(priceKobo);
  return { priceKobo, feeKobo, totalKobo: priceKobo + feeKobo };
}

export type Product = { kind: 'bundle'; id: BundleId } | { kind: 'plan'; id: PlanId };

export interface ProductQuote extends Quote {
  product: Product;
  name: string;
  tokens: number;
  /** For plans: tokens granted each day at 01:00 Lagos time. */
  dailyTokens: number;
  recurring: boolean;
}

/**
 * The checkout quote for a bundle or a plan's monthly charge, shown before payment. `priceKobo`, when given, is the
 * price an admin set for new checkouts; the catalogue price otherwise.
 */
export function productQuote(product: Product, priceKobo?: Kobo): ProductQuote {
  if (product.kind === 'bundle') {
    const bundle = findBundle(product.id);
    if (!bundle) throw new RangeError(`Unknown bundle ${product.id}`);
    return {
      ...quote(priceKobo ?? bundle.priceKobo),
      product,
      name: bundle.label,
      tokens: bundle.tokens,
      dailyTokens: 0,
      recurring: false,
    };
  }
  const plan = findPlan(product.id);
  if (!plan) throw new RangeError(`Unknown plan ${product.id}`);
  return {
    ...quote(priceKobo ?? plan.priceKobo),
    product,
    name: plan.name,
    tokens: plan.monthlyTokens,
    dailyTokens: plan.dailyTokens,
    recurring: true,
  };
}
