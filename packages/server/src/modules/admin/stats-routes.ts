import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';

/** The admin dashboard's four cards, from real data (docs/product-rules.md: no placeholder figures). */
export default function adminStatsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAdmin(ctx));
    app.get('/stats', async () => {
      const q = ctx.database.query;
      const [users] = await q<{ n: number }>('SELECT count(*)::int AS n FROM "user"');
      // "Today" in Africa/Lagos.
      const [today] = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM analyses WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos'`,
      );
      const [tickets] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM support_messages WHERE status = 'open'`);
      // Revenue is what people paid for tokens and plans; the processing fee passes through to the payment partner.
      const [revenue] = await q<{ k: string | number }>(
        `SELECT coalesce(sum(price_kobo), 0)::bigint AS k FROM payments WHERE status = 'success'`,
      );
      const revenueKobo = Number(revenue.k);
      return {
        totalUsers: users.n,
        analysesToday: today.n,
        openSupportTickets: tickets.n,
        revenueKobo,
      };
    });
  };
}
