import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { BUNDLES, PLANS, productQuote, type Product } from '@nairalens/core/tokens/pricing.ts';
import type { DbOrTx } from '../../db/client.ts';
import { productPrices } from '../../db/schema/index.ts';

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

/** The admin-set price of each product that has one (newest row wins), keyed "kind:id". */
export async function priceOverrides(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .selectDistinctOn([productPrices.productKind, productPrices.productId], {
      kind: productPrices.productKind,
      id: productPrices.productId,
      priceKobo: productPrices.priceKobo,
    })
    .from(productPrices)
    .orderBy(productPrices.productKind, productPrices.productId, desc(productPrices.createdAt), sql`${productPrices.id} DESC`);
  return new Map(rows.map((r) => [keyOf(r.kind, r.id), r.priceKobo]));
}

/** The quote for a new checkout: the admin-set price when there is one. */
export async function currentQuote(db: DbOrTx, product: Product) {
  return productQuote(product, (await priceOverrides(db)).get(keyOf(product.kind, product.id)));
}

/** Every bundle and plan at today's prices for new checkouts. */
export async function currentCatalogue(db: DbOrTx) {
  const o = await priceOverrides(db);
  return {
    bundles: BUNDLES.map((b) => ({ ...productQuote({ kind: 'bundle', id: b.id }, o.get(keyOf('bundle', b.id))), id: b.id, label: b.label })),
    plans: PLANS.map((p) => ({ ...productQuote({ kind: 'plan', id: p.id }, o.get(keyOf('plan', p.id))), id: p.id, badge: p.badge })),
  };
}

export async function setProductPrice(db: DbOrTx, input: { kind: 'bundle' | 'plan'; id: string; priceKobo: number; reason: string; setBy: string }) {
  const [row] = await db
    .insert(productPrices)
    .values({ id: randomUUID(), productKind: input.kind, productId: input.id, priceKobo: input.priceKobo, reason: input.reason, setBy: input.setBy })
    .returning();
  return row!;
}

export async function priceHistory(db: DbOrTx, limit = 50) {
  return db.select().from(productPrices).orderBy(desc(productPrices.createdAt)).limit(limit);
}
