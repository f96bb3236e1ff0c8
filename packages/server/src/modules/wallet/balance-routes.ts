import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { tokenLedger } from '../../db/schema/index.ts';

/** Balance per bucket, derived from the ledger: each credit lot minus what was drawn from it, unexpired lots only. */
export default function walletBalanceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx));
    app.get('/balance', async (req) => {
      const now = new Date();
      const rows = await ctx.database.db
        .select({
          bucket: tokenLedger.bucket,
          expiresAt: sql<Date | null>`max(${tokenLedger.expiresAt})`,
          balance: sql<number>`sum(${tokenLedger.delta})::int`,
        })
        .from(tokenLedger)
        .where(and(eq(tokenLedger.userId, req.user!.id), or(isNull(tokenLedger.expiresAt), gt(tokenLedger.expiresAt, now))))
        .groupBy(tokenLedger.bucket, tokenLedger.lotId);
      const byBucket = new Map<string, { bucket: string; balance: number; expiresAt: string | null }>();
      for (const r of rows) {
        if (Number(r.balance) <= 0) continue;
        const key = `${r.bucket}|${r.expiresAt ? new Date(r.expiresAt).toISOString() : ''}`;
        const prev = byBucket.get(key);
        byBucket.set(key, {
          bucket: r.bucket,
          balance: (prev?.balance ?? 0) + Number(r.balance),
          expiresAt: r.expiresAt ? new Date(r.expiresAt).toISOString() : null,
        });
      }
      const balances = [...byBucket.values()];
      return { totalBalance: balances.reduce((s, b) => s + b.balance, 0), balances };
    });
  };
}
