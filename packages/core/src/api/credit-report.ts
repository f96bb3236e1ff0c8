import { z } from 'zod';
import type { Factor, Recommendation } from '../credit-reports/insights.ts';
import type { Finding, StatementCoverage } from '../credit-reports/reconcile.ts';
import { BUREAUS, SCORE_BANDS, type CreditReport } from '../credit-reports/types.ts';

/**
 * Credit reports as the API returns them (`/api/credit-reports/*`): the list card and the detail with everything
 * derived from the report. The server answers through these schemas and the web reads them as its types. The
 * engine's report, factors, recommendations and findings are core's types, carried as they are.
 */

const bureauSchema = z.enum(BUREAUS);
const bandSchema = z.enum(SCORE_BANDS);

/** A report as the list shows it (also the answer to an upload). */
export const creditReportCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string().nullable(),
  bureau: bureauSchema.nullable(),
  status: z.enum(['processing', 'completed', 'failed']),
  stage: z.string().nullable(),
  reportDate: z.string().nullable(),
  score: z.number().nullable(),
  band: bandSchema.nullable(),
  scoreLabel: z.string().nullable(),
  accounts: z.number().int().nullable(),
  profileId: z.string().nullable(),
  clientName: z.string().nullable(),
  tokenCost: z.number().int(),
  rawDeleted: z.boolean(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditReportCard = z.infer<typeof creditReportCardSchema>;

/** An entry the person disputes with the bureau, with the evidence from their statements. */
export const disputeItemSchema = z.object({
  findingId: z.string(),
  lender: z.string(),
  accountNumber: z.string().nullable(),
  problem: z.string(),
  evidence: z.array(z.string()),
});
export type DisputeItem = z.infer<typeof disputeItemSchema>;

/** The detail: the card, and once read, the report with its factors, reconciliation, disputes and score history. */
export const creditReportDetailSchema = creditReportCardSchema.extend({
  report: z.custom<CreditReport>().nullable(),
  cleanExportUnlocked: z.boolean().optional(),
  source: z.enum(['pdf-text', 'ocr']).optional(),
  factors: z.array(z.custom<Factor>()).optional(),
  recommendations: z.array(z.custom<Recommendation>()).optional(),
  reconciliation: z
    .object({
      coverage: z.custom<StatementCoverage>().nullable(),
      repayments: z.number().int(),
      findings: z.array(z.custom<Finding>()),
    })
    .optional(),
  disputes: z.array(disputeItemSchema).optional(),
  scoreHistory: z
    .array(
      z.object({
        id: z.string(),
        bureau: bureauSchema,
        reportDate: z.string().nullable(),
        score: z.number(),
        band: bandSchema,
      }),
    )
    .optional(),
});
export type CreditReportDetailJson = z.infer<typeof creditReportDetailSchema>;

export const creditReportCardEnvelopeSchema = z.object({ report: creditReportCardSchema });
export const creditReportListSchema = z.object({ reports: z.array(creditReportCardSchema) });
export const creditReportDetailEnvelopeSchema = z.object({ report: creditReportDetailSchema });
/** `PUT /api/credit-reports/:id/disputes`: the entries now disputed. */
export const disputesSchema = z.object({ disputes: z.array(disputeItemSchema) });
/** `POST /api/credit-reports/:id/clean-export`: tokens charged (0 when already unlocked). */
export const creditReportUnlockSchema = z.object({ charged: z.number().int() });
