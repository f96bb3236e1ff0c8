import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { analyses, tokenLedger, uploads } from '../../db/schema/index.ts';

/** Spec §9 dashboard metrics, computed from the person's real uploads and analyses. */
export default function dashboardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx));

    app.get('/', async (req) => {
      const db = ctx.database.db;
      const userId = req.user!.id;
      const now = new Date();
      const monthStart = lagosMonthStart(now);
      const thirtyDaysAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000);

      const [completed] = await db
        .select({ n: count() })
        .from(analyses)
        .where(and(eq(analyses.userId, userId), eq(analyses.status, 'completed')));
      // Tokens actually spent this calendar month, from the ledger: spends (negative rows) less refunds (positive rows).
      const [spentThisMonth] = await db
        .select({ n: sql<string>`coalesce(sum(-${tokenLedger.delta}), 0)` })
        .from(tokenLedger)
        .where(and(eq(tokenLedger.userId, userId), gte(tokenLedger.createdAt, monthStart), inArray(tokenLedger.type, ['spend', 'refund'])));
      const recentStatuses = await db
        .select({ status: analyses.status, n: count() })
        .from(analyses)
        .where(
          and(
            eq(analyses.userId, userId),
            gte(analyses.createdAt, thirtyDaysAgo),
            inArray(analyses.status, ['processing', 'completed', 'failed']),
          ),
        )
        .groupBy(analyses.status);
      const started = recentStatuses.reduce((s, r) => s + Number(r.n), 0);
      const done = Number(recentStatuses.find((r) => r.status === 'completed')?.n ?? 0);
      const recent = await db
        .select({
          id: uploads.id,
          fileName: uploads.fileName,
          createdAt: uploads.createdAt,
          tokenCost: uploads.tokenCost,
          status: sql<string | null>`${analyses.status}`,
        })
        .from(uploads)
        .leftJoin(analyses, eq(analyses.uploadId, uploads.id))
        .where(eq(uploads.userId, userId))
        .orderBy(desc(uploads.createdAt))
        .limit(5);
      const [anyUpload] = await db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId));

      return {
        totalAnalyses: Number(completed.n),
        completedAnalyses: Number(completed.n),
        tokensUsedThisMonth: Math.max(0, Number(spentThisMonth.n)),
        successRate: started === 0 ? 0 : Math.round((done / started) * 100),
        hasData: Number(anyUpload.n) > 0,
        recentAnalyses: recent.map((r) => ({
          id: r.id,
          fileName: r.fileName || 'Uploaded Statement',
          createdAt: r.createdAt.toISOString(),
          status: r.status ?? 'pending',
          tokensCost: r.tokenCost,
        })),
      };
    });
  };
}

/** Start of the current calendar month in Africa/Lagos (UTC+1, no daylight saving). */
export function lagosMonthStart(now: Date): Date {
  const lagos = new Date(now.getTime() + 3600 * 1000);
  return new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), 1) - 3600 * 1000);
}
