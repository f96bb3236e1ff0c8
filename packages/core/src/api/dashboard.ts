import { z } from 'zod';
import { analysisStatusSchema } from './analysis.ts';

/** `GET /api/dashboard`: the person's dashboard metrics, computed from their uploads, analyses and ledger. */
export const dashboardSchema = z.object({
  totalAnalyses: z.number().int(),
  completedAnalyses: z.number().int(),
  tokensUsedThisMonth: z.number().int(),
  /** Percent of the analyses started in the last 30 days that completed. */
  successRate: z.number(),
  hasData: z.boolean(),
  recentAnalyses: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      createdAt: z.string(),
      status: analysisStatusSchema,
      tokensCost: z.number().int(),
    }),
  ),
});
export type DashboardData = z.infer<typeof dashboardSchema>;
export type RecentAnalysis = DashboardData['recentAnalyses'][number];
