import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productPrices } from '../../db/schema/index.ts';

/** The SQL of admin-set product prices. */

export const priceKeyOf = (kind: string, id: string) => `${kind}:${id}`;

/** The admin-set price of each product that has one (newest row wins), keyed "kind:id". */
export async function priceOverrides(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .selectDistinctOn([productPrices.productKind, productPrices.productId], {
      kind: productPrices.productKind,
      id: productPrices.productId,
      priceKobo: productPrices.priceKobo,
    })
    .from(productPrices)
    .orderBy(
      productPrices.productKind,
      productPrices.productId,
      desc(productPrices.createdAt),
      sql`${productPrices.id} DESC`,
    );
  return new Map(rows.map((r) => [priceKeyOf(r.kind, r.id), r.priceKobo]));
}

export async function setProductPrice(
  db: DbOrTx,
  input: { kind: 'bundle' | 'plan'; id: string; priceKobo: number; reason: string; setBy: string },
) {
  const [row] = await db
    .insert(productPrices)
    .values({
      id: randomUUID(),
      productKind: input.kind,
      productId: input.id,
      priceKobo: input.priceKobo,
      reason: input.reason,
      setBy: input.setBy,
    })
    .returning();
  return row!;
}

export async function priceHistory(db: DbOrTx, limit = 50) {
  return db.select().from(productPrices).orderBy(desc(productPrices.createdAt)).limit(limit);
}
