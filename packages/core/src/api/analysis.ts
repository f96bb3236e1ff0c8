import { z } from 'zod';
import { CREDIT_CATEGORIES, DEBIT_CATEGORIES, type AnalysisSummary, type StatementInfo } from '../contract.ts';
import type { Insights } from '../analysis/analyse-statement.ts';

/**
 * The statement analysis as the API returns it (`GET /api/analyses/:id`, its transactions and list). The server
 * builds these shapes and the web reads them with these types, so a changed field breaks the typecheck of both.
 * The engine's own structures (statement, summary, charges, salary, loans) are core's types, carried as they are.
 */

export const analysisStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const monthPointSchema = z.object({
  month: z.string(),
  income: z.number(),
  expenses: z.number(),
  saved: z.number(),
  net: z.number(),
  daysCovered: z.number(),
  daysInMonth: z.number(),
});

/** The stored result the result page shows; transactions are paged separately. */
export const analysisResultSchema = z.object({
  statement: z.custom<StatementInfo>(),
  summary: z.custom<AnalysisSummary>(),
  monthly: z.array(monthPointSchema),
  charges: z.custom<Insights['chargesAudit']>(),
  salary: z.custom<Insights['salary']>(),
  loans: z.custom<Insights['loans']>(),
  personaNotes: z.array(z.string()),
  meta: z.object({ format: z.string(), ocrConfidence: z.number().nullable() }).optional(),
});
export type AnalysisResultJson = z.infer<typeof analysisResultSchema>;

export const analysisSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  status: analysisStatusSchema,
  stage: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number(),
  fileType: z.string(),
  analysisFor: z.enum(['me', 'someone-else']),
  clientName: z.string().nullable(),
  tokenCost: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  processingMs: z.number().nullable(),
  rawDeleted: z.boolean(),
  failure: z.object({ code: z.string().nullable(), message: z.string().nullable() }).nullable(),
  cleanExportUnlocked: z.boolean(),
  result: analysisResultSchema.nullable(),
});
export type AnalysisJson = z.infer<typeof analysisSchema>;

const categorySchema = z.enum([...DEBIT_CATEGORIES, ...CREDIT_CATEGORIES]);

export const transactionRowSchema = z.object({
  id: z.string(),
  index: z.number().int(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  balance: z.number().int().nullable(),
  category: categorySchema,
  engineCategory: categorySchema,
  loanRepayment: z.boolean(),
  lender: z.string().nullable(),
  recategorised: z.boolean(),
  /** Kobo of this row that came back (a reversed transfer, a refunded purchase, a credit sent back). */
  returned: z.number().int().optional(),
  /** The index of the row whose money this row brings back. */
  returnOf: z.number().int().optional(),
  /** Money passed on: a credit held for someone else, or the payment that sent it on (neither counts). */
  passedOn: z.literal(true).optional(),
});
export type TransactionRowJson = z.infer<typeof transactionRowSchema>;

export const transactionPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  categoryCounts: z.record(z.string(), z.number().int()),
  transactions: z.array(transactionRowSchema),
});
export type TransactionPageJson = z.infer<typeof transactionPageSchema>;

export const analysisListItemSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  status: analysisStatusSchema,
  fileName: z.string(),
  tokenCost: z.number().int(),
  dti: z.number().nullable(),
  createdAt: z.string(),
});
export type AnalysisListItemJson = z.infer<typeof analysisListItemSchema>;

/**
 * What the caller of `GET /api/analyses/{id}` may do (sent beside `analysis`): a workspace member reads through the
 * owner; only the owner re-categorises or unlocks the clean PDF (`canChange`); a viewer may not export.
 */
export const analysisAccessSchema = z.object({
  level: z.enum(['owner', 'member']),
  role: z.enum(['owner', 'admin', 'analyst', 'viewer']).nullable(),
  canChange: z.boolean(),
  canExport: z.boolean(),
});
export type AnalysisAccessJson = z.infer<typeof analysisAccessSchema>;

/** `GET /api/analyses`: the person's latest analyses. */
export const analysisListSchema = z.object({ analyses: z.array(analysisListItemSchema) });

/** `GET /api/analyses/:id`: the analysis and what the caller may do with it. */
export const analysisEnvelopeSchema = z.object({ analysis: analysisSchema, access: analysisAccessSchema });

/** The `:id` of every `/api/analyses/:id…` route (an analysis id or its upload id). */
export const analysisParamsSchema = z.object({ id: z.string().max(64) });

/**
 * The transactions table's search box and category filter, as the page holds them ('' for none) and the server reads
 * them: a search of at most 100 characters, a category of at most 40.
 */
export const transactionFiltersSchema = z.object({
  search: z.string().max(100, 'Search for at most 100 characters.'),
  category: z.string().max(40),
});
export type TransactionFilters = z.infer<typeof transactionFiltersSchema>;

/** `GET /api/analyses/:id/transactions` query: search, filter by category, sort, page (all done in SQL). */
export const transactionPageQuerySchema = z.object({
  search: transactionFiltersSchema.shape.search.optional(),
  category: transactionFiltersSchema.shape.category.optional(),
  sort: z.enum(['index', 'date', 'amount']).default('index'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type TransactionPageQuery = z.output<typeof transactionPageQuerySchema>;

/** `GET /api/analyses/:id/status`: small and cheap, for the status poll (no result body). */
export const analysisStatusAnswerSchema = analysisSchema.pick({
  id: true,
  uploadId: true,
  status: true,
  stage: true,
  failure: true,
});
export type AnalysisStatusJson = z.infer<typeof analysisStatusAnswerSchema>;

/** `PATCH /api/analyses/:id/transactions/:txId`: how many rows changed, whether a rule was saved, the fresh analysis. */
export const recategorisedSchema = z.object({ updated: z.number().int(), rule: z.boolean(), analysis: analysisSchema });
export type RecategorisedJson = z.infer<typeof recategorisedSchema>;

/** `POST /api/analyses/:id/clean-export`: unlocked, and the tokens it cost (0 when it was unlocked already). */
export const cleanExportUnlockSchema = z.object({ unlocked: z.literal(true), charged: z.number().int() });
export type CleanExportUnlockJson = z.infer<typeof cleanExportUnlockSchema>;
