import { z } from 'zod';
import type { AnalysisSummary, StatementInfo } from '../contract.ts';
import { analysisStatusSchema } from './analysis.ts';
import { latestFiguresSchema } from './workspace.ts';

/**
 * The public API v1 (`/api/v1`, bearer API keys): what a lender's system sends and gets back. The server answers
 * through these schemas, and the OpenAPI document (`/api/v1/openapi.json`) is generated from them, so the reference
 * cannot drift from the answers. Money is integer kobo; dates are ISO strings.
 */

/** `POST /api/v1/clients`: the caller confirms the client's consent. */
export const publicNewClientSchema = z.object({
  name: z.string().trim().min(1, 'name is required.').max(120),
  reference: z.string().trim().max(80).optional().nullable(),
  phone: z.string().trim().max(30).optional().nullable(),
  email: z.string().trim().email().max(200).optional().nullable(),
  consent: z
    .literal(true, { message: "consent must be true: you confirm you have the client's consent." })
    .describe("You confirm you have the subject's explicit consent to analyze their financial documents."),
});
export type PublicNewClient = z.infer<typeof publicNewClientSchema>;

/** A client in the list. */
export const publicClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  analysisCount: z.number().int(),
  /** The key figures of the newest completed analysis; null before the first. */
  latest: latestFiguresSchema.nullable(),
});
export type PublicClient = z.infer<typeof publicClientSchema>;

/** `GET /api/v1/clients`: newest first. */
export const publicClientListSchema = z.object({ data: z.array(publicClientSchema) });

/** `POST /api/v1/clients`: the client as created, with the consent record kept for it. */
export const publicClientCreatedSchema = publicClientSchema
  .pick({ id: true, name: true, reference: true, createdAt: true })
  .extend({ consent: z.object({ by: z.string(), at: z.string(), text: z.string() }) });

/** `GET /api/v1/clients/{id}`: the client with every statement sent for it. */
export const publicClientDetailSchema = publicClientSchema
  .pick({ id: true, name: true, reference: true, createdAt: true, latest: true })
  .extend({
    analyses: z.array(
      z.object({
        /** Null for a file refused before any spend (inside a batch). */
        id: z.string().nullable(),
        status: analysisStatusSchema,
        fileName: z.string(),
        createdAt: z.string(),
        completedAt: z.string().nullable(),
      }),
    ),
  });
export type PublicClientDetail = z.infer<typeof publicClientDetailSchema>;

/** `POST /api/v1/clients/{id}/statements`: accepted; the analysis runs in the background. */
export const publicStatementAcceptedSchema = z.object({
  analysisId: z.string(),
  status: z.string(),
  tokenCost: z.number().int(),
});

export const publicTransactionSchema = z.object({
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  balance: z.number().int().nullable(),
  category: z.string(),
  loanRepayment: z.boolean(),
  lender: z.string().nullable(),
});

/** `GET /api/v1/analyses/{id}`: the status, the failure once failed, the result once completed. */
export const publicAnalysisSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  status: analysisStatusSchema,
  fileName: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  failure: z.object({ code: z.string().nullable(), message: z.string().nullable() }).optional(),
  result: z
    .object({
      /** The analysis contract's statement details and summary, as the engine produced them. */
      statement: z.custom<StatementInfo>().nullable(),
      transactions: z.array(publicTransactionSchema),
      summary: z.custom<AnalysisSummary>().nullable(),
    })
    .optional(),
});
export type PublicAnalysis = z.infer<typeof publicAnalysisSchema>;

export const WEBHOOK_EVENTS = ['analysis.completed', 'analysis.failed', 'ping'] as const;

/** What a webhook endpoint receives, signed (see the OpenAPI document's webhooks). */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: z.string(),
  data: z.object({
    workspaceId: z.string().optional(),
    analysisId: z.string().optional(),
    clientId: z.string().optional(),
    status: analysisStatusSchema.optional(),
    failure: z.object({ code: z.string().nullable(), message: z.string().nullable() }).optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
