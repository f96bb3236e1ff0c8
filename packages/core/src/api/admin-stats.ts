import { z } from 'zod';

/**
 * The admin dashboard's figures and the analytics screen (`/api/admin/stats`, `/api/admin/analytics`). The server
 * answers through these schemas and the web reads them as its types.
 */

/** `GET /api/admin/stats`: the dashboard's four cards. Revenue is integer kobo, all time. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  analysesToday: z.number().int(),
  openSupportTickets: z.number().int(),
  revenueKobo: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The analytics range: whole Lagos days, `to` included (at most two years, checked by the server). */
export const analyticsRangeSchema = z.object({ from: z.iso.date(), to: z.iso.date() });
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

export const ANALYTICS_SERIES = [
  'signups',
  'analyses',
  'documents',
  'failures',
  'timing',
  'tokens',
  'revenue',
] as const;
export type AnalyticsSeriesName = (typeof ANALYTICS_SERIES)[number];

// A count read from SQL; null only where a day has no value (a median of no analyses).
const figure = z.number().nullable();

/** Each series' rows, with the columns its chart and CSV download use. */
export const analyticsSeriesSchema = z.object({
  signups: z.array(z.object({ day: z.string(), signups: figure, verified: figure })),
  analyses: z.array(
    z.object({ day: z.string(), completed: figure, failed: figure, inProgress: figure, successRate: figure }),
  ),
  documents: z.array(z.object({ kind: z.string(), analyses: figure, completed: figure, failed: figure })),
  failures: z.array(z.object({ reason: z.string(), analyses: figure })),
  timing: z.array(z.object({ day: z.string(), medianSeconds: figure, p95Seconds: figure })),
  tokens: z.array(z.object({ day: z.string(), spent: figure, bought: figure })),
  revenue: z.array(z.object({ kind: z.string(), product: z.string(), payments: figure, revenueKobo: figure })),
}) satisfies z.ZodType<Record<AnalyticsSeriesName, unknown>>;
export type AnalyticsSeries = z.infer<typeof analyticsSeriesSchema>;
/** One row of any series, as a chart reads it by column name. */
export type AnalyticsRow = Record<string, string | number | null>;

/** `GET /api/admin/analytics?from=&to=`: every series and the range's totals. */
export const analyticsSchema = z.object({
  series: analyticsSeriesSchema,
  totals: z.object({
    signups: z.number().int(),
    analyses: z.number().int(),
    successRate: z.number().nullable(),
    revenueKobo: z.number().int(),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;
