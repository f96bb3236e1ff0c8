import { z } from 'zod';
import type { FigureChange } from '../history/what-changed.ts';
import { analysisStatusSchema } from './analysis.ts';

/**
 * The person's history as the API returns it (`/api/history/*`): figures month by month across accounts, the list of
 * all analyses, and what changed since the previous analysis. The server answers through these schemas and the web
 * reads them as its types. The merged transactions and the holders' names stay on the server.
 */

const accountFiguresSchema = z.object({
  account: z.string(),
  label: z.string(),
  income: z.number().int(),
  expenses: z.number().int(),
});

export const historyMonthSchema = z.object({
  month: z.string(),
  /** Days of the month covered by at least one statement. */
  daysCovered: z.number().int(),
  daysInMonth: z.number().int(),
  income: z.number().int(),
  expenses: z.number().int(),
  saved: z.number().int(),
  debtRepayments: z.number().int(),
  savingsRate: z.number(),
  dti: z.number(),
  healthScore: z.number(),
  accounts: z.array(accountFiguresSchema),
});
export type HistoryMonth = z.infer<typeof historyMonthSchema>;

const transferSideSchema = z.object({
  account: z.string(),
  ref: z.string(),
  date: z.string(),
  description: z.string(),
});

/** A transfer between two of the person's own accounts, left out of income and spending. */
export const ownTransferSchema = z.object({
  /** `${debitRef}>${creditRef}`: what a correction names. */
  id: z.string(),
  amount: z.number().int(),
  from: transferSideSchema,
  to: transferSideSchema,
  daysApart: z.number().int(),
  reasons: z.array(z.string()),
});
export type OwnTransfer = z.infer<typeof ownTransferSchema>;

/** `GET /api/history[?profileId=]`. */
export const personHistorySchema = z.object({
  months: z.array(historyMonthSchema),
  accounts: z.array(
    z.object({
      account: z.string(),
      label: z.string(),
      analyses: z.number().int(),
      supersededTransactions: z.number().int(),
    }),
  ),
  ownTransfers: z.array(ownTransferSchema),
  /** Sum over all months (after overlaps and own transfers). */
  totals: z.object({ income: z.number().int(), expenses: z.number().int(), ownTransfersRemoved: z.number().int() }),
});
export type PersonHistoryJson = z.infer<typeof personHistorySchema>;

export const historyListItemSchema = z.object({
  id: z.string(),
  uploadId: z.string(),
  status: analysisStatusSchema,
  fileName: z.string(),
  createdAt: z.string(),
  profile: z.object({ id: z.string(), label: z.string() }).nullable(),
  healthScore: z.number().nullable(),
  monthlyIncome: z.number().nullable(),
});
export type HistoryListItem = z.infer<typeof historyListItemSchema>;

/** `GET /api/history/analyses`: every analysis of the person, newest first, a page at a time. */
export const historyListSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  analyses: z.array(historyListItemSchema),
});
export type HistoryList = z.infer<typeof historyListSchema>;

/** `GET /api/history/analyses/:id/changes`: this analysis against the previous one, figure by figure, with why. */
export const analysisChangesSchema = z.object({
  previous: z.object({ id: z.string(), completedAt: z.string() }).nullable(),
  changes: z.array(z.custom<FigureChange>()),
});
export type AnalysisChanges = z.infer<typeof analysisChangesSchema>;

/** `PUT /api/history/own-transfers/:pairId`. */
export const ownTransferCorrectedSchema = z.object({ ok: z.literal(true) });
