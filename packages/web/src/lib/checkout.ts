import type { BundleId, PlanId } from '@nairalens/core/tokens/pricing.ts';
import type { FromState } from '@/lib/navigation.ts';

export type ProductId = BundleId | PlanId;

/** Checkout lives in the wallet: `/app/wallet?buy=<product id from @nairalens/core/tokens/pricing.ts>`. */
export function checkoutPath(id: ProductId): string {
  return `/app/wallet?buy=${encodeURIComponent(id)}`;
}

/**
 * Where a plan or bundle button goes: straight to checkout when signed in; otherwise to sign-in with the checkout
 * remembered in navigation state (the auth screen sends a signed-in person back to `from`).
 */
export function buyTarget(id: ProductId, signedIn: boolean): { to: string; state?: FromState } {
  if (signedIn) return { to: checkoutPath(id) };
  return { to: '/auth?mode=signin', state: { from: { pathname: '/app/wallet', search: `?buy=${encodeURIComponent(id)}` } } };
}
