import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyses, tokenLedger, uploads } from '../../db/schema/index.ts';

/** The dashboard's figures for one person, read from their uploads, analyses and ledger. */
export async function dashboardFigures(db: DbOrTx, userId: string, since: { monthStart: Date; thirtyDaysAgo: Date }) {
  const { monthStart, thirtyDaysAgo } = since;
  const [completed] = await db
    .select({ n: count() })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.status, 'completed')));
  // Tokens actually spent this calendar month, from the ledger: spends (negative rows) less refunds (positive rows).
  const [spentThisMonth] = await db
    .select({ n: sql<string>`coalesce(sum(-${tokenLedger.delta}), 0)` })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.userId, userId),
        gte(tokenLedger.createdAt, monthStart),
        inArray(tokenLedger.type, ['spend', 'refund']),
      ),
    );
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

  return { completed, spentThisMonth, recentStatuses, recent, anyUpload };
}
