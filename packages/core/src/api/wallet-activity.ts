import { z } from 'zod';

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
