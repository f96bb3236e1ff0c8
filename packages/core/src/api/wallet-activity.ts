import { z } from 'zod';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_PERIOD_FILTERS, ACTIVITY_TYPE_FILTERS } from '../tokens/display.ts';

/** What a spend (or its refund) paid for: the statement analysis, loan contract or credit report, by its page id. */
export const activitySubjectSchema = z.object({
  kind: z.enum(['analysis', 'loan_contract', 'credit_report']),
  /** The id its page is addressed by (an analysis by its upload id, as /app/analysis/{id} is). */
  id: z.string(),
  fileName: z.string().nullable(),
});
export type ActivitySubject = z.infer<typeof activitySubjectSchema>;

/** One wallet activity row (`GET /api/wallet/transactions`). */
export const walletActivitySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  delta: z.number().int(),
  type: z.string(),
  direction: z.enum(['credit', 'debit']),
  bucket: z.string().nullable(),
  buckets: z.array(z.string()),
  status: z.string(),
  reason: z.string().nullable(),
  analysisId: z.string().nullable(),
  subject: activitySubjectSchema.nullable(),
});
export type WalletActivity = z.infer<typeof walletActivitySchema>;

export const walletActivityPageSchema = z.object({
  transactions: z.array(walletActivitySchema),
  nextCursor: z.string().nullable(),
});
export type WalletActivityPage = z.infer<typeof walletActivityPageSchema>;

/** The wallet activity's two filters, as the Activity tab holds them and the server reads them. */
export const walletActivityFiltersSchema = z.object({
  type: z.enum(ACTIVITY_TYPE_FILTERS),
  period: z.enum(ACTIVITY_PERIOD_FILTERS),
});
export type WalletActivityFilters = z.infer<typeof walletActivityFiltersSchema>;

/** `GET /api/wallet/transactions` query: filter by kind and period, keyset cursor, page size. */
export const walletActivityQuerySchema = z.object({
  type: walletActivityFiltersSchema.shape.type.default('all'),
  period: walletActivityFiltersSchema.shape.period.default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZE),
});
export type WalletActivityQuery = z.output<typeof walletActivityQuerySchema>;
