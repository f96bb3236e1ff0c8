import { BUNDLES, PLANS, productQuote, type Product } from '@nairalens/core/tokens/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import { priceKeyOf as keyOf, priceOverrides } from './prices-repository.ts';

export { priceHistory, setProductPrice } from './prices-repository.ts';

/** The quote for a new checkout: the admin-set price when there is one. */
export async function currentQuote(db: DbOrTx, product: Product) {
  return productQuote(product, (await priceOverrides(db)).get(keyOf(product.kind, product.id)));
}

/** Every bundle and plan at today's prices for new checkouts. */
export async function currentCatalogue(db: DbOrTx) {
  const o = await priceOverrides(db);
  return {
    bundles: BUNDLES.map((b) => ({
      ...productQuote({ kind: 'bundle', id: b.id }, o.get(keyOf('bundle', b.id))),
      id: b.id,
      label: b.label,
    })),
    plans: PLANS.map((p) => ({
      ...productQuote({ kind: 'plan', id: p.id }, o.get(keyOf('plan', p.id))),
      id: p.id,
      badge: p.badge,
    })),
  };
}
