import type { PaymentRow } from './payments.ts';

/** A payment as the person may see it (receipts, the return page): no partner data. */
export function publicPayment(p: PaymentRow) {
  return {
    reference: p.reference,
    status: p.status,
    productKind: p.product_kind,
    productId: p.product_id,
    tokens: p.tokens,
    priceKobo: p.price_kobo,
    feeKobo: p.fee_kobo,
    amountKobo: p.amount_kobo,
    provider: p.provider,
    paidAt: p.paid_at ? new Date(p.paid_at).toISOString() : null,
    createdAt: new Date(p.created_at).toISOString(),
  };
}
