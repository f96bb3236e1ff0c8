import { z } from 'zod';
import { catalogueQuoteSchema } from './wallet.ts';

/**
 * The admin's payment screen as the API returns it (`/api/admin/payments/*`): the partner's set-up (never the keys),
 * today's prices and their history, the payments, and a re-verification. Money is integer kobo. The server answers
 * through these schemas and the web reads them as its types.
 */

const paymentStatusSchema = z.enum(['pending', 'success', 'failed', 'abandoned']);
export type AdminPaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A price an admin set, kept as history (the latest per product is today's). */
export const priceChangeSchema = z.object({
  id: z.string(),
  productKind: z.enum(['bundle', 'plan']),
  productId: z.string(),
  priceKobo: z.number().int(),
  reason: z.string(),
  setBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** `GET /api/admin/payments/settings`: whether each key is configured, the addresses to register, prices. */
export const paymentSettingsSchema = z.object({
  provider: z.enum(['paystack', 'test', 'none']),
  mode: z.enum(['live', 'test', 'test-provider', 'not-configured']),
  secretKeyConfigured: z.boolean(),
  publicKeyConfigured: z.boolean(),
  webhookUrl: z.string(),
  callbackUrl: z.string(),
  bundles: z.array(catalogueQuoteSchema),
  plans: z.array(catalogueQuoteSchema),
  history: z.array(priceChangeSchema),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** `POST /api/admin/payments/prices` body: a price is at least ₦100 and at most ₦10,000,000, with a reason. */
export const priceChangeBodySchema = z.object({
  kind: z.enum(['bundle', 'plan']),
  id: z.string().min(1).max(40),
  priceKobo: z.number().int().min(100_00).max(10_000_000_00),
  reason: z.string().trim().min(3, 'Please give a reason (at least 3 characters).').max(500),
});
export type PriceChangeBody = z.infer<typeof priceChangeBodySchema>;

/** `GET /api/admin/payments` filters. */
export const adminPaymentsQuerySchema = z.object({
  status: paymentStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** One payment as an operator sees it: who paid, for what, and how it ended (no partner data). */
export const adminPaymentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  provider: z.enum(['paystack', 'test']),
  productKind: z.enum(['bundle', 'plan', 'renewal']),
  productId: z.string(),
  tokens: z.number().int(),
  priceKobo: z.number().int(),
  amountKobo: z.number().int(),
  status: paymentStatusSchema,
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** `GET /api/admin/payments`: one page, newest first, and how many match. */
export const adminPaymentsSchema = z.object({ payments: z.array(adminPaymentSchema), total: z.number().int() });
export type AdminPayments = z.infer<typeof adminPaymentsSchema>;

/** `POST /api/admin/payments/:reference/verify`: what asking the partner again did, and the payment's status now. */
export const paymentReverifiedSchema = z.object({
  outcome: z.enum(['credited', 'already', 'failed', 'pending', 'mismatch', 'unknown']),
  status: paymentStatusSchema,
});
export type PaymentReverified = z.infer<typeof paymentReverifiedSchema>;
