import { z } from 'zod';
import { BUCKETS } from '../tokens/buckets.ts';

/**
 * The wallet as the API returns it (`/api/wallet/*`, `/api/admin/wallet/*`): balance, referrals, catalogue,
 * checkout, payments and the plan. The server answers through these schemas and the web reads them as its types.
 * Activity rows live in wallet-activity.ts.
 */

/** One balance row: a bucket's tokens with one expiry date, in spending order (soonest expiry first). */
export const walletBucketBalanceSchema = z.object({
  bucket: z.enum(BUCKETS),
  balance: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type WalletBucketBalance = z.infer<typeof walletBucketBalanceSchema>;

/** `GET /api/wallet/balance` (and an admin's `GET /api/admin/wallet/:userId`). */
export const walletBalanceSchema = z.object({
  totalBalance: z.number().int(),
  balances: z.array(walletBucketBalanceSchema),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** `GET /api/wallet/referrals`: the person's code and link, and the friends who used it. */
export const referralOverviewSchema = z.object({
  code: z.string(),
  link: z.string(),
  limit: z.number().int(),
  qualifiedCount: z.number().int(),
  referrals: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['signed_up', 'qualified']),
      label: z.string(),
      createdAt: z.string(),
      rewardExpiresAt: z.string().nullable(),
    }),
  ),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

const productSchema = z.object({ kind: z.enum(['bundle', 'plan']), id: z.string() });

/** A bundle or plan with its price, the processing fee and the total, as shown before payment. */
export const productQuoteSchema = z.object({
  product: productSchema,
  id: z.string(),
  name: z.string(),
  tokens: z.number().int(),
  dailyTokens: z.number().int(),
  recurring: z.boolean(),
  priceKobo: z.number().int(),
  feeKobo: z.number().int(),
  totalKobo: z.number().int(),
});

/** A catalogue entry: a bundle carries its label, a plan its badge. */
export const catalogueQuoteSchema = productQuoteSchema.extend({
  label: z.string().optional(),
  badge: z.string().nullable().optional(),
});
export type CatalogueQuote = z.infer<typeof catalogueQuoteSchema>;

/** `GET /api/wallet/catalog`: what can be bought, and through which payment partner. */
export const catalogueSchema = z.object({
  provider: z.enum(['paystack', 'test', 'none']),
  testMode: z.boolean(),
  bundles: z.array(catalogueQuoteSchema),
  plans: z.array(catalogueQuoteSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** `POST /api/wallet/checkout` body. */
export const checkoutBodySchema = z.object({
  kind: z.enum(['bundle', 'plan']),
  id: z.string().min(1).max(40),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** `POST /api/wallet/checkout`: the payment partner's page the person is sent to. */
export const checkoutSchema = z.object({
  reference: z.string(),
  authorizationUrl: z.string(),
  quote: productQuoteSchema.omit({ id: true }),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** A payment as the person may see it (receipts, the return page): no partner data. */
export const paymentSchema = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'success', 'failed', 'abandoned']),
  productKind: z.enum(['bundle', 'plan', 'renewal']),
  productId: z.string(),
  tokens: z.number().int(),
  priceKobo: z.number().int(),
  feeKobo: z.number().int(),
  amountKobo: z.number().int(),
  provider: z.enum(['paystack', 'test']),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /api/wallet/payments/:reference`. */
export const paymentEnvelopeSchema = z.object({ payment: paymentSchema });
export const paymentParamsSchema = z.object({ reference: z.string() });

/** `GET /api/wallet/receipts`: successful payments, newest first. */
export const receiptsSchema = z.object({ receipts: z.array(paymentSchema) });

/** `GET /api/wallet/subscription`: the person's plan (Free when none) and subscription. */
export const subscriptionInfoSchema = z.object({
  plan: z.object({ id: z.string(), name: z.string(), description: z.string() }),
  subscription: z
    .object({
      id: z.string(),
      planId: z.string(),
      status: z.enum(['active', 'cancelled', 'expired', 'past_due']),
      provider: z.enum(['paystack', 'test']),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** `POST /api/wallet/subscription/cancel`: the plan runs to the end of the paid period. */
export const cancelSubscriptionSchema = z.object({ cancelled: z.literal(true), endsAt: z.string() });

/** `POST /api/admin/wallet/:userId/{grant,revoke}` body: an amount and the reason, audited. */
export const walletAdjustmentBodySchema = z.object({
  amount: z.number().int().min(1).max(10_000),
  reason: z.string().trim().min(3).max(500),
  /** Lets an admin client retry safely; defaults to a fresh key. */
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export type WalletAdjustmentBody = z.input<typeof walletAdjustmentBodySchema>;

export const walletAdjustmentSchema = z.object({
  ok: z.literal(true),
  replayed: z.boolean(),
  balance: z.number().int(),
});

export const walletUserParamsSchema = z.object({ userId: z.string() });
